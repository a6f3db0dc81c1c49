/// Why a timing description, a property animation or a frame sequence could not be built or
/// evaluated.
///
/// Every throwing API of the AnimationTiming module throws this type (typed throws). The
/// `description` is text a command-line tool can print as is.
public enum AnimationTimingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter is invalid (named), e.g. a negative duration or a zero speed.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// A time or count is NaN or infinite where a finite number is required.
    case nonFiniteInput(name: String)
    /// An animation's values cannot be resolved (e.g. from, to and by all given, or no value to
    /// start from), or its result would not be finite (accumulating infinitely many iterations).
    case animationValues(String)

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .nonFiniteInput(let name):
            return "\(name) must be finite (not NaN or infinity)"
        case .animationValues(let reason):
            return "animation values: \(reason)"
        }
    }
}
