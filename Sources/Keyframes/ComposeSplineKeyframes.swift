// Jetpack Compose's `keyframesWithSpline { }` as animation-core 1.8.3 evaluates it
// (VectorizedMonoSplineKeyframesSpec over MonoSpline), operation for operation in Float, so that
// an export can state the difference Compose renders. Sources and the version differences:
// Keyframes article, Compose's monotone spline.

import RealModule

/// Compose's `MonoSpline`: knots in Float seconds; interior tangents the mean of the two secants,
/// end tangents the end secants (or, with a periodic bias p, both ends (1 − p)·last + p·first
/// secant); then per segment in order, both tangents zero on a flat segment, else scaled to radius
/// 3 when hypot(α, β) of their ratios to the secant exceeds 9 (no sign test, so it can overshoot
/// at a turning point); cubic Hermite pieces in Compose's factored form, linear beyond the knots.
package struct ComposeMonoSpline: Sendable {
    let times: [Float]
    let values: [[Float]]
    let tangents: [[Float]]

    /// The spline through `values` (one array per knot, all of one dimension) at increasing
    /// `times`, at least two; `periodicBias` NaN for none.
    package init(times: [Float], values: [[Float]], periodicBias: Float = .nan) {
        let n = times.count, dimension = values[0].count
        var slope = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: n - 1)
        var tangent = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: n)
        for j in 0..<dimension {
            for i in 0..<(n - 1) {
                let dt = times[i + 1] - times[i]
                slope[i][j] = (values[i + 1][j] - values[i][j]) / dt
                tangent[i][j] = i == 0 ? slope[i][j] : (slope[i - 1][j] + slope[i][j]) * 0.5
            }
            tangent[n - 1][j] = slope[n - 2][j]
        }
        if !periodicBias.isNaN {
            for j in 0..<dimension {
                let adjusted = (slope[n - 2][j] * (1 - periodicBias)) + (slope[0][j] * periodicBias)
                slope[0][j] = adjusted
                slope[n - 2][j] = adjusted
                tangent[n - 1][j] = adjusted
                tangent[0][j] = adjusted
            }
        }
        for i in 0..<(n - 1) {
            for j in 0..<dimension {
                if slope[i][j] == 0 {
                    tangent[i][j] = 0
                    tangent[i + 1][j] = 0
                } else {
                    let a = tangent[i][j] / slope[i][j]
                    let b = tangent[i + 1][j] / slope[i][j]
                    // Kotlin's hypot(Float, Float): Math.hypot in double, rounded to Float, then
                    // compared with 9.0 in double (the JVM's and this platform's hypot may differ
                    // in a double's last bit, which matters only where the Float lands on 9).
                    let h = Float(Double.hypot(Double(a), Double(b)))
                    if Double(h) > 9.0 {
                        let t = 3 / h
                        tangent[i][j] = t * a * slope[i][j]
                        tangent[i + 1][j] = t * b * slope[i][j]
                    }
                }
            }
        }
        (self.times, self.values, self.tangents) = (times, values, tangent)
    }

    /// Compose's `hermiteInterpolate`: h·t1·(x − 2x² + x³) + h·t2·(x³ − x²) + y1 − (3x² − 2x³)(y1 − y2).
    static func interpolate(_ h: Float, _ x: Float, _ y1: Float, _ y2: Float, _ t1: Float, _ t2: Float) -> Float {
        let x2 = x * x
        let x3 = x2 * x
        return h * t1 * (x - 2 * x2 + x3) + h * t2 * (x3 - x2) + y1 - (3 * x2 - 2 * x3) * (y1 - y2)
    }

    /// Compose's `hermiteDifferential` (times h): h·(t1 − 2x(2t1 + t2) + 3(t1 + t2)x²) − 6(x − x²)(y1 − y2).
    static func differential(_ h: Float, _ x: Float, _ y1: Float, _ y2: Float, _ t1: Float, _ t2: Float) -> Float {
        let x2 = x * x
        return h * (t1 - 2 * x * (2 * t1 + t2) + 3 * (t1 + t2) * x2) - 6 * (x - x2) * (y1 - y2)
    }

    /// `getPos(time, index)`: the value at `time` seconds, the search for its piece from `index`.
    package func value(at time: Float, from index: Int = 0) -> [Float] {
        let n = times.count
        let k = time <= times[0] ? 0 : time >= times[n - 1] ? n - 1 : -1
        if k != -1 {
            let slope = endSlope(at: times[k])
            return values[k].indices.map { j in values[k][j] + (time - times[k]) * slope[j] }
        }
        for i in index..<(n - 1) {
            if time == times[i] { return values[i] }
            if time < times[i + 1] {
                let h = times[i + 1] - times[i]
                let x = (time - times[i]) / h
                return values[i].indices.map { j in
                    Self.interpolate(h, x, values[i][j], values[i + 1][j], tangents[i][j], tangents[i + 1][j])
                }
            }
        }
        return values[n - 1]
    }

    /// `getSlope(time, v, index)`: the end tangents outside the knots, else the piece's slope.
    package func slope(at time: Float, from index: Int = 0) -> [Float] {
        let n = times.count
        if time <= times[0] { return tangents[0] }
        if time >= times[n - 1] { return tangents[n - 1] }
        return pieceSlope(at: time, from: index)
    }

    /// The private `getSlope(time, FloatArray)` of the extrapolation: the time clamped to the
    /// knots, then the slope of the first piece that ends at or after it.
    func endSlope(at time: Float) -> [Float] {
        pieceSlope(at: Swift.min(Swift.max(time, times[0]), times[times.count - 1]), from: 0)
    }

    func pieceSlope(at time: Float, from index: Int) -> [Float] {
        let n = times.count
        for i in index..<(n - 1) where time <= times[i + 1] {
            let h = times[i + 1] - times[i]
            let x = (time - times[i]) / h
            return values[i].indices.map { j in
                Self.differential(h, x, values[i][j], values[i + 1][j], tangents[i][j], tangents[i + 1][j]) / h
            }
        }
        return tangents[n - 1]
    }
}

/// Compose's `keyframesWithSpline { }` with `LinearEasing` (its default) on every keyframe, as
/// animation-core 1.8.3 plays it: keyframes at whole milliseconds, 0 and `durationMillis` always
/// knots (the animation's initial and target values where no keyframe is declared there), knot
/// times Float(ms)/1000 s; the play time truncated to whole milliseconds, less the delay, clamped
/// to [0, duration]; a declared keyframe's own value at its millisecond, the spline elsewhere at
/// the time Compose recomputes within the segment, (Float(hi − lo)·(Float(m − lo)/Float(hi − lo))
/// + Float(lo))/1000. Velocities are per second, at the spline's slope.
package struct ComposeSplineKeyframes: Sendable {
    let stamps: [Int]
    let declared: [Int: [Float]]
    let durationMillis: Int, delayMillis: Int
    let initial: [Float], target: [Float]
    let spline: ComposeMonoSpline

    /// - Precondition: 1 ≤ `durationMillis` ≤ 2²⁴ (beyond, distinct milliseconds can share one
    ///   Float knot, as in Compose, and the spline has no finite value), keyframe times in
    ///   [0, durationMillis], values of one dimension (the dimension of `initial` and `target`).
    package init(keyframes: [(millis: Int, value: [Float])], durationMillis: Int, delayMillis: Int = 0, periodicBias: Float = .nan,
                 initial: [Float], target: [Float]) {
        var declared: [Int: [Float]] = [:]
        // As in Compose's map, a time declared twice keeps its last value.
        for key in keyframes { declared[key.millis] = key.value }
        var stamps = Array(declared.keys)
        if declared[0] == nil { stamps.append(0) }
        if declared[durationMillis] == nil { stamps.append(durationMillis) }
        stamps.sort()
        let values = stamps.map { stamp in
            declared[stamp] ?? (stamp == 0 ? initial : target)
        }
        (self.stamps, self.declared, self.durationMillis, self.delayMillis) = (stamps, declared, durationMillis, delayMillis)
        (self.initial, self.target) = (initial, target)
        spline = ComposeMonoSpline(times: stamps.map { Float($0) / 1000 }, values: values, periodicBias: periodicBias)
    }

    /// The play time m in [0, duration] of a play time in whole milliseconds.
    func clamped(_ playMillis: Int) -> Int { Swift.min(Swift.max(playMillis - delayMillis, 0), durationMillis) }

    /// The last knot at or before m.
    func segment(_ m: Int) -> Int {
        var (lo, hi) = (0, stamps.count - 1)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if stamps[mid] <= m { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `getEasedTimeFromIndex` with `LinearEasing`, in seconds.
    func easedTime(_ index: Int, _ m: Int) -> Float {
        if index >= stamps.count - 1 { return Float(m) / 1000 }
        let (lo, hi) = (stamps[index], stamps[index + 1])
        if m == lo { return Float(lo) / 1000 }
        let range = hi - lo
        let fraction = Float(m - lo) / Float(range)
        return (Float(range) * fraction + Float(lo)) / 1000
    }

    /// The value at a play time of `playMillis` whole milliseconds (Compose's
    /// `getValueFromNanos` at playMillis·10⁶ ns).
    package func value(atMillis playMillis: Int) -> [Float] {
        let m = clamped(playMillis)
        if let key = declared[m] { return key }
        if m >= durationMillis { return target }
        if m <= 0 { return initial }
        let index = segment(m)
        return spline.value(at: easedTime(index, m), from: index)
    }

    /// The velocity per second at a play time of `playMillis` whole milliseconds.
    package func velocity(atMillis playMillis: Int) -> [Float] {
        let m = clamped(playMillis)
        let index = segment(m)
        return spline.slope(at: easedTime(index, m), from: index)
    }
}
