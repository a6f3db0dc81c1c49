// The speed of the cubic Hermite pieces of a keyframe animation, in plain Doubles.
//
// On a piece p(s) = h00·p0 + h10·m0 + h01·p1 + h11·m1 the derivative is the quadratic
//     p′(s) = A·s² + B·s + C,  A = 3(m0 + m1) − 6Δ,  B = 6Δ − 4m0 − 2m1,  C = m0,  Δ = p1 − p0,
// so the speed |p′(s)| = √(Σₖ (Aₖs² + Bₖs + Cₖ)²) needs no generic vector arithmetic, and its
// extrema (where p′·p″ = 0, a cubic: 2(A·A)s³ + 3(A·B)s² + (B·B + 2A·C)s + B·C) — including the
// cusps where it touches zero — are found in closed form, so the arc-length quadrature can split
// there and integrate smooth pieces only.

import MotionMath
import TimingCurves

@usableFromInline
struct HermiteSpeed: Sendable {
    /// Components per value.
    let dimension: Int
    /// For each piece, the components of A, then B, then C.
    let coefficients: [Double]

    init<V: AnimatableVector>(values: [V], outgoing: [V], incoming: [V]) {
        var coefficients: [Double] = []
        var dimension = 0
        for i in 0..<(values.count - 1) {
            let delta = values[i + 1] - values[i]
            let m0 = outgoing[i], m1 = incoming[i]
            let a = (m0 + m1).scaled(by: 3) - delta.scaled(by: 6)
            let b = delta.scaled(by: 6) - m0.scaled(by: 4) - m1.scaled(by: 2)
            let (ac, bc, cc) = (a.components, b.components, m0.components)
            dimension = ac.count
            coefficients += ac
            coefficients += bc
            coefficients += cc
        }
        self.dimension = dimension
        self.coefficients = coefficients
    }

    /// |p′(s)| on piece i.
    @usableFromInline
    func speed(_ i: Int, _ s: Double) -> Double {
        let base = 3 * dimension * i
        precondition(base >= 0 && base + 3 * dimension <= coefficients.count)
        return coefficients.withUnsafeBufferPointer { ArcLengthTable.polynomialSpeed($0.baseAddress! + base, dimension: dimension, s) }
    }

    /// Appends piece i's derivative p′(s) = A·s² + B·s + C as [A…, B…, C…] (the arc-length
    /// table's inline speed at creation).
    @usableFromInline
    func appendDerivative(_ i: Int, to c: inout [Double]) {
        let base = 3 * dimension * i
        c += coefficients[base..<(base + 3 * dimension)]
    }

    /// The speed extrema of piece i in (0, 1).
    @usableFromInline
    func breakpoints(_ i: Int) -> [Double] {
        var cuts = [Double]()
        appendBreakpoints(i, to: &cuts)
        return cuts
    }

    /// Appends the speed extrema of piece i in (0, 1) to `cuts` (the arc-length table's reused array).
    @usableFromInline
    func appendBreakpoints(_ i: Int, to cuts: inout [Double]) {
        let base = 3 * dimension * i
        var aa = 0.0, ab = 0.0, bb = 0.0, ac = 0.0, bc = 0.0
        for k in 0..<dimension {
            let a = coefficients[base + k], b = coefficients[base + dimension + k], c = coefficients[base + 2 * dimension + k]
            aa += a * a
            ab += a * b
            bb += b * b
            ac += a * c
            bc += b * c
        }
        CubicRoots.appendRoots(2 * aa, 3 * ab, bb + 2 * ac, bc, between: 0, 1, to: &cuts)
    }
}
