import Foundation
import DeformableBall
import Testing
import TimingCurves
import Paths
import Keyframes


private typealias Point = SIMD2<Double>

@Suite("Path morphing: control point by control point, typed mismatches, normalisation")
struct PathMorphTests {
    static let square = "M 0 0 L 10 0 L 10 10 L 0 10 Z"
    static let blob = "M 0 0 C 3 -2 7 -2 10 0 Q 12 5 10 10 C 7 12 3 12 0 10 L 0 0"

    static func bits(_ path: Path) -> [UInt64] { PathMorph.coordinates(of: path).values.map(\.bitPattern) }

    @Test func exactAtTheEndsAndLinearInBetween() throws {
        let a = try Path(svgPathData: Self.blob)
        let b = try Path(svgPathData: "M 1 -3 C 4 -5.5 8.25 -1 13 0.5 Q 11 6 9 9 C 6 14 2 11 -1 9.75 L 1 -3")
        let morph = try PathMorph(paths: [a, b])
        #expect(Self.bits(try morph.value(at: 0)) == Self.bits(a))
        #expect(Self.bits(try morph.value(at: 1)) == Self.bits(b))
        #expect(try morph.value(at: 0).segments == a.segments && morph.value(at: 1).segments == b.segments)
        let va = PathMorph.coordinates(of: a).values, vb = PathMorph.coordinates(of: b).values
        for t in [1e-9, 0.1, 0.25, 1.0 / 3, 0.5, 0.7, 0.999, 1.25, -0.2] {  // beyond [0, 1]: a spring's overshoot
            let got = PathMorph.coordinates(of: try morph.value(at: t)).values
            let want = zip(va, vb).map { $0 + ($1 - $0) * t }
            // The keyframe animation scales by a power of two (exact) and interpolates as
            // p0 + (p1 − p0)·s with s = t: the same operations, so the same bits.
            #expect(got.map(\.bitPattern) == want.map(\.bitPattern), "t = \(t): \(got) vs \(want)")
        }
        // A timing function maps the fraction first.
        let eased = try PathMorph(paths: [a, b], timingFunction: CubicBezier.easeInEaseOut)
        let e = CubicBezier.easeInEaseOut.value(at: 0.3)
        #expect(PathMorph.coordinates(of: try eased.value(at: 0.3)).values == zip(va, vb).map { $0 + ($1 - $0) * e })
    }

    @Test func keyframesOfPathsFollowTheScalarKeyframeAnimationPerCoordinate() throws {
        let paths = try [Self.blob, "M 1 -3 C 4 -5.5 8.25 -1 13 0.5 Q 11 6 9 9 C 6 14 2 11 -1 9.75 L 1 -3",
                         "M 2 0 C 5 -1 9 -3 11 1 Q 13 4 12 9 C 8 13 3 13 1 11 L 2 0"].map { try Path(svgPathData: $0) }
        for mode in [CalculationMode.linear, .cubic, .naturalSpline, .discrete] {
            let keyTimes = [0, 0.3, 1.0]
            let morph = try PathMorph(paths: paths, keyTimes: keyTimes, calculationMode: mode)
            let vectors = paths.map { PathMorph.coordinates(of: $0).values }
            for j in vectors[0].indices {
                let scalar = try KeyframeAnimation(values: vectors.map { $0[j] }, keyTimes: keyTimes, calculationMode: mode)
                for t in [0, 0.15, 0.3, 0.6, 1] {
                    let got = PathMorph.coordinates(of: try morph.value(at: t)).values[j]
                    // Power-of-two scales commute with rounding: the same bits as the scalar animation.
                    #expect(got == scalar.value(at: t), "\(mode) coordinate \(j) at \(t)")
                }
            }
        }
    }

    @Test func mismatchedStructuresAreTypedErrors() throws {
        func error(_ paths: [String]) -> PathError? {
            do { _ = try PathMorph(paths: try paths.map { try Path(svgPathData: $0) }); return nil } catch { return error as? PathError }
        }
        #expect(error(["M 0 0 L 1 1", "M 0 0 C 1 1 2 2 3 3"]) == .pathStructureMismatch(path: 1, segment: 0, expected: "L", found: "C"))
        #expect(error(["M 0 0 L 1 1 L 2 0", "M 0 0 L 1 1 L 2 0 L 3 3"]) == .pathStructureMismatch(path: 1, segment: 2, expected: "end", found: "L"))
        #expect(error(["M 0 0 L 1 1 L 2 2", "M 0 0 L 1 1 M 2 2 L 3 3"]) == .pathStructureMismatch(path: 1, segment: 1, expected: "L", found: "M L"))
        #expect(error(["M 0 0 Q 1 1 2 0", "M 0 0 Q 1 1 2 0", "M 0 0 L 2 0"]) == .pathStructureMismatch(path: 2, segment: 0, expected: "Q", found: "L"))
        if case .invalidKeyframes(let problems)? = error(["M 0 0 A 1 1 0 0 1 2 0", "M 0 0 A 1 1 0 0 1 2 0"]) {
            #expect(problems.first?.contains("path 0 segment 0 is an elliptical arc") == true, "\(problems)")
        } else { Issue.record("an arc must be rejected") }
        #expect(error([]) == .emptyPath)
        #expect(error(["M 0 0 L 1 1", ""]) == .emptyPath)
        let morph = try PathMorph(paths: [Path(svgPathData: "M 0 0 L 1 1"), Path(svgPathData: "M 1 1 L 2 0")])
        #expect(throws: PathError.nonFiniteInput(name: "fraction")) { try morph.value(at: .nan) }
        #expect(throws: PathError.self) { try morph.values(at: [0, .infinity]) }
        // Overshoot that overflows is an error, not an infinite path.
        let huge = try PathMorph(paths: [Path(svgPathData: "M 0 0 L 1 1"), Path(svgPathData: "M 1e308 0 L 1 1")])
        #expect(throws: PathError.self) { try huge.value(at: 3) }
        #expect(PathError.pathStructureMismatch(path: 1, segment: 0, expected: "L", found: "C").description.contains("segment 0: expected L, found C"))
    }

    @Test func raisingDegreeIsExact() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            func p() -> Point { Point(Double.random(in: -100...100, using: &generator), Double.random(in: -100...100, using: &generator)) }
            for segment in [PathSegment.line(p(), p()), .quadratic(p(), p(), p())] {
                let cubic = try #require(segment.elevatedToCubic)
                #expect(cubic.start == segment.start && cubic.end == segment.end)
                for i in 0...200 {
                    let u = Double(i) / 200
                    // Both Bernstein sums of coordinates ≤ 100 round to a few ulps of 100; the new
                    // control points add one rounding each: 16 ulps of 100 (≈ 2.3e-13) bounds them.
                    let error = (cubic.value(at: u) - segment.value(at: u)).magnitude
                    #expect(error <= 16 * 100.0.ulp, "\(segment) at \(u): \(error)")
                }
            }
        }
    }

    /// The largest distance from points sampled on `normalized` to the curve `original`, each
    /// found by a coarse scan of every segment and golden-section refinement of the distance.
    static func distance(from normalized: Path, to original: Path) -> Double {
        var worst = 0.0
        for segment in normalized.segments {
            for i in 0...16 {
                let p = segment.value(at: Double(i) / 16)
                var best = Double.infinity
                for target in original.segments {
                    let n = 256
                    let grid = (0...n).map { (p - target.value(at: Double($0) / Double(n))).magnitude }
                    let j = grid.indices.min(by: { grid[$0] < grid[$1] })!
                    var lo = Double(max(j - 1, 0)) / Double(n), hi = Double(min(j + 1, n)) / Double(n)
                    for _ in 0..<120 {
                        let m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3
                        if (p - target.value(at: m1)).magnitude < (p - target.value(at: m2)).magnitude { hi = m2 } else { lo = m1 }
                    }
                    best = min(best, grid[j], (p - target.value(at: (lo + hi) / 2)).magnitude)
                }
                worst = max(worst, best)
            }
        }
        return worst
    }

    @Test func normalisationKeepsEachShape() throws {
        let pairs: [(String, String)] = [
            (Self.square, try BallShape(diameter: 10, factor: 0).svgPathData),
            ("M 0 0 L 10 0 L 5 8 Z", Self.blob),
            ("M 0 0 Q 5 10 10 0 M 20 0 L 30 0", "M 0 5 C 1 2 3 4 5 5 L 8 0 L 10 1 M 20 5 C 22 0 28 0 30 5 C 32 7 34 7 36 5"),
        ]
        for (first, second) in pairs {
            let a = try Path(svgPathData: first), b = try Path(svgPathData: second)
            let (na, nb) = try PathMorph.normalized(a, b)
            let (sa, sb) = (try PathStructure(na), try PathStructure(nb))
            #expect(sa == sb, "\(na.svgPathData) | \(nb.svgPathData)")
            #expect(na.segments.allSatisfy { if case .cubic = $0 { true } else { false } })
            _ = try PathMorph(paths: [na, nb])  // morphable
            // Each normalised path lies on its original (de Casteljau splits and degree
            // elevation round to a few ulps of coordinates ≤ 36; the distance search resolves to
            // ~1e-15 relative): 1e-12 absolute.
            let da = Self.distance(from: na, to: a), db = Self.distance(from: nb, to: b)
            #expect(da <= 1e-12 && db <= 1e-12, "\(first): \(da); \(second): \(db)")
            // And covers it: the lengths agree.
            #expect(abs(na.length - a.length) <= 1e-12 * a.length && abs(nb.length - b.length) <= 1e-12 * b.length)
        }
        // The same square started at another corner is rotated back: no swirl, the morph is still.
        let a = try Path(svgPathData: Self.square), b = try Path(svgPathData: "M 10 10 L 0 10 L 0 0 L 10 0 Z")
        let (na, nb) = try PathMorph.normalized(a, b)
        #expect(nb.segments == na.segments, "\(nb.svgPathData)")
        // Different numbers of subpaths, arcs and empty paths are typed errors.
        #expect(throws: PathError.self) { try PathMorph.normalized(a, try Path(svgPathData: "M 0 0 L 1 1 M 2 2 L 3 3")) }
        #expect(throws: PathError.self) { try PathMorph.normalized(a, try Path(svgPathData: "M 0 0 A 1 1 0 0 1 2 0")) }
        #expect(throws: PathError.emptyPath) { try PathMorph.normalized(a, Path()) }
    }
}

