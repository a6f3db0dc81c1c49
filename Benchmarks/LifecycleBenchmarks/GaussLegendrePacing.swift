// The textbook way to move along cubic Bézier pieces at constant speed, the baseline of the paced
// lifecycles: each piece's length by adaptive Gauss–Legendre quadrature (five points; an interval
// is accepted when its two halves agree with it to its share of the tolerance), the tolerance
// 1e-12 of the piece's control polygon (a bound on its length: the accuracy ours is asked for by
// default, per piece as ours); a sample at fraction f of the total length L finds its piece by
// binary search, then solves S(u) = f·L − start by Newton's method safeguarded by bisection, to
// that piece's tolerance, each step integrating S from the piece's start by the same adaptive
// rule. No tables beyond the pieces' starts.

struct GaussLegendrePacing {
    typealias Piece = (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)

    let pieces: [Piece]
    /// Cumulative length at the start of each piece; count pieces + 1.
    let starts: [Double]
    /// Each piece's absolute tolerance: 1e-12 of its control polygon's length.
    let tolerances: [Double]

    init(_ pieces: [Piece]) {
        self.pieces = pieces
        tolerances = pieces.map { p in
            1e-12 * [(p.0, p.1), (p.1, p.2), (p.2, p.3)].reduce(0.0) { $0 + (($1.1 - $1.0) * ($1.1 - $1.0)).sum().squareRoot() }
        }
        var starts = [0.0]
        starts.reserveCapacity(pieces.count + 1)
        for i in pieces.indices { starts.append(starts[i] + Self.length(pieces[i], 0, 1, tolerance: tolerances[i])) }
        self.starts = starts
    }

    static func speed(_ p: Piece, _ u: Double) -> Double {
        let v = 1 - u
        let d = 3 * (v * v * (p.1 - p.0) + 2 * u * v * (p.2 - p.1) + u * u * (p.3 - p.2))
        return (d * d).sum().squareRoot()
    }

    static func point(_ p: Piece, _ u: Double) -> SIMD2<Double> {
        let v = 1 - u
        return v * v * v * p.0 + 3 * u * v * v * p.1 + 3 * u * u * v * p.2 + u * u * u * p.3
    }

    static let nodes = [-0.906179845938664, -0.5384693101056831, 0.0, 0.5384693101056831, 0.906179845938664]
    static let weights = [0.23692688505618908, 0.47862867049936647, 0.5688888888888889, 0.47862867049936647, 0.23692688505618908]

    static func gauss5(_ p: Piece, _ a: Double, _ b: Double) -> Double {
        let half = 0.5 * (b - a), middle = 0.5 * (a + b)
        var sum = 0.0
        for k in 0..<5 { sum += weights[k] * speed(p, middle + half * nodes[k]) }
        return sum * half
    }

    /// ∫ₐᵇ speed by adaptive Gauss–Legendre to `tolerance` (at most 30 halvings deep).
    static func length(_ p: Piece, _ a: Double, _ b: Double, tolerance: Double) -> Double {
        func refine(_ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, _ depth: Int) -> Double {
            let m = 0.5 * (a + b)
            let left = gauss5(p, a, m), right = gauss5(p, m, b)
            if depth >= 30 || abs(left + right - whole) <= tolerance { return left + right }
            return refine(a, m, left, 0.5 * tolerance, depth + 1) + refine(m, b, right, 0.5 * tolerance, depth + 1)
        }
        return refine(a, b, gauss5(p, a, b), tolerance, 0)
    }

    func value(at f: Double) -> SIMD2<Double> {
        let total = starts[pieces.count]
        let s = min(max(f, 0), 1) * total
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        let p = pieces[lo], local = s - starts[lo], length = starts[lo + 1] - starts[lo], tolerance = tolerances[lo]
        guard length > 0 else { return Self.point(p, 0) }
        var a = 0.0, b = 1.0, u = local / length
        for _ in 0..<60 {
            let residual = Self.length(p, 0, u, tolerance: tolerance) - local
            if abs(residual) <= tolerance { break }
            if residual > 0 { b = u } else { a = u }
            let next = u - residual / Self.speed(p, u)
            u = next > a && next < b ? next : 0.5 * (a + b)
            if b - a <= 1e-15 { break }
        }
        return Self.point(p, u)
    }
}
