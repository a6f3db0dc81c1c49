import Foundation
import RealModule
import Testing
import Paths
import Keyframes


/// A point of the plane (the library spells it SIMD2<Double>; it declares no global `Point`).
private typealias Point = SIMD2<Double>

@Suite("Paths: arc length against closed forms, SVG parsing, path animation")
struct PathTests {
    static let kappa = 4.0 / 3 * (2.0.squareRoot() - 1)

    @Test func arcLengthClosedForms() throws {
        // Collinear, equally spaced controls: s(t) = 3t, L = 3.
        let straight = try Path(svgPathData: "M 0 0 C 1 0 2 0 3 0")
        #expect(abs(straight.length - 3) <= 1e-14 * 3)
        // (0,0),(0,1),(1,1),(1,0): s(t) = 2t³ − 3t² + 3t, L = 2.
        let arch = try Path(svgPathData: "M 0 0 C 0 1 1 1 1 0")
        #expect(abs(arch.length - 2) <= 1e-12 * 2, "\(arch.length)")
        // Parabola (−1,1),(0,−1),(1,1): L = √5 + asinh(2)/2, closed form and by quadrature.
        let parabola = try Path(svgPathData: "M -1 1 Q 0 -1 1 1")
        let exact = 5.0.squareRoot() + Double.asinh(2) / 2
        #expect(abs(parabola.length - exact) <= 1e-12 * exact, "\(parabola.length) vs \(exact)")
        let asCubic = try Path(svgPathData: "M -1 1 C -0.3333333333333333 -0.3333333333333333 0.3333333333333333 -0.3333333333333333 1 1")
        #expect(abs(asCubic.length - exact) <= 1e-12 * exact, "quadrature \(asCubic.length)")
        // True circular arcs: r·θ (Core Graphics addArc and an SVG arc).
        var circle = Path()
        try circle.addArc(center: Point(0, 0), radius: 2, startAngle: 0, endAngle: 3, clockwise: false)
        #expect(abs(circle.length - 6) <= 1e-15 * 6)
        var clockwise = Path()
        try clockwise.addArc(center: Point(0, 0), radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(abs(clockwise.length - 1.5 * Double.pi) <= 1e-14, "clockwise sweep the long way: \(clockwise.length)")
        let semicircle = try Path(svgPathData: "M 0 0 A 5 5 0 0 1 10 0")
        #expect(abs(semicircle.length - 5 * Double.pi) <= 1e-13 * 15, "\(semicircle.length)")
        // An ellipse quarter by quadrature against the complete elliptic integral series (a = 2, b = 1):
        // quarter perimeter = a·E(e), E(e²=3/4) = 1.2110560275684595.
        let ellipse = try Path(svgPathData: "M 2 0 A 2 1 0 0 1 0 1")
        #expect(abs(ellipse.length - 2 * 1.2110560275684595) <= 1e-12 * 2.5, "\(ellipse.length)")
        // The quarter-circle cubic is not π/2.
        let quarter = try Path(svgPathData: "M 1 0 C 1 \(Self.kappa) \(Self.kappa) 1 0 1")
        #expect(abs(quarter.length - 1.5710166980738557) <= 1e-12 * 1.6, "\(quarter.length)")
        // Cusp: a cubic whose speed vanishes inside.
        let cusp = try Path(svgPathData: "M 0 0 C 1 1 0 1 1 0")
        let reference = Self.simpson(PathSegment.cubic(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0)))
        #expect(abs(cusp.length - reference) <= 1e-9 * reference, "cusp \(cusp.length) vs \(reference)")
    }

    /// Fine composite Simpson's rule split at the breakpoints, as an independent reference.
    static func simpson(_ segment: PathSegment) -> Double {
        let cuts = [0] + segment.breakpoints + [1]
        var total = 0.0
        for k in 0..<(cuts.count - 1) {
            let (a, b) = (cuts[k], cuts[k + 1]), m = 20000
            let h = (b - a) / Double(m)
            var sum = segment.speed(at: a) + segment.speed(at: b)
            for j in 1..<m { sum += segment.speed(at: a + Double(j) * h) * (j % 2 == 1 ? 4 : 2) }
            total += sum * h / 3
        }
        return total
    }

    /// Paths near the largest Double: the paced table scales such a piece by a power of two (its
    /// speed samples would overflow when summed), so the length stays finite and the positions
    /// exact. A straight cubic with equally spaced controls has s(t) = 3·5e307·t, so the paced
    /// point at f is (1.5e308·f, 0); the quadratic with a control at y = 5.6e307 is the shape
    /// FuzzPath found giving NaN (an infinite table length) before the scaling.
    @Test func pacedTablesOfHugePaths() throws {
        let straight = try PathAnimation(path: Path(svgPathData: "M 0 0 C 5e307 0 1e308 0 1.5e308 0"), paced: true)
        #expect(abs(straight.length - 1.5e308) <= 1e-13 * 1.5e308, "length \(straight.length)")
        for i in 0...64 {
            let f = Double(i) / 64
            let error = (straight.value(at: f) - Point(1.5e308 * f, 0)).magnitude
            #expect(error <= 1e-13 * 1.5e308, "fraction \(f): off by \(error / 1.5e308)·L")
        }
        let path = try Path(svgPathData: "M 502 578 Q 1002 5.6e307 61502 1144")
        let arch = try PathAnimation(path: path, paced: true)
        #expect(arch.length.isFinite && abs(arch.length - path.length) <= 1e-13 * path.length, "\(arch.length) against \(path.length)")
        for i in 0...16 {
            let p = arch.value(at: Double(i) / 16)
            #expect(p.x.isFinite && p.y.isFinite && !arch.angle(at: Double(i) / 16).isNaN, "fraction \(Double(i) / 16): \(p)")
        }
    }

    /// The point at arc-length fraction f is within 1e-10·L of the exact one: s(t) = 2t³ − 3t² + 3t
    /// for the arch, solved for t independently by bisection.
    @Test func pacedPointsAtExactArcLength() throws {
        let animation = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 1 1 1 1 0"), paced: true)
        #expect(abs(animation.length - 2) <= 1e-13)
        let segment = PathSegment.cubic(Point(0, 0), Point(0, 1), Point(1, 1), Point(1, 0))
        for i in 0...100 {
            let f = Double(i) / 100
            var lo = 0.0, hi = 1.0
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if 2 * mid * mid * mid - 3 * mid * mid + 3 * mid < 2 * f { lo = mid } else { hi = mid }
            }
            let exact = segment.value(at: (lo + hi) / 2)
            let error = (animation.value(at: f) - exact).magnitude
            #expect(error <= 1e-10 * 2, "fraction \(f): off by \(error)")
        }
        // Collinear, equally spaced controls: s(t) = 3t, so the paced point at f is (3f, 0) and the
        // linear one too (the parameter is already proportional to arc length).
        let straight = try PathAnimation(path: Path(svgPathData: "M 0 0 C 1 0 2 0 3 0"), paced: true)
        for i in 0...64 {
            let f = Double(i) / 64
            #expect((straight.value(at: f) - Point(3 * f, 0)).magnitude <= 1e-10 * 3, "straight paced at \(f)")
        }
        // The two-arc bounce path, paced: equal arc lengths between samples.
        let bounce = try PathAnimation(path: Path(svgPathData: "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"), paced: true)
        #expect(bounce.value(at: 0.5) == Point(320, 74) || (bounce.value(at: 0.5) - Point(320, 74)).magnitude <= 1e-9)
        // Linear: each segment half the time; the parameter moves linearly within it.
        let linear = try PathAnimation(path: bounce.path, paced: false)
        #expect(linear.value(at: 0.25) == bounce.path.segments[0].value(at: 0.5))
    }

    @Test func rotationModes() throws {
        let path = try Path(svgPathData: "M 0 0 L 10 0 L 10 10")
        let auto = try PathAnimation(path: path, rotationMode: .auto)
        #expect(auto.angle(at: 0.25) == 0 && abs(auto.angle(at: 0.75) - Double.pi / 2) <= 1e-15)
        let reverse = try PathAnimation(path: path, rotationMode: .autoReverse)
        #expect(abs(reverse.angle(at: 0.25) - Double.pi) <= 1e-15)
        // A control point on the end point: zero derivative there, still a direction (no NaN).
        let degenerate = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 0 5 5 10 0"))
        #expect(degenerate.angle(at: 0).isFinite)
        #expect(try PathAnimation(path: path, rotationMode: .none).angle(at: 0.6) == 0)
    }

    @Test func svgGrammar() throws {
        // Relative commands, implicit repeats, H/V, S/T reflections, exponents, no separators.
        let a = try Path(svgPathData: "m10,10l5e0-5 5,5h-10v-10z")
        #expect(a.segments.count == 5 && a.segments[1] == .line(Point(15, 5), Point(20, 10)))
        #expect(a.segments[4] == .line(Point(10, 0), Point(10, 10)))
        let b = try Path(svgPathData: "M0.5.5L-1-1")
        #expect(b.segments == [.line(Point(0.5, 0.5), Point(-1, -1))])
        let c = try Path(svgPathData: "M0 0 10 0 10 10")  // implicit lines after a move
        #expect(c.segments.count == 2)
        let s = try Path(svgPathData: "M0 0 C 0 1 1 1 1 0 S 2 -1 2 0")
        #expect(s.segments[1] == .cubic(Point(1, 0), Point(1, -1), Point(2, -1), Point(2, 0)))
        let t = try Path(svgPathData: "M0 0 Q 1 1 2 0 T 4 0")
        #expect(t.segments[1] == .quadratic(Point(2, 0), Point(3, -1), Point(4, 0)))
        let arc = try Path(svgPathData: "M0 0a1 1 0 00 1 1")  // flags without separators
        #expect(arc.segments.count == 1)
        #expect(try Path(svgPathData: "  ").segments.isEmpty)
        #expect(try Path(svgPathData: "M 1e2 .5e-1 l 1E+1 0").segments == [.line(Point(100, 0.05), Point(110, 0.05))])
        // Errors at offsets.
        func offset(_ text: String) -> Int? {
            do { _ = try Path(svgPathData: text); return nil } catch let PathError.pathSyntax(_, offset, _) { return offset } catch { return -1 }
        }
        #expect(offset("M 0 0 L") == 7)
        #expect(offset("L 0 0") == 0)
        #expect(offset("M 0 0 X 1 1") == 6)
        #expect(offset("M 0 0 L 1e 1") == 9)
        #expect(offset("M 0 0 A 1 1 0 2 0 1 1") == 14)
        #expect(offset("M 0 0 Z 1 1") == 8)
        #expect(offset("M 0 0 L 1,,2") == 10)
        #expect(offset("M 0 0 L 1e999 0") == 8)
        // Empty path and zero-length paths: documented results.
        // A path with nothing to draw is a point (SVG getPointAtLength); only no point at all throws.
        #expect(throws: PathError.emptyPath) { try PathAnimation(path: Path(svgPathData: "")) }
        #expect(try PathAnimation(path: Path(svgPathData: "M 1 1")).value(at: 0.5) == Point(1, 1))
        let dot = try PathAnimation(path: Path(svgPathData: "M 1 1 L 1 1"), paced: true)
        #expect(dot.value(at: 0.5) == Point(1, 1) && dot.angle(at: 0.5).isFinite)
        #expect(try Path(svgPathData: "M 1 1 L 1 1 L 1 1").length == 0)
    }
}

@Suite("Spatial Catmull-Rom")
struct CatmullRomSplineTests {
    /// Against the Barry–Goldman pyramid evaluated directly on the unnormalised knots.
    @Test(arguments: [0.0, 0.5, 1.0])
    func matchesBarryGoldman(alpha: Double) throws {
        let p = [SIMD2<Double>(0, 0), SIMD2(1, 3), SIMD2(4, 3.5), SIMD2(5, 0), SIMD2(9, 1)]
        let spline = try CatmullRomSpline(points: p, parameterization: .alpha(alpha))
        let t = spline.knots
        func lerp(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ ta: Double, _ tb: Double, _ x: Double) -> SIMD2<Double> {
            a * ((tb - x) / (tb - ta)) + b * ((x - ta) / (tb - ta))
        }
        for i in 1..<(p.count - 2) {
            for s in stride(from: 0.0, through: 1, by: 0.1) {
                let x = t[i] + s * (t[i + 1] - t[i])
                let a1 = lerp(p[i - 1], p[i], t[i - 1], t[i], x), a2 = lerp(p[i], p[i + 1], t[i], t[i + 1], x), a3 = lerp(p[i + 1], p[i + 2], t[i + 1], t[i + 2], x)
                let b1 = lerp(a1, a2, t[i - 1], t[i + 1], x), b2 = lerp(a2, a3, t[i], t[i + 2], x)
                let c = lerp(b1, b2, t[i], t[i + 1], x)
                let ours = spline.value(at: x / t.last!)
                #expect((ours - c).magnitude <= 1e-12, "α=\(alpha) segment \(i) s=\(s): \(ours) vs \(c)")
            }
        }
        #expect(spline.value(at: 0) == p[0] && (spline.value(at: 1) - p[4]).magnitude <= 1e-15)
        #expect(throws: KeyframeError.self) { try CatmullRomSpline(points: p, parameterization: .alpha(2)) }
        #expect(throws: KeyframeError.self) { try CatmullRomSpline<Double>(points: []) }
    }

    /// SVG `getPointAtLength` on `M 10 10` (moves only): length 0, the start at every length.
    @Test func pathWithNothingToDrawIsItsStart() throws {
        for data in ["M 10 10", "M 10 10 Z", "M 10 10 M 20 20", "m 10 10 m 10 10"] {
            let path = try Path(svgPathData: data)
            #expect(path.firstPoint == Point(10, 10), "\(data)")
            for paced in [false, true] {
                let animation = try PathAnimation(path: path, paced: paced)
                #expect(animation.isPoint && animation.length == 0)
                for f in [-1, 0, 0.3, 1, 2, Double.nan] {
                    #expect(animation.value(at: f) == Point(10, 10), "\(data) at \(f)")
                    #expect(animation.derivative(at: f) == .zero)
                    #expect(animation.angle(at: f) == 0)
                    #expect(animation.tangent(at: f) == Point(1, 0))
                }
                #expect(animation.samples(at: [0, 0.5, 1]).allSatisfy { $0.position == Point(10, 10) && $0.angle == 0 })
                let motion = try PathMotion(animation, duration: 2)
                #expect(motion.value(at: 1) == Point(10, 10) && motion.velocity(at: 1) == .zero)
            }
        }
        #expect(throws: PathError.emptyPath) { try PathAnimation(path: Path()) }
        #expect(throws: PathError.emptyPath) { try PathAnimation(path: Path(svgPathData: "  ")) }
        // The arc-length accuracy: from 1e-14 to 1e-3, else a typed error naming it.
        let curve = try Path(svgPathData: "M 0 0 C 20 150 80 -150 100 0")
        for bad in [0, 1e-15, 0.01, .nan, .infinity, -1e-12] {
            do {
                _ = try PathAnimation(path: curve, paced: true, arcLengthAccuracy: bad)
                Issue.record("accuracy \(bad) accepted")
            } catch {
                guard case .invalidParameter(let name, let value, let requirement) = error else { Issue.record("\(error)"); continue }
                #expect(name == "arcLengthAccuracy" && value.bitPattern == bad.bitPattern && requirement == "from 1e-14 to 1e-3")
            }
        }
        // A looser accuracy moves the paced points by less than itself times the length (the
        // tightest, within 1e-13·L, stands for the exact point: the two bounds add).
        let tight = try PathAnimation(path: curve, paced: true, arcLengthAccuracy: 1e-14)
        for accuracy in [1e-12, 1e-9, 1e-6, 1e-3] {
            let loose = try PathAnimation(path: curve, paced: true, arcLengthAccuracy: accuracy)
            #expect(loose.arcLengthAccuracy == accuracy && loose.length == tight.length)
            let worst = (0...500).map { (loose.value(at: Double($0) / 500) - tight.value(at: Double($0) / 500)).magnitude }.max()!
            #expect(worst <= (max(accuracy, 1e-13) + 1e-13) * tight.length, "accuracy \(accuracy): \(worst / tight.length)·L")
        }
    }

    /// At the length where one subpath ends and the next begins, the paced walk reports the end
    /// of the earlier subpath (SVG getPointAtLength); just after, the next subpath. Linear mode
    /// (Core Animation keyframes) starts the next segment at its key time.
    @Test func subpathJumpSide() throws {
        let path = try Path(svgPathData: "M 0 0 L 10 0 M 100 100 L 100 110")
        let paced = try PathAnimation(path: path, paced: true)
        print("two subpaths: paced length \(paced.length)")
        #expect(abs(paced.length - 20) <= 1e-13)
        #expect(paced.value(at: 0.5) == Point(10, 0))
        #expect(paced.value(at: 0.5.nextUp).x == 100)
        #expect(abs(paced.value(at: 0.75).y - 105) <= 1e-12 && paced.value(at: 0.75).x == 100)
        #expect(paced.value(at: 1) == Point(100, 110))
        let linear = try PathAnimation(path: path)
        #expect(linear.value(at: 0.5) == Point(100, 100))
        #expect(linear.value(at: 0.5.nextDown).x < 10 && linear.value(at: 0.5.nextDown).y == 0)
    }

    /// The unit tangent: (cos, sin) of the auto angle; at a cusp the limit direction.
    @Test func pathTangents() throws {
        let arch = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 1 1 1 1 0"))
        for f in stride(from: 0.0, through: 1.0, by: 0.125) {
            let t = arch.tangent(at: f), d = arch.derivative(at: f), angle = arch.angle(at: f)
            #expect(abs(t.magnitude - 1) <= 2e-16, "\(f)")
            #expect(abs(t.x * d.y - t.y * d.x) <= 1e-15 * d.magnitude && (t * d).sum() > 0)
            #expect(abs(t.x - Double.cos(angle)) <= 4e-16 && abs(t.y - Double.sin(angle)) <= 4e-16)
        }
        #expect(arch.tangent(at: 0) == Point(0, 1) && arch.tangent(at: 1) == Point(0, -1))
        // Control points on their end points: p′ = 0 at both ends; the limit direction is ±p″, (1, 1)/√2.
        let cusp = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 0 1 1 1 1"))
        let start = cusp.tangent(at: 0), end = cusp.tangent(at: 1)
        let s = 0.5.squareRoot()
        #expect(abs(start.x - s) <= 2e-16 && abs(start.y - s) <= 2e-16, "\(start)")
        #expect(abs(end.x - s) <= 2e-16 && abs(end.y - s) <= 2e-16, "\(end)")
        // A zero-length segment: (1, 0).
        #expect(try PathAnimation(path: Path(svgPathData: "M 1 1 L 1 1")).tangent(at: 0.5) == Point(1, 0))
        let rows = arch.samplesWithTangents(at: [0, 0.5, 1])
        #expect(rows.map(\.tangent) == [0, 0.5, 1].map { arch.tangent(at: $0) })
        #expect(rows.map(\.angle) == [0, 0.5, 1].map { arch.angle(at: $0) })
    }
}
