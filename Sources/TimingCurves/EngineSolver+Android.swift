// Android's PathInterpolator(x1, y1, x2, y2), operation for operation (TimingCurves article,
// Engines' solvers): the path moveTo(0, 0) cubicTo(x1, y1, x2, y2, 1, 1) flattened by
// Path.approximate(0.002) (android_graphics_Path.cpp, walking the SkPath) into a polyline in single
// precision, then a binary search and linear interpolation in x.

/// Android's `PathInterpolator` for one curve: the polyline `Path.approximate` gives it.
struct AndroidPathInterpolator {
    /// The polyline's x and y, from (0, 0) to (1, 1); empty where Android throws (a polyline
    /// that steps back in x, which Float rounding can produce on a nearly flat X).
    let xs: [Float], ys: [Float]

    /// PathInterpolator's PRECISION: the largest distance of a chord's midpoint from the curve.
    static let precision: Float = 0.002

    init(_ curve: CubicBezier) {
        let points: [(x: Float, y: Float)] = [(0, 0), (Float(curve.x1), Float(curve.y1)), (Float(curve.x2), Float(curve.y2)), (1, 1)]
        func coordinate(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
            let oneMinusT = 1 - t
            let oneMinusTSquared = oneMinusT * oneMinusT
            let oneMinusTCubed = oneMinusTSquared * oneMinusT
            let tSquared = t * t
            let tCubed = tSquared * t
            return (oneMinusTCubed * p0) + (3 * oneMinusTSquared * t * p1) + (3 * oneMinusT * tSquared * p2) + (tCubed * p3)
        }
        func point(_ t: Float) -> (x: Float, y: Float) {
            (coordinate(t, points[0].x, points[1].x, points[2].x, points[3].x), coordinate(t, points[0].y, points[1].y, points[2].y, points[3].y))
        }
        let errorSquared = Self.precision * Self.precision
        // Whether the chord from (t0, p0) to (t1, p1) needs its midpoint, and that midpoint.
        func subdivide(_ t0: Float, _ p0: (x: Float, y: Float), _ t1: Float, _ p1: (x: Float, y: Float)) -> (Bool, Float, (x: Float, y: Float)) {
            let midT = (t1 + t0) / 2
            let midX = (p1.x + p0.x) / 2, midY = (p1.y + p0.y) / 2
            let mid = point(midT)
            let xError = mid.x - midX, yError = mid.y - midY
            return ((xError * xError) + (yError * yError) > errorSquared, midT, mid)
        }
        // Android's addBezier: the interval at the left is halved until its chord is close enough
        // (for a cubic, its first half checked too until an inflection is found), then the next.
        var ts: [Float] = [0, 1]
        var ps = [point(0), point(1)]
        var doubleCheck = true
        var i = 0
        while i + 1 < ts.count {
            while true {
                var (needs, midT, mid) = subdivide(ts[i], ps[i], ts[i + 1], ps[i + 1])
                if !needs && doubleCheck {
                    let (quarterNeeds, _, _) = subdivide(ts[i], ps[i], midT, mid)
                    if quarterNeeds { needs = true; doubleCheck = false }
                }
                guard needs else { break }
                // A midpoint equal to an end (an interval one ulp wide): Android's std::map keeps
                // one entry per key and would test the same chord forever; this stops there.
                if midT == ts[i] || midT == ts[i + 1] { break }
                ts.insert(midT, at: i + 1)
                ps.insert(mid, at: i + 1)
            }
            i += 1
        }
        // The move to (0, 0), then a line to each point but a repeat.
        var xs: [Float] = [0], ys: [Float] = [0]
        for p in ps where !(p.x == xs[xs.count - 1] && p.y == ys[ys.count - 1]) {
            guard p.x >= xs[xs.count - 1] else { self.xs = []; self.ys = []; return }
            xs.append(p.x)
            ys.append(p.y)
        }
        self.xs = xs
        self.ys = ys
    }

    /// `getInterpolation(t)`: 0 at or below 0, 1 at or above 1; else the polyline at x = t.
    func value(_ t: Float) -> Float {
        if t <= 0 { return 0 } else if t >= 1 { return 1 }
        guard !xs.isEmpty else { return .nan }
        var start = 0, end = xs.count - 1
        while end - start > 1 {
            let mid = (start + end) / 2
            if t < xs[mid] { end = mid } else { start = mid }
        }
        let xRange = xs[end] - xs[start]
        if xRange == 0 { return ys[start] }
        let fraction = (t - xs[start]) / xRange
        return ys[start] + (fraction * (ys[end] - ys[start]))
    }
}
