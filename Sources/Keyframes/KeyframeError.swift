/// Why a keyframe animation, a path or a timing description could not be built.
///
/// Every throwing API of the Keyframes module throws this type (typed throws). Validation lists
/// every problem it finds, not only the first (``invalidKeyframes(_:)``). The `description` is
/// text a command-line tool can print as is.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One or more problems with a keyframe animation's arrays (each a sentence).
    case invalidKeyframes([String])
    /// SVG path data could not be parsed: the text, the character offset and what was expected.
    case pathSyntax(text: String, offset: Int, message: String)
    /// A path or geometric parameter is invalid (named), e.g. a negative radius.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// A path has no drawing segment where one is needed (e.g. animating along an empty path).
    case emptyPath
    /// A time or fraction is NaN or infinite where a finite number is required.
    case nonFiniteInput(name: String)
    /// An animation's values cannot be resolved (e.g. from, to and by all given, or no value to
    /// start from), or its result would not be finite (accumulating infinitely many iterations).
    case animationValues(String)

    public var description: String {
        switch self {
        case .invalidKeyframes(let problems):
            return "invalid keyframes: " + problems.joined(separator: "; ")
        case .pathSyntax(let text, let offset, let message):
            let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
            return "invalid path data \"\(shown)\" at offset \(offset): \(message)"
        case .invalidParameter(let name, let value, let requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .emptyPath:
            return "the path has no line or curve to follow"
        case .nonFiniteInput(let name):
            return "\(name) must be finite (not NaN or infinity)"
        case .animationValues(let reason):
            return "animation values: \(reason)"
        }
    }
}
