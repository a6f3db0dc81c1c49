// Baking a smooth function of time into Bézier-eased keys within an error bound (Keyframes
// article, Baking): keys at the function's turning points, then each stretch between them covered
// greedily by the longest cubic Hermite segments whose error stays within the bound.

import TimingCurves

extension BezierKeyframeCurve {
    /// The largest number of keys ``baking(_:derivative:from:to:maxError:timeStep:breakpoints:handleRange:)`` makes.
    public static let bakingKeyLimit = 10_000

    /// A smooth function of time (a spring, a spline, an expression) as few Bézier-eased keys as
    /// keep it within `maxError`: what Lottie, CSS `@keyframes` with a `cubic-bezier()` per
    /// keyframe and Compose's `keyframes` can play instead of thousands of linear keys.
    ///
    /// Each key carries the function's value and slope at its time, with handles a third of the
    /// way to the neighbouring keys (weights 1/3), so each segment is the cubic Hermite curve
    /// through its two keys; as a per-segment easing normalised to the unit square its handles are
    /// (1/3, m₀·Δt/(3Δv)) and (2/3, 1 − m₁·Δt/(3Δv)). Keys are placed first at `start`, `end`
    /// and every turning point (a sign change of the derivative on a 4,096-interval grid, bisected
    /// to adjacent doubles; one at a breakpoint is that breakpoint's key), so that no segment
    /// between two equal values has to bulge, which a normalised easing cannot express. A
    /// turning-point key takes its in slope from the lower of the two doubles and its out slope
    /// from the upper, so a corner where the derivative jumps sign (a bounce) is kept as a corner. Each stretch between them is then covered from its left:
    /// each segment as long as the bound allows (bisection on its end), checked at 64 interior
    /// points against 99% of the bound. Greedy is the fewest keys for these turning points when shortening a segment that
    /// meets the bound keeps it within the bound, as it does for smooth functions; it is not
    /// proven in general.
    ///
    /// - Parameters:
    ///   - value: The function, finite on [start, end].
    ///   - derivative: Its derivative, per unit of time.
    ///   - start: The first key's time.
    ///   - end: The last key's time (> start).
    ///   - maxError: The largest |curve − function| allowed (> 0). It is met at the checked
    ///     points with a 1% margin for what lies between them; a function that is not smooth on
    ///     the scale of a segment can exceed it between them. A jump is kept as a segment
    ///     narrower than the points can resolve.
    ///   - timeStep: If given, every key's time is a whole multiple of it from `start` (Compose's
    ///     keyframes take integer milliseconds), `end` included; turning points and breakpoints
    ///     move to the nearest; at most 10¹⁵ steps in the range.
    ///   - breakpoints: Times in (start, end) that must be keys: where the function is not smooth
    ///     (the keyframes of a spline, whose pieces are cubics, so that it bakes exactly; a
    ///     corner). There the in slope is the derivative just before (4 ulps), the out slope the
    ///     derivative at the time.
    ///   - handleRange: If given, every segment's normalised handle heights y1 and y2 lie in it:
    ///     `0...1` for SVG's `keySplines`, which take no overshoot. A height outside is clamped
    ///     into the range (that side's tangent then differs from the derivative: t⁴ at 0, whose
    ///     Hermite height is −1/3 however short the segment, gets 0) and the segment is kept if
    ///     it still meets the bound, else shortened; a segment that short stays between its keys'
    ///     values, so shortening always ends.
    /// - Returns: The curve and the largest |curve − function| over 256 evenly spaced points per
    ///   segment (the error it is measured to have, not a certified bound).
    /// - Throws: ``KeyframeError/invalidParameter(name:value:requirement:)`` for a time range,
    ///   bound or step that is not finite and positive; ``KeyframeError/invalidKeyframes(_:)``
    ///   when the function or its derivative is not finite at a checked point, when a segment
    ///   would need a handle beyond `CubicBezier.outputLimit` or a time step cannot meet the bound,
    ///   or when more than ``bakingKeyLimit`` keys would be needed.
    /// - Complexity: O(k·log(1/ε)·64) evaluations for k keys, plus 4,096 of the derivative.
    public static func baking(
        _ value: (Double) -> Double, derivative: (Double) -> Double, from start: Double, to end: Double,
        maxError: Double, timeStep: Double? = nil, breakpoints: [Double] = [], handleRange: ClosedRange<Double>? = nil
    ) throws(KeyframeError) -> (curve: BezierKeyframeCurve, error: Double) {
        guard start.isFinite, end.isFinite, end > start else {
            throw .invalidParameter(name: "end", value: end, requirement: "finite and greater than the finite start \(start)")
        }
        guard maxError > 0, maxError.isFinite else { throw .invalidParameter(name: "maxError", value: maxError, requirement: "finite and > 0") }
        if let bad = breakpoints.first(where: { !$0.isFinite }) {
            throw .invalidParameter(name: "breakpoints", value: bad, requirement: "finite times")
        }
        guard breakpoints.count < bakingKeyLimit else {
            throw .invalidParameter(name: "breakpoints", value: Double(breakpoints.count), requirement: "fewer than \(bakingKeyLimit)")
        }
        if let handleRange, !(handleRange.lowerBound <= 1.0 / 3 && handleRange.upperBound >= 2.0 / 3) {
            throw .invalidParameter(name: "handleRange", value: handleRange.lowerBound, requirement: "a range that holds 1/3 and 2/3")
        }
        if let timeStep {
            // Whole steps are counted in doubles, exact up to 2⁵³.
            guard timeStep > 0, timeStep.isFinite, (end - start) / timeStep <= 1e15 else {
                throw .invalidParameter(name: "timeStep", value: timeStep, requirement: "finite and > 0, with at most 10^15 steps in the time range")
            }
        }
        do {
            return try withoutActuallyEscaping(value) { value in
                try withoutActuallyEscaping(derivative) { derivative in
                    try Baker(
                        value: value, derivative: derivative, start: start, end: end, maxError: maxError, step: timeStep,
                        breakpoints: breakpoints, handleRange: handleRange
                    ).bake()
                }
            }
        } catch let error as KeyframeError {
            throw error
        } catch {
            throw .invalidKeyframes(["\(error)"])  // unreachable: the baker throws KeyframeError only
        }
    }
}

/// The state of one ``BezierKeyframeCurve/baking(_:derivative:from:to:maxError:timeStep:breakpoints:handleRange:)``.
private struct Baker {
    let value: (Double) -> Double
    let derivative: (Double) -> Double
    let start: Double, end: Double, maxError: Double, step: Double?
    let breakpoints: [Double]
    let handleRange: ClosedRange<Double>?

    /// A key: time, value, and the slopes arriving and leaving (equal but at a breakpoint).
    struct Key { var t: Double, v: Double, mIn: Double, mOut: Double }

    /// The key at `t`; at a `corner` the in slope is taken 4 ulps before; after a turning point
    /// the out slope is taken at `outAt`, the upper double of its bracket.
    func key(_ t: Double, corner: Bool = false, outAt: Double? = nil) throws(KeyframeError) -> Key {
        let m = derivative(t)
        let k = Key(t: t, v: value(t), mIn: corner ? derivative(t - 4 * t.ulp) : m, mOut: outAt.map(derivative) ?? m)
        guard k.v.isFinite, k.mIn.isFinite, k.mOut.isFinite else {
            throw .invalidKeyframes(["the function or its derivative is not finite at t = \(t)"])
        }
        return k
    }

    /// The cubic Hermite segment from a to b at time t.
    static func hermite(_ a: Key, _ b: Key, _ t: Double) -> Double {
        let h = b.t - a.t, u = (t - a.t) / h, s = 1 - u
        let p1 = a.v + a.mOut * h / 3, p2 = b.v - b.mIn * h / 3
        return s * s * s * a.v + 3 * s * u * (s * p1 + u * p2) + u * u * u * b.v
    }

    /// The segment from a to b, its handles clamped into `handleRange` (the keys' tangents on
    /// this segment's sides changed to match), if it is expressible as a normalised easing and
    /// within 99% of the bound at 64 interior points; nil otherwise. The 1% is for what the points
    /// miss: a smooth segment's error is a bump like u²(1 − u)², whose peak falls within 0.8% of
    /// the interval of a point and is underestimated there by less than 0.1%.
    func fits(_ a: Key, _ b: Key) throws(KeyframeError) -> (start: Key, end: Key)? {
        var (a, b) = (a, b)
        let h = b.t - a.t, change = b.v - a.v
        if change == 0 {
            // Only a flat segment: its handles have no fraction of a zero change.
            guard a.mOut == 0 && b.mIn == 0 else { return nil }
        } else {
            let y1 = a.mOut * h / (3 * change), y2 = 1 - b.mIn * h / (3 * change)
            guard abs(y1) <= CubicBezier.outputLimit, abs(y2) <= CubicBezier.outputLimit else { return nil }
            if let range = handleRange {
                let (c1, c2) = (min(max(y1, range.lowerBound), range.upperBound), min(max(y2, range.lowerBound), range.upperBound))
                if c1 != y1 { a.mOut = c1 * 3 * change / h }
                if c2 != y2 { b.mIn = (1 - c2) * 3 * change / h }
            }
        }
        for i in 1...64 {
            let t = a.t + h * Double(i) / 65
            let f = value(t)
            guard f.isFinite else { throw .invalidKeyframes(["the function is not finite at t = \(t)"]) }
            if !(abs(Self.hermite(a, b, t) - f) <= 0.99 * maxError) { return nil }
        }
        return (a, b)
    }

    /// `t` moved to the time grid (whole steps from start), `end` kept.
    func snapped(_ t: Double) -> Double {
        guard let step else { return t }
        let k = ((t - start) / step).rounded()
        return Swift.min(end, start + k * step)
    }

    /// The turning points of the function in (start, end): sign changes of the derivative on a
    /// 4,096-interval grid, each bisected to adjacent doubles (lo, hi).
    func turningPoints() throws(KeyframeError) -> [(lo: Double, hi: Double)] {
        let n = 4096
        var points: [(lo: Double, hi: Double)] = []
        var (t0, d0) = (start, derivative(start))
        for i in 1...n {
            let t1 = i == n ? end : start + (end - start) * Double(i) / Double(n)
            let d1 = derivative(t1)
            guard d1.isFinite else { throw .invalidKeyframes(["the derivative is not finite at t = \(t1)"]) }
            if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                var (lo, hi) = (t0, t1)
                while true {
                    let mid = lo + (hi - lo) / 2
                    if mid <= lo || mid >= hi { break }
                    if (derivative(mid) < 0) == (d0 < 0) { lo = mid } else { hi = mid }
                }
                points.append((lo, hi))
            }
            if d1 != 0 { (t0, d0) = (t1, d1) } else { t0 = t1 }
        }
        return points
    }

    func bake() throws(KeyframeError) -> (curve: BezierKeyframeCurve, error: Double) {
        let corners = Set(breakpoints.map(snapped).filter { $0 > start && $0 < end })
        // A turning point at a corner (within a few ulps: the bisection stops on one side) is the
        // corner's key, not a second one beside it.
        let brackets = try turningPoints()
        let turning = brackets.map { snapped($0.lo) }.filter { t in !corners.contains { abs($0 - t) <= 4 * $0.ulp } }
        // Off a time grid, a turning point's key is its bracket's lower double: its out slope is
        // the upper's.
        let upper = step == nil ? Dictionary(brackets.map { ($0.lo, $0.hi) }, uniquingKeysWith: { a, _ in a }) : [:]
        var breaks = [start]
        for t in (turning + corners).sorted() where t > breaks[breaks.count - 1] && t < end {
            breaks.append(t)
        }
        breaks.append(end)
        var keys = [try key(start)]
        for piece in 1..<breaks.count {
            let stop = try key(breaks[piece], corner: corners.contains(breaks[piece]), outAt: upper[breaks[piece]])
            while keys[keys.count - 1].t < stop.t {
                let a = keys[keys.count - 1]
                let segment: (start: Key, end: Key)
                if let fit = try fits(a, stop) { segment = fit } else { segment = try longest(from: a, before: stop) }
                keys[keys.count - 1] = segment.start
                keys.append(segment.end)
                guard keys.count <= BezierKeyframeCurve.bakingKeyLimit else {
                    throw .invalidKeyframes(["more than \(BezierKeyframeCurve.bakingKeyLimit) keys would be needed for an error of \(maxError)"])
                }
            }
        }
        let curve = try BezierKeyframeCurve(keys.map {
            BezierKeyframe(time: $0.t, value: $0.v, inTangent: .derivative($0.mIn), outTangent: .derivative($0.mOut))
        })
        var error = 0.0
        for (a, b) in zip(keys, keys.dropFirst()) {
            for i in 0...256 {
                let t = i == 256 ? b.t : a.t + (b.t - a.t) * Double(i) / 256
                let e = abs(curve.value(at: t) - value(t))
                guard !e.isNaN else { throw .invalidKeyframes(["the function is not finite at t = \(t)"]) }
                error = Swift.max(error, e)
            }
        }
        return (curve, error)
    }

    /// The longest segment from `a` that fits, before `stop` (which does not): bisection on the
    /// end time (on whole time steps when there is a grid).
    func longest(from a: Key, before stop: Key) throws(KeyframeError) -> (start: Key, end: Key) {
        var best: (start: Key, end: Key)?
        if let step {
            var (lo, hi) = (((a.t - start) / step).rounded() + 1, ((stop.t - start) / step).rounded())
            // hi does not fit; find the largest k in [lo, hi) that does.
            while lo < hi {
                let mid = ((lo + hi) / 2).rounded(.down)
                let k = try key(start + mid * step)
                if let fit = try fits(a, k) { best = fit; lo = mid + 1 } else { hi = mid }
            }
            guard let best else { throw .invalidKeyframes(["no segment one time step (\(step)) long from t = \(a.t) stays within \(maxError)"]) }
            return best
        }
        var (lo, hi) = (a.t, stop.t)
        for _ in 0..<60 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            let k = try key(mid)
            if let fit = try fits(a, k) { best = fit; lo = mid } else { hi = mid }
        }
        guard let best else { throw .invalidKeyframes(["no segment from t = \(a.t) stays within \(maxError)"]) }
        return best
    }
}
