import CurveTables
import Foundation
import MotionMath
import Paths
import TimingCurves

// How the Lottie players play what `export`, `bake` and `path` write: each keyframe's easing
// (with the caches rlottie, ThorVG and lottie-android keep), and a position's spatial keyframes.

/// How each Lottie player evaluates a keyframe's easing: lottie-web's solver, rlottie's (and
/// ThorVG's), and lottie-android's `PathInterpolatorCompat` (Android's PathInterpolator) on the
/// handles as ``lottieAndroidEasing(_:)`` clamps them.
func lottiePlayers() -> [(CubicBezier) -> (Double) -> Double] {
    [{ EngineSolver.Prepared(.lottieWeb, $0).value(at:) }, { EngineSolver.Prepared(.rlottie, $0).value(at:) },
     { EngineSolver.Prepared(.android, lottieAndroidEasing($0)).value(at:) }]
}

/// The largest deviation of the Lottie players' solvers on one keyframe's easing `curve`.
func lottiePlayersError(_ curve: CubicBezier) -> Double {
    largestError(lottiePlayers().map { EngineSolver.largestDifference(inputs: 10_001, $0(curve), curve.value(at:)).error })
}

/// A keyframe's easing as lottie-android keeps it: x clamped to ±1, y to ±100 (its
/// `MAX_CP_VALUE`), before it builds the interpolator and hashes it.
func lottieAndroidEasing(_ e: CubicBezier) -> CubicBezier {
    func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, -limit), limit) }
    return (try? CubicBezier(clamp(e.x1, 1), clamp(e.y1, 100), clamp(e.x2, 1), clamp(e.y2, 100))) ?? e
}

/// lottie-android's `Utils.hashFor(a, b, c, d)`: from 17, each nonzero value v makes the result
/// `(int) (31 * result * v)`: the Int product 31·result (wrapping), times v in Float, converted
/// as Java converts (NaN to 0, out of range to the nearest Int bound, else toward zero).
func androidHash(_ values: [Float]) -> Int32 {
    var result: Int32 = 17
    for v in values where v != 0 {
        let product = Float(31 &* result) * v
        if product.isNaN {
            result = 0
        } else if product >= 2_147_483_648 {
            result = .max
        } else if product <= -2_147_483_648 {
            result = .min
        } else {
            result = Int32(product.rounded(.towardZero))
        }
    }
    return result
}

/// The key lottie-android caches a keyframe's easing under: ``androidHash(_:)`` of its handles
/// as Floats, clamped as ``lottieAndroidEasing(_:)`` clamps them.
func lottieAndroidKey(_ e: CubicBezier) -> Int32 {
    let c = lottieAndroidEasing(e)
    return androidHash([c.x1, c.y1, c.x2, c.y2].map { Float($0) })
}

/// The key rlottie and ThorVG cache a keyframe's easing under: `"%.2f_%.2f_%.2f_%.2f"` of its
/// `i` and `o` handles as Floats, cut to the 19 characters their buffer holds.
func rlottieKey(_ e: CubicBezier) -> String {
    let handles = [e.x2, e.y2, e.x1, e.y1].map { Double(Float($0)) }
    return String(String(format: "%.2f_%.2f_%.2f_%.2f", handles[0], handles[1], handles[2], handles[3]).prefix(19))
}

/// The easing each keyframe of a Lottie property plays in the players that cache easings under a
/// key (the first easing stored under a key, in keyframe order, serves every later keyframe with
/// the same key): rlottie and ThorVG by ``rlottieKey(_:)``, lottie-android by
/// ``lottieAndroidKey(_:)``. lottie-web keys by the exact numbers, so it plays each keyframe's
/// own. `easings` are the handles as written, nil for a keyframe that has none. Within this
/// property only: lottie-android's cache is shared by the whole app.
func lottieCachedEasings(_ easings: [CubicBezier?]) -> (rlottie: [CubicBezier?], android: [CubicBezier?]) {
    func firstUnder<Key: Hashable>(_ key: (CubicBezier) -> Key) -> [CubicBezier?] {
        var cache: [Key: CubicBezier] = [:]
        return easings.map { easing in
            guard let easing else { return nil }
            let k = key(easing)
            if let cached = cache[k] { return cached }
            cache[k] = easing
            return easing
        }
    }
    return (firstUnder(rlottieKey), firstUnder(lottieAndroidKey))
}

/// The easings of a Lottie property's keyframes (in order) moved apart in lottie-android's
/// interpolator cache: an easing whose key an earlier, different easing already took is replaced
/// by the nearest of these whose key is free and that `accept(index, easing)` takes (the caller
/// checks the keyframe still meets its bound): y1 or y2 moved by ±1e-6, ±2e-6, … ±1e-4, then
/// ±2e-4 … ±1e-3, and y1 set to 0 (a small y1 truncates lottie-android's running product to 0,
/// whatever follows), nearest first. An easing with no such candidate is kept, and lottie-android
/// then plays the earlier one (the stated figure shows it). Returns the easings and how many
/// moved.
func lottieDistinctHashes(_ easings: [CubicBezier?], accept: (Int, CubicBezier) -> Bool) -> ([CubicBezier?], moved: Int) {
    var steps: [Double] = []
    for k in 1...100 { steps += [Double(k) * 1e-6, -Double(k) * 1e-6] }
    for k in 2...10 { steps += [Double(k) * 1e-4, -Double(k) * 1e-4] }
    var taken: [Int32: CubicBezier] = [:], moved = 0
    var result: [CubicBezier?] = []
    for (index, easing) in easings.enumerated() {
        guard var easing else { result.append(nil); continue }
        if let other = taken[lottieAndroidKey(easing)], other != easing {
            // (how far, y1, y2) of each candidate, nearest first.
            let (y1, y2) = (easing.y1, easing.y2)
            var candidates: [(distance: Double, y1: Double, y2: Double)] = []
            for d in steps {
                candidates.append((Swift.abs(d), y1, y2 + d))
                candidates.append((Swift.abs(d), y1 + d, y2))
            }
            if y1 != 0 { candidates.append((Swift.abs(y1), 0, y2)) }
            candidates.sort { $0.distance < $1.distance }
            var free: CubicBezier?
            for c in candidates {
                guard let candidate = try? CubicBezier(easing.x1, c.y1, easing.x2, c.y2) else { continue }
                if taken[lottieAndroidKey(candidate)] == nil && accept(index, candidate) {
                    free = candidate
                    break
                }
            }
            if let free {
                easing = free
                moved += 1
            }
        }
        if taken[lottieAndroidKey(easing)] == nil { taken[lottieAndroidKey(easing)] = easing }
        result.append(easing)
    }
    return (result, moved)
}

/// A Lottie position's spatial keyframes as `path --to lottie` writes them: keyframe k, at frame
/// `times[k]`, moves along segment k from its start to its end with handles relative to them (a
/// line's zero, a quadratic raised to its cubic), with linear easing; the last time ends the last.
struct LottieSpatialKeys {
    let times: [Double]
    let keys: [(start: SIMD2<Double>, end: SIMD2<Double>, out: SIMD2<Double>, into: SIMD2<Double>)]

    /// - Throws: ``CLIError`` for an elliptical arc, which has no exact Lottie form.
    init(segments: [PathSegment], times: [Double]) throws(CLIError) {
        var keys: [(start: SIMD2<Double>, end: SIMD2<Double>, out: SIMD2<Double>, into: SIMD2<Double>)] = []
        for (k, segment) in segments.enumerated() {
            if case .line(let a, let b) = segment {
                keys.append((a, b, .zero, .zero))
            } else if case .cubic(let a, let b, let c, let d) = segment.elevatedToCubic {
                keys.append((a, d, b - a, c - d))
            } else {
                throw CLIError("--to lottie: segment \(k + 1) is an elliptical arc, which has no exact Lottie form (write it as cubic Béziers)")
            }
        }
        (self.times, self.keys) = (times, keys)
    }

    /// The keyframe holding `frame` (the last starting at or before it) and the fraction of it,
    /// or nil before the first keyframe and from the last time on; `hint` as for sorted search.
    func locate(_ frame: Double, hint: inout Int) -> (Int, Double)? {
        guard frame >= times[0], frame < times[times.count - 1] else { return nil }
        let k = times.lastIndex(atOrBelow: frame, upperBound: times.count - 2, hint: &hint)
        return (k, (frame - times[k]) / (times[k + 1] - times[k]))
    }

    /// Each Lottie player's largest distance from `motion` (a position at each fraction of the
    /// animation) for these keyframes: lottie-web's 150-point polyline and lottie-android's
    /// PathMeasure (at density 1) at the fractions `instants`, rlottie's approximate arc length at
    /// its whole frames (every one, or 10,001 spread over a longer animation); as text.
    func playersFigure(against motion: (Double) -> SIMD2<Double>, instants: [Double]) -> String {
        let coordinates = keys.flatMap { [$0.start, $0.end, $0.start + $0.out, $0.end + $0.into] }
        guard coordinates.allSatisfy({ Float($0.x).isFinite && Float($0.y).isFinite }) else {
            return "no figure for the players (coordinates beyond Float's range, which they hold positions in)"
        }
        let web = keys.map { LottieWebSpatialKeyframe(start: $0.start, end: $0.end, out: $0.out, in: $0.into) }
        let android = keys.map { LottieAndroidSpatialKeyframe(start: $0.start, end: $0.end, out: $0.out, in: $0.into) }
        let rlottie = keys.map { RlottieSpatialKeyframe(start: $0.start, end: $0.end, out: $0.out, in: $0.into) }
        let androidEasing = EngineSolver.Prepared(.android, .linear)
        let frames = times[times.count - 1]
        let (first, end) = (keys[0].start, keys[keys.count - 1].end)
        var (webWorst, androidWorst, rlottieWorst) = (0.0, 0.0, 0.0)
        var hint = 0
        for f in instants {
            let exact = motion(f)
            guard let (k, local) = locate(f * frames, hint: &hint) else {
                let held = f * frames < times[0] ? first : end
                webWorst = max(webWorst, (held - exact).magnitude)
                androidWorst = max(androidWorst, (held - exact).magnitude)
                continue
            }
            webWorst = max(webWorst, (SIMD2<Double>(web[k].position(at: local)) - exact).magnitude)
            let progress = Float(androidEasing.value(at: Double(Float(local))))
            androidWorst = max(androidWorst, (SIMD2<Double>(android[k].position(at: progress)) - exact).magnitude)
        }
        // rlottie: whole frames, keyframe times and the fraction in Float.
        let floatTimes = times.map { Double(Float($0)) }
        let lastFrame = Int(frames.rounded(.down))
        let wholeFrames = lastFrame <= 10_000 ? Array(0...lastFrame) : (0...10_000).map { Int((Double($0) / 10_000 * Double(lastFrame)).rounded()) }
        hint = 0
        for n in wholeFrames {
            let exact = motion(Double(n) / frames)
            let p: SIMD2<Double>
            if floatTimes[0] >= Double(n) {
                p = first
            } else if floatTimes[floatTimes.count - 1] <= Double(n) {
                p = end
            } else {
                let k = floatTimes.lastIndex(atOrBelow: Double(n), upperBound: floatTimes.count - 2, hint: &hint)
                let (a, b) = (Float(times[k]), Float(times[k + 1]))
                p = SIMD2<Double>(rlottie[k].position(at: (Float(n) - a) / (b - a)))
            }
            rlottieWorst = max(rlottieWorst, (p - exact).magnitude)
        }
        let format = { (d: Double) in CSVTable.format(d) }
        let largest = largestError([webWorst, androidWorst, rlottieWorst])
        return "\(format(largest)) as the players render it (lottie-web's 150-point polyline \(format(webWorst)), lottie-android's PathMeasure at density 1 \(format(androidWorst)), rlottie's approximate arc length \(format(rlottieWorst)) at \(lastFrame <= 10_000 ? "every whole frame" : "10,001 whole frames"))"
    }
}
