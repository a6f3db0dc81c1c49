import Benchmark
import NativeBezier
import TimingCurves

// A timing curve: 2,000 random curves from a fixed seed (x1, x2 ∈ [0, 1], y1, y2 ∈ [−0.5, 1.5]);
//   - "plain": `CubicBezier(x1, y1, x2, y2)` then N calls of `value(at:)`, what a user writes;
//   - "prepared": the same curve's `prepared()` form, then N calls of its `value(at:)`;
//   - "native a" / "native b": `nb_curve_init` then the engines' C solvers over the N frames
//     (Benchmarks/NativeBezier; the baseline is the faster of the two);
//   - two references for the price of precision, neither a solver a user would call:
//     "native b to an ulp", solver (b) carried on to an ulp (the engines' method at our
//     precision, uncertified), and "plain first guess", the plain curve's closed-form first guess
//     and its output with no Newton step (what `value(at:)` costs before its first step).

func registerCurveLifecycle() {
    var random = SeededUnit(state: 0x2545_F491_4F6C_DD1D)
    let curves = (0..<2000).map { _ in (random.next(), random.next() * 2 - 0.5, random.next(), random.next() * 2 - 0.5) }
    typealias NativeLoop = (UnsafePointer<nb_curve>?, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, Int) -> Void
    func native(_ name: String, _ solve: @escaping NativeLoop) -> LifecyclePart {
        LifecyclePart(name: name) { x, out in
            var curve = nb_curve()
            for p in curves {
                nb_curve_init(&curve, p.0, p.1, p.2, p.3)
                solve(&curve, x.baseAddress, out.baseAddress, x.count)
                blackHole(out[x.count - 1])
            }
        }
    }
    registerLifecycle("curve", "create a curve and sample N frames, ours and native", animations: curves.count, parts: [
        LifecyclePart(name: "plain") { x, out in
            for p in curves {
                let curve = try! CubicBezier(p.0, p.1, p.2, p.3)
                for i in x.indices { out[i] = curve.value(at: x[i]) }
                blackHole(out[x.count - 1])
            }
        },
        LifecyclePart(name: "prepared") { x, out in
            for p in curves {
                let curve = try! CubicBezier(p.0, p.1, p.2, p.3).prepared()
                for i in x.indices { out[i] = curve.value(at: x[i]) }
                blackHole(out[x.count - 1])
            }
        },
        native("native a", nb_values_newton),
        native("native b", nb_values_spline),
        native("native b to an ulp", nb_values_spline_ulp),
        LifecyclePart(name: "plain first guess") { x, out in
            for p in curves {
                let curve = try! CubicBezier(p.0, p.1, p.2, p.3)
                for i in x.indices { out[i] = curve.firstGuessOutput(at: x[i]) }
                blackHole(out[x.count - 1])
            }
        },
    ])
}
