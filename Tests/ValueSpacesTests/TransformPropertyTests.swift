// Seeded property tests and bad-input tests of the transform value space.
//
// Conditioning of decompose∘recompose: Gram–Schmidt loses orthogonality in proportion to the
// condition number κ of the upper 3×3 block A, and the quaternion of the (slightly
// non-orthogonal) factor carries that loss into the recomposed matrix, so the error is about
// ε·κ(A) relative. We draw entries uniformly and reject draws with κ_F(A) = ‖A‖_F‖A⁻¹‖_F > 100
// (κ₂ ≤ κ_F), which makes 1e-12 a bound with margin (ε·κ ≈ 2e-14); the perspective row is solved
// by Gaussian elimination with partial pivoting (backward stable), and m44 is drawn away from 0
// (|m44| ≥ ½), the normalisation's condition.

import MotionMath
import MotionTestSupport
import RealModule
import Testing
@testable import ValueSpaces

func uniform(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double { Double.random(in: range, using: &rng) }

/// κ_F of the upper 3×3 block of m (∞ when singular).
func blockCondition(_ m: TransformMatrix) -> Double {
    let c0 = SIMD3(m[0, 0], m[1, 0], m[2, 0]), c1 = SIMD3(m[0, 1], m[1, 1], m[2, 1]), c2 = SIMD3(m[0, 2], m[1, 2], m[2, 2])
    let det = (c0 * cross(c1, c2)).sum()
    guard det != 0 else { return .infinity }
    let adj = [cross(c1, c2), cross(c2, c0), cross(c0, c1)]
    let normA = ((c0 * c0).sum() + (c1 * c1).sum() + (c2 * c2).sum()).squareRoot()
    let normInv = adj.reduce(0.0) { $0 + ($1 * $1).sum() }.squareRoot() / abs(det)
    return normA * normInv
}

func randomMatrix3D(_ rng: inout SeededGenerator) -> TransformMatrix {
    while true {
        var s = SIMD16<Double>()
        for i in [0, 1, 2, 4, 5, 6, 8, 9, 10] { s[i] = uniform(-1...1, &rng) }
        for i in [12, 13, 14] { s[i] = uniform(-100...100, &rng) }
        if Bool.random(using: &rng) { for i in [3, 7, 11] { s[i] = uniform(-0.5...0.5, &rng) } }
        s[15] = uniform(0.5...2, &rng) * (Bool.random(using: &rng) ? 1 : -1)
        let m = TransformMatrix(columnMajor: s)
        if blockCondition(m) <= 100 { return m }
    }
}

func randomMatrix2D(_ rng: inout SeededGenerator) -> TransformMatrix {
    while true {
        let m = TransformMatrix(affine: uniform(-2...2, &rng), uniform(-2...2, &rng), uniform(-2...2, &rng), uniform(-2...2, &rng),
                                uniform(-100...100, &rng), uniform(-100...100, &rng))
        if blockCondition(m) <= 100 { return m }
    }
}

func randomFunction(_ rng: inout SeededGenerator) -> TransformFunction {
    let a = uniform(-4...4, &rng), b = uniform(-4...4, &rng), c = uniform(-4...4, &rng)
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: return .translate(a * 50, b * 50)
    case 1: return .translateX(a * 50)
    case 2: return .translateY(b * 50)
    case 3: return .translateZ(c * 50)
    case 4: return .translate3d(a * 50, b * 50, c * 50)
    case 5: return .scale(a, b)
    case 6: return .scaleX(a)
    case 7: return .scaleZ(c)
    case 8: return .scale3d(a, b, c)
    case 9: return .rotate(a)
    case 10: return .rotateX(b)
    case 11: return .rotateY(c)
    case 12: return .rotate3d(a, b, c, uniform(-7...7, &rng))
    case 13: return .skew(a / 4, b / 4)
    case 14: return .skewX(a / 4)
    case 15: return .skewY(b / 4)
    case 16: return .matrix(a, b, c, uniform(-4...4, &rng), a * 10, b * 10)
    case 17: return .matrix3d(randomMatrix3D(&rng))
    case 18: return .perspective(uniform(1...1000, &rng))
    default: return .rotateZ(c)
    }
}

func randomList(_ rng: inout SeededGenerator) -> TransformList {
    let n = Int.random(in: 0...4, using: &rng)
    return TransformList(unchecked: (0..<n).map { _ in randomFunction(&rng) })
}

@Suite("Transforms: decomposition, interpolation properties, bad input")
struct TransformPropertyTests {
    @Test func decomposeRecompose3D() {
        var rng = SeededGenerator(testSeed: 0x7A3D_0001)
        var worst = 0.0
        for _ in 0..<10_000 {
            let m = randomMatrix3D(&rng)
            guard let d = m.decomposed() else { Issue.record("no decomposition of \(m) (κ ≤ 100)"); continue }
            let normalised = TransformMatrix(columnMajor: m.storage / m.storage[15])
            let error = relativeMatrixError(d.recomposed, normalised)
            worst = max(worst, error)
            #expect(error <= 1e-12, "M = \(m): \(d) recomposes to \(d.recomposed), relative error \(error)")
            let q = d.rotation
            #expect(abs((q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z).squareRoot() - 1) <= 4 * Double.ulpOfOne)
            #expect(q.w >= 0)
        }
        print("3-D decompose∘recompose, 10^4 matrices with κ_F ≤ 100: worst relative error \(worst)")
    }

    @Test func decomposeRecompose2D() {
        var rng = SeededGenerator(testSeed: 0x7A3D_0002)
        var worst = 0.0
        for _ in 0..<10_000 {
            let m = randomMatrix2D(&rng)
            guard let d = m.decomposed2D() else { Issue.record("no 2-D decomposition of \(m)"); continue }
            let error = relativeMatrixError(d.recomposed, m)
            worst = max(worst, error)
            #expect(error <= 1e-12, "M = \(m): \(d) recomposes to \(d.recomposed), relative error \(error)")
            // The 3-D decomposition of the same matrix also recomposes it.
            if let d3 = m.decomposed() { #expect(relativeMatrixError(d3.recomposed, m) <= 1e-12, "3-D path on 2-D \(m)") }
        }
        print("2-D decompose∘recompose, 10^4 matrices with κ_F ≤ 100: worst relative error \(worst)")
    }

    @Test func slerpStaysUnitAndEndsAreExact() {
        var rng = SeededGenerator(testSeed: 0x7A3D_0003)
        let space = DecomposedTransformSpace()
        var worstUnit = 0.0, worstChart = 0.0
        for _ in 0..<10_000 {
            let (ma, mb) = (randomMatrix3D(&rng), randomMatrix3D(&rng))
            guard let a = ma.decomposed(), let b = mb.decomposed() else { continue }
            let t = uniform(-1...2, &rng)
            let q = space.interpolate(from: a, to: b, fraction: t).rotation
            let unit = abs((q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z).squareRoot() - 1)
            worstUnit = max(worstUnit, unit)
            #expect(unit <= 4 * Double.ulpOfOne, "slerp(\(a.rotation), \(b.rotation), \(t)) = \(q)")
            #expect(space.interpolate(from: a, to: b, fraction: 0) == a)
            #expect(space.interpolate(from: a, to: b, fraction: 1) == b)
            #expect(ma.interpolated(to: mb, fraction: 0) == ma)
            #expect(mb == ma.interpolated(to: mb, fraction: 1))
            // Chart law: moved(a, difference(a, b)) = b (the rotation to a few ulps of a turn).
            let back = space.moved(a, by: space.difference(from: a, to: b))
            let chart = relativeMatrixError(back.recomposed, b.recomposed)
            worstChart = max(worstChart, chart)
            #expect(chart <= 1e-12, "moved(a, log_a b) ≠ b: \(back) vs \(b)")
        }
        print("slerp unit-length worst deviation \(worstUnit); chart law worst relative matrix error \(worstChart)")
    }

    @Test func listInterpolationEndsAreTheEndMatricesAndNeverNaN() {
        var rng = SeededGenerator(testSeed: 0x7A3D_0004)
        for _ in 0..<10_000 {
            let (a, b) = (randomList(&rng), randomList(&rng))
            #expect(a.interpolated(to: b, fraction: 0).matrix == a.matrix)
            #expect(a.interpolated(to: b, fraction: 1).matrix == b.matrix)
            let t = uniform(-1...2, &rng)
            let m = a.interpolated(to: b, fraction: t).matrix
            #expect(m.isFinite, "non-finite from \(a.cssText) → \(b.cssText) at \(t): \(m)")
        }
    }

    @Test func cssTextRoundTrips() throws {
        var rng = SeededGenerator(testSeed: 0x7A3D_0005)
        for _ in 0..<2_000 {
            let list = randomList(&rng)
            let parsed = try TransformList(css: list.cssText)
            let error = relativeMatrixError(parsed.matrix, list.matrix)
            #expect(error <= 1e-12 * max(1, list.matrix.maxNorm), "\(list.cssText): matrix error \(error)")
        }
    }

    // MARK: spec examples (CSS Transforms 1 §9, Level 2 §"Interpolation of primitives")

    @Test func specExamples() throws {
        // translateX(100px) → translateY(100px): common primitive translate.
        let a = try TransformList(css: "translateX(100px)").interpolated(to: try TransformList(css: "translateY(100px)"), fraction: 0.5)
        #expect(a.functions == [.translate(50, 50)])
        // translateX(100px) → translateZ(100px): common primitive translate3d.
        let b = try TransformList(css: "translateX(100px)").interpolated(to: try TransformList(css: "translateZ(100px)"), fraction: 0.5)
        #expect(b.functions == [.translate3d(50, 0, 50)])
        // rotate(45deg) → none (identity rotate(0)).
        let c = try TransformList(css: "rotate(45deg)").interpolated(to: .none, fraction: 0.5)
        #expect(c.functions.count == 1)
        if case .rotate(let angle) = c.functions[0] { #expect(abs(angle - Double.pi / 8) <= 1e-16) } else { Issue.record("\(c)") }
        // scale(2) rotate(90deg) → skewX(…): no common primitive → one matrix.
        let d = try TransformList(css: "scale(2) rotate(90deg)").interpolated(to: try TransformList(css: "skewX(30deg)"), fraction: 0.5)
        #expect(d.functions.count == 1)
        if case .matrix = d.functions[0] {} else { Issue.record("expected a 2-D matrix, got \(d)") }
    }

    /// CSS Transforms 1, 2-D matrices: one matrix with its x axis flipped, the other with its y
    /// axis flipped: the first becomes an unflipped rotation by ∓180°, so the interpolation turns
    /// instead of squashing through a zero scale.
    @Test func flippedAxesTurnInsteadOfSquashing() throws {
        let a = try TransformList(css: "matrix(-1, 0, 0, 1, 0, 0)"), b = try TransformList(css: "matrix(1, 0, 0, -1, 0, 0)")
        let da = a.matrix.decomposed2D()!, db = b.matrix.decomposed2D()!
        #expect(da.scale == SIMD2(-1, 1) && db.scale == SIMD2(1, -1), "\(da), \(db)")
        let mid = a.interpolated(to: b, fraction: 0.5).matrix
        let expected = TransformMatrix(affine: 0, -1, -1, 0, 0, 0)
        #expect(relativeMatrixError(mid, expected) <= 1e-15, "\(mid)")
        // The shorter way round: 170° → −170° turns through 180°, not through 0°.
        let r = try TransformList(css: "matrix(1, 0, 0, 1, 0, 0) rotate(170deg)").matrix.interpolated(
            to: try TransformList(css: "rotate(-170deg)").matrix, fraction: 0.5)!
        #expect(relativeMatrixError(r, TransformFunction.rotate(Double.pi).matrix) <= 1e-15, "\(r)")
    }

    /// CSS Transforms 1's "don't rotate the long way around" counts a zero angle as 360°, so the
    /// identity → a half turn (θ = 180°) goes 360° → 180°, through 270° (Servo and WebKit do this;
    /// Chromium's 2-D path slerps quaternions and goes through 90°).
    @Test func zeroAngleCountsAsFullTurn2D() throws {
        let half = TransformMatrix.identity.interpolated(to: TransformMatrix(affine: -1, 0, 0, -1, 0, 0), fraction: 0.5)!
        #expect(relativeMatrixError(half, TransformFunction.rotate(-Double.pi / 2).matrix) <= 1e-15, "\(half)")
    }

    /// The 3-D slerp follows the arc between the quaternions as signed (CSS Transforms 2), not the
    /// shorter turn: rotateX(170deg) → rotateX(-170deg) as matrices passes through the identity
    /// (as the numeric rotateX interpolation does), not through rotateX(180deg).
    @Test func slerpDoesNotTakeTheShorterTurn() throws {
        let a = TransformFunction.rotateX(170 * Double.pi / 180).matrix, b = TransformFunction.rotateX(-170 * Double.pi / 180).matrix
        let half = a.interpolated(to: b, fraction: 0.5)!
        #expect(relativeMatrixError(half, .identity) <= 1e-15, "\(half)")
        let list = try TransformList([.matrix3d(a)]).interpolated(to: try TransformList([.matrix3d(b)]), fraction: 0.25).matrix
        #expect(relativeMatrixError(list, TransformFunction.rotateX(85 * Double.pi / 180).matrix) <= 1e-14, "\(list)")
    }

    @Test func listDistance() throws {
        let space = TransformListSpace()
        let a = try TransformList(css: "translate(3px, 4px)"), b = try TransformList(css: "rotate(90deg)")
        #expect(space.distance(from: a, to: a) == 0)
        #expect(abs(space.distance(from: .none, to: a) - 5) <= 1e-15)
        #expect(abs(space.distance(from: .none, to: b) - Double.pi / 2) <= 1e-15)
        let singular = try TransformList(css: "scale(0)")
        let d = space.distance(from: singular, to: b)
        #expect(d.isFinite && d > 0)
    }

    // MARK: bad and degenerate input

    @Test func singularMatricesFallBackToDiscrete() throws {
        let singular = [
            TransformMatrix(affine: 0, 0, 0, 0, 0, 0),
            TransformMatrix(affine: 1, 2, 2, 4, 5, 6),
            TransformMatrix(columnMajor: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0)),
            TransformMatrix(columnMajor: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
        ]
        for m in singular {
            #expect(m.decomposed() == nil, "\(m) should not decompose")
            #expect(m.decomposed2D() == nil)
            let a = try TransformList([.matrix3d(m)]), b = try TransformList(css: "rotate(30deg) translate(5px)")
            for t in [-0.5, 0, 0.25, 0.4999, 0.5, 0.75, 1, 1.5] {
                let r = a.interpolated(to: b, fraction: t)
                #expect(r == (t < 0.5 ? a : b), "singular \(m) at \(t): \(r)")
                #expect(!(0..<16).contains { r.matrix.storage[$0].isNaN })
            }
        }
        // scale(0) against a rotation: no common primitive, singular remainder → discrete.
        let r = try TransformList(css: "scale(0)").interpolated(to: try TransformList(css: "rotate(90deg)"), fraction: 0.3)
        #expect(r.cssText == "scale(0, 0)")
    }

    /// A matrix whose decomposition has components near the largest Double (a 2.2e240 entry gives
    /// a perspective of about −2e237 and a skew of 2e240) recomposed, part of the way to another
    /// matrix, with entries beyond the largest Double, which the list's matrix product then turned
    /// into NaN (FuzzValues found it, run of 2026-11-25). Such a matrix is refused like a singular
    /// one (its own recomposition overflows), so the list switches discretely at t = ½; and an
    /// interpolation whose result overflows between two decomposable matrices (extrapolating
    /// scales of 1e308) is refused the same way. Nothing is NaN.
    @Test func overflowingInterpolationFallsBackToDiscrete() throws {
        let a = try TransformList(css: "matrix3d(1,2,+002222222222222222222e222,0,0,1,7,0,0,1,70007,77,77,20,30,1)")
        let b = try TransformList(css: "rotate(30deg) scale(2)")
        #expect(a.matrix.decomposed() == nil && b.matrix.decomposed() != nil)
        #expect(a.matrix.interpolated(to: b.matrix, fraction: 0.25) == nil)
        let huge = try TransformList(css: "rotateX(1deg) scale3d(1e308, 1, 1e-10)")
        #expect(huge.matrix.decomposed() != nil)
        #expect(huge.matrix.interpolated(to: b.matrix, fraction: -1) == nil, "2·1e308 − 2 overflows")
        #expect(huge.matrix.interpolated(to: b.matrix, fraction: 0.5) != nil)
        for t in [-1, 0, 0.25, 0.5, 0.75, 1, 2] {
            let r = a.interpolated(to: b, fraction: t)
            #expect(!(0..<16).contains { r.matrix.storage[$0].isNaN }, "at \(t): \(r.matrix.storage)")
            if t != 0 && t != 1 { #expect(r == (t < 0.5 ? a : b), "at \(t): \(r)") }
        }
    }

    /// A list whose functions are each finite but whose product overflows
    /// (`scale(11) scale(2) scale(1e308)`, then `scalez(0)` times infinity is NaN) is refused when
    /// it is made, from text or from functions, naming the function where it overflows
    /// (FuzzValues found it, run of 2026-11-29); a list just inside the range is kept.
    @Test func overflowingProductIsRefused() throws {
        let text = "scalez(0) scalex(1) scale(1) scale(11) scale(2) scale(01e308) scalex(1) scale(1) scale(1)"
        do {
            _ = try TransformList(css: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error == .nonFinite("the transform list's matrix overflows at its function 6, scale(1e+308, 1e+308)"), "\(error)")
        }
        let functions = try TransformList(css: "scale(1e200) scale(1e100)").functions
        #expect(throws: ValueSpaceError.self) { try TransformList(functions + functions) }
        #expect(try TransformList(css: "scale(1e200) scale(1e100)").matrix.storage[0] == 1e300)
    }

    @Test func perspectiveZeroAndNone() throws {
        let p0 = try TransformList(css: "perspective(0)")
        #expect(p0.matrix[3, 2] == -1, "perspective(0) is used as perspective(1px)")
        let none = try TransformList(css: "perspective(none)")
        #expect(none.matrix == .identity)
        let half = p0.interpolated(to: none, fraction: 0.5).matrix
        #expect(half[3, 2] == -0.5 && half.isFinite)
        #expect(throws: ValueSpaceError.self) { try TransformList(css: "perspective(-5px)") }
    }

    @Test func nonFiniteInputIsTyped() {
        for text in ["translate(1e400px)", "scale(-1e999)", "matrix(1, 0, 0, 1, 0, 1e309)", "rotate(1e309deg)"] {
            do { _ = try TransformList(css: text); Issue.record("'\(text)' parsed") } catch {
                guard case .nonFinite = error else { Issue.record("'\(text)': \(error), expected .nonFinite"); continue }
            }
        }
        #expect(throws: ValueSpaceError.nonFinite("rotate(nandeg)")) { try TransformList([.rotate(.nan)]) }
        #expect(throws: ValueSpaceError.self) { try TransformListSpace().validate(TransformList(unchecked: [.scale(.infinity, 1)])) }
        #expect(throws: ValueSpaceError.self) { try DecomposedTransformSpace().validate(DecomposedTransform(translation: SIMD3(.nan, 0, 0))) }
        #expect(TransformMatrix(columnMajor: SIMD16(repeating: .nan)).decomposed() == nil)
    }

    @Test func malformedTextIsTypedSyntax() {
        let bad = ["", "   ", "translate(", "translate(1px", "translate(1px,)", "translate 1px", "foo(1px)", "rotate(10)",
                   "none none", "translate(1px) none", "none translate(1px)", "scale(1, 2, 3)", "matrix(1, 2, 3)", "translateX(10)",
                   "rotate(1px)", "translate(1px 2px)", "translate(--1px)", "translate(px)", "rotate(10deg))", "(", ")",
                   "translate(1px)garbage", "translate (1px)", "rotate(10xyz)", "scale(2px)", "matrix3d(1,0,0,0)", "translate(1.px)",
                   "translate(+-1px)", "skew()", "perspective(10%)", "rotate3d(1, 0, 0)", "translate(1px,,2px)", ",", "\u{0}", "😀"]
        for text in bad {
            do { let v = try TransformList(css: text); Issue.record("'\(text)' parsed as \(v)") } catch {
                guard case .syntax(let what) = error else { Issue.record("'\(text)': \(error), expected .syntax"); continue }
                #expect(what.contains("offset"), "'\(text)': message without position: \(what)")
            }
        }
        for text in ["translate(50%)", "translateX(2em)", "translate(calc(1px + 2px))", "translateZ(1vw)", "scale3d(1, 1, 1) translate(1in)"] {
            do { _ = try TransformList(css: text); Issue.record("'\(text)' parsed") } catch {
                guard case .unsupported = error else { Issue.record("'\(text)': \(error), expected .unsupported"); continue }
            }
        }
    }

    @Test func wellFormedVariantsParse() throws {
        #expect(try TransformList(css: " none ") == .none)
        #expect(try TransformList(css: "NONE") == .none)
        #expect(try TransformList(css: "translate3D(1px,2PX,  3px)rotate(0)").functions == [.translate3d(1, 2, 3), .rotate(0)])
        #expect(try TransformList(css: "scale(50%)").functions == [.scale(0.5, 0.5)])
        #expect(try TransformList(css: "rotate(.5turn)").functions == [.rotate(Double.pi)])
        #expect(try TransformList(css: "skew(100grad)").functions == [.skew(Double.pi / 2, 0)])
        #expect(try TransformList(css: "translate(1e1px, -.5e-1px)").functions == [.translate(10, -0.05)])
    }

    @Test func randomTextNeverCrashes() {
        var rng = SeededGenerator(testSeed: 0x7A3D_0006)
        let pieces = ["translate", "rotate3d", "scale", "skewX", "matrix", "matrix3d", "perspective", "none", "(", ")", ",", " ",
                      "1", "-2.5", "e3", "px", "deg", "%", "em", ".", "+", "calc", "1e400", "0", "turn", "X", "3d"]
        var parsed = 0
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            if let list = try? TransformList(css: text) {
                parsed += 1
                #expect(list.functions.allSatisfy { (try? $0.validate()) != nil }, "'\(text)' parsed to invalid \(list)")
            }
        }
        print("random transform text: \(parsed) of 10^4 parsed, the rest threw typed errors")
    }

    @Test func matrixBasics() throws {
        let m = TransformMatrix(affine: 1, 2, 3, 4, 5, 6)
        #expect(m.is2D && !TransformFunction.rotateX(0.1).matrix.is2D)
        #expect(m.applied(to: SIMD2(1, 1)) == SIMD2(9, 12))
        #expect(TransformMatrix.identity * m == m && m * .identity == m)
        #expect(m.determinant == -2)
        // translate then rotate: the list's matrix applies the last function first.
        let list = try TransformList(css: "translate(10px) rotate(90deg)")
        let p = list.matrix.applied(to: SIMD2(1, 0))!
        #expect(abs(p.x - 10) <= 1e-15 && abs(p.y - 1) <= 1e-15, "\(p)")
        #expect(TransformFunction.perspective(100).matrix.applied(to: SIMD3(0, 0, 100)) == nil)
        #expect(try TransformList(css: "rotate3d(0, 0, 0, 30deg)").matrix == .identity)
    }
}

/// rotate3d() pairs about different axes interpolate as CSS Transforms 2 says: as 4×4 matrices,
/// whose decomposition gives each rotation as the quaternion with w ≥ 0, then the spec's slerp.
@Suite("Transforms: rotations about different axes, as the matrices interpolate")
struct RotationAxisMismatchTests {
    /// The spec's slerp of two unit quaternions (w, x, y, z), transcribed from CSS Transforms 2
    /// "Interpolation of decomposed 3D matrix values" (no sign flip).
    static func specSlerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        let product = min(max((a * b).sum(), -1), 1)
        if abs(product) == 1 { return a }
        let theta = Double.acos(product)
        let w = Double.sin(t * theta) / (1 - product * product).squareRoot()
        return a * (Double.cos(t * theta) - product * w) + b * w
    }

    /// The quaternion (w ≥ 0) of θ about a unit axis, as a decomposed rotation matrix gives it.
    static func decomposed(_ axis: SIMD3<Double>, _ angle: Double) -> SIMD4<Double> {
        let q = SIMD4(Double.cos(angle / 2), axis.x * Double.sin(angle / 2), axis.y * Double.sin(angle / 2), axis.z * Double.sin(angle / 2))
        return q.x < 0 ? -q : q
    }

    static func matrix(_ q: SIMD4<Double>) -> TransformMatrix {
        let v = SIMD3(q.y, q.z, q.w), s = (v * v).sum().squareRoot()
        return TransformFunction.rotate3d(v.x, v.y, v.z, 2 * Double.atan2(y: s, x: q.x)).matrix
    }

    /// The issue's case: rotateX(270deg) → rotateY(90deg) at ½ is a turn of 2·acos(√(2/3)) ≈ 70.53°
    /// about (−1, 1, 0): rotateX(270deg) is the matrix of rotateX(−90deg).
    @Test func rotateXToRotateYHalfway() throws {
        let a = try TransformList(css: "rotateX(270deg)"), b = try TransformList(css: "rotateY(90deg)")
        let half = a.interpolated(to: b, fraction: 0.5)
        guard case .rotate3d(let x, let y, let z, let angle) = half.functions.first, half.functions.count == 1 else {
            Issue.record("\(half.cssText)"); return
        }
        let expected = 2 * Double.acos((2.0 / 3).squareRoot())
        #expect(abs(angle - expected) <= 1e-14, "\(angle) against \(expected)")
        #expect(abs(x + 0.5.squareRoot()) <= 1e-15 && abs(y - 0.5.squareRoot()) <= 1e-15 && z == 0, "\(x), \(y), \(z)")
    }

    /// 200 seeded pairs (random unit axes, angles in (−2π, 2π), the axes different): the
    /// interpolated matrix is the spec's at t = ¼, ½, ¾, to 1e-12 relative (a few roundings of
    /// the trigonometric functions, each ≤ 1e-15, through a rotation matrix of norm √3).
    @Test(.reportsSeed) func randomPairsMatchTheSpecsSlerp() throws {
        var rng = SeededGenerator(testSeed: 0x0A11_5E5)
        for _ in 0..<200 {
            func axis() -> SIMD3<Double> {
                let v = SIMD3(uniform(-1...1, &rng), uniform(-1...1, &rng), uniform(-1...1, &rng))
                return v / (v * v).sum().squareRoot()
            }
            let (ua, ub) = (axis(), axis())
            let (ta, tb) = (uniform(-6.2...6.2, &rng), uniform(-6.2...6.2, &rng))
            let a = TransformList(unchecked: [.rotate3d(ua.x, ua.y, ua.z, ta)]), b = TransformList(unchecked: [.rotate3d(ub.x, ub.y, ub.z, tb)])
            let (qa, qb) = (Self.decomposed(ua, ta), Self.decomposed(ub, tb))
            for t in [0.25, 0.5, 0.75] {
                let got = a.interpolated(to: b, fraction: t).matrix
                let want = Self.matrix(Self.specSlerp(qa, qb, t))
                #expect(relativeMatrixError(got, want) <= 1e-12, "\(ua) \(ta) → \(ub) \(tb) at \(t): \(relativeMatrixError(got, want))")
            }
        }
    }
}

/// Two 2-D matrices in the specification's residual model (CSS Transforms 1 "Decomposing a 2D
/// matrix", "Interpolation of decomposed 2D matrix values", "Recomposing to a 2D matrix"),
/// against the spec's pseudo-code transcribed here in its own row-vector form.
@Suite("Transforms: 2-D matrices in the specification's residual model")
struct Matrix2DResidualModelTests {
    /// The spec's decomposition of [a c; b d] (row0 = (a, b), row1 = (c, d)): scales, angle in
    /// degrees, remainder m11…m22.
    static func specDecompose(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (s: [Double], angle: Double, m: [Double]) {
        var (r0x, r0y, r1x, r1y) = (a, b, c, d)
        var s = [(r0x * r0x + r0y * r0y).squareRoot(), (r1x * r1x + r1y * r1y).squareRoot()]
        if r0x * r1y - r0y * r1x < 0 { if r0x < r1y { s[0] = -s[0] } else { s[1] = -s[1] } }
        if s[0] != 0 { r0x *= 1 / s[0]; r0y *= 1 / s[0] }
        if s[1] != 0 { r1x *= 1 / s[1]; r1y *= 1 / s[1] }
        let angle = Double.atan2(y: r0y, x: r0x)
        if angle != 0 {
            let (sn, cs, m11, m12, m21, m22) = (-r0y, r0x, r0x, r0y, r1x, r1y)
            r0x = cs * m11 + sn * m21; r0y = cs * m12 + sn * m22
            r1x = -sn * m11 + cs * m21; r1y = -sn * m12 + cs * m22
        }
        return (s, angle * 180 / .pi, [r0x, r0y, r1x, r1y])
    }

    /// The spec's interpolation (angles in degrees) and recomposition: matrix = remainder, then
    /// rotated (rotateMatrix · matrix), then the rows scaled.
    static func specInterpolate(_ a: (s: [Double], angle: Double, m: [Double]), _ b: (s: [Double], angle: Double, m: [Double]), _ t: Double) -> [Double] {
        var (sa, aa, sb, ab) = (a.s, a.angle, b.s, b.angle)
        if (sa[0] < 0 && sb[1] < 0) || (sa[1] < 0 && sb[0] < 0) { sa = sa.map { -$0 }; aa += aa < 0 ? 180 : -180 }
        if aa == 0 { aa = 360 }
        if ab == 0 { ab = 360 }
        if abs(aa - ab) > 180 { if aa > ab { aa -= 360 } else { ab -= 360 } }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let s = [mix(sa[0], sb[0]), mix(sa[1], sb[1])], angle = mix(aa, ab) * .pi / 180
        let m = zip(a.m, b.m).map { mix($0, $1) }
        let (cs, sn) = (Double.cos(angle), Double.sin(angle))
        // rotateMatrix [[cs, sn], [−sn, cs]] times [[m11, m12], [m21, m22]], rows scaled.
        let r0 = [cs * m[0] + sn * m[2], cs * m[1] + sn * m[3]], r1 = [-sn * m[0] + cs * m[2], -sn * m[1] + cs * m[3]]
        return [r0[0] * s[0], r0[1] * s[0], r1[0] * s[1], r1[1] * s[1]]
    }

    static func check(_ from: TransformList, _ to: TransformList, _ t: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let (ma, mb) = (from.matrix.affineComponents, to.matrix.affineComponents)
        let want = specInterpolate(specDecompose(ma.0, ma.1, ma.2, ma.3), specDecompose(mb.0, mb.1, mb.2, mb.3), t)
        let got = from.interpolated(to: to, fraction: t).matrix.affineComponents
        let error = zip([got.0, got.1, got.2, got.3], want).map { abs($0 - $1) }.max()! / max(1, want.map(abs).max()!)
        #expect(error <= 1e-12, "\(from.cssText) → \(to.cssText) at \(t): got \(got), the spec \(want)", sourceLocation: sourceLocation)
    }

    /// The two cases of the issue: the residual keeps the skew's shape where a single skew value
    /// (the 3-D Gram–Schmidt result, and the skew model) gives m22 = 1.0607 at ½.
    @Test func skewedMatrixToRotation() throws {
        let a = try TransformList(css: "matrix(1, 0, 1, 1, 0, 0)"), b = try TransformList(css: "rotate(90deg)")
        let half = a.interpolated(to: b, fraction: 0.5).matrix.affineComponents
        #expect(abs(half.3 - 0.7285533905932737) <= 1e-15 && abs(half.0 - 0.9571067811865475) <= 1e-15, "\(half)")
        let skewModel = a.interpolated(to: b, fraction: 0.5, matrix2D: .skew).matrix.affineComponents
        #expect(abs(skewModel.3 - 1.0606601717798214) <= 1e-15, "\(skewModel)")
        Self.check(a, b, 0.5)
        Self.check(try TransformList(css: "skewX(30deg) translate(10px, 0px)"), try TransformList(css: "rotate(45deg) scale(2)"), 0.75)
    }

    /// 200 seeded pairs of 2-D matrices (κ_F ≤ 100) at t = ¼, ½, ¾, to 1e-12 relative (each
    /// side is a handful of products of well-conditioned numbers).
    @Test(.reportsSeed) func randomPairsMatchTheSpecsPseudoCode() {
        var rng = SeededGenerator(testSeed: 0x2D5E_51D0)
        for _ in 0..<200 {
            let a = TransformList(unchecked: [.matrix3d(randomMatrix2D(&rng))]), b = TransformList(unchecked: [.matrix3d(randomMatrix2D(&rng))])
            for t in [0.25, 0.5, 0.75] { Self.check(a, b, t) }
        }
    }
}
