// Android's PathInterpolator, operation for operation (TimingCurves article, Engines' solvers): the
// path (moveTo(0, 0) cubicTo(x1, y1, x2, y2, 1, 1), or path data of lines, quadratics and cubics)
// flattened by Path.approximate(0.002) (android_graphics_Path.cpp, walking the SkPath) into a
// polyline in single precision, then a binary search and linear interpolation in x.

/// Android's `PathInterpolator`: the polyline `Path.approximate` gives its path.
package struct AndroidPathInterpolator {
    /// The polyline's x and y, from (0, 0) to (1, 1); empty where Android throws (a path that does
    /// not start at (0, 0) or end at (1, 1), a polyline that steps back in x, which Float rounding
    /// can produce on a nearly flat X, or one that moves in x over a step too short to change
    /// its Float length).
    let xs: [Float], ys: [Float]

    /// PathInterpolator's PRECISION: the largest distance of a chord's midpoint from the curve.
    static let precision: Float = 0.002

    /// `PathInterpolator(x1, y1, x2, y2)`: the path moveTo(0, 0) cubicTo(x1, y1, x2, y2, 1, 1).
    init(_ curve: CubicBezier) {
        self.init(pieces: [[(0, 0), (Float(curve.x1), Float(curve.y1)), (Float(curve.x2), Float(curve.y2)), (1, 1)]])
    }

    /// `PathInterpolator(path)` for a path of one subpath: each piece's points in Float, its start
    /// first (two points: a line, three: a quadratic, four: a cubic), each piece starting where
    /// the previous one ends.
    package init(pieces: [[(x: Float, y: Float)]]) {
        let errorSquared = Self.precision * Self.precision
        // The move to the first point, then a line to each point but a repeat.
        var xs: [Float] = [], ys: [Float] = []
        func addLine(_ p: (x: Float, y: Float)) {
            if let x = xs.last, let y = ys.last, p.x == x && p.y == y { return }
            xs.append(p.x)
            ys.append(p.y)
        }
        for points in pieces {
            guard points.count >= 2 && points.count <= 4 else { continue }
            if xs.isEmpty { addLine(points[0]) }
            if points.count == 2 {
                addLine(points[1])
                continue
            }
            // Android's quadratic and cubic coordinates, in its order of operations.
            func coordinate(_ t: Float, _ p: [Float]) -> Float {
                let oneMinusT = 1 - t
                if p.count == 3 { return oneMinusT * ((oneMinusT * p[0]) + (t * p[1])) + t * ((oneMinusT * p[1]) + (t * p[2])) }
                let oneMinusTSquared = oneMinusT * oneMinusT
                let oneMinusTCubed = oneMinusTSquared * oneMinusT
                let tSquared = t * t
                let tCubed = tSquared * t
                return (oneMinusTCubed * p[0]) + (3 * oneMinusTSquared * t * p[1]) + (3 * oneMinusT * tSquared * p[2]) + (tCubed * p[3])
            }
            let px = points.map(\.x), py = points.map(\.y)
            func point(_ t: Float) -> (x: Float, y: Float) { (coordinate(t, px), coordinate(t, py)) }
            // Whether the chord from (t0, p0) to (t1, p1) needs its midpoint, and that midpoint.
            func subdivide(_ t0: Float, _ p0: (x: Float, y: Float), _ t1: Float, _ p1: (x: Float, y: Float)) -> (Bool, Float, (x: Float, y: Float)) {
                let midT = (t1 + t0) / 2
                let midX = (p1.x + p0.x) / 2, midY = (p1.y + p0.y) / 2
                let mid = point(midT)
                let xError = mid.x - midX, yError = mid.y - midY
                return ((xError * xError) + (yError * yError) > errorSquared, midT, mid)
            }
            // Android's addBezier: the interval at the left is halved until its chord is close
            // enough (for a cubic, its first half checked too until an inflection is found), then
            // the next.
            var ts: [Float] = [0, 1]
            var ps = [point(0), point(1)]
            var doubleCheck = points.count == 4
            var i = 0
            while i + 1 < ts.count {
                while true {
                    var (needs, midT, mid) = subdivide(ts[i], ps[i], ts[i + 1], ps[i + 1])
                    if !needs && doubleCheck {
                        let (quarterNeeds, _, _) = subdivide(ts[i], ps[i], midT, mid)
                        if quarterNeeds { needs = true; doubleCheck = false }
                    }
                    guard needs else { break }
                    // A midpoint equal to an end (an interval one ulp wide): Android's std::map
                    // keeps one entry per key and would test the same chord forever; this stops there.
                    if midT == ts[i] || midT == ts[i + 1] { break }
                    ts.insert(midT, at: i + 1)
                    ps.insert(mid, at: i + 1)
                }
                i += 1
            }
            for p in ps { addLine(p) }
        }
        // PathInterpolator's checks on what approximate() returns: from (0, 0) to (1, 1); x never
        // decreasing; and no two points at the same fraction of the length with different x
        // (Android's "discontinuity in the X axis": a step too short to change the Float length).
        var valid = xs.first == 0 && ys.first == 0 && xs.last == 1 && ys.last == 1
        var lengths: [Float] = [0]
        for k in xs.indices.dropFirst() { lengths.append(lengths[k - 1] + Self.distance(xs[k] - xs[k - 1], ys[k] - ys[k - 1])) }
        let total = lengths[lengths.count - 1]
        var (previousFraction, previousX): (Float, Float) = (0, 0)
        for k in xs.indices where valid {
            let fraction = lengths[k] / total
            if (fraction == previousFraction && xs[k] != previousX) || xs[k] < previousX { valid = false }
            (previousFraction, previousX) = (fraction, xs[k])
        }
        (self.xs, self.ys) = valid ? (xs, ys) : ([], [])
    }

    /// Skia's `SkPoint::Length(dx, dy)`: √(dx² + dy²) in Float, in Double where the squares overflow.
    static func distance(_ dx: Float, _ dy: Float) -> Float {
        let squared = dx * dx + dy * dy
        if squared.isFinite { return squared.squareRoot() }
        let (x, y) = (Double(dx), Double(dy))
        return Float((x * x + y * y).squareRoot())
    }

    /// `getInterpolation(t)`: 0 at or below 0, 1 at or above 1; else the polyline at x = t (NaN
    /// where Android throws).
    package func value(_ t: Float) -> Float {
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
