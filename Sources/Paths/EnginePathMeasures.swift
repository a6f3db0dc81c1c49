// How players and browsers find the point at a distance along a path, as they ship: Skia's
// contour measure (Chromium's offset-path and animateMotion; Android's PathMeasure, which
// lottie-android walks a spatial keyframe with), lottie-web's 150-point polyline and rlottie's
// approximate arc length for a spatial keyframe. The command line states the error of a path
// export with them; the Paths article describes them and the test values they are checked against.

import MotionMath

/// Skia's `SkContourMeasure` on one contour at resScale 1 (chords within 0.5 units), in Float as
/// Skia computes it, without fused multiply–adds (Chromium and Android build with them off).
///
/// Building halves each quadratic and cubic while a control point lies more than 0.5 from the
/// chord's third points (max-norm; at most 8 halvings, and none once the parameter span falls
/// below 2¹⁰ of its 2³⁰ steps) and sums the chords; a query finds the first piece whose running
/// length reaches the distance, interpolates the parameter linearly in the piece, and evaluates
/// the curve at it in power form. Elliptical arcs are not taken (Blink turns them into cubics by
/// its own decomposition, which is not reproduced here).
/// - Complexity: O(pieces) to build, O(log pieces) per query.
package struct SkiaContourMeasure: Sendable {
    package enum Kind: UInt8, Sendable { case line, quadratic, cubic }
    /// One chord: the running length at its end, the index of its curve's first point in
    /// `points`, its end parameter in 2⁻³⁰ steps, and the kind of curve.
    struct Piece: Sendable {
        var distance: Float, pointIndex: Int, tValue: Int32, kind: Kind
    }
    private(set) var points: [SIMD2<Float>] = []
    private(set) var pieces: [Piece] = []
    /// The contour's length: the Float sum of its chords.
    package private(set) var length: Float = 0

    static let maximumT: Int32 = 0x3FFF_FFFF
    static let tolerance: Float = 0.5
    static let maximumDepth = 8

    /// The contour of `segments` (one subpath, in order, each starting where the one before ends),
    /// with every point rounded to Float; nil when a segment is an elliptical arc or the length is
    /// not finite. A contour of zero length has no pieces (Skia skips it).
    package init?(_ segments: some Collection<PathSegment>) {
        // A piece's curve starts at points[points.count - 1] when it is measured (Skia's ptIndex).
        var distance: Float = 0
        var current: SIMD2<Float>?
        for segment in segments {
            let curve: [SIMD2<Float>], kind: Kind
            switch segment {
            case .line(let a, let b): (curve, kind) = ([a, b].map(SIMD2<Float>.init), .line)
            case .quadratic(let a, let b, let c): (curve, kind) = ([a, b, c].map(SIMD2<Float>.init), .quadratic)
            case .cubic(let a, let b, let c, let d): (curve, kind) = ([a, b, c, d].map(SIMD2<Float>.init), .cubic)
            case .arc: return nil
            }
            // The move that starts the contour.
            if current == nil { points.append(curve[0]) }
            // Skia measures each verb from the path's previous point (this segment's start).
            var verb = curve
            verb[0] = current ?? curve[0]
            let before = distance, ptIndex = points.count - 1
            switch kind {
            case .line: distance = lineSegment(verb[0], verb[1], distance, ptIndex)
            case .quadratic, .cubic: distance = curveSegments(verb, kind, distance, 0, Self.maximumT, ptIndex, depth: 0)
            }
            if distance > before { points.append(contentsOf: verb.dropFirst()) }
            current = verb[verb.count - 1]
        }
        guard distance.isFinite else { return nil }
        length = distance
    }

    /// The point at `distance` from the contour's start, clamped to [0, length]; nil for NaN or
    /// an empty contour (`SkContourMeasure::getPosTan`).
    package func position(atDistance distance: Float) -> SIMD2<Float>? {
        guard !distance.isNaN, !pieces.isEmpty else { return nil }
        let d = min(max(distance, 0), length)
        // The first piece whose running length is at least d (`SkTKSearch`).
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            if pieces[mid].distance < d { lo = mid + 1 } else { hi = mid }
        }
        let piece = pieces[hi]
        var startT: Float = 0, startD: Float = 0
        if hi > 0 {
            startD = pieces[hi - 1].distance
            if pieces[hi - 1].pointIndex == piece.pointIndex { startT = Self.scalar(pieces[hi - 1].tValue) }
        }
        let t = startT + (Self.scalar(piece.tValue) - startT) * (d - startD) / (piece.distance - startD)
        guard !t.isNaN else { return nil }
        let p = points[piece.pointIndex...]
        let (p0, p1) = (p[p.startIndex], p[p.startIndex + 1])
        switch piece.kind {
        case .line:
            return p0 + (p1 - p0) * t
        case .quadratic:
            let p2 = p[p.startIndex + 2]
            let c = p0, b = (p1 - c) + (p1 - c), a = (p2 - (p1 + p1)) + c
            return (a * t + b) * t + c
        case .cubic:
            let (p2, p3) = (p[p.startIndex + 2], p[p.startIndex + 3])
            let three: SIMD2<Float> = [3, 3]
            let a = (p3 + three * (p1 - p2)) - p0, b = three * ((p2 - (p1 + p1)) + p0), c = three * (p1 - p0)
            return ((a * t + b) * t + c) * t + p0
        }
    }

    /// A 30-bit parameter as Float: the integer rounded to Float first, then times 2⁻³⁰.
    static func scalar(_ t: Int32) -> Float { Float(t) * (1 / Float(1 << 30)) }


    /// `SkPoint::Distance`: √(dx² + dy²) in Float, in Double where the square overflows.
    static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
        let (dx, dy) = (a.x - b.x, a.y - b.y)
        let square = dx * dx + dy * dy
        if square.isFinite { return square.squareRoot() }
        return Float((Double(dx) * Double(dx) + Double(dy) * Double(dy)).squareRoot())
    }

    mutating func lineSegment(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ distance: Float, _ ptIndex: Int) -> Float {
        let next = distance + Self.distance(a, b)
        if next > distance { pieces.append(Piece(distance: next, pointIndex: ptIndex, tValue: Self.maximumT, kind: .line)) }
        return next
    }

    /// `compute_quad_segs` and `compute_cubic_segs`: halve while too curvy, else add the chord.
    mutating func curveSegments(_ p: [SIMD2<Float>], _ kind: Kind, _ distance: Float, _ minT: Int32, _ maxT: Int32, _ ptIndex: Int, depth: Int) -> Float {
        if depth < Self.maximumDepth && (maxT - minT) >> 10 != 0 && Self.tooCurvy(p) {
            let half = (minT + maxT) >> 1
            let (first, second) = Self.halves(p)
            let d = curveSegments(first, kind, distance, minT, half, ptIndex, depth: depth + 1)
            return curveSegments(second, kind, d, half, maxT, ptIndex, depth: depth + 1)
        }
        let next = distance + Self.distance(p[0], p[p.count - 1])
        if next > distance { pieces.append(Piece(distance: next, pointIndex: ptIndex, tValue: maxT, kind: kind)) }
        return next
    }

    static func tooCurvy(_ p: [SIMD2<Float>]) -> Bool {
        func exceeds(_ q: SIMD2<Float>, _ x: Float, _ y: Float) -> Bool { max(abs(x - q.x), abs(y - q.y)) > tolerance }
        if p.count == 3 {
            let d = p[1] * 0.5 - ((p[0] + p[2]) * 0.5) * 0.5
            return max(abs(d.x), abs(d.y)) > tolerance
        }
        let (third, twoThirds): (Float, Float) = (1 / 3, 2 / 3)
        let (a, b) = (p[0], p[3])
        return exceeds(p[1], a.x + (b.x - a.x) * third, a.y + (b.y - a.y) * third)
            || exceeds(p[2], a.x + (b.x - a.x) * twoThirds, a.y + (b.y - a.y) * twoThirds)
    }

    /// De Casteljau at ½ (`SkChopQuadAtHalf`, `SkChopCubicAtHalf`): (b − a)·½ + a per level.
    static func halves(_ p: [SIMD2<Float>]) -> ([SIMD2<Float>], [SIMD2<Float>]) {
        func mix(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { (b - a) * 0.5 + a }
        if p.count == 3 {
            let (ab, bc) = (mix(p[0], p[1]), mix(p[1], p[2]))
            let abc = mix(ab, bc)
            return ([p[0], ab, abc], [abc, bc, p[2]])
        }
        let (ab, bc, cd) = (mix(p[0], p[1]), mix(p[1], p[2]), mix(p[2], p[3]))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        let abcd = mix(abc, bcd)
        return ([p[0], ab, abc, abcd], [abcd, bcd, cd, p[3]])
    }
}

/// Blink's measure of a whole path (`blink::Path`): one ``SkiaContourMeasure`` per subpath, the
/// length their Float sum, and a point found by walking the contours with Float running starts.
///
/// The path's points are its Double coordinates rounded to Float; Blink parses path data into
/// Float itself (decimals by its own accumulation, relative coordinates added in Float), which
/// can differ in a coordinate's last bit. A subpath that goes on after a close without a move is
/// one contour here (``Path`` keeps it as one subpath) and two in Skia, whose running lengths
/// then round differently in Float.
package struct BlinkPathMeasure: Sendable {
    package let contours: [SkiaContourMeasure]
    /// The path's length as Blink computes it.
    package let length: Float
    let firstPoint: SIMD2<Float>

    /// Nil when the path has an elliptical arc, no segment, or a length beyond Float.
    package init?(_ path: Path) {
        guard let first = path.segments.first else { return nil }
        let starts = [0] + path.subpathStarts + [path.segments.count]
        var contours: [SkiaContourMeasure] = []
        for k in 0..<(starts.count - 1) {
            guard let contour = SkiaContourMeasure(path.segments[starts[k]..<starts[k + 1]]) else { return nil }
            if contour.length > 0 { contours.append(contour) }
        }
        var length: Float = 0
        for contour in contours { length += contour.length }
        guard length.isFinite else { return nil }
        (self.contours, self.length, firstPoint) = (contours, length, SIMD2<Float>(first.start))
    }

    /// `Path::PointAndNormalAtLength`: the contour whose running end reaches `distance` (a
    /// non-finite distance reads as 0), at the distance from its start; past the end of every
    /// contour, the path's first point (Blink's fallback; its callers clamp to the length first).
    package func position(atDistance distance: Float) -> SIMD2<Float> {
        let d = distance.isFinite ? distance : 0
        var start: Float = 0
        for contour in contours {
            let end = start + contour.length
            if d <= end { return contour.position(atDistance: d - start) ?? firstPoint }
            start = end
        }
        return firstPoint
    }

    /// Where Blink draws an element at `fraction` of an animation from offset-distance 0% to
    /// 100%: the percentage P = 100·fraction in Float, the distance L·P/100 in Float, taken modulo
    /// L on a closed path (`closed`: the path data ends with a close) and clamped to [0, L] on
    /// an open one.
    package func offsetPathPosition(at fraction: Double, closed: Bool) -> SIMD2<Float> {
        let percent = Float(100 * fraction)
        var d = length * percent / 100
        if closed && length > 0 {
            d = d.truncatingRemainder(dividingBy: length)
            if d < 0 { d += length }
        } else {
            d = min(max(d, 0), length)
        }
        return position(atDistance: d)
    }

    /// Where Blink draws an `<animateMotion>` at `fraction` of its simple duration (paced, or
    /// linear without keyPoints): the distance L·fraction in Float.
    package func animateMotionPosition(at fraction: Double) -> SIMD2<Float> {
        position(atDistance: length * Float(fraction))
    }
}

/// lottie-web's walk of one spatial keyframe (a position moving from `start` to `end` along the
/// cubic with handles start + out and end + in): a 150-point polyline at parameters k/149, its
/// Double lengths summed in order, and the point at the eased fraction of that length
/// interpolated on it, stored as Float32 as lottie-web stores a position. A keyframe whose
/// handles both lie on the line through its ends (twice the triangle's area within ±0.001,
/// absolute), or which starts where it ends with zero handles, moves by parameter along that
/// line instead.
///
/// lottie-web raises to the third power with `Math.pow`, which in V8 may differ from x·x·x in a
/// double's last bit; that is x·x·x here (the Float32 store absorbed the difference on every
/// value the tests check).
/// - Complexity: 150 points to build; O(150) per query (lottie-web's walk from the first point).
package struct LottieWebSpatialKeyframe: Sendable {
    let start: SIMD2<Double>, end: SIMD2<Double>
    /// The polyline and each point's distance from the one before (0 for the first); empty on
    /// the straight form.
    package let points: [SIMD2<Double>], partialLengths: [Double]
    package let totalLength: Double

    package static let pointCount = 150

    package init(start s: SIMD2<Double>, end e: SIMD2<Double>, out to: SIMD2<Double>, in ti: SIMD2<Double>) {
        (start, end) = (s, e)
        func onLine(_ p: SIMD2<Double>) -> Bool {
            let det = s.x * e.y + s.y * p.x + e.x * p.y - p.x * e.y - p.y * s.x - e.x * s.y
            return det > -0.001 && det < 0.001
        }
        let straight = (s != e && onLine(s + to) && onLine(e + ti)) || (s == e && to == .zero && ti == .zero)
        guard !straight else {
            (points, partialLengths, totalLength) = ([], [], 0)
            return
        }
        var points: [SIMD2<Double>] = [], partial: [Double] = [], total = 0.0
        let n = Self.pointCount
        for k in 0..<n {
            let perc = Double(k) / Double(n - 1)
            let v = 1 - perc
            var point = SIMD2<Double>.zero
            for i in 0..<2 {
                point[i] = v * v * v * s[i] + 3 * (v * v) * perc * (s[i] + to[i]) + 3 * v * (perc * perc) * (e[i] + ti[i])
                    + perc * perc * perc * e[i]
            }
            var d = 0.0
            if let last = points.last {
                let (dx, dy) = (point.x - last.x, point.y - last.y)
                d = (dx * dx + dy * dy).squareRoot()
            }
            total += d
            points.append(point)
            partial.append(d)
        }
        (self.points, partialLengths, totalLength) = (points, partial, total)
    }

    /// The position at eased fraction `perc` of the keyframe, as lottie-web stores it (Float32).
    /// A fraction below 0 or above 1 gives the end (lottie-web's walk finds no piece).
    package func position(at perc: Double) -> SIMD2<Float> {
        if points.isEmpty { return SIMD2<Float>(start + (end - start) * perc) }
        let distance = totalLength * perc
        var added = 0.0
        for j in points.indices.dropLast() {
            added += partialLengths[j]
            if distance == 0 || perc == 0 { return SIMD2<Float>(points[j]) }
            if distance >= added && distance < added + partialLengths[j + 1] {
                let fraction = (distance - added) / partialLengths[j + 1]
                return SIMD2<Float>(points[j] + (points[j + 1] - points[j]) * fraction)
            }
        }
        return SIMD2<Float>(points[points.count - 1])
    }
}

/// rlottie's walk of one spatial keyframe (`model::Value<VPointF, Position>`), in Float: the
/// cubic from `start` to `end` with handles start + out and end + in; its length the sum of its
/// control polygon's sides, halved while that exceeds the chord by more than 0.01, each side
/// measured as max + 0.375·min of |dx| and |dy| (within 7% of the distance); the point at eased
/// fraction t the curve's point at the parameter whose left piece has that approximate length
/// within 0.01, found by halving toward 0 (at most 100,500 steps). A keyframe of approximate
/// length at most 1e-6 moves by parameter along the chord instead.
/// - Complexity: each query measures a left piece per step, each measure O(pieces).
package struct RlottieSpatialKeyframe: Sendable {
    typealias Cubic = (x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float, x4: Float, y4: Float)
    let start: SIMD2<Float>, end: SIMD2<Float>
    let curve: Cubic
    /// The approximate length (`length_`); 0 on the straight form (a length of at most 1e-6).
    package let length: Float

    package init(start s: SIMD2<Double>, end e: SIMD2<Double>, out to: SIMD2<Double>, in ti: SIMD2<Double>) {
        let (start, end) = (SIMD2<Float>(s), SIMD2<Float>(e))
        let (out, into) = (start + SIMD2<Float>(to), end + SIMD2<Float>(ti))
        curve = (start.x, start.y, out.x, out.y, into.x, into.y, end.x, end.y)
        (self.start, self.end) = (start, end)
        let length = Self.length(curve)
        self.length = abs(length) <= 1e-6 ? 0 : length
    }

    /// The position at eased fraction `t` (rlottie's `at`).
    package func position(at t: Float) -> SIMD2<Float> {
        if length == 0 { return start + t * (end - start) }
        return Self.point(curve, Self.parameter(curve, atLength: t * length, total: length))
    }

    /// `VLine::length`: alpha max plus beta min.
    static func side(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) -> Float {
        var (x, y) = (x2 - x1, y2 - y1)
        x = x < 0 ? -x : x
        y = y < 0 ? -y : y
        return x > y ? x + 0.375 * y : y + 0.375 * x
    }

    /// `VBezier::length`: the polygon's sides, split at ½ while they exceed the chord by > 0.01.
    static func length(_ c: Cubic) -> Float {
        let polygon = side(c.x1, c.y1, c.x2, c.y2) + side(c.x2, c.y2, c.x3, c.y3) + side(c.x3, c.y3, c.x4, c.y4)
        let chord = side(c.x1, c.y1, c.x4, c.y4)
        if Double(polygon - chord) > 0.01 {
            let (left, right) = halves(c)
            return length(left) + length(right)
        }
        return polygon
    }

    /// `VBezier::split`: de Casteljau at ½ as (a + b)·½.
    static func halves(_ c: Cubic) -> (Cubic, Cubic) {
        func half(_ p1: Float, _ p2: Float, _ p3: Float, _ p4: Float) -> (Float, Float, Float, Float, Float, Float, Float) {
            let m = (p2 + p3) * 0.5, a2 = (p1 + p2) * 0.5, b3 = (p3 + p4) * 0.5
            let a3 = (a2 + m) * 0.5, b2 = (b3 + m) * 0.5
            return (p1, a2, a3, (a3 + b2) * 0.5, b2, b3, p4)
        }
        let x = half(c.x1, c.x2, c.x3, c.x4), y = half(c.y1, c.y2, c.y3, c.y4)
        return ((x.0, y.0, x.1, y.1, x.2, y.2, x.3, y.3), (x.3, y.3, x.4, y.4, x.5, y.5, x.6, y.6))
    }

    /// `VBezier::parameterSplitLeft`: the piece on [0, t], in rlottie's order of operations.
    static func left(_ c: Cubic, _ t: Float) -> Cubic {
        let l2x = c.x1 + t * (c.x2 - c.x1), l2y = c.y1 + t * (c.y2 - c.y1)
        var l3x = c.x2 + t * (c.x3 - c.x2), l3y = c.y2 + t * (c.y3 - c.y2)
        let r3x = c.x3 + t * (c.x4 - c.x3), r3y = c.y3 + t * (c.y4 - c.y3)
        let r2x = l3x + t * (r3x - l3x), r2y = l3y + t * (r3y - l3y)
        l3x = l2x + t * (l3x - l2x)
        l3y = l2y + t * (l3y - l2y)
        return (c.x1, c.y1, l2x, l2y, l3x, l3y, l3x + t * (r2x - l3x), l3y + t * (r2y - l3y))
    }

    /// `VBezier::tAtLength`.
    static func parameter(_ c: Cubic, atLength l: Float, total: Float) -> Float {
        var t: Float = 1
        if l > total || abs(l - total) < 1e-6 { return t }
        t *= 0.5
        var lastBigger: Float = 1
        // The search's states (t, lastBigger) in order, and where each was first seen: a state
        // seen again repeats the same cycle for every step left (where Float cannot get within
        // 0.01, as with coordinates near 1e5), so the state after the last step is read off the
        // cycle instead of stepping to it.
        var states: [(Float, Float)] = [], seen: [UInt64: Int] = [:]
        let steps = 100_500
        for step in 0..<steps {
            let key = UInt64(t.bitPattern) << 32 | UInt64(lastBigger.bitPattern)
            if let first = seen[key] {
                return states[first + (steps - first) % (step - first)].0
            }
            seen[key] = step
            states.append((t, lastBigger))
            let leftLength = length(left(c, t))
            if abs(leftLength - l) < 0.01 { return t }
            if leftLength < l {
                t += (lastBigger - t) * 0.5
            } else {
                lastBigger = t
                t -= t * 0.5
            }
        }
        return t
    }

    /// `VBezier::pointAt`: de Casteljau with weights 1 − t and t.
    static func point(_ c: Cubic, _ t: Float) -> SIMD2<Float> {
        let m = 1 - t
        func coordinate(_ p1: Float, _ p2: Float, _ p3: Float, _ p4: Float) -> Float {
            var a = p1 * m + p2 * t, b = p2 * m + p3 * t
            let c = p3 * m + p4 * t
            a = a * m + b * t
            b = b * m + c * t
            return a * m + b * t
        }
        return SIMD2(coordinate(c.x1, c.x2, c.x3, c.x4), coordinate(c.y1, c.y2, c.y3, c.y4))
    }
}

/// lottie-android's walk of one spatial keyframe (`PathKeyframeAnimation`): the keyframe as an
/// Android path in Float (a line when both handles are zero, else the cubic with handles
/// start + out and end + in, added in Float), measured by Android's `PathMeasure` (Skia's
/// contour measure), the point at eased fraction × length in Float; a keyframe that starts where
/// it ends holds its start. At screen density 1: lottie-android scales positions to device
/// pixels first (`Utils.dpScale()`), and Skia's 0.5 tolerance is in those pixels.
///
/// The three Lottie walks take the eased fraction as each player holds it: lottie-web a Double,
/// rlottie and lottie-android a Float.
package struct LottieAndroidSpatialKeyframe: Sendable {
    let start: SIMD2<Float>
    let measure: SkiaContourMeasure?

    package init(start s: SIMD2<Double>, end e: SIMD2<Double>, out to: SIMD2<Double>, in ti: SIMD2<Double>) {
        let (start, end) = (SIMD2<Float>(s), SIMD2<Float>(e))
        let (out, into) = (SIMD2<Float>(to), SIMD2<Float>(ti))
        self.start = start
        guard start != end else {
            measure = nil
            return
        }
        // Float points carried exactly in Double, so the measure's Float rounding changes nothing.
        let d = { (p: SIMD2<Float>) in SIMD2<Double>(p) }
        let segment: PathSegment = out == .zero && into == .zero
            ? .line(d(start), d(end))
            : .cubic(d(start), d(start + out), d(end + into), d(end))
        measure = SkiaContourMeasure([segment])
    }

    /// The position at eased fraction `progress` within [0, 1].
    package func position(at progress: Float) -> SIMD2<Float> {
        guard let measure else { return start }
        return measure.position(atDistance: progress * measure.length) ?? start
    }
}
