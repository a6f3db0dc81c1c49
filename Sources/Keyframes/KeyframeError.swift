/// Why a keyframe animation or a path could not be built.
///
/// Every throwing API of the Keyframes module throws this type (typed throws). Validation lists
/// every problem it finds, not only the first (``invalidKeyframes(_:)``). The `description` is
/// text a command-line tool can print as is.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One or more problems with a keyframe animation's arrays (each a sentence).
    case invalidKeyframes([String])
    /// A parameter is invalid (named), e.g. a negative duration.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// A time or fraction is NaN or infinite where a finite number is required.
    case nonFiniteInput(name: String)

    public var description: String {
        switch self {
        case .invalidKeyframes(let problems):
            return "invalid keyframes: " + problems.joined(separator: "; ")
        case .invalidParameter(let name, let value, let requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .nonFiniteInput(let name):
            return "\(name) must be finite (not NaN or infinity)"
        }
    }
}
