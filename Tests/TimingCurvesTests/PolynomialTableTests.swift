import CBezierKernel
import MotionTestSupport
import Testing
@testable import TimingCurves

/// These tests inspect the prepared form's polynomial table: in this file `CubicBezier` names
/// ``TimingCurves/CubicBezier/Prepared`` (Support.swift gives it the curve's initialiser and presets).
fileprivate typealias CubicBezier = TimingCurves.CubicBezier.Prepared

/// The polynomial table of `value(at:)` (CubicBezier+Polynomials): which intervals have a
/// polynomial, how precise it is against the double-double reference, and its lazy, shared,
/// once-only construction.
@Suite struct PolynomialTableTests {
    /// The records of form `form` that hold a polynomial (not NaN; for interval 0, whose q₀ is
    /// the marker ``BezierStorage/endRecord``, the q₀ kept at ``BezierStorage/endFirstIndex``).
    fileprivate static func covered(_ curve: CubicBezier, form: Int) -> [Int] {
        let table = curve.storage.completePolynomials!
        return (0...BezierStorage.intervals).filter { i in
            let record = table + form * BezierStorage.polynomialFormStride + i * BezierStorage.polynomialStride
            let first = record[0].bitPattern == BezierStorage.endRecord ? record[BezierStorage.endFirstIndex] : record[0]
            return !first.isNaN && (1..<BezierStorage.polynomialTerms).allSatisfy { !record[$0].isNaN }
        }
    }

    /// The four curves of the benchmarks and most named presets have a polynomial on every
    /// interval but the record of x = ½, in both forms (interval 0's serving only S ≥ 1/16): their
    /// inputs in [1/1024, 1023/1024] (for a table uniform in √τ, [2⁻¹⁹, 1 − 2⁻¹⁹]) other than
    /// x = ½ never need the solve. Three presets leave up to four intervals of a form to it (measured): Material
    /// standard (0.2, 0, 0, 1), whose inverse bends most sharply (τ ∈ [5/64, 8/64]), and the
    /// decelerating (0, 0, 0, 1) and (0.05, 0.7, 0.1, 1), where X′ vanishes to second order or
    /// nearly so at u = 0 (τ < 4/64: intervals 0…3 of their forward forms). A tail bound four times tighter leaves more intervals
    /// without one, which this test would catch.
    @Test func benchmarkCurvesHaveAPolynomialOnEveryInterval() throws {
        let full: [CubicBezier] = [
            .ease, .easeIn, .easeOut, .easeInEaseOut, .materialStandardAccelerate, .materialEmphasizedAccelerate,
            .materialFastOutSlowIn, .materialLinearOutSlowIn, .materialFastOutLinearIn,
            try CubicBezier(0.68, -0.55, 0.265, 1.55), try CubicBezier(0, 1, 1, 0),
        ]
        for curve in full {
            for form in 0...1 {
                let records = Self.covered(curve, form: form)
                #expect(records == Array(0..<BezierStorage.intervals), "\(curve), form \(form): polynomials on \(records)")
            }
        }
        for curve in [CubicBezier.materialStandard, .materialStandardDecelerate, .materialEmphasizedDecelerate] {
            for form in 0...1 {
                let records = Self.covered(curve, form: form)
                #expect(records.count >= BezierStorage.intervals - 4, "\(curve), form \(form): polynomials on \(records)")
            }
        }
    }

    /// Records of degree 7 (``BezierStorage/polynomialShort(_:_:_:)``, eight terms on the scalar
    /// path) where the Chebyshev coefficients from degree 8 on fit in the same tail bound: most
    /// inner records of the benchmark curves and all of ease-in-out's (counted; the short path is
    /// what makes `value(at:)` cheaper there), and a short record's terms beyond q₇ are zero.
    @Test func shortRecordsOnTheBenchmarkCurves() throws {
        let curves: [(String, CubicBezier)] = [
            ("ease", .ease), ("easeInOut", .easeInEaseOut), ("back", try CubicBezier(0.68, -0.55, 0.265, 1.55)),
            ("hard", try CubicBezier(0, 1, 1, 0)),
        ]
        for (name, curve) in curves {
            let table = curve.storage.completePolynomials!
            var short = 0, long = 0
            for form in 0...1 {
                for i in 1..<BezierStorage.intervals {
                    let record = table + form * BezierStorage.polynomialFormStride + i * BezierStorage.polynomialStride
                    guard !record[0].isNaN else { continue }
                    if record[BezierStorage.shortFlagIndex] != 0 {
                        short += 1
                        #expect((8..<12).allSatisfy { record[$0] == 0 }, "\(name), form \(form), interval \(i)")
                    } else {
                        long += 1
                    }
                }
            }
            print("\(name): \(short) short records, \(long) of twelve terms")
            // Measured: ease 41 short of 62, easeInOut 62, back 35, hard 52.
            #expect(short > long, "\(name): \(short) short records, \(long) long")
            if name == "easeInOut" { #expect(long == 0, "easeInOut: \(long) records of twelve terms") }
        }
    }

    /// Where a polynomial is used, y is within 2.8e-16·s of the double-double reference (s the
    /// output scale, 1 for y1, y2 ∈ [0, 1]), on seeded random curves (control points in [0, 1]
    /// and outputs in [−1.5, 2.5]) at random inputs of covered intervals. The budget: the samples
    /// are exact to about 1e-30 (double-double, CubicBezier+Polynomials), so what is left is the
    /// rounding of q₀ (half an ulp of |g| ≤ s, 1.1e-16·s), the last addition of the evaluation
    /// (another 1.1e-16·s; every other rounding is of a term far below g) and the truncated tail
    /// (|c₁₂| + … + |c₂₀| ≤ 2⁻⁵⁴·s, 5.6e-17·s, the Taylor series itself resolved to 2⁻⁶⁰·s); in
    /// interval 0, v itself is rounded for S < ¼ (by 2⁻⁵⁵ at most, which moves y by |dg/dS|·2⁻⁵⁵,
    /// included in what is measured). The solve's own
    /// error on the same inputs is printed for comparison.
    @Test(.reportsSeed) func polynomialsAreWithinTheirRoundingBudget() throws {
        var g = SeededGenerator(testSeed: 0x5EED_0518)
        var worst = 0.0
        var worstCase = ""
        var checked = 0
        var intervals = 0
        var coveredIntervals = 0
        var worstSolved = 0.0
        for _ in 0..<400 {
            let (x1, x2) = (Double.random(in: 0...1, using: &g), Double.random(in: 0...1, using: &g))
            let (y1, y2) = (Double.random(in: -1.5...2.5, using: &g), Double.random(in: -1.5...2.5, using: &g))
            let curve = try CubicBezier(x1, y1, x2, y2)
            let reference = BezierReferenceDD(x1, y1, x2, y2)
            let s = SingularPointPrecisionTests.scale(y1, y2)
            for form in 0...1 {
                let records = Set(Self.covered(curve, form: form))
                intervals += BezierStorage.intervals
                coveredIntervals += records.count
                let warped = curve.storage.packed[form * BezierStorage.coefficientStride + 6] != 0
                for i in records.sorted() {  // sorted: a Set's order changes with the process's hash seed
                    for _ in 0..<8 {
                        // Interval 0's polynomial serves S ≥ 1/16 (v ≥ −7/16).
                        let big = Double(i) + (i == 0 ? 1.0 / 16 + Double.random(in: 0..<(15.0 / 16), using: &g) : Double.random(in: 0..<1, using: &g))
                        let tau = warped ? big * big / BezierStorage.warpScale : big / BezierStorage.scale
                        let x = form == 0 ? tau : 1 - tau
                        guard x > 0 && x < 1, BezierStorage.interval(form == 0 ? x : 1 - x, warped: warped).index == i else { continue }
                        let exact = reference.value(x)
                        let error = (DoubleDouble(curve.value(at: x)) - exact.y).magnitude.double / s
                        let solved = (DoubleDouble(curve.storage.solvedValue(x)) - exact.y).magnitude.double / s
                        worstSolved = Swift.max(worstSolved, solved)
                        checked += 1
                        if error > worst {
                            worst = error
                            worstCase = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at x = \(x) (form \(form), interval \(i)): error \(error)·s"
                        }
                    }
                }
            }
        }
        print("polynomial table: \(coveredIntervals) of \(intervals) intervals (0…31) covered; \(checked) inputs, worst |y − exact|/s = \(worst): \(worstCase); the solve's worst on the same inputs \(worstSolved)")
        #expect(checked > 100_000)
        #expect(worst <= 2.8e-16, "\(worstCase)")
    }

    /// The table is allocated on the first evaluation, once, and shared by the curve's copies; a
    /// curve that is only constructed has none. A scalar evaluation builds its own interval's
    /// record only; a batch completes the table; and the results are the same bits whichever
    /// builds a record first.
    @Test func builtLazilyPerIntervalAndShared() throws {
        let parameters = (0.3, 0.2, 0.6, 0.9)
        let curve = try CubicBezier(parameters.0, parameters.1, parameters.2, parameters.3)
        #expect(curve.storage.polynomialSlot.pointee == BezierStorage.unbuiltTable)
        let copy = curve
        let first = copy.value(at: 0.3)
        let table = try #require(curve.storage.polynomialSlot.pointee)
        let unbuiltAfterOne = (0..<(2 * (BezierStorage.intervals + 1))).filter {
            (table + $0 * BezierStorage.polynomialStride)[0].bitPattern == BezierStorage.unbuiltRecord
        }
        #expect(table != BezierStorage.unbuiltTable)
        // x = 0.3 is in form 0's interval ⌊64·0.3⌋ = 19: every other buildable record (0…31 of
        // each form, less the exact intervals) is unbuilt, and record 19 holds its polynomial.
        let exact = curve.storage.exactIntervals.0.nonzeroBitCount + curve.storage.exactIntervals.1.nonzeroBitCount
        #expect(unbuiltAfterOne.count == 2 * BezierStorage.intervals - exact - 1, "unbuilt: \(unbuiltAfterOne)")
        #expect(!unbuiltAfterOne.contains(19) && !(table + 19 * BezierStorage.polynomialStride)[0].isNaN)
        #expect(mc_table_is_complete(table) == 0)
        #expect(curve.value(at: 0.3) == first)
        // Every input's bits, evaluated one by one on a fresh curve (records built by scalar
        // evaluations), then by a batch on another fresh curve (records built by the batch),
        // then one by one on the second curve.
        var g = SeededGenerator(testSeed: 0x1A2F)
        let inputs = (0..<4096).map { _ in Double.random(in: 0...1, using: &g) }
        let scalarFirst = try CubicBezier(parameters.0, parameters.1, parameters.2, parameters.3)
        let one = inputs.map { scalarFirst.value(at: $0) }
        let batchFirst = try CubicBezier(parameters.0, parameters.1, parameters.2, parameters.3)
        let batch = batchFirst.values(at: inputs)
        let after = inputs.map { batchFirst.value(at: $0) }
        for k in inputs.indices {
            #expect(one[k].bitPattern == batch[k].bitPattern && after[k].bitPattern == batch[k].bitPattern, "x = \(inputs[k])")
        }
        _ = curve.values(at: [0.1, 0.2, 0.7, 0.9, 0.95, 0.5, 0.25, 0.125])
        #expect(curve.storage.polynomialSlot.pointee == table)
        #expect(mc_table_is_complete(table) == 1)
        #expect((0..<(2 * (BezierStorage.intervals + 1))).allSatisfy {
            (table + $0 * BezierStorage.polynomialStride)[0].bitPattern != BezierStorage.unbuiltRecord
        })
    }

    /// Each record's output offset (what `value(at:)` adds to the polynomial) is the form's own, 0
    /// forward and 1 mirror, and equals the copy in the coefficient block that the batch kernels
    /// add: the scalar and batch paths add the same offsets, before and after the records are built;
    /// and the mirror form's records are negated (1 + polynomial is y there, near 1 at x near 1).
    @Test func recordOffsetsAreTheForms() throws {
        let curve = try CubicBezier(0.68, -0.55, 0.265, 1.55)
        let table = curve.storage.polynomials
        func check(_ stage: String) {
            for form in 0...1 {
                let kernelOffset = curve.storage.packed[form * BezierStorage.coefficientStride + 10]
                for i in 0...BezierStorage.intervals {
                    let record = table + form * BezierStorage.polynomialFormStride + i * BezierStorage.polynomialStride
                    #expect(record[BezierStorage.offsetIndex] == Double(form) && kernelOffset == Double(form),
                            "\(stage): form \(form), interval \(i): record \(record[BezierStorage.offsetIndex]), kernels \(kernelOffset)")
                }
            }
        }
        check("allocated")
        _ = curve.values(at: (1...999).map { Double($0) / 1000 })
        check("complete")
        // The mirror form's records hold −g (g = 1 − y): on easeInOut (no warped form), at the
        // midpoint of the mirror form's interval 1, x = 1 − 1.5/64 (v = 0, so the polynomial is q₀
        // exactly), value(at:) is 1 + q₀, below 1.
        let easeInOut = CubicBezier.easeInOut
        let x = 1 - 1.5 / 64
        let y = easeInOut.value(at: x)
        let q0 = (easeInOut.storage.polynomials + BezierStorage.polynomialFormStride + BezierStorage.polynomialStride)[0]
        #expect(q0 < 0 && y == 1 + q0 && y < 1, "q0 \(q0), y \(y)")
    }

    /// Interval 0 of each form (next to x = 0 and x = 1) has a polynomial too, marked by the NaN
    /// q₀ ``BezierStorage/endRecord`` so that every path brings its inputs to the scalar code:
    /// from S = 1/16 on (v ≥ −7/16) y is the polynomial's, closer to the end the solve's (bit for
    /// bit: the solve's Bernstein evaluation is what keeps y ≥ 0, y ≤ 1 and monotone at the last
    /// ulps there), at the threshold itself too; every batch kernel gives the scalar bits on inputs
    /// crowded into both intervals 0; and the shared unbuilt table is never written (it cannot
    /// be claimed: its state words hold the unbuilt NaN, not 0).
    @Test func intervalZeroPolynomialsServeFromTheThreshold() throws {
        for p in [(0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.68, -0.55, 0.265, 1.55), (0.0, 1.0, 1.0, 0.0)] {
            let curve = try CubicBezier(p.0, p.1, p.2, p.3)
            let table = curve.storage.completePolynomials!
            var g = SeededGenerator(testSeed: 0xE0D0)
            var inputs: [Double] = []
            var (polynomial, solved, differs) = (0, 0, 0)
            for form in 0...1 {
                let record = table + form * BezierStorage.polynomialFormStride
                #expect(record[0].bitPattern == BezierStorage.endRecord && !record[BezierStorage.endFirstIndex].isNaN, "\(p), form \(form)")
                let warped = curve.storage.packed[form * BezierStorage.coefficientStride + 6] != 0
                // The threshold S = 1/16 itself (τ = 2⁻¹⁰, or 2⁻¹⁹ in a warped form: v = −7/16
                // exactly), the doubles beside it and a little below it, then random inputs.
                let threshold = warped ? 0x1p-19 : 0x1p-10
                let near = [threshold, threshold.nextDown, threshold.nextUp, threshold * (1 - 0x1p-20)]
                for (k, tau) in near.enumerated() {
                    let (_, v, _, _) = curve.storage.locate(form == 0 ? tau : 1 - tau, in: table)
                    if k == 0 { #expect(v == BezierStorage.endThreshold, "\(p), form \(form): v \(v) at the threshold") }
                    if k == 3 { #expect(v < BezierStorage.endThreshold, "\(p), form \(form): v \(v) below the threshold") }
                }
                for draw in 0..<(2000 + near.count) {
                    let big = Double.random(in: 0..<1, using: &g)
                    let tau = draw < near.count ? near[draw] : warped ? big * big / BezierStorage.warpScale : big / BezierStorage.scale
                    let x = form == 0 ? tau : 1 - tau
                    guard x > 0 && x < 1 else { continue }
                    inputs.append(x)
                    let (located, v, _, i) = curve.storage.locate(x, in: table)
                    #expect(located == record && i == 0, "\(p) at \(x)")
                    let y = curve.value(at: x)
                    if v >= BezierStorage.endThreshold {
                        polynomial += 1
                        let expected = record[BezierStorage.offsetIndex] + BezierStorage.polynomial(
                            v, record[BezierStorage.endFirstIndex], record, short: record[BezierStorage.shortFlagIndex] != 0)
                        #expect(y.bitPattern == expected.bitPattern, "\(p) at \(x): \(y), polynomial \(expected)")
                        if y != curve.storage.solvedValue(x) { differs += 1 }
                    } else {
                        solved += 1
                        #expect(y.bitPattern == curve.storage.solvedValue(x).bitPattern, "\(p) at \(x)")
                    }
                }
            }
            print("\(p): \(polynomial) inputs of intervals 0 by their polynomials (\(differs) not the solve's bits), \(solved) by the solve")
            #expect(polynomial > 3000 && solved > 100 && differs > 0)
            // Every kernel on a fresh curve (its batch builds the table) and on this one.
            let scalar = inputs.map { curve.value(at: $0) }
            let fresh = try CubicBezier(p.0, p.1, p.2, p.3).values(at: inputs)
            #expect(fresh.map(\.bitPattern) == scalar.map(\.bitPattern), "\(p), a fresh curve's batch")
            for kernel in BezierStorage.availableKernels {
                var output = [Double](repeating: 0, count: inputs.count)
                _ = inputs.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { curve.storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
                }
                #expect(output.map(\.bitPattern) == scalar.map(\.bitPattern), "\(p), \(kernel) kernel")
            }
        }
        let unbuilt = BezierStorage.unbuiltTable
        #expect((0..<(2 * (BezierStorage.intervals + 1))).allSatisfy {
            (unbuilt + $0 * BezierStorage.polynomialStride)[0].bitPattern == BezierStorage.unbuiltRecord
        } && mc_table_is_complete(unbuilt) == 0)
    }

    /// Interval 0 keeps the solve where y is tiny at its threshold (|g| < 2⁻⁴⁰·scale at
    /// S = 1/16, ``BezierStorage/endFloor``): on (0.5, y1, 0.5, 1) with y1 chosen so that y
    /// crosses 0 at τ = 1/1024 (y1 = −0.00065203222839512153…, from the root of
    /// 1.5u − 1.5u² + u³ = 1/1024 to 40 digits), form 0's interval 0 has no polynomial and its
    /// inputs are the solve's bits, while form 1's keeps one.
    @Test func intervalZeroKeepsTheSolveWhereYIsTinyAtTheThreshold() throws {
        let curve = try CubicBezier(0.5, -0.0006520322283951215, 0.5, 1)
        let table = curve.storage.completePolynomials!
        let (forward, mirror) = (table[0], table[BezierStorage.polynomialFormStride])
        #expect(forward.isNaN && forward.bitPattern != BezierStorage.endRecord && forward.bitPattern != BezierStorage.unbuiltRecord)
        #expect(mirror.bitPattern == BezierStorage.endRecord)
        for k in 1..<64 {
            let x = Double(k) / 4096  // τ up to 63/4096, interval 0 of form 0
            #expect(curve.value(at: x).bitPattern == curve.storage.solvedValue(x).bitPattern, "x = \(x)")
        }
    }

    /// A complete table's all-short word (which spares the AVX kernel four flag loads per
    /// chunk) is 1 exactly when every record with a polynomial has a nonzero short flag, and 0
    /// before completion: 1 on easeInOut, whose records are all of degree 7, 0 on back. The batch
    /// then gives the scalar bits on random inputs (every kernel this processor runs).
    @Test func allShortWord() throws {
        for (p, expected) in [((0.42, 0.0, 0.58, 1.0), true), ((0.68, -0.55, 0.265, 1.55), false)] {
            let curve = try CubicBezier(p.0, p.1, p.2, p.3)
            let table = curve.storage.polynomials
            #expect(mc_table_all_short(table) == 0)
            var g = SeededGenerator(testSeed: 0xA115)
            let inputs = (0..<4096).map { _ in Double.random(in: 0...1, using: &g) }
            let scalar = inputs.map { try! CubicBezier(p.0, p.1, p.2, p.3).value(at: $0) }
            let batch = curve.values(at: inputs)
            #expect(mc_table_is_complete(table) == 1)
            // The flags of the records with a polynomial (q₀ not NaN).
            let flags = (0..<(2 * (BezierStorage.intervals + 1))).map { table + $0 * BezierStorage.polynomialStride }
                .filter { !$0[0].isNaN }.map { $0[BezierStorage.shortFlagIndex] }
            #expect(mc_table_all_short(table) == (flags.allSatisfy { $0 != 0 } ? 1 : 0), "\(flags)")
            #expect((mc_table_all_short(table) == 1) == expected, "\(p): \(flags)")
            for kernel in BezierStorage.availableKernels {
                var output = [Double](repeating: 0, count: inputs.count)
                _ = inputs.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { curve.storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
                }
                #expect(output.map(\.bitPattern) == scalar.map(\.bitPattern), "\(p), \(kernel) kernel")
            }
            #expect(batch.map(\.bitPattern) == scalar.map(\.bitPattern), "\(p)")
        }
    }

    /// A batch that finds a record claimed by another thread and not yet published (simulated
    /// here by claiming it and never publishing) takes the scalar path: the same bits as a curve
    /// whose table is complete, the table left incomplete, and the claimed interval's scalar
    /// evaluations (each its own private build) the same bits every time.
    @Test func batchOnATableWithAnUnpublishedClaimTakesTheScalarPath() throws {
        let parameters = (0.25, 0.1, 0.25, 1.0)
        let claimed = try CubicBezier(parameters.0, parameters.1, parameters.2, parameters.3)
        let table = claimed.storage.polynomials
        let record = UnsafeMutablePointer(mutating: table + 7 * BezierStorage.polynomialStride)
        #expect(mc_record_claim(record) == 1)
        var g = SeededGenerator(testSeed: 0xC1A1)
        var inputs = (0..<2048).map { _ in Double.random(in: 0...1, using: &g) }
        inputs += (0..<64).map { (7 + Double($0) / 64) / 64 }  // interval 7 of form 0
        let reference = try CubicBezier(parameters.0, parameters.1, parameters.2, parameters.3).values(at: inputs)
        let batch = claimed.values(at: inputs)
        for k in inputs.indices { #expect(batch[k].bitPattern == reference[k].bitPattern, "x = \(inputs[k])") }
        for kernel in BezierStorage.availableKernels {
            var output = [Double](repeating: 0, count: inputs.count)
            let (scalar, _) = inputs.withUnsafeBufferPointer { i in
                output.withUnsafeMutableBufferPointer { claimed.storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
            }
            #expect(scalar == inputs.count, "\(kernel) kernel: \(scalar) of \(inputs.count) inputs on the scalar path")
            #expect(output.map(\.bitPattern) == reference.map(\.bitPattern), "\(kernel) kernel")
        }
        #expect(mc_table_is_complete(table) == 0)
        #expect(mc_record_first(record).bitPattern == BezierStorage.unbuiltRecord)
        let x = 7.5 / 64
        #expect(claimed.value(at: x).bitPattern == claimed.value(at: x).bitPattern)
        #expect(claimed.value(at: x).bitPattern == reference[inputs.count - 32].bitPattern)
    }
}
