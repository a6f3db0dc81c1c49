import MotionTestSupport
import Testing
import MotionMath

@Suite struct CubicRootsTests {
    func expectRoots(_ roots: [Double], _ expected: [Double], tolerance: Double = 1e-14, _ what: String) {
        #expect(roots.count == expected.count, "\(what): roots \(roots), expected \(expected)")
        for (r, e) in zip(roots, expected) {
            #expect(abs(r - e) <= tolerance * Swift.max(1, abs(e)), "\(what): root \(r), expected \(e), error \(abs(r - e))")
        }
    }

    @Test func threeDistinctRoots() {
        // (t − 1)(t − 2)(t − 3) = t³ − 6t² + 11t − 6
        expectRoots(CubicRoots.solve(1, -6, 11, -6), [1, 2, 3], "(t−1)(t−2)(t−3)")
        // 2(t + 0.5)(t − 0.25)(t − 4)
        let (a, b, c, d) = (2.0, 2 * (0.5 - 0.25 - 4), 2 * (-0.125 - 2 + 1), 2 * 0.5)
        expectRoots(CubicRoots.solve(a, b, c, d), [-0.5, 0.25, 4], "2(t+½)(t−¼)(t−4)")
    }

    @Test func oneRealRoot() {
        // t³ + t + 2 = (t + 1)(t² − t + 2)
        expectRoots(CubicRoots.solve(1, 0, 1, 2), [-1], "t³ + t + 2")
    }

    @Test func multipleRoots() {
        // (t − ½)³ = t³ − 1.5t² + 0.75t − 0.125
        expectRoots(CubicRoots.solve(1, -1.5, 0.75, -0.125), [0.5], "(t−½)³")
        // (t − 1)²(t + 2) = t³ − 3t + 2: the double root is ill-conditioned, √ε.
        expectRoots(CubicRoots.solve(1, 0, -3, 2), [-2, 1], tolerance: 1e-7, "(t−1)²(t+2)")
    }

    @Test func degenerateCases() {
        expectRoots(CubicRoots.solve(0, 1, -3, 2), [1, 2], "quadratic")
        expectRoots(CubicRoots.solve(0, 0, 2, -1), [0.5], "linear")
        #expect(CubicRoots.solve(0, 0, 0, 1).isEmpty)
        #expect(CubicRoots.solve(0, 0, 0, 0).isEmpty)
        #expect(CubicRoots.solve(0, 1, 0, 1).isEmpty, "t² + 1 has no real root")
        #expect(CubicRoots.solve(Double.nan, 1, 0, 1).isEmpty)
    }

    @Test func nearlyQuadraticKeepsSmallRootsExact() {
        // a = 1e-12: small roots of t² − 3t + 2 perturbed by a·t³; polishing restores them.
        let a = 1e-12
        let roots = CubicRoots.solve(a, 1, -3, 2)
        #expect(roots.count == 3)
        for r in roots {
            let residual = abs(((a * r + 1) * r - 3) * r + 2)
            let scale = abs(a * r * r * r) + abs(r * r) + abs(3 * r) + 2
            #expect(residual <= 4e-16 * scale, "root \(r): residual \(residual)")
        }
    }

    @Test(.reportsSeed) func float80ReferenceAgreesWithDouble() {
        var g = SeededGenerator(testSeed: 99)
        for _ in 0..<1000 {
            let r = (0..<3).map { _ in Double.random(in: -3...3, using: &g) }.sorted()
            let (b, c, d) = (-(r[0] + r[1] + r[2]), r[0] * r[1] + r[0] * r[2] + r[1] * r[2], -r[0] * r[1] * r[2])
            let roots = CubicRoots.solve(1, b, c, d)
            for root in roots {
                let residual = abs(((root + b) * root + c) * root + d)
                let scale = abs(root * root * root) + abs(b * root * root) + abs(c * root) + abs(d)
                #expect(residual <= 8e-16 * scale, "roots \(r): \(root) residual \(residual)")
            }
        }
    }
}
