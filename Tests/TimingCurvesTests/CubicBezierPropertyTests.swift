import MotionTestSupport
import PropertyBased
import Testing
@testable import TimingCurves
import CBezierKernel

/// Properties of cubic-Bézier timing functions over seeded random curves.
@Suite struct CubicBezierPropertyTests {
    static let unit = Gen.double(in: 0...1)
    static let wide = Gen.double(in: -2...3)

    @Test func monotoneOnAFineGridAndAtTheLastUlps() async {
        await seededPropertyCheck(count: 10_000, input: Self.unit, Self.unit, Self.unit, Self.unit) { x1, y1, x2, y2 in
            let curve = try! CubicBezier(x1, y1, x2, y2)
            var previous = curve.value(at: 0)
            for i in 1...400 {
                let y = curve.value(at: Double(i) / 400)
                #expect(y >= previous, "\(curve) decreases before x = \(Double(i) / 400): \(previous) → \(y)")
                previous = y
            }
            // The last 64 doubles below 1 and above 0: non-decreasing, inside [0, 1].
            var x = 1.0
            var ys: [Double] = []
            for _ in 0..<64 {
                x = x.nextDown
                ys.append(curve.value(at: x))
            }
            ys.reverse()
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 }, "\(curve) not monotone at the last ulps: \(ys)")
            #expect(ys.allSatisfy { $0 <= 1 && $0 >= 0 }, "\(curve) leaves [0, 1] below x = 1: \(ys.last!)")
            var z = 0.0
            for _ in 0..<64 {
                z = z.nextUp
                let y = curve.value(at: z)
                #expect(y >= 0 && y <= 1, "\(curve) at \(z): \(y)")
            }
        }
    }

    @Test func pointSymmetryIsExact() async {
        // (x1, y1, x2, y2) at x and (1−x2, 1−y2, 1−x1, 1−y1) at 1 − x sum to 1. For x ∈ (½, 1)
        // both solve the same polynomial for the same target and evaluate y in the same form, so
        // the identity is exact when the complements are exact: control points are drawn as
        // multiples of 1/1024 so that 1 − (1 − c) = c. (x = ½ is solved in the forward form by
        // both curves, and there the identity holds to the precision contract.)
        let unit = Gen.int(in: 0...1024).map { Double($0) / 1024 }
        let wide = Gen.int(in: -2048...3072).map { Double($0) / 1024 }
        await seededPropertyCheck(count: 10_000, input: unit, wide, unit, wide, Gen.double(in: 0.5.nextUp...1)) {
            x1, y1, x2, y2, x in
            let a = try! CubicBezier(x1, y1, x2, y2)
            let b = try! CubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1)
            let ya = a.value(at: x)
            let yb = b.value(at: 1 - x)
            // One of the two is computed as 1 − v from the other's v, so one direction is exact.
            #expect(ya == 1 - yb || yb == 1 - ya, "\(a) at \(x) = \(ya); \(b) at \(1 - x) = \(yb)")
            #expect(a.derivative(at: x) == b.derivative(at: 1 - x))
        }
    }

    @Test func endpointsAreExact() async {
        await seededPropertyCheck(count: 10_000, input: Self.unit, Self.wide, Self.unit, Self.wide) { x1, y1, x2, y2 in
            let c = try! CubicBezier(x1, y1, x2, y2)
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1 && c.value(at: -0.0) == 0)
            #expect(c.parameter(at: 0) == 0 && c.parameter(at: 1) == 1)
        }
    }

    /// A curve on the diagonal (x1 = y1, x2 = y2, `linear` among them) is y = x: every path
    /// answers x + 0 exactly (−0 gives +0) and the derivative 1, inside [0, 1], outside it and
    /// at NaN, plain, prepared and batched alike.
    @Test func diagonalCurvesAreTheIdentity() async {
        await seededPropertyCheck(count: 2_000, input: Self.unit, Self.unit, Self.wide) { a, b, x in
            for curve in [try! CubicBezier(a, a, b, b), CubicBezier.linear] {
                let inputs = [x, x / 7, 1 - x / 9, 0, -0.0, 1, .nan, .infinity, -.infinity, 0x1p-1074]
                let prepared = curve.prepared()
                let batch = prepared.values(at: inputs)
                var buffered = [Double](repeating: 7, count: inputs.count)
                inputs.withUnsafeBufferPointer { i in buffered.withUnsafeMutableBufferPointer { _ = prepared.evaluate(i, values: $0) } }
                for (k, input) in inputs.enumerated() {
                    let exact = input + 0
                    for (label, y) in [("plain", curve.value(at: input)), ("prepared", prepared.value(at: input)),
                                       ("batch", batch[k]), ("evaluate", buffered[k]), ("pair", curve.valueAndDerivative(at: input).value)] {
                        #expect(y.bitPattern == exact.bitPattern || (y.isNaN && input.isNaN), "\(label) \(curve) at \(input): \(y)")
                    }
                    if !input.isNaN {
                        #expect(curve.derivative(at: input) == 1 && prepared.derivative(at: input) == 1, "\(curve) slope at \(input)")
                    }
                }
            }
        }
    }

    @Test func slopeIsTheDerivative() async {
        // Central difference, h = 1e-6: truncation h²·|y‴|/6 and rounding 1e-16/h, so a
        // tolerance of 1e-7·(1 + |slope|) away from vertical tangents (x1, x2 bounded away from
        // the ends keeps |y‴| moderate).
        await seededPropertyCheck(count: 10_000, input: Gen.double(in: 0.05...0.95), Self.wide, Gen.double(in: 0.05...0.95), Self.wide, Gen.double(in: 0.01...0.99)) {
            x1, y1, x2, y2, x in
            let c = try! CubicBezier(x1, y1, x2, y2)
            let s = c.derivative(at: x)
            guard abs(s) < 50 else { return }
            let fd = finiteDifference({ c.value(at: $0) }, at: x)
            #expect(abs(s - fd) <= 1e-6 * (1 + abs(s)), "\(c) at \(x): slope \(s), finite difference \(fd)")
        }
    }

    @Test func inverseRoundTrips() async {
        await seededPropertyCheck(count: 10_000, input: Self.unit, Gen.double(in: 0.05...0.95), Self.unit, Gen.double(in: 0.05...0.95), Self.unit) {
            x1, y1, x2, y2, x in
            let c = try! CubicBezier(x1, y1, x2, y2)
            let y = c.value(at: x)
            let back = try! c.input(forProgress: y)
            // The inverse is conditioned by dx/dy = 1/slope; compare in y instead.
            let yBack = c.value(at: back)
            #expect(abs(yBack - y) <= 1e-13 * (1 + abs(back * c.derivative(at: back))), "\(c): x \(x) → y \(y) → x \(back) → \(yBack)")
        }
    }

    /// Every batch kernel (the C AVX-512 and AVX ones where the processor has them, and the Swift
    /// SIMD8 one) does the scalar fast path's arithmetic in the same order and accepts a step by the same test,
    /// so their results are the scalar ones bit for bit, in any order, for any length (the last
    /// inputs of a length that is not a multiple of the chunk go one by one).
    @Test(.reportsSeed) func batchedEqualsScalarBitForBitInAnyOrder() throws {
        var g = SeededGenerator(testSeed: 7)
        var curves = [try CubicBezier(0, 1, 1, 0), try CubicBezier(1, 0, 0, 1), try CubicBezier(0, 0, 1, 1), .ease, .easeOut]
        for _ in 0..<300 {
            curves.append(try CubicBezier(.random(in: 0...1, using: &g), .random(in: -1...2, using: &g), .random(in: 0...1, using: &g), .random(in: -1...2, using: &g)))
        }
        print("batch kernels on this processor: \(BezierStorage.availableKernels)")
        for c in curves {
            let sorted = (0...300).map { Double($0) / 300 }
            let tiny = [1e-300, Double.leastNonzeroMagnitude, 1e-17, 0.5.nextDown, 0.5, 0.5.nextUp, 1.0.nextDown, 1e-9]
            let shuffled = (sorted + tiny).shuffled(using: &g) + [-0.5, 1.5, .infinity, -.infinity, .nan]
            // NaN, infinities, −0 and out-of-range inputs inside the kernels' first chunks, beside
            // valid lanes (at the end of `shuffled` they only reach the scalar tail).
            let specialsFirst: [Double] = [.nan, 0.3, .infinity, 0.7, -.infinity, -0.0, 1.5, 0.6, -0.5, 1, 0, .nan] + sorted
            for inputs in [sorted, shuffled, specialsFirst, Array(sorted.prefix(7)), Array(sorted.prefix(13)), []] {
                let batch = c.values(at: inputs)
                var buffered = [Double](repeating: -7, count: inputs.count)
                let written = inputs.withUnsafeBufferPointer { i in buffered.withUnsafeMutableBufferPointer { c.evaluate(i, values: $0) } }
                #expect(written == inputs.count)
                let kernels = [("values(at:)", batch), ("evaluate", buffered)] + c.everyKernel(inputs)
                for (k, x) in inputs.enumerated() {
                    for (kernel, output) in kernels {
                        let scalar = c.reference(kernel, x)
                        // Bit for bit: the sign of zero too (+0.0 == -0.0 would pass a plain comparison).
                        let same = output[k].bitPattern == scalar.bitPattern || (output[k].isNaN && scalar.isNaN)
                        #expect(same, "\(c) at \(x): \(kernel) \(output[k]), scalar \(scalar)")
                    }
                }
            }
        }
    }

    /// The C kernel and the Swift code agree on the solver data's layout.
    @Test func kernelLayoutMatchesTheCHeader() {
        #expect(BezierStorage.coefficientStride == Int(MC_BEZIER_COEFFICIENT_STRIDE))
        #expect(BezierStorage.tableOffset == Int(MC_BEZIER_TABLE_OFFSET))
        #expect(BezierStorage.intervals == Int(MC_BEZIER_INTERVALS))
        #expect(BezierStorage.recordStride == Int(MC_BEZIER_RECORD_STRIDE))
        #expect(BezierStorage.scale == Double(2 * MC_BEZIER_INTERVALS))
        #expect(MC_BEZIER_S_INDEX == 6 && MC_BEZIER_Q_INDEX == 7 && MC_BEZIER_WARP_INDEX == 6)
        #expect(BezierStorage.warpScale == Double(2 * MC_BEZIER_INTERVALS * MC_BEZIER_INTERVALS))
    }

    /// The inputs that `kernel` leaves to the scalar path on a curve without rejected steps:
    /// those of interval 0 next to x = 0 and x = 1 (where Swift chooses between the interval's
    /// polynomial and the solve), except that the C kernels (AVX, AVX-512) serve those from the
    /// interval's threshold on themselves.
    static func endInputs(_ c: CubicBezier, _ inputs: [Double], kernel: BezierStorage.Kernel) -> Int {
        let table = c.storage.completePolynomials!
        return inputs.filter { x in
            guard x > 0 && x < 1 else { return false }
            let (record, v, _, _) = c.storage.locate(x, in: table)
            return record[0].bitPattern == BezierStorage.endRecord && (kernel == .swift || !(v >= BezierStorage.endThreshold))
        }.count
    }

    /// Inputs in random order stay on the vector path too: each lane takes its own form and
    /// interval, so a lane goes to the scalar path only for an input outside [0, 1], (C kernels)
    /// a rejected step, or one of interval 0 that the kernel does not serve (``endInputs``). On
    /// ease and ease-in-out no lane is rejected, so of 1000 random inputs in [0, 1] only those
    /// leave the kernels (before per-lane forms, 7 of 8 random AVX chunks did).
    @Test(.reportsSeed) func randomOrderStaysOnTheVectorPath() {
        var g = SeededGenerator(testSeed: 16)
        let inputs = (0..<1000).map { _ in Double.random(in: 0...1, using: &g) }
        for c in [CubicBezier.ease, .easeInEaseOut] {
            var output = [Double](repeating: 0, count: inputs.count)
            for kernel in BezierStorage.availableKernels {
                let (scalar, refined) = inputs.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { c.storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
                }
                let ends = Self.endInputs(c, inputs, kernel: kernel)
                print("\(c), \(kernel) kernel: of 1000 random inputs \(scalar) took the scalar path (\(ends) of interval 0), \(refined) lanes the general solver")
                #expect(scalar == ends && refined == 0, "\(c), \(kernel) kernel: \(scalar) scalar inputs (\(ends) of interval 0), \(refined) refined lanes")
                #expect(zip(inputs, output).allSatisfy { $0.1.bitPattern == c.shared.value(at: $0.0).bitPattern })
            }
        }
    }

    /// A sorted sweep of 1000 inputs in [0, 1] stays on the vector path: no input but those of
    /// interval 0 that the kernel does not serve (``endInputs``) goes to the scalar path and no
    /// lane needs the general solver, on ease, ease-in-out, ease-out (a
    /// vertical tangent at 0, where the table is uniform in √τ) and Material standard (whose
    /// inverse bends most of the four). Before the quintic, per-interval and √τ tables, 72
    /// (ease-out) and 96 (Material standard) lanes of the Swift kernel needed the general solver.
    /// (The C kernels count a rejected lane as a scalar input: they do not refine.)
    @Test func sortedSweepsStayOnTheVectorPath() {
        for (c, rejected) in [(CubicBezier.ease, 0), (.easeInEaseOut, 0), (.easeOut, 0), (.materialStandard, 0)] {
            let inputs = (0..<1000).map { Double($0) / 999 }
            var output = [Double](repeating: 0, count: inputs.count)
            for kernel in BezierStorage.availableKernels {
                let (scalar, refined) = inputs.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { c.storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
                }
                let ends = Self.endInputs(c, inputs, kernel: kernel)
                print("\(c), \(kernel) kernel: of 1000 sorted inputs \(scalar) took the scalar path (\(ends) of interval 0), \(refined) lanes the general solver")
                #expect(scalar == ends && refined <= rejected, "\(c), \(kernel) kernel: \(scalar) inputs on the scalar path (\(ends) of interval 0), \(refined) lanes refined")
            }
        }
    }
}
