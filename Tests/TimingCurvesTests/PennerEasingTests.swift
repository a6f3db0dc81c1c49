import MotionTestSupport
import Testing
import TimingCurves

@Suite struct PennerEasingTests {
    @Test func thirtyCurvesWithExactEnds() {
        #expect(PennerEasing.all.count == 30)
        #expect(Set(PennerEasing.all.map(\.name)).count == 30)
        for e in PennerEasing.all {
            #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1, "\(e.name)")
            #expect(PennerEasing(name: e.name) == e)
            #expect(e.value(at: -1) == 0 && e.value(at: 2) == 1 && e.derivative(at: 2) == 0)
            #expect(e.value(at: .nan).isNaN && !e.value(at: .infinity).isNaN)
        }
    }

    @Test func slopeIsTheDerivativeOfTheFormula() {
        // Central differences with h = 1e-6 away from the bounce joints and circ's vertical
        // tangents: error ≲ h²·|f‴|/6 + 1e-16/h; elastic's f‴ reaches ~1e4, hence 1e-6 relative
        // to (1 + |slope|) and a 1e-4 absolute allowance.
        for e in PennerEasing.all {
            for i in 1..<200 {
                let x = Double(i) / 200 + 0.00123
                if x >= 1 { continue }
                if e.kind == .bounce { continue }
                if e.kind == .circ && (x > 0.98 || x < 0.02 || abs(x - 0.5) < 0.02) { continue }
                let s = e.derivative(at: x)
                let fd = finiteDifference({ e.value(at: $0) }, at: x)
                #expect(abs(s - fd) <= 1e-6 * (1 + abs(s)) + 1e-4 * 1e-3, "\(e.name) at \(x): slope \(s), finite difference \(fd)")
            }
        }
        // Bounce: check within each parabola.
        for x in [0.1, 0.3, 0.6, 0.8, 0.88, 0.95, 0.99] {
            let e = PennerEasing(.bounce, .out)
            let fd = finiteDifference({ e.value(at: $0) }, at: x)
            #expect(abs(e.derivative(at: x) - fd) <= 1e-6 * (1 + abs(fd)), "easeOutBounce at \(x)")
        }
    }

    @Test func inIsThePointReflectionOfOut() {
        for kind in PennerEasing.Kind.allCases {
            let i = PennerEasing(kind, .in)
            let o = PennerEasing(kind, .out)
            for k in 0...100 {
                let x = Double(k) / 100
                // A few ulps of 1 from the subtractions; elastic's sine argument, up to
                // 10.75·2π/3 ≈ 22.5, rounds to ~22.5 ulps of 1, which the sine passes on.
                #expect(isClose(i.value(at: x), 1 - o.value(at: 1 - x), ulps: kind == .elastic ? 32 : 4, of: 1), "\(kind) at \(x)")
            }
        }
    }

    @Test func knownValues() {
        #expect(PennerEasing(.quad, .in).value(at: 0.5) == 0.25)
        #expect(PennerEasing(.cubic, .out).value(at: 0.5) == 0.875)
        #expect(PennerEasing(.quint, .inOut).value(at: 0.5) == 0.5)
        #expect(PennerEasing(.expo, .in).value(at: 0.5) == 0.03125)
        #expect(abs(PennerEasing(.sine, .in).value(at: 0.5) - (1 - 0.5.squareRoot() * 0.5.squareRoot() * 0.5.squareRoot() * 2)) < 1e-15)
        #expect(PennerEasing(.bounce, .out).value(at: 0.5) == 0.765625)
        // easeInBack dips below 0: its minimum is at x = 2c1/(3c3).
        let c1 = 1.70158
        let xMin = 2 * c1 / (3 * (c1 + 1))
        #expect(PennerEasing(.back, .in).value(at: xMin) < -0.099)
        #expect(abs(PennerEasing(.back, .in).derivative(at: xMin)) < 1e-15)
    }

    @Test func inverseOfMonotoneCurves() throws {
        for e in PennerEasing.all where e.isMonotone && e.kind != .expo {
            for k in 1..<20 {
                let y = Double(k) / 20
                let x = try e.input(forProgress: y)
                #expect(abs(e.value(at: x) - y) <= 1e-13 * (1 + abs(x * e.derivative(at: x))), "\(e.name): progress \(y) at \(x)")
            }
        }
        #expect(throws: TimingCurveError.self) { try PennerEasing(.elastic, .out).input(forProgress: 0.5) }
    }
}
