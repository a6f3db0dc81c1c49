import MotionTestSupport
import RealModule
import Testing

/// The double-double arithmetic behind the references (MotionTestSupport's ``DoubleDouble``):
/// against 300-bit values (mpmath), by identities at its own precision, and on x86 against Float80.
@Suite struct DoubleDoubleTests {
    /// |a − b| / |b| in double-double.
    static func relative(_ a: DoubleDouble, _ b: DoubleDouble) -> Double { ((a - b) / b).magnitude.double }

    /// Elementary functions at points of the ranges the references use, against values computed
    /// with mpmath at 300 bits and rounded to double-double: relative error ≤ 1e-30.
    @Test func elementaryFunctionsAgainst300BitValues() {
        let cases: [(String, Double, (Double, Double))] = [
            ("exp", 1, (0x1.5bf0a8b145769p+1, 0x1.4d57ee2b1013ap-53)),
            ("exp", -30.5, (0x1.ff3864232b407p-45, -0x1.bd3e30ae3be64p-99)),
            ("exp", 0.001, (0x1.0041919b7ee34p+0, -0x1.8bc2a4c3c7051p-55)),
            ("exp", 250, (0x1.9860afea3876dp+360, -0x1.058d54268f583p+306)),
            ("sin", 1, (0x1.aed548f090ceep-1, 0x1.06374f484e288p-59)),
            ("cos", 1, (0x1.14a280fb5068cp-1, -0x1.b71edcc9344bcp-55)),
            ("sin", 100, (-0x1.03425b78c4db8p-1, -0x1.c23d8557420fbp-59)),
            ("cos", 20000.5, (0x1.bd100ae233674p-2, -0x1.edbbf432c1fbbp-56)),
            ("sin", 3.141592653589793, (0x1.1a62633145c07p-53, -0x1.f1976b7ed8fbdp-109)),
            ("log", 10, (0x1.26bb1bbb55516p+1, -0x1.f48ad494ea3e9p-53)),
            ("log", 1.5e-06, (-0x1.ad1f17a2a02dep+3, 0x1.ef06ece35fc26p-53)),
            ("sqrt", 2, (0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54)),
        ]
        for (name, x, (hi, lo)) in cases {
            let argument = DoubleDouble(x)
            let value: DoubleDouble
            switch name {
            case "exp": value = DoubleDouble.exp(argument)
            case "sin": value = DoubleDouble.sin(argument)
            case "cos": value = DoubleDouble.cos(argument)
            case "log": value = DoubleDouble.log(argument)
            default: value = DoubleDouble.sqrt(argument)
            }
            let error = Self.relative(value, DoubleDouble(hi: hi, lo: lo))
            #expect(error <= 1e-30, "\(name)(\(x)) = \(value), want \(hi) + \(lo): relative error \(error)")
        }
    }

    /// Identities on a grid of the references' ranges (|x| ≤ 700 for exp, ≤ 2e4 for sin/cos):
    /// e^a·e^(−a) = 1, sin² + cos² = 1, log(e^a) = a, (√a)² = a, (a/b)·b = a, to 1e-30.
    @Test func identities() {
        var worst = 0.0
        for i in 0..<400 {
            // An irrational-looking spread of arguments with full double-double precision.
            let a = DoubleDouble(Double(i) * 1.7320508075688772 - 340) + DoubleDouble(Double(i) * 0x1p-60)
            let ea = DoubleDouble.exp(a), ema = DoubleDouble.exp(-a)
            let e1 = (ea * ema - 1).magnitude.double
            let w = a * 57.5  // up to ~2e4
            let (s, c) = DoubleDouble.sinCos(w)
            let e2 = (s * s + c * c - 1).magnitude.double
            let e3 = (DoubleDouble.log(ea) - a).magnitude.double / max(1, a.magnitude.double)
            let positive = a.magnitude + DoubleDouble(0.5)
            let root = DoubleDouble.sqrt(positive)
            let e4 = Self.relative(root * root, positive)
            let b = DoubleDouble(Double(i) + 0.3) + DoubleDouble(hi: 0, lo: 1e-20)
            let e5 = Self.relative(a / b * b, a)
            for (name, e) in [("exp·exp", e1), ("sin²+cos²", e2), ("log∘exp", e3), ("sqrt²", e4), ("(a/b)·b", e5)] {
                worst = max(worst, e)
                #expect(e <= 1e-30, "\(name) off by \(e) at a = \(a)")
            }
        }
        print("double-double identities: worst \(worst)")
    }

#if arch(x86_64) || arch(i386)  // Float80: x86 only (.ci/portability.py checks the guard)
    /// The same functions against Float80's (libm, about 1 ulp = 1.1e-19) on a grid: the gap is
    /// Float80's error.
    @Test func agreesWithFloat80() {
        var worst = 0.0
        for i in 0..<2_000 {
            let x = Double(i) * 0.35 - 350  // exp on [−350, 350)
            let w = Double(i) * 9.87 - 9_000  // sin, cos on [−9000, 10740)
            let dd = [DoubleDouble.exp(DoubleDouble(x)), DoubleDouble.sin(DoubleDouble(w)), DoubleDouble.cos(DoubleDouble(w)),
                      DoubleDouble.log(DoubleDouble(abs(x) + 0.5)), DoubleDouble.sqrt(DoubleDouble(abs(x)))]
            let f80 = [Float80.exp(Float80(x)), Float80.sin(Float80(w)), Float80.cos(Float80(w)), Float80.log(Float80(abs(x) + 0.5)), Float80(abs(x)).squareRoot()]
            for (a, b) in zip(dd, f80) {
                // Relative, or absolute for results of magnitude < 1 (sin and cos near their zeros).
                let gap = Double(abs(Float80(a.hi) - b + Float80(a.lo)) / Swift.max(1, abs(b)))
                worst = max(worst, gap)
                #expect(gap <= 4e-19, "double-double \(a) vs Float80 \(b) at x = \(x), w = \(w)")
            }
        }
        print("double-double vs Float80 elementary functions: worst gap \(worst)")
    }
#endif
}
