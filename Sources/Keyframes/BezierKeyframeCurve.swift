import MotionMath
import TimingCurves

/// One key of a ``BezierKeyframeCurve``: a time, a value, and the tangent and weight on each side,
/// as a graph editor keeps them (Unity's `Keyframe`, After Effects' temporal ease; Unreal's
/// `FRichCurveKey` and Blender's F-curve keys after converting their handles, below).
///
/// A side's handle reaches a fraction `weight` of the way to the neighbouring key in time and
/// rises along the side's slope: the out handle of a key at (t, v) with the next key at t + Δt is
/// (t + w·Δt, v + m·w·Δt), the in handle (t − w·Δt′, v − m·w·Δt′) with Δt′ the previous interval.
/// Weight 1/3 on both sides (the default) makes a segment the cubic Hermite curve with those
/// slopes; other weights make a weighted tangent. These are Unity's weights. Unreal's tangent
/// weights are handle lengths W in (time, value) space, so w = W·cos(atan m)/Δt; Blender's
/// handles are points, so w is the handle's time offset over Δt and m its slope.
public struct BezierKeyframe: Hashable, Sendable {
    /// How a side's slope is chosen.
    public enum Tangent: Hashable, Sendable {
        /// Unreal's Auto: (v_next − v_prev)/(t_next − t_prev) (Catmull-Rom's tangent on uneven
        /// times); 0 at the first and last key.
        case auto
        /// Auto without overshoot: 0 where the key is a local extremum or an end, and otherwise
        /// the auto slope reduced until neither handle passes the neighbouring key's value, so
        /// every segment stays between its two keys' values (Unreal's and Unity's ClampedAuto in
        /// intent; Unreal's reduction, in its source-available engine, differs in detail, and
        /// Unity's is not published).
        case clampedAuto
        /// The slope of the straight line to the neighbouring key on this side (at the first or
        /// last key, the one neighbour's).
        case linear
        /// A step: the segment this side touches holds the earlier key's value until the later
        /// key (Unity's Constant tangent, Unreal's Constant interpolation).
        case constant
        /// A given slope, value units per time unit (Unity's Free and Broken tangents).
        case derivative(Double)
    }

    /// The key's time (any unit; the curve's slopes are per this unit).
    public var time: Double
    /// The key's value.
    public var value: Double
    /// The tangent arriving from the previous key.
    public var inTangent: Tangent
    /// The tangent leaving towards the next key.
    public var outTangent: Tangent
    /// The in handle's length as a fraction of the previous interval, in [0, 1] (default 1/3).
    public var inWeight: Double
    /// The out handle's length as a fraction of the next interval, in [0, 1] (default 1/3).
    public var outWeight: Double

    /// A key with a tangent and a weight per side.
    public init(
        time: Double, value: Double, inTangent: Tangent = .auto, outTangent: Tangent = .auto,
        inWeight: Double = 1.0 / 3, outWeight: Double = 1.0 / 3
    ) {
        self.time = time
        self.value = value
        self.inTangent = inTangent
        self.outTangent = outTangent
        self.inWeight = inWeight
        self.outWeight = outWeight
    }

    /// A key with After Effects' temporal ease: speed in value units per time unit and influence
    /// in percent of the interval to the neighbouring key, per side. This is the same handle as
    /// slope and weight: slope = speed, weight = influence/100.
    public init(time: Double, value: Double, inSpeed: Double, inInfluence: Double, outSpeed: Double, outInfluence: Double) {
        self.init(
            time: time, value: value, inTangent: .derivative(inSpeed), outTangent: .derivative(outSpeed),
            inWeight: inInfluence / 100, outWeight: outInfluence / 100)
    }
}

/// A 1-D curve through keys joined by cubic Bézier segments in (time, value): the graph-editor
/// curve of Unity's `AnimationCurve` and of After Effects and Lottie keyframes, and the segments
/// Unreal's `FRichCurve` and Blender's F-curves evaluate, with per-key tangents and weights
/// (``BezierKeyframe``). Blender's automatic handles and its correction of handles that overlap
/// in time are not reproduced: give their handles as slopes and weights.
///
/// Each segment's control points are the two keys and their handles. At a time t the segment's
/// parameter u is the root of X(u) = (t − t₀)/Δt, solved by `CubicBezier.parameter(at:)` (the
/// certified solver of the TimingCurves module), and the value is the Bézier's V(u).
///
/// ## Precision
/// u is the root to a quarter ulp (its backward error in the time fraction a few ulps), so
/// |value − exact| ≤ 4ε·(|x·dv/dx| + max(|v₀|, |p₁|, |p₂|, |v₁|)) with x the fraction of the
/// segment and p₁, p₂ the handle values; the keys' values are returned exactly at their times.
/// Weights 1/3 make X(u) = u up to the rounding of 1/3 (an ulp) and a segment the cubic Hermite
/// curve, evaluated in Bernstein form.
///
/// Outside the keys' times the end values are held, or the curve is extrapolated as
/// ``value(at:before:after:)`` describes.
public struct BezierKeyframeCurve: Hashable, Sendable {
    /// The keys, in increasing time.
    public let keys: [BezierKeyframe]
    /// The resolved slope arriving at each key (0 at the first key unless given).
    public let inDerivatives: [Double]
    /// The resolved slope leaving each key (0 at the last key unless given).
    public let outDerivatives: [Double]
    /// The segments' control points.
    let segments: [Segment]

    /// One segment from (t0, v0) to (t0 + dt, v1) with handle values p1, p2 at fractions x1 and
    /// x2 = 1 − (in weight) of the interval; a step holds v0.
    struct Segment: Hashable, Sendable {
        var t0: Double, dt: Double
        var v0: Double, p1: Double, p2: Double, v1: Double
        var time: CubicBezier
        var isStep: Bool

        /// Whether a handle value, or a difference between neighbouring control values (which
        /// the derivative takes), is beyond the largest finite number.
        static func overflows(_ v0: Double, _ p1: Double, _ p2: Double, _ v1: Double) -> Bool {
            ![p1, p2, p1 - v0, p2 - p1, v1 - p2].allSatisfy(\.isFinite)
        }

        var x1: Double { time.x1 }
        var x2: Double { time.x2 }

        /// V(u) in Bernstein form: v0 at u = 0 and v1 at u = 1 exactly, and v0 all along a flat
        /// segment (four equal control values, whose rounded Bernstein sum could stray an ulp).
        func value(_ u: Double) -> Double {
            if v0 == p1 && p1 == p2 && p2 == v1 { return v0 }
            let s = 1 - u
            return s * s * s * v0 + 3 * s * u * (s * p1 + u * p2) + u * u * u * v1
        }

        /// dv/dt at u: V′(u)/(X′(u)·Δt), with the ratio of the second derivatives where both
        /// first ones vanish, ±infinity at a vertical tangent.
        func derivative(_ u: Double) -> Double {
            if isStep { return 0 }
            let s = 1 - u
            let dx = 3 * (s * s * x1 + 2 * s * u * (x2 - x1) + u * u * (1 - x2))
            let dv = 3 * (s * s * (p1 - v0) + 2 * s * u * (p2 - p1) + u * u * (v1 - p2))
            if dx > 0 { return dv / (dx * dt) }
            if dv != 0 { return (dv > 0 ? Double.infinity : -.infinity) }
            let ddx = 6 * (s * (x2 - 2 * x1) + u * (1 - 2 * x2 + x1))
            let ddv = 6 * (s * (p2 - 2 * p1 + v0) + u * (v1 - 2 * p2 + p1))
            if ddx != 0 { return ddv / (ddx * dt) }
            return ddv == 0 ? 0 : (ddv > 0 ? .infinity : -.infinity)
        }
    }

    /// Builds the curve: resolves each side's tangent (``BezierKeyframe/Tangent``) and places the
    /// handles.
    ///
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem: no keys, a time
    ///   or value or slope that is not finite, times not strictly increasing, a weight outside
    ///   [0, 1], a handle whose value overflows.
    /// - Complexity: O(n) for n keys.
    public init(_ keys: [BezierKeyframe]) throws(KeyframeError) {
        var problems: [String] = []
        if keys.isEmpty { problems.append("a curve needs at least one key") }
        for (i, key) in keys.enumerated() {
            if !key.time.isFinite { problems.append("key \(i + 1): time \(key.time) is not finite") }
            if !key.value.isFinite { problems.append("key \(i + 1): value \(key.value) is not finite") }
            for (side, weight) in [("in", key.inWeight), ("out", key.outWeight)] where !(weight >= 0 && weight <= 1) {
                problems.append("key \(i + 1): \(side) weight \(weight) is outside [0, 1]")
            }
            for (side, tangent) in [("in", key.inTangent), ("out", key.outTangent)] {
                if case .derivative(let m) = tangent, !m.isFinite { problems.append("key \(i + 1): \(side) slope \(m) is not finite") }
            }
            if i > 0, keys[i - 1].time.isFinite, key.time.isFinite, !(key.time > keys[i - 1].time) {
                problems.append("key \(i + 1): time \(key.time) is not after the previous key's \(keys[i - 1].time)")
            }
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }

        let n = keys.count
        var inDerivatives = [Double](repeating: 0, count: n)
        var outDerivatives = [Double](repeating: 0, count: n)
        func secant(_ i: Int, _ j: Int) -> Double { (keys[j].value - keys[i].value) / (keys[j].time - keys[i].time) }
        for i in 0..<n {
            func slope(_ tangent: BezierKeyframe.Tangent, incoming: Bool) -> Double {
                switch tangent {
                case .derivative(let m): return m
                case .constant: return 0
                case .linear:
                    guard n > 1 else { return 0 }
                    if incoming { return i > 0 ? secant(i - 1, i) : secant(0, 1) }
                    return i < n - 1 ? secant(i, i + 1) : secant(n - 2, n - 1)
                case .auto:
                    guard i > 0 && i < n - 1 else { return 0 }
                    return secant(i - 1, i + 1)
                case .clampedAuto:
                    guard i > 0 && i < n - 1 else { return 0 }
                    let (previous, here, next) = (keys[i - 1].value, keys[i].value, keys[i + 1].value)
                    // A local extremum (or a flat side) keeps a flat tangent.
                    guard (here - previous) * (next - here) > 0 else { return 0 }
                    var m = secant(i - 1, i + 1)
                    // Neither handle may pass its neighbour's value: |m|·w·Δt ≤ |Δv| on each side.
                    let outReach = keys[i].outWeight * (keys[i + 1].time - keys[i].time)
                    let inReach = keys[i].inWeight * (keys[i].time - keys[i - 1].time)
                    if outReach * abs(m) > abs(next - here) { m = (next - here) / outReach }
                    if inReach * abs(m) > abs(here - previous) { m = (here - previous) / inReach }
                    return m
                }
            }
            inDerivatives[i] = slope(keys[i].inTangent, incoming: true)
            outDerivatives[i] = slope(keys[i].outTangent, incoming: false)
            if !inDerivatives[i].isFinite || !outDerivatives[i].isFinite {
                problems.append("key \(i + 1): a resolved slope overflows (keys too close in time for their values)")
            }
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }

        var segments: [Segment] = []
        segments.reserveCapacity(max(0, n - 1))
        for i in 0..<max(0, n - 1) {
            let (a, b) = (keys[i], keys[i + 1])
            let dt = b.time - a.time
            let p1 = a.value + outDerivatives[i] * a.outWeight * dt
            let p2 = b.value - inDerivatives[i + 1] * b.inWeight * dt
            if !dt.isFinite { problems.append("keys \(i + 1) and \(i + 2): the interval overflows") }
            if Segment.overflows(a.value, p1, p2, b.value) {
                problems.append("keys \(i + 1) and \(i + 2): a handle's value, or its difference from the next control value, overflows")
            }
            let isStep = a.outTangent == .constant || b.inTangent == .constant
            // x1, x2 ∈ [0, 1] (the weights were checked), so the curve in time is valid.
            let time = try! CubicBezier(a.outWeight, 0, 1 - b.inWeight, 1)
            segments.append(Segment(t0: a.time, dt: dt, v0: a.value, p1: p1, p2: p2, v1: b.value, time: time, isStep: isStep))
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        self.keys = keys
        self.inDerivatives = inDerivatives
        self.outDerivatives = outDerivatives
        self.segments = segments
    }

    /// The times from the first key to the last.
    public var timeRange: ClosedRange<Double> { keys[0].time...keys[keys.count - 1].time }

    /// The segment holding `time` (the last one at the last key's time) and the fraction through it.
    func location(_ time: Double) -> (segment: Segment, fraction: Double) {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].t0 <= time { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return (segment, Swift.min(1, Swift.max(0, (time - segment.t0) / segment.dt)))
    }

    /// The value at `time`: the first key's value before it, the last key's after it.
    ///
    /// The keys' own values are returned exactly at their times; a step segment holds its first
    /// key's value until the next key. NaN gives NaN.
    /// - Complexity: O(log n) to find the segment, then one certified solve.
    public func value(at time: Double) -> Double {
        if time.isNaN { return time }
        if segments.isEmpty || time <= keys[0].time { return keys[0].value }
        if time >= keys[keys.count - 1].time { return keys[keys.count - 1].value }
        let (segment, x) = location(time)
        if segment.isStep { return segment.v0 }
        return segment.value(segment.time.parameter(at: x))
    }

    /// The derivative dv/dt at `time` (value units per time unit): the slope from the right at a
    /// key (the out side; the in side at the last key), 0 outside the keys' times and along a
    /// step, ±infinity where a handle of weight 0 meets a vertical tangent. NaN gives NaN.
    /// - Complexity: as ``value(at:)``.
    public func derivative(at time: Double) -> Double {
        if time.isNaN { return time }
        if segments.isEmpty || time < keys[0].time || time > keys[keys.count - 1].time { return 0 }
        if time == keys[keys.count - 1].time {
            let last = segments[segments.count - 1]
            return last.derivative(1)
        }
        let (segment, x) = location(time)
        return segment.derivative(segment.time.parameter(at: x))
    }

    /// The value at any time, with `before` applied below the first key's time and `after` above
    /// the last's (Unreal's and Unity's pre- and post-infinity modes; ``Extrapolation``). Linear
    /// extrapolation follows the end's resolved slope (the first key's in slope, the last key's
    /// out slope); a repeat evaluates the curve at t₀ + r·(t_n − t₀) with r the fraction's
    /// remainder, so it carries a rounding or two of that product.
    /// - Complexity: as ``value(at:)``.
    public func value(at time: Double, before: Extrapolation, after: Extrapolation) -> Double {
        let (start, end) = (keys[0].time, keys[keys.count - 1].time)
        guard time < start || time > end else { return value(at: time) }
        let mode = time < start ? before : after
        switch mode {
        case .constant: return value(at: time)
        case .linear:
            // A flat end holds its value out to ±infinity (0·∞ would be NaN).
            let (value, slope, distance) = time < start
                ? (keys[0].value, inDerivatives[0], time - start)
                : (keys[keys.count - 1].value, outDerivatives[keys.count - 1], time - end)
            return slope == 0 ? value : value + slope * distance
        case .cycle, .cycleWithOffset, .oscillate:
            guard let (r, k) = repeatLocation(time) else { return .nan }
            switch mode {
            case .cycleWithOffset:
                return value(at: start + r * (end - start)) + k * (keys[keys.count - 1].value - keys[0].value)
            case .oscillate where k.truncatingRemainder(dividingBy: 2) != 0:
                return value(at: start + (1 - r) * (end - start))
            default:
                return value(at: start + r * (end - start))
            }
        }
    }

    /// The derivative at any time, extrapolated as ``value(at:before:after:)``: 0 where an end
    /// is held, the end's slope along a line, the repeat's derivative (negated on an
    /// oscillation's backward runs).
    /// - Complexity: as ``value(at:)``.
    public func derivative(at time: Double, before: Extrapolation, after: Extrapolation) -> Double {
        let (start, end) = (keys[0].time, keys[keys.count - 1].time)
        guard time < start || time > end else { return derivative(at: time) }
        let mode = time < start ? before : after
        switch mode {
        case .constant: return 0
        case .linear: return time < start ? inDerivatives[0] : outDerivatives[keys.count - 1]
        case .cycle, .cycleWithOffset, .oscillate:
            guard let (r, k) = repeatLocation(time) else { return .nan }
            if mode == .oscillate && k.truncatingRemainder(dividingBy: 2) != 0 {
                return -derivative(at: start + (1 - r) * (end - start))
            }
            return derivative(at: start + r * (end - start))
        }
    }

    /// The fraction of the keys' time span, split into whole repeats k and the remainder r; nil
    /// for infinite times; (0, 0) for a curve of one key, which has no span to repeat.
    func repeatLocation(_ time: Double) -> (r: Double, k: Double)? {
        let (start, end) = (keys[0].time, keys[keys.count - 1].time)
        guard end > start else { return (0, 0) }
        return KeyframeAnimation<VectorSpace<Double>>.repeatLocation((time - start) / (end - start))
    }

    /// The easing of segment `index` normalised to the unit square, as Lottie's `o`/`i` handles
    /// and CSS's `cubic-bezier()` write it: (x1, y1) = the out handle's fraction of the interval
    /// and of the change in value, (x2, y2) the in handle's. Nil for a step and for a segment
    /// whose two keys have the same value (its handles have no fraction of a zero change).
    /// - Throws: ``KeyframeError/invalidParameter(name:value:requirement:)`` for an index that
    ///   is not a segment's, or when a normalised handle exceeds `CubicBezier.outputLimit`.
    public func easing(ofSegment index: Int) throws(KeyframeError) -> CubicBezier? {
        guard index >= 0 && index < segments.count else {
            throw .invalidParameter(name: "segment", value: Double(index),
                                    requirement: segments.isEmpty ? "a segment, but a curve of one key has none" : "from 0 to \(segments.count - 1)")
        }
        let s = segments[index]
        let change = s.v1 - s.v0
        guard !s.isStep, change != 0 else { return nil }
        do {
            return try CubicBezier(s.x1, (s.p1 - s.v0) / change, s.x2, (s.p2 - s.v0) / change)
        } catch {
            throw .invalidParameter(name: "segment", value: Double(index), requirement: "a normalised handle within ±\(CubicBezier.outputLimit)")
        }
    }

    /// A curve from keys with one easing per segment normalised to the unit square (Lottie's
    /// `o`/`i` handles, After Effects' exported easing, CSS `cubic-bezier()` per keyframe): the
    /// segment from key i to key i + 1 has handles (t_i + x1·Δt, v_i + y1·Δv) and
    /// (t_i + x2·Δt, v_i + y2·Δv); a nil easing holds v_i until the next key (Lottie's `h: 1`).
    ///
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` as ``init(_:)``, and when the counts do
    ///   not match (one easing fewer than keys).
    public init(times: [Double], values: [Double], easings: [CubicBezier?]) throws(KeyframeError) {
        guard times.count == values.count, easings.count == max(0, times.count - 1) else {
            throw .invalidKeyframes(["\(times.count) times, \(values.count) values and \(easings.count) easings: give one value per time and one easing per segment"])
        }
        var keys = zip(times, values).map { BezierKeyframe(time: $0, value: $1) }
        // First the keys' own checks (times, values), with neutral tangents.
        for i in keys.indices { keys[i].inTangent = .derivative(0); keys[i].outTangent = .derivative(0) }
        let checked = try BezierKeyframeCurve(keys)
        // Then each segment straight from its handles (x1·Δt, y1·Δv), (x2·Δt, y2·Δv): a handle of
        // zero length in time with a change in value (vertical) is kept as it is. The keys
        // describe the same handles as weights and slopes (±infinity for a vertical one).
        var segments = checked.segments
        var inDerivatives = [Double](repeating: 0, count: keys.count), outDerivatives = inDerivatives
        var problems: [String] = []
        for (i, easing) in easings.enumerated() {
            let dt = times[i + 1] - times[i], change = values[i + 1] - values[i]
            guard let easing else {
                keys[i].outTangent = .constant
                segments[i].isStep = true
                continue
            }
            let p1 = values[i] + easing.y1 * change, p2 = values[i] + easing.y2 * change
            if Segment.overflows(values[i], p1, p2, values[i + 1]) {
                problems.append("segment \(i + 1): a handle's value, or its difference from the next control value, overflows")
                continue
            }
            segments[i] = Segment(t0: times[i], dt: dt, v0: values[i], p1: p1, p2: p2, v1: values[i + 1], time: try! CubicBezier(easing.x1, 0, easing.x2, 1), isStep: false)
            func slope(_ weight: Double, _ rise: Double) -> Double {
                weight > 0 ? rise / (weight * dt) : rise == 0 ? 0 : rise > 0 ? .infinity : -.infinity
            }
            outDerivatives[i] = slope(easing.x1, p1 - values[i])
            inDerivatives[i + 1] = slope(1 - easing.x2, values[i + 1] - p2)
            keys[i].outWeight = easing.x1
            keys[i].outTangent = .derivative(outDerivatives[i])
            keys[i + 1].inWeight = 1 - easing.x2
            keys[i + 1].inTangent = .derivative(inDerivatives[i + 1])
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        self.keys = keys
        self.inDerivatives = inDerivatives
        self.outDerivatives = outDerivatives
        self.segments = segments
    }
}
