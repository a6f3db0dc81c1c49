// C2 cubic splines through keyframes (beyond Core Animation): natural, clamped, not-a-knot and
// periodic end conditions, on the key times as knots, solved in Swift (no LAPACK; see below).
//
// Unknowns: the slopes mᵢ at the knots. With hᵢ = tᵢ₊₁ − tᵢ and δᵢ = (pᵢ₊₁ − pᵢ)/hᵢ, continuity of
// the second derivative at an interior knot is
//     hᵢ·mᵢ₋₁ + 2(hᵢ₋₁ + hᵢ)·mᵢ + hᵢ₋₁·mᵢ₊₁ = 3(hᵢ·δᵢ₋₁ + hᵢ₋₁·δᵢ),
// and the end rows are
//     natural (p″ = 0):   2m₀ + m₁ = 3δ₀,  mₙ₋₁ + 2mₙ = 3δₙ₋₁
//     clamped:            m₀, mₙ given
//     not-a-knot (p‴ continuous at t₁ and tₙ₋₁), with c = h₀ + h₁ (de Boor):
//                         h₁·m₀ + c·m₁ = ((h₀ + 2c)·h₁·δ₀ + h₀²·δ₁)/c, and its mirror at the end
//     periodic (pₙ = p₀): the interior row at every knot with indices taken cyclically.
// The system is tridiagonal (MotionMath's TridiagonalSystem: dgtsv's pivoted elimination in
// Swift, so the core tier links no LAPACK; O(n), every vector component a right-hand side);
// periodic adds two corner entries, removed by the Sherman–Morrison formula with one more
// right-hand side in the same solve. A natural spline of a line is that line; a clamped
// spline reproduces any cubic exactly.
// Reference: C. de Boor, A Practical Guide to Splines (2001), ch. IV.
// The monotone mode needs no solve: Fritsch–Carlson slopes, per component (monotoneSlopes).

import MotionMath

extension KeyframeTangents {
    /// The slopes of the C2 spline (per unit fraction) converted to span-scaled Hermite tangents.
    static func splineTangents(
        _ p: [Value], knots t: [Double], mode: CalculationMode, endDerivatives: (start: Value, end: Value)?,
        periodicBias: Double? = nil
    ) throws(KeyframeError) -> (outgoing: [Value], incoming: [Value]) {
        let n = p.count - 1  // intervals
        guard n >= 1 else { return ([], []) }
        let dimension = p[0].components.count
        let h = (0..<n).map { t[$0 + 1] - t[$0] }
        let delta = (0..<n).map { (p[$0 + 1] - p[$0]).scaled(by: 1 / h[$0]) }
        if mode == .monotoneSpline, let i = delta.firstIndex(where: { !$0.isFiniteVector }) {
            // The tridiagonal solve reports this for the C2 splines; the monotone slopes need no solve.
            throw .invalidKeyframes(["monotone spline: the slope between keyframes \(i) and \(i + 1) overflows (their key times are too close)"])
        }
        var slopes: [Value]
        do {
            switch mode {
            case .periodicSpline:
                slopes = try periodicSlopes(h: h, delta: delta, dimension: dimension)
                slopes.append(slopes[0])
            case .monotoneSpline:
                slopes = monotoneSlopes(delta: delta, dimension: dimension, periodicBias: periodicBias)
            default:
                slopes = try openSlopes(h: h, delta: delta, mode: mode, endDerivatives: endDerivatives, dimension: dimension)
            }
        } catch {
            throw .invalidKeyframes(["spline solve: \(error.description)"])
        }
        return ((0..<n).map { slopes[$0].scaled(by: h[$0]) }, (0..<n).map { slopes[$0 + 1].scaled(by: h[$0]) })
    }

    /// Natural, clamped or not-a-knot: a tridiagonal system of n + 1 slopes.
    static func openSlopes(
        h: [Double], delta: [Value], mode: CalculationMode, endDerivatives: (start: Value, end: Value)?, dimension: Int
    ) throws(TridiagonalError) -> [Value] {
        let n = h.count
        if n == 1 || (n == 2 && mode == .notAKnotSpline) {
            // One interval: the line (natural, not-a-knot) or the clamped Hermite cubic; two intervals
            // not-a-knot: the parabola through the three points.
            switch mode {
            case .clampedSpline where n == 1:
                let ends = endDerivatives ?? (.zero, .zero)
                return [ends.start, ends.end]
            case .notAKnotSpline where n == 2:
                let f = (delta[1] - delta[0]).scaled(by: 1 / (h[0] + h[1]))
                return [delta[0] - f.scaled(by: h[0]), delta[0] + f.scaled(by: h[0]), delta[1] + f.scaled(by: h[1])]
            default:
                if n == 1 { return [delta[0], delta[0]] }
            }
        }
        var lower = [Double](repeating: 0, count: n), diagonal = [Double](repeating: 0, count: n + 1), upper = [Double](repeating: 0, count: n)
        var rhs = [Value](repeating: .zero, count: n + 1)
        for i in 1..<n {
            lower[i - 1] = h[i]
            diagonal[i] = 2 * (h[i - 1] + h[i])
            upper[i] = h[i - 1]
            rhs[i] = (delta[i - 1].scaled(by: h[i]) + delta[i].scaled(by: h[i - 1])).scaled(by: 3)
        }
        switch mode {
        case .clampedSpline:
            let ends = endDerivatives ?? (.zero, .zero)
            diagonal[0] = 1; upper[0] = 0; rhs[0] = ends.start
            diagonal[n] = 1; lower[n - 1] = 0; rhs[n] = ends.end
        case .notAKnotSpline:
            let c0 = h[0] + h[1]
            diagonal[0] = h[1]; upper[0] = c0
            rhs[0] = (delta[0].scaled(by: (h[0] + 2 * c0) * h[1]) + delta[1].scaled(by: h[0] * h[0])).scaled(by: 1 / c0)
            let cn = h[n - 2] + h[n - 1]
            lower[n - 1] = cn; diagonal[n] = h[n - 2]
            rhs[n] = (delta[n - 1].scaled(by: (h[n - 1] + 2 * cn) * h[n - 2]) + delta[n - 2].scaled(by: h[n - 1] * h[n - 1])).scaled(by: 1 / cn)
        default:  // natural
            diagonal[0] = 2; upper[0] = 1; rhs[0] = delta[0].scaled(by: 3)
            lower[n - 1] = 1; diagonal[n] = 2; rhs[n] = delta[n - 1].scaled(by: 3)
        }
        let solution = try TridiagonalSystem.solve(
            lower: lower, diagonal: diagonal, upper: upper, rhs: columns(rhs, dimension), columns: dimension)
        return values(solution, count: n + 1, dimension: dimension)
    }

    /// Periodic: n slopes (m₀ = mₙ) in a cyclic tridiagonal system, by Sherman–Morrison.
    static func periodicSlopes(h: [Double], delta: [Value], dimension: Int) throws(TridiagonalError) -> [Value] {
        let n = h.count
        // Row i couples m_{i−1}, m_i, m_{i+1} cyclically: coefficients h_i, 2(h_{i−1} + h_i), h_{i−1}.
        func previous(_ i: Int) -> Int { (i + n - 1) % n }
        var lower = [Double](repeating: 0, count: max(n - 1, 0)), diagonal = [Double](repeating: 0, count: n), upper = [Double](repeating: 0, count: max(n - 1, 0))
        var rhs = [Value](repeating: .zero, count: n)
        var cornerTop = 0.0, cornerBottom = 0.0  // A[0][n−1], A[n−1][0]
        for i in 0..<n {
            let hp = h[previous(i)], hi = h[i]
            diagonal[i] = 2 * (hp + hi)
            rhs[i] = (delta[previous(i)].scaled(by: hi) + delta[i].scaled(by: hp)).scaled(by: 3)
            if i > 0 { lower[i - 1] = hi } else { cornerTop = hi }
            if i < n - 1 { upper[i] = hp } else { cornerBottom = hp }
        }
        if n == 1 {
            return values(try TridiagonalSystem.solve(
                lower: [], diagonal: [diagonal[0] + cornerTop + cornerBottom], upper: [],
                rhs: columns(rhs, dimension), columns: dimension), count: 1, dimension: dimension)
        }
        if n == 2 {
            // Tiny loops (n = 2: three values, the last closing the loop): the corners fold onto the
            // off-diagonals, and the 2 × 2 matrix is itself tridiagonal.
            return values(try TridiagonalSystem.solve(
                lower: [lower[0] + cornerBottom], diagonal: diagonal, upper: [upper[0] + cornerTop],
                rhs: columns(rhs, dimension), columns: dimension), count: n, dimension: dimension)
        }
        // A = T + u·vᵀ, u = (γ, 0, …, 0, cornerBottom), v = (1, 0, …, 0, cornerTop/γ).
        let gamma = -diagonal[0]
        diagonal[0] -= gamma
        diagonal[n - 1] -= cornerBottom * cornerTop / gamma
        var u = [Double](repeating: 0, count: n)
        u[0] = gamma
        u[n - 1] = cornerBottom
        let solved = try TridiagonalSystem.solve(
            lower: lower, diagonal: diagonal, upper: upper, rhs: columns(rhs, dimension) + u, columns: dimension + 1)
        let z = Array(solved[(dimension * n)...])
        let vz = z[0] + cornerTop / gamma * z[n - 1]
        var x = Array(solved[0..<(dimension * n)])
        for c in 0..<dimension {
            let vy = x[c * n] + cornerTop / gamma * x[c * n + n - 1]
            let factor = vy / (1 + vz)
            for i in 0..<n { x[c * n + i] -= factor * z[i] }
        }
        return values(x, count: n, dimension: dimension)
    }

    /// Fritsch–Carlson slopes, per component: the mean of the neighbouring secants inside and the
    /// secant at the ends; 0 where a secant is 0 or the secants change sign (a local extremum);
    /// then, interval by interval, both slopes scaled by 3/√(α² + β²) where α² + β² > 9
    /// (α, β = slope/secant), which keeps the Hermite cubic monotone on it. Scaling only shrinks
    /// slopes, so an interval already checked stays within the bound. O(n), no solve.
    ///
    /// With a periodic bias b (Compose's), both end slopes start as d₋₁·(1 − b) + d₀·b, the blend
    /// of the last and first secants, with no sign test (the loop point is the caller's to shape:
    /// where the two secants disagree in sign, the first or last interval may leave its keys'
    /// range, as in Compose); after the interval scaling, both ends take the smaller of the two
    /// (same sign; shrinking keeps the other interval inside its circle), so the slopes still
    /// match across the loop. A flat end interval (secant 0) holds its slopes at 0, so then both
    /// end slopes are 0 whatever the bias (Compose overwrites that secant with the blend and
    /// leaves the flat stretch instead).
    static func monotoneSlopes(delta: [Value], dimension: Int, periodicBias: Double? = nil) -> [Value] {
        let n = delta.count
        var columns = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: dimension)
        for c in 0..<dimension {
            let d = delta.map { $0.components[c] }
            var m = [Double](repeating: 0, count: n + 1)
            m[0] = d[0]
            m[n] = d[n - 1]
            for i in 1..<n {
                m[i] = (d[i - 1] > 0) == (d[i] > 0) && d[i - 1] != 0 && d[i] != 0 ? (d[i - 1] + d[i]) / 2 : 0
            }
            if let b = periodicBias {
                m[0] = d[n - 1] * (1 - b) + d[0] * b
                m[n] = m[0]
            }
            for i in 0..<n {
                if d[i] == 0 {
                    (m[i], m[i + 1]) = (0, 0)
                    continue
                }
                let alpha = m[i] / d[i], beta = m[i + 1] / d[i]
                let radius = Double.hypot(alpha, beta)
                if radius > 3 {
                    let t = 3 / radius
                    (m[i], m[i + 1]) = (t * alpha * d[i], t * beta * d[i])
                }
            }
            if periodicBias != nil {
                let shared = abs(m[0]) <= abs(m[n]) ? m[0] : m[n]
                (m[0], m[n]) = (shared, shared)
            }
            columns[c] = m
        }
        return (0...n).map { i in Value(components: (0..<dimension).map { columns[$0][i] }) }
    }

    /// Values as right-hand-side columns (column-major, one column per component).
    static func columns(_ values: [Value], _ dimension: Int) -> [Double] {
        var out = [Double](repeating: 0, count: values.count * dimension)
        for (i, v) in values.enumerated() {
            for (c, x) in v.components.enumerated() { out[c * values.count + i] = x }
        }
        return out
    }

    /// The inverse of ``columns(_:_:)``.
    static func values(_ columns: [Double], count: Int, dimension: Int) -> [Value] {
        // One scratch array for every value: a fresh one per value was an allocation per keyframe.
        var scratch = [Double](repeating: 0, count: dimension)
        return (0..<count).map { i in
            for c in 0..<dimension { scratch[c] = columns[c * count + i] }
            return Value(components: scratch)
        }
    }
}
