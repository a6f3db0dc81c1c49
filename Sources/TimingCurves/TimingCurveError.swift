import MotionMath

/// Why a timing curve could not be built or evaluated.
///
/// Every throwing API of the TimingCurves module throws this type (typed throws), so callers can
/// switch over the cases exhaustively. The `description` is a sentence a command-line tool can
/// print as is.
public enum TimingCurveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter (named, e.g. `"y1"`) is NaN or infinite.
    case nonFiniteParameter(name: String, value: Double)
    /// A cubic-Bézier x control coordinate (named `"x1"` or `"x2"`) lies outside [0, 1], so the
    /// curve would not be a function of time.
    case controlPointOutOfRange(name: String, value: Double)
    /// A cubic-Bézier y control coordinate is so large that the curve cannot be evaluated without
    /// overflow (|y| above `limit`).
    case controlPointTooLarge(name: String, value: Double, limit: Double)
    /// A parameter (named) lies outside the range it must be in, e.g. an interval's `begin`.
    case parameterOutOfRange(name: String, value: Double, range: ClosedRange<Double>)
    /// `steps()` needs at least one step, and at least two with `jump-none`.
    case invalidStepCount(count: Int, position: StepPosition)
    /// `linear()` needs at least two stops.
    case tooFewStops(count: Int)
    /// An input to a curve was NaN or infinite where a finite number is required.
    case nonFiniteInput(Double)
    /// The curve is not monotone, so the input for a given progress is not unique.
    case notInvertible(reason: String)
    /// The requested progress is outside the curve's range on [0, 1].
    case progressOutOfRange(Double, range: ClosedRange<Double>)
    /// Easing text (CSS or a curve name) could not be parsed.
    case parse(EasingParseError)

    public var description: String {
        switch self {
        case .nonFiniteParameter(let name, let value):
            return "\(name) must be a finite number, got \(value)"
        case .controlPointOutOfRange(let name, let value):
            return "\(name) must lie in [0, 1] for the curve to be a function of time, got \(value)"
        case .controlPointTooLarge(let name, let value, let limit):
            return "\(name) must lie within ±\(limit) (beyond that the curve's values overflow), got \(value)"
        case .parameterOutOfRange(let name, let value, let range):
            return "\(name) must lie in [\(range.lowerBound), \(range.upperBound)], got \(value)"
        case .invalidStepCount(let count, let position):
            let minimum = position == .jumpNone ? 2 : 1
            return "steps() needs at least \(minimum) step\(minimum == 1 ? "" : "s") with position \(position.cssName), got \(count)"
        case .tooFewStops(let count):
            return "linear() needs at least two stops, got \(count)"
        case .nonFiniteInput(let x):
            return "the input must be a finite number, got \(x)"
        case .notInvertible(let reason):
            return "the curve cannot be inverted: \(reason)"
        case .progressOutOfRange(let y, let range):
            return "progress \(y) is outside the curve's range \(range.lowerBound)...\(range.upperBound)"
        case .parse(let error):
            return error.description
        }
    }
}

/// A syntax error in easing text, with the character offset where it was found.
public struct EasingParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was parsed.
    public var text: String
    /// Offset, in Unicode scalars (characters for ASCII text) from the start of `text`, of the
    /// first character that could not be accepted.
    public var offset: Int
    /// What was expected or what is wrong, e.g. `"expected a number"`.
    public var message: String

    package init(text: String, offset: Int, message: String) {
        self.text = text
        self.offset = offset
        self.message = message
    }

    public var description: String {
        "invalid easing: \(message) at offset \(offset) in \"\(excerpt(text, around: offset))\""
    }
}
