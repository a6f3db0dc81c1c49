import MotionMath
import Keyframes

/// Why a path, a walk along it, a path easing or a morph could not be built or evaluated.
///
/// Every throwing API of the Paths module throws this type (typed throws). The `description` is
/// text a command-line tool can print as is.
public enum PathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SVG path data could not be parsed: the text, the character offset and what was expected.
    case pathSyntax(text: String, offset: Int, message: String)
    /// A path or geometric parameter is invalid (named), e.g. a negative radius.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// A path has no drawing segment where one is needed (e.g. animating along an empty path).
    case emptyPath
    /// A time or fraction is NaN or infinite where a finite number is required.
    case nonFiniteInput(name: String)
    /// The keyframes of a morph (``PathMorph``) are invalid: one sentence per problem.
    case invalidKeyframes([String])
    /// Paths to morph control point by control point (``PathMorph``) differ in structure: the
    /// first difference between keyframe path `path` and path 0, at drawing segment `segment`
    /// (an index into ``Path/segments``; the segment count when one path ends early), as SVG
    /// command letters — "M" (a subpath starts here), "L", "Q", "C", "A", or "end".
    case pathStructureMismatch(path: Int, segment: Int, expected: String, found: String)
    /// An easing path (``PathEasing``) does not start exactly at (0, 0) or end exactly at (1, 1):
    /// its first point and its end (nil when it has none).
    case easingPathEndpoints(start: SIMD2<Double>?, end: SIMD2<Double>?)
    /// An easing path's x is not strictly increasing along drawing segment `segment` (an index
    /// into ``Path/segments``): it turns back, or the piece is vertical.
    case easingPathNotMonotone(segment: Int, reason: String)
    /// An easing path uses what an easing cannot: an arc, or a second subpath, at `segment`.
    case easingPathUnsupported(segment: Int, reason: String)

    /// The same problem, from the keyframes a path morph is built on.
    init(_ error: KeyframeError) {
        switch error {
        case .invalidKeyframes(let problems): self = .invalidKeyframes(problems)
        case .invalidParameter(let name, let value, let requirement):
            self = .invalidParameter(name: name, value: value, requirement: requirement)
        case .nonFiniteInput(let name): self = .nonFiniteInput(name: name)
        }
    }

    public var description: String {
        switch self {
        case .pathSyntax(let text, let offset, let message):
            return "invalid path data: \(message) at offset \(offset) in \"\(excerpt(text, around: offset))\""
        case .invalidParameter(let name, let value, let requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .emptyPath:
            return "the path has no line or curve to follow"
        case .nonFiniteInput(let name):
            return "\(name) must be finite (not NaN or infinity)"
        case .invalidKeyframes(let problems):
            return "invalid keyframes: " + problems.joined(separator: "; ")
        case .easingPathEndpoints(let start, let end):
            func text(_ p: SIMD2<Double>?) -> String { p.map { "(\($0.x), \($0.y))" } ?? "none" }
            return "an easing path must start at (0, 0) and end at (1, 1); it starts at \(text(start)) and ends at \(text(end))"
        case .easingPathNotMonotone(let segment, let reason):
            return "an easing path's x must increase: segment \(segment): \(reason)"
        case .easingPathUnsupported(let segment, let reason):
            return "an easing path cannot use segment \(segment): \(reason)"
        case .pathStructureMismatch(let path, let segment, let expected, let found):
            return "path \(path) differs in structure from path 0 at segment \(segment): expected \(expected), found \(found) (morphing needs the same commands; normalise the paths first)"
        }
    }
}
