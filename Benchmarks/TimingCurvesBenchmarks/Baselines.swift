// Baselines for the cubic-Bézier solver, written here from their published descriptions, to be
// measured in the same run as ours.

/// Power-basis coefficients of Bx and By, as both baselines use them.
struct PowerBasis {
    let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }
}

/// The classic solver of web animation libraries (as described for WebKit's UnitBezier and the
/// bezier-easing library): an 11-entry table of Bx at t = 0, 0.1, …, 1; a linear guess inside the
/// table interval; then up to 4 Newton steps when the slope is at least 0.001, else bisection of
/// the interval until |Bx(t) − x| < 1e-7 (at most 10 halvings). Accurate to about 1e-7 in x.
struct ClassicBezier {
    let ax, bx, cx, ay, by, cy: Double
    let samples: SIMD16<Double>

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let p = PowerBasis(x1, y1, x2, y2)
        (ax, bx, cx, ay, by, cy) = (p.ax, p.bx, p.cx, p.ay, p.by, p.cy)
        var s = SIMD16<Double>()
        for i in 0...10 { s[i] = ((ax * Double(i) / 10 + bx) * Double(i) / 10 + cx) * Double(i) / 10 }
        samples = s
    }

    @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var i = 1
        var start = 0.0
        while i < 10 && samples[i] <= x {
            start += 0.1
            i += 1
        }
        i -= 1
        let dist = (x - samples[i]) / (samples[i + 1] - samples[i])
        var t = start + dist * 0.1
        let slope = dx(t)
        if slope >= 0.001 {
            for _ in 0..<4 {
                let s = dx(t)
                if s == 0 { break }
                t -= (self.x(t) - x) / s
            }
        } else if slope != 0 {
            var lo = start
            var hi = start + 0.1
            for _ in 0..<10 {
                t = lo + (hi - lo) / 2
                let f = self.x(t) - x
                if abs(f) < 1e-7 { break }
                if f > 0 { hi = t } else { lo = t }
            }
        }
        return ((ay * t + by) * t + cy) * t
    }
}

/// Plain bisection on [0, 1] until |Bx(t) − x| < 1e-7.
struct BisectionBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let p = PowerBasis(x1, y1, x2, y2)
        (ax, bx, cx, ay, by, cy) = (p.ax, p.bx, p.cx, p.ay, p.by, p.cy)
    }

    func value(at x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<60 {
            t = lo + (hi - lo) / 2
            let f = ((ax * t + bx) * t + cx) * t - x
            if abs(f) < 1e-7 { break }
            if f > 0 { hi = t } else { lo = t }
        }
        return ((ay * t + by) * t + cy) * t
    }
}
