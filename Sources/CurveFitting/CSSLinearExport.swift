// Export of any timing curve as CSS linear(), with the max error guaranteed over the whole curve.
//
// Stops are placed on a decimal grid of inputs (the resolution the text is written with, refined
// by a decimal up to three times where a single grid step cannot meet the limit), with
// outputs rounded to the same number of decimals, so that the stops tested are the stops written.
// From each stop the next is found by a doubling search then bisection over the grid for an input
// b whose segment passes the certificate: the true maximum of |curve(x) − segment(x)| on [a, b],
// found by maximumDeviation (every extremum of the difference located by bisection on
// curve′ − segment slope, corners included), is within the inner tolerance. The text is then read
// back as a LinearEasing and every one of its segments certified the same way; that maximum is
// what the export reports and it is ≤ the limit, or the export retries with a tighter inner
// tolerance.

import Foundation
import Springs
import TimingCurves

/// A curve exported as CSS `linear()`, within a maximum error guaranteed over the whole curve.
///
/// The guarantee: for every x ∈ [0, 1], |easing(x) − curve(x)| ≤ `maxError` where `easing` is the
/// parsed text — not only on a grid. Each segment's error is the true maximum of |curve − chord|
/// between its stops, found at the segment's ends and at every point where the curve's slope
/// crosses the chord's slope (located by bisection on `derivative(at:) − chord slope`, which converges
/// to smooth extrema and to corners of piecewise curves alike). For a curve with a continuous
/// second derivative this maximum is at most (b − a)²/8 · max|f″| on the segment, the classical
/// bound; the certificate finds the actual value instead of bounding f″. It assumes the curve is
/// continuous on [0, 1] and that curve′ − chord slope changes sign at most once per scan cell
/// (cells ≤ 1/`samples` wide, at least 16 per segment).
public struct CSSLinearExport: Sendable {
    /// The largest number of stops an export may use; more gives ``CurveFittingError/tooManyStops(limit:)``.
    public static let maximumStops = 10_000

    /// The most evaluations of the curve one export makes, all passes together: about a second
    /// or two of work for the slowest curves, so that every export ends within seconds.
    public static let maximumEvaluations = 10_000_000

    /// Evaluations left in one export, shared by its placement passes and certificates.
    final class WorkBudget {
        var remaining = CSSLinearExport.maximumEvaluations
        func spend(_ count: Int) throws(CurveFittingError) {
            remaining -= count
            if remaining < 0 { throw .tooMuchWork(limit: CSSLinearExport.maximumEvaluations) }
        }
    }

    /// The CSS text, e.g. `linear(0, 0.2 10%, …, 1)`.
    public let text: String
    /// The parsed easing (what a browser evaluates).
    public let easing: LinearEasing
    /// The true max |easing(x) − curve(x)| over x ∈ [0, 1] (the certified maximum of every segment),
    /// at most the requested limit.
    public let maxError: Double
    /// The input at which ``maxError`` is reached.
    public let maxErrorInput: Double
    /// For a spring export (``init(spring:initialVelocity:maxError:samples:)``): the seconds x = 1 stands for, the
    /// spring's settling time within half the limit. Nil for a timing curve.
    public let duration: Double?

    /// Exports `curve` within `maxError` over the whole of [0, 1].
    ///
    /// - Parameters:
    ///   - curve: the curve to export.
    ///   - maxError: the largest allowed |easing(x) − curve(x)|, in 1e-10…1.
    ///   - samples: the scan resolution of the certificate: cells at most 1/samples wide
    ///     (16…100000; default 2000).
    /// - Throws: ``CurveFittingError/invalid(_:)`` for a limit or a resolution out of range;
    ///   ``CurveFittingError/nonFiniteTarget(x:)`` for a curve that is not finite somewhere;
    ///   ``CurveFittingError/unreachable(x:)`` where no segment as short as the text's input
    ///   resolution meets the limit, even refined three decimals (a jump in a curve other than
    ///   `steps()`, which ``init(steps:)`` exports exactly, refusing more than 4999 steps with
    ///   ``CurveFittingError/invalid(_:)``); ``CurveFittingError/tooManyStops(limit:)``
    ///   past ``maximumStops``; ``CurveFittingError/tooMuchWork(limit:)`` past
    ///   ``maximumEvaluations`` evaluations of the curve.
    /// - Complexity: per stop, O(log(1/maxError)) certificates of O(samples · segment width + 16)
    ///   evaluations each (plus the bisections); at most ``maximumStops`` stops, 12 retries and
    ///   ``maximumEvaluations`` evaluations in all.
    public init(_ curve: some TimingCurve, maxError: Double, samples: Int = 2000) throws(CurveFittingError) {
        if let steps = Self.staircase(curve) {
            try Self.checkLimit(maxError)
            try self.init(steps: steps)
            return
        }
        // A linear() easing is its own export, jumps included.
        if let easing = curve as? EasingFunction, case .linear(let linear) = easing.expanded, let text = easing.exactCSSText {
            try Self.checkLimit(maxError)
            self.init(text: text, easing: linear, maxError: 0, maxErrorInput: 0, duration: nil)
            return
        }
        try self.init(curve, maxError: maxError, samples: samples, endsAtOne: false, duration: nil)
    }

    /// Exports a spring's progress from 0 to 1 within `maxError`, ending at exactly 1.
    ///
    /// `initialVelocity` is the velocity at t = 0 in progress per second (a value's velocity
    /// divided by to − from, as Core Animation's `initialVelocity`; default 0, from rest): with
    /// CSS `@keyframes` from `from` to `to`, the easing then moves the value as the spring does.
    /// The duration is the spring's exact settling time within ε = maxError/2
    /// (`Springs.Spring.settlingTime(from:to:initialVelocity:epsilon:)`), so that after the
    /// animation ends the real spring stays within maxError/2 of the held end value 1; over the
    /// animation, |easing(t/duration) − spring(t)| ≤ maxError is certified as for any curve, with
    /// the last stop written as exactly 1. Together: |css(t) − spring(t)| ≤ maxError for every
    /// t ≥ 0.
    /// - Throws: as ``init(_:maxError:samples:)``; ``CurveFittingError/invalid(_:)`` carrying the
    ///   `Springs.SpringError` text for a spring that never settles.
    /// - Complexity: that of ``init(_:maxError:samples:)``, plus O(1) for the settling time.
    public init(spring: Spring, initialVelocity: Double = 0, maxError: Double, samples: Int = 2000) throws(CurveFittingError) {
        try Self.checkLimit(maxError)
        let progress: SpringProgressCurve
        do {
            let settle = try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: initialVelocity, epsilon: maxError / 2)
            progress = try SpringProgressCurve(spring: spring, duration: settle, initialVelocity: initialVelocity)
        } catch {
            throw .invalid("spring: \(error.description)")
        }
        try self.init(progress, maxError: maxError, samples: samples, endsAtOne: true, duration: progress.duration)
    }

    /// CSS `steps()` exactly: each step is a flat segment between two stops, and each jump two
    /// stops at the same input (CSS Easing 2: a point's input equal to the one before it makes a
    /// jump, the later output taking effect at that input).
    ///
    /// The outputs are the step function's own doubles (j/jumps, written in their shortest
    /// round-trip form); the jump inputs are the smallest doubles x at which `Steps.value(at:)`
    /// takes the next step (x·n rounds up to the step's integer), written as their percentages in
    /// shortest form. So the export equals `steps()` at every x in [0, 1] except within a few ulps
    /// of a jump, where reading the percentage back (p / 100) may move the jump by the rounding of
    /// that division; ``maxError`` is 0 and ``maxErrorInput`` 0. Outside [0, 1] linear() holds
    /// the first and last step (steps() goes to 0 before 0 for jump-start and jump-both).
    /// - Throws: ``CurveFittingError/invalid(_:)`` when the 2n + 1 stops exceed ``maximumStops``.
    /// - Complexity: O(n).
    public init(steps: Steps) throws(CurveFittingError) {
        let n = steps.count
        guard n <= (Self.maximumStops - 1) / 2 else {
            throw .invalid("\(steps) needs 2n + 1 stops in linear(), more than the limit of \(Self.maximumStops)")
        }
        var inputs = [0.0]
        for j in 1..<max(n, 1) where n > 1 {
            // The smallest double x with ⌊x·n⌋ ≥ j (the jump of Steps.value), from j/n by ulps.
            var x = Double(j) / Double(n)
            while (x.nextDown * Double(n)).rounded(.down) >= Double(j) { x = x.nextDown }
            while (x * Double(n)).rounded(.down) < Double(j) { x = x.nextUp }
            inputs.append(x)
        }
        inputs.append(1)
        // Shortest round-trip text, without a trailing ".0".
        func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : x.description }
        var parts: [String] = []
        var level = 0.0
        for j in 0..<n {
            // The step's level: its value at the middle of its interval.
            level = steps.value(at: 0.5 * (inputs[j] + inputs[j + 1]))
            parts.append("\(number(level)) \(number(inputs[j] * 100))% \(number(inputs[j + 1] * 100))%")
        }
        // The value at x = 1, when the last step does not already hold it.
        let end = steps.value(at: 1)
        if end != level { parts.append("\(number(end)) 100%") }
        // One flat step (steps(1, start)) is still two stops: linear() needs at least two.
        if parts.count == 1 { parts = ["\(number(level)) 0%", "\(number(level)) 100%"] }
        let text = "linear(" + parts.joined(separator: ", ") + ")"
        guard case .linear(let easing) = try? EasingFunction(parsing: text) else {
            throw .invalid("internal: the exported text \(text.prefix(60)) does not parse")
        }
        self.init(text: text, easing: easing, maxError: 0, maxErrorInput: 0, duration: nil)
    }

    init(text: String, easing: LinearEasing, maxError: Double, maxErrorInput: Double, duration: Double?) {
        self.text = text
        self.easing = easing
        self.maxError = maxError
        self.maxErrorInput = maxErrorInput
        self.duration = duration
    }

    /// The `steps()` a curve is, if any (directly, or an easing such as `step-end`).
    static func staircase(_ curve: some TimingCurve) -> Steps? {
        if let steps = curve as? Steps { return steps }
        if let easing = curve as? EasingFunction, case .steps(let steps) = easing.expanded { return steps }
        return nil
    }

    static func checkLimit(_ maxError: Double) throws(CurveFittingError) {
        guard maxError >= 1e-10, maxError <= 1 else {
            throw .invalid("the max error must be a number in 1e-10…1, got \(maxError)")
        }
    }

    init(_ curve: some TimingCurve, maxError: Double, samples: Int, endsAtOne: Bool, duration: Double?) throws(CurveFittingError) {
        try Self.checkLimit(maxError)
        guard samples >= 16 && samples <= 100_000 else { throw .invalid("samples must be in 16…100000, got \(samples)") }
        // Outputs with `digits` decimals, inputs on a grid of 10^−digits (percent with digits − 2).
        // A segment one grid step long that cannot meet the limit (a vertical tangent, e.g.
        // easeInCirc at 1, needs a step ≤ 8E²) refines the grid by a decimal, up to 3 times.
        let baseDigits = max(4, Int((-Foundation.log10(maxError)).rounded(.up)) + 2)
        var digits = baseDigits
        // The stops tested are the stops written, so the limit itself is the first tolerance.
        var inner = maxError
        let budget = WorkBudget()
        for _ in 0..<12 {
            let percentDecimals = digits - 2
            var gridCount = 1
            for _ in 0..<digits { gridCount *= 10 }
            let stops: [Stop]
            do {
                stops = try Self.place(curve, gridCount: gridCount, digits: digits, percentDecimals: percentDecimals,
                                       tolerance: inner, resolution: samples, endsAtOne: endsAtOne, budget: budget)
            } catch .unreachable(let x) {
                guard digits < baseDigits + 3 else { throw .unreachable(x: x) }
                digits += 1
                continue
            }
            let text = "linear(" + stops.enumerated().map { index, stop -> String in
                if index == 0 && stop.output == "0" && stop.k == 0 { return "0" }
                if index == stops.count - 1 && stop.output == "1" && stop.k == gridCount { return "1" }
                return "\(stop.output) \(stop.percent)%"
            }.joined(separator: ", ") + ")"
            guard case .linear(let easing) = try? EasingFunction(parsing: text) else {
                throw .invalid("internal: the exported text \(text.prefix(60)) does not parse")
            }
            // The final certificate, on what a browser evaluates.
            let (measured, at) = try Self.certify(easing, against: curve, resolution: samples, budget: budget)
            if measured.isNaN { throw .nonFiniteTarget(x: at) }
            if measured <= maxError {
                self.init(text: text, easing: easing, maxError: measured, maxErrorInput: at, duration: duration)
                return
            }
            inner *= 0.5
        }
        throw .invalid("could not meet the max error \(maxError) after 12 tightenings")
    }

    struct Stop {
        var k: Int
        var x: Double
        var y: Double
        var output: String
        var percent: String
    }

    /// Greedy stops on the input grid k/gridCount, each segment certified within `tolerance`.
    static func place(_ curve: some TimingCurve, gridCount: Int, digits: Int, percentDecimals: Int,
                      tolerance: Double, resolution: Int, endsAtOne: Bool, budget: WorkBudget) throws(CurveFittingError) -> [Stop] {
        func stop(_ k: Int) throws(CurveFittingError) -> Stop {
            let percent = gridPercent(k, decimals: percentDecimals)
            let x = k == gridCount ? 1 : Double(percent)! / 100
            let value = curve.value(at: x)
            guard value.isFinite else { throw .nonFiniteTarget(x: x) }
            let output = endsAtOne && k == gridCount ? "1" : decimal(value, digits)
            return Stop(k: k, x: x, y: Double(output)!, output: output, percent: percent)
        }
        func fits(_ a: Stop, _ b: Stop) throws(CurveFittingError) -> Bool {
            let (e, at, evaluations) = segmentError(curve, a.x, a.y, b.x, b.y, resolution: resolution, stopAbove: tolerance)
            try budget.spend(evaluations)
            if e.isNaN { throw .nonFiniteTarget(x: at) }
            return e <= tolerance
        }
        var stops = [try stop(0)]
        while stops.last!.k < gridCount {
            guard stops.count < maximumStops else { throw .tooManyStops(limit: maximumStops) }
            let a = stops.last!
            var good = try stop(a.k + 1)
            guard try fits(a, good) else { throw .unreachable(x: a.x) }
            // Doubling, then bisection between the last fitting and the first failing grid input.
            var step = 1
            var bad: Int? = nil
            while good.k < gridCount {
                step *= 2
                let candidate = try stop(min(a.k + step, gridCount))
                if try fits(a, candidate) { good = candidate } else { bad = candidate.k; break }
            }
            if var hi = bad {
                var lo = good.k
                while hi - lo > 1 {
                    let mid = lo + (hi - lo) / 2
                    let candidate = try stop(mid)
                    if try fits(a, candidate) { good = candidate; lo = mid } else { hi = mid }
                }
            }
            stops.append(good)
        }
        return stops
    }

    /// The certified max |curve − chord| on [xa, xb] for the chord (xa, ya)–(xb, yb).
    static func segmentError(_ curve: some TimingCurve, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
                             resolution: Int, stopAbove: Double = .infinity) -> (error: Double, at: Double, evaluations: Int) {
        let slope = xb > xa ? (yb - ya) / (xb - xa) : 0
        let cells: Int = max(16, Int(((xb - xa) * Double(resolution)).rounded(.up)))
        var evaluations = 0
        let target: (Double) -> (value: Double, derivative: Double) = { evaluations += 1; return curve.valueAndDerivative(at: $0) }
        let chord: (Double) -> (value: Double, derivative: Double) = { x in (x == xb ? yb : ya + slope * (x - xa), slope) }
        let (error, at) = maximumDeviation(on: xa, xb, cells: cells, stopAbove: stopAbove, target, chord)
        return (error, at, evaluations)
    }

    /// The certified max |easing − curve| over [0, 1], segment by segment of the parsed easing.
    static func certify(_ easing: LinearEasing, against curve: some TimingCurve, resolution: Int, budget: WorkBudget) throws(CurveFittingError) -> (error: Double, at: Double) {
        var best = (error: 0.0, at: 0.0)
        let points = easing.points
        for i in 0..<(points.count - 1) {
            let xa = max(0, points[i].input), xb = min(1, points[i + 1].input)
            guard xb > xa else { continue }
            let slope = (points[i + 1].output - points[i].output) / (points[i + 1].input - points[i].input)
            let cells: Int = max(16, Int(((xb - xa) * Double(resolution)).rounded(.up)))
            var evaluations = 0
            let target: (Double) -> (value: Double, derivative: Double) = { evaluations += 1; return curve.valueAndDerivative(at: $0) }
            let line: (Double) -> (value: Double, derivative: Double) = { x in (easing.value(at: x), slope) }
            let (e, at) = maximumDeviation(on: xa, xb, cells: cells, target, line)
            try budget.spend(evaluations)
            if e.isNaN { return (e, at) }
            if e > best.error { best = (e, at) }
        }
        return best
    }

    /// k / 10^decimals written as a decimal without trailing zeros (exact: integer arithmetic).
    static func gridPercent(_ k: Int, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let whole = k / scale, fraction = k % scale
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: decimals - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// `value` with at most `digits` decimals, trailing zeros removed, "." separator.
    static func decimal(_ value: Double, _ digits: Int) -> String {
        // C's printf in the C locale (a Swift program never calls setlocale): correctly rounded,
        // "." separator, and without Foundation's per-call number formatter, which dominated a
        // fine export's time.
        var buffer = [CChar](repeating: 0, count: 400)
        let length = buffer.withUnsafeMutableBufferPointer { out in
            withVaList([Int32(digits), value]) { vsnprintf(out.baseAddress, out.count, "%.*f", $0) }
        }
        var text = String(decoding: buffer[0..<Int(max(0, min(length, 399)))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
