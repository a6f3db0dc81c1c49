// Curves made from curves (TimingCurves article, Combinators): Flutter's Interval, FlippedCurve,
// Split, SawTooth and Threshold, and Motion's mirrorEasing (its reverseEasing is FlippedCurve).
// Each keeps what its base curve has: the value and slope in closed form from the base's, and the
// inverse from the base's inverse where the result is monotone.

import MotionMath

/// Flutter's `Interval(begin, end, curve)`: 0 until `begin`, the base curve stretched over
/// [begin, end], 1 from `end` on.
///
/// value(x) = base((x − begin)/(end − begin)) inside, slope base′(s)/(end − begin).
/// - Complexity: one evaluation of the base curve.
public struct IntervalCurve<Base: TimingCurve>: TimingCurve {
    /// The input at which the curve starts, in [0, 1).
    public let begin: Double
    /// The input at which it ends, in (begin, 1].
    public let end: Double
    /// The curve stretched over [begin, end].
    public let base: Base

    /// - Throws: ``TimingCurveError/nonFiniteParameter(name:value:)`` for NaN or infinity;
    ///   ``TimingCurveError/parameterOutOfRange(name:value:range:)`` unless 0 ≤ begin < end ≤ 1.
    public init(begin: Double, end: Double, _ base: Base) throws(TimingCurveError) {
        for (name, value) in [("begin", begin), ("end", end)] where !value.isFinite {
            throw .nonFiniteParameter(name: name, value: value)
        }
        guard begin >= 0, begin < 1 else { throw .parameterOutOfRange(name: "begin", value: begin, range: 0...1) }
        guard end > begin, end <= 1 else { throw .parameterOutOfRange(name: "end", value: end, range: begin.nextUp...1) }
        self.begin = begin
        self.end = end
        self.base = base
    }

    public var mapsEndpointsExactly: Bool { true }
    /// Monotone when the base is and maps its ends exactly (no jump at `begin` or `end`).
    public var isMonotone: Bool { base.isMonotone && base.mapsEndpointsExactly }

    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        if x <= begin { return (0, 0) }
        if x >= end { return (1, 0) }
        let width = end - begin
        let (y, s) = base.valueAndDerivative(at: (x - begin) / width)
        return (y, s / width)
    }

    /// begin + (end − begin)·base⁻¹(y): the base's inverse, then one scaling.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard isMonotone else { throw .notInvertible(reason: "the interval's curve is not monotone with exact ends") }
        guard y.isFinite else { throw .nonFiniteInput(y) }
        guard y >= 0, y <= 1 else { throw .progressOutOfRange(y, range: 0...1) }
        if y == 0 { return 0 }
        return begin + (end - begin) * (try base.input(forProgress: y))
    }
}

/// Flutter's `FlippedCurve` and Motion's `reverseEasing`: the base curve rotated half a turn about
/// (½, ½), 1 − base(1 − x); an ease-in becomes an ease-out.
/// - Complexity: one evaluation of the base curve.
public struct FlippedCurve<Base: TimingCurve>: TimingCurve {
    /// The curve flipped.
    public let base: Base

    public init(_ base: Base) { self.base = base }

    public var mapsEndpointsExactly: Bool { base.mapsEndpointsExactly }
    public var isMonotone: Bool { base.isMonotone }

    public func value(at x: Double) -> Double { 1 - base.value(at: 1 - x) }
    public func derivative(at x: Double) -> Double { base.derivative(at: 1 - x) }
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        let (y, s) = base.valueAndDerivative(at: 1 - x)
        return (1 - y, s)
    }

    /// 1 − base⁻¹(1 − y).
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard isMonotone else { throw .notInvertible(reason: "the flipped curve is not monotone") }
        guard y.isFinite else { throw .nonFiniteInput(y) }
        let range = value(at: 0)...value(at: 1)
        guard range.contains(y) else { throw .progressOutOfRange(y, range: range) }
        if y == range.lowerBound { return 0 }
        // The smallest x for 1 − y is the largest for y; on a flat run take its left end.
        let x = 1 - (try base.input(forProgress: 1 - y))
        return smallestInput(reaching: y, in: 0, x, guess: x)
    }
}

/// Motion's `mirrorEasing`: the base curve compressed into the first half and rotated half a turn
/// into the second, x ≤ ½ ? base(2x)/2 : (2 − base(2 − 2x))/2; an ease-in becomes an ease-in-out.
/// - Complexity: one evaluation of the base curve.
public struct MirroredCurve<Base: TimingCurve>: TimingCurve {
    /// The curve run forwards to ½ and back after.
    public let base: Base

    public init(_ base: Base) { self.base = base }

    public var mapsEndpointsExactly: Bool { base.mapsEndpointsExactly }
    /// Monotone when the base is and maps 1 to 1 (no jump at ½).
    public var isMonotone: Bool { base.isMonotone && base.mapsEndpointsExactly }

    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        if x <= 0.5 {
            let (y, s) = base.valueAndDerivative(at: 2 * x)
            return (y / 2, s)
        }
        let (y, s) = base.valueAndDerivative(at: 2 - 2 * x)
        return ((2 - y) / 2, s)
    }

    /// base⁻¹(2y)/2 up to ½, 1 − base⁻¹(2 − 2y)/2 after.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard isMonotone else { throw .notInvertible(reason: "the mirrored curve is not monotone with exact ends") }
        guard y.isFinite else { throw .nonFiniteInput(y) }
        guard y >= 0, y <= 1 else { throw .progressOutOfRange(y, range: 0...1) }
        if y <= 0.5 { return (try base.input(forProgress: 2 * y)) / 2 }
        let x = 1 - (try base.input(forProgress: 2 - 2 * y)) / 2
        // The smallest x: on a flat run of the second half, its left end.
        return smallestInput(reaching: y, in: 0.5, x, guess: x)
    }
}

/// Flutter's `Split(split, beginCurve:, endCurve:)`: `first` scaled into [0, split] on both axes,
/// `second` into [split, 1]: split·first(x/split), then split + (1 − split)·second(s).
/// - Complexity: one evaluation of one of the two curves.
public struct SplitCurve<First: TimingCurve, Second: TimingCurve>: TimingCurve {
    /// Where the first curve hands over, in input and in progress, in [0, 1].
    public let split: Double
    /// The curve before the split.
    public let first: First
    /// The curve after the split.
    public let second: Second

    /// - Throws: ``TimingCurveError`` unless 0 ≤ split ≤ 1.
    public init(at split: Double, _ first: First, _ second: Second) throws(TimingCurveError) {
        guard split.isFinite else { throw .nonFiniteParameter(name: "split", value: split) }
        guard split >= 0, split <= 1 else { throw .parameterOutOfRange(name: "split", value: split, range: 0...1) }
        self.split = split
        self.first = first
        self.second = second
    }

    /// Flutter returns 0 and 1 at the ends and `split` at the split whatever the curves give.
    public var mapsEndpointsExactly: Bool { true }
    public var isMonotone: Bool { first.isMonotone && second.isMonotone && first.mapsEndpointsExactly && second.mapsEndpointsExactly }

    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        if x == 0 || x == 1 { return (x, x == 0 ? first.derivative(at: 0) : second.derivative(at: 1)) }
        if x == split { return (split, second.derivative(at: 0)) }
        if x < split {
            let (y, s) = first.valueAndDerivative(at: x / split)
            return (split * y, s)
        }
        let rest = 1 - split
        let (y, s) = second.valueAndDerivative(at: (x - split) / rest)
        return (split * (1 - y) + y, s)
    }
}

/// Flutter's `SawTooth(count)`: the identity repeated `count` times, x·count − ⌊x·count⌋, with 0
/// at 0 and 1 at 1; 0 before 0 and 1 after 1.
public struct SawTooth: TimingCurve, Hashable, Sendable {
    /// The number of teeth.
    public let count: Int

    /// - Throws: ``TimingCurveError/parameterOutOfRange(name:value:range:)`` for a count outside
    ///   1 … 10¹⁵.
    public init(count: Int) throws(TimingCurveError) {
        // Beyond 10¹⁵ teeth, x·count has no fractional digits left to show.
        guard count >= 1, count <= 1_000_000_000_000_000 else { throw .parameterOutOfRange(name: "count", value: Double(count), range: 1...1e15) }
        self.count = count
    }

    public var mapsEndpointsExactly: Bool { true }
    public var isMonotone: Bool { count == 1 }

    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let t = x * Double(count)
        return t - t.rounded(.towardZero)
    }
    /// The value, and the derivative `count` inside (0 at a tooth's jump is not distinguished),
    /// 0 outside.
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        (value(at: x), x.isNaN ? x : (x > 0 && x < 1 ? Double(count) : 0))
    }
}

/// Flutter's `Threshold(t)`: 0 before `threshold`, 1 from it on (0 at 0 and 1 at 1 whatever the
/// threshold).
public struct Threshold: TimingCurve, Hashable, Sendable {
    /// The input from which the value is 1, in [0, 1].
    public let threshold: Double

    /// - Throws: ``TimingCurveError`` unless 0 ≤ threshold ≤ 1.
    public init(_ threshold: Double) throws(TimingCurveError) {
        guard threshold.isFinite else { throw .nonFiniteParameter(name: "threshold", value: threshold) }
        guard threshold >= 0, threshold <= 1 else { throw .parameterOutOfRange(name: "threshold", value: threshold, range: 0...1) }
        self.threshold = threshold
    }

    public var mapsEndpointsExactly: Bool { true }
    public var isMonotone: Bool { true }

    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return x < threshold ? 0 : 1
    }
    /// The value, and the derivative 0 everywhere (a jump has no derivative; as `steps()`).
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { (value(at: x), x.isNaN ? x : 0) }

    /// 0 for progress 0, else the threshold (the first input at which the curve reaches 1).
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard y.isFinite else { throw .nonFiniteInput(y) }
        guard y >= 0, y <= 1 else { throw .progressOutOfRange(y, range: 0...1) }
        return y == 0 ? 0 : threshold
    }
}

extension IntervalCurve: Equatable where Base: Equatable {}
extension IntervalCurve: Hashable where Base: Hashable {}
extension FlippedCurve: Equatable where Base: Equatable {}
extension FlippedCurve: Hashable where Base: Hashable {}
extension MirroredCurve: Equatable where Base: Equatable {}
extension MirroredCurve: Hashable where Base: Hashable {}
extension SplitCurve: Equatable where First: Equatable, Second: Equatable {}
extension SplitCurve: Hashable where First: Hashable, Second: Hashable {}
