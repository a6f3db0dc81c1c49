import MotionMath

/// Why a spring, a decay or a spring evaluation could not be built.
///
/// Every throwing API of the Springs module throws this type (typed throws).
/// The `description` is a sentence a command-line tool can print as is.
public enum SpringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter (named, e.g. `"stiffness"`) is NaN or infinite.
    case nonFiniteParameter(name: String, value: Double)
    /// A parameter is outside its domain; `requirement` says what it must satisfy (e.g. "> 0").
    case parameterOutOfRange(name: String, value: Double, requirement: String)
    /// A time, a state value or a velocity is NaN or infinite where a finite number is required.
    case nonFiniteInput(name: String)
    /// The spring has no damping, so it oscillates forever and never settles.
    case neverSettles
    /// A sampling request would produce more frames than the limit (to protect memory).
    case tooManyFrames(requested: Double, limit: Int)
    /// A value its interpolation space rejects (``SpringAnimation``): which one, and why.
    case invalidValue(name: String, reason: ValueSpaceError)
    /// A result of finite inputs is beyond the largest finite number (named: a resting point
    /// 10³¹³ away), where no finite answer would be true.
    case overflow(name: String)

    public var description: String {
        switch self {
        case .nonFiniteParameter(let name, let value):
            return "\(name) must be a finite number, got \(value)"
        case .parameterOutOfRange(let name, let value, let requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .nonFiniteInput(let name):
            return "\(name) must be finite (not NaN or infinity)"
        case .neverSettles:
            return "the spring has no damping, so it oscillates forever and never settles; give a duration"
        case .tooManyFrames(let requested, let limit):
            let count = requested < 1e15 ? String(Int(requested)) : "\(requested)"
            return "the request needs \(count) frames, more than the limit of \(limit)"
        case .overflow(let name):
            return "\(name) overflows: it is beyond the largest finite number"
        case .invalidValue(let name, let reason):
            return "\(name): \(reason)"
        }
    }
}

extension SpringError {
    /// Checks `value` is finite and satisfies `isValid`, naming the parameter in the error
    /// (shared by Springs, CurveFitting and the CLI; `package` access).
    @inlinable
    package static func check(
        _ name: String, _ value: Double, _ requirement: String, _ isValid: (Double) -> Bool
    ) throws(SpringError) {
        guard value.isFinite else { throw .nonFiniteParameter(name: name, value: value) }
        guard isValid(value) else { throw .parameterOutOfRange(name: name, value: value, requirement: requirement) }
    }
}
