import MotionMath

/// CSS `linear(…)`: a piecewise-linear easing through control points (CSS Easing Level 2).
///
/// Each point has an output and an input, here kept as a percentage (as written in CSS) so that
/// the resolution rules and the serialization are exact in decimal: `linear(0, 0.25 75%, 1)`.
///
/// Evaluation at x: A is the last point with input ≤ x (the first if none; the one before the
/// last if A is the last), B the point after A; if A and B have equal inputs the output is B's,
/// else the line through A and B (which extrapolates outside the points' inputs).
public struct LinearEasing: TimingCurve, Hashable, Codable, CustomStringConvertible {
    /// A resolved control point: `output` at input `inputPercent`/100.
    public struct Point: Hashable, Sendable, Codable {
        public var output: Double
        public var inputPercent: Double
        package init(output: Double, inputPercent: Double) {
            self.output = output
            self.inputPercent = inputPercent
        }
        /// The input as a fraction.
        public var input: Double { inputPercent / 100 }
    }

    /// A stop as written: an output and zero, one or two input percentages.
    public struct Stop: Hashable, Sendable {
        public var output: Double
        public var inputPercents: [Double]
        public init(_ output: Double, _ inputPercents: [Double] = []) {
            self.output = output
            self.inputPercents = inputPercents
        }
    }

    /// The resolved points, inputs non-decreasing.
    public let points: [Point]
    /// Inputs as fractions, cached for evaluation.
    private let inputs: [Double]

    /// Resolves stops as CSS does:
    /// 1. a stop with two percentages becomes two points with the same output;
    /// 2. a missing first input is 0%; a missing last input is the largest input so far, or
    ///    100% if larger;
    /// 3. every given input is raised to the largest input before it;
    /// 4. each run of missing inputs is spaced evenly between its neighbours.
    ///
    /// - Throws: ``TimingCurveError/tooFewStops(count:)`` with fewer than two stops;
    ///   ``TimingCurveError/nonFiniteParameter(name:value:)`` for a non-finite number.
    /// - Complexity: O(n).
    public init(stops: [Stop]) throws(TimingCurveError) {
        guard stops.count >= 2 else { throw .tooFewStops(count: stops.count) }
        var outputs: [Double] = []
        var given: [Double?] = []
        for (i, stop) in stops.enumerated() {
            guard stop.output.isFinite else { throw .nonFiniteParameter(name: "stop \(i + 1) output", value: stop.output) }
            for p in stop.inputPercents where !p.isFinite {
                throw .nonFiniteParameter(name: "stop \(i + 1) input", value: p)
            }
            if stop.inputPercents.isEmpty {
                outputs.append(stop.output)
                given.append(nil)
            } else {
                for p in stop.inputPercents.prefix(2) {
                    outputs.append(stop.output)
                    given.append(p)
                }
            }
        }
        if given[0] == nil { given[0] = 0 }
        if given[given.count - 1] == nil {
            given[given.count - 1] = Swift.max(100, given.compactMap { $0 }.max() ?? 100)
        }
        var largest = -Double.infinity
        for i in given.indices {
            if let p = given[i] {
                largest = Swift.max(largest, p)
                given[i] = largest
            }
        }
        var resolved = given.map { $0 ?? .nan }
        var i = 0
        while i < resolved.count {
            if resolved[i].isNaN {
                var j = i
                while resolved[j].isNaN { j += 1 }
                let start = resolved[i - 1]
                let end = resolved[j]
                let gaps = Double(j - i + 1)
                for k in i..<j {
                    // Spread evenly; where (end − start)·k overflows (ends near the largest
                    // percentage), the overflow-free blend of MotionMath's lerp.
                    let spread = (end - start) * Double(k - i + 1)
                    resolved[k] = spread.isFinite ? start + spread / gaps : lerp(start, end, Double(k - i + 1) / gaps)
                }
                i = j
            }
            i += 1
        }
        points = zip(outputs, resolved).map { Point(output: $0, inputPercent: $1) }
        inputs = points.map(\.input)
    }

    /// `linear(0, 1)`, the identity.
    public static let identity = try! LinearEasing(stops: [Stop(0), Stop(1)])

    /// Index of A for input x (see the type's documentation).
    private func segment(_ x: Double) -> Int {
        // The last index with input ≤ x (0 below the first), at most count − 2: MotionMath's search.
        var hint = 0
        return inputs.lastIndex(atOrBelow: x, upperBound: inputs.count - 2, hint: &hint)
    }

    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        let i = segment(x)
        let a = points[i]
        let b = points[i + 1]
        let width = inputs[i + 1] - inputs[i]
        if width == 0 { return (b.output, 0) }
        let slope = (b.output - a.output) / width
        if x == inputs[i + 1] { return (b.output, slope) }
        if x.isInfinite { return (slope == 0 ? a.output : x * slope, slope) }
        let u = (x - inputs[i]) / width
        // A + (B − A)·u, the CSS interpolation: exactly A on a flat segment (a step exported as
        // linear()), the blend where B − A overflows (MotionMath's lerp).
        let blend = lerp(a.output, b.output, u)
        if blend.isFinite { return (blend, slope) }
        // Extrapolating far past a segment of subnormal width: u overflows or its products do,
        // and the blend is ∞·0 or ∞ − ∞. The line itself, a + (x − xᵢ)·slope, is then ±∞ (the
        // true value is beyond the largest Double) or finite, never NaN.
        return (a.output + (x - inputs[i]) * slope, slope)
    }

    public var mapsEndpointsExactly: Bool { value(at: 0) == 0 && value(at: 1) == 1 }

    public var isMonotone: Bool {
        zip(points, points.dropFirst()).allSatisfy { $0.output <= $1.output }
    }

    /// The resolved CSS form, `linear(0 0%, 0.5 50%, 1 100%)`.
    public var description: String {
        "linear(" + points.map { "\($0.output.shortDescription) \($0.inputPercent.shortDescription)%" }
            .joined(separator: ", ") + ")"
    }

    public static func == (lhs: LinearEasing, rhs: LinearEasing) -> Bool { lhs.points == rhs.points }
    public func hash(into hasher: inout Hasher) { hasher.combine(points) }

    enum CodingKeys: String, CodingKey { case points }
    public init(from decoder: any Decoder) throws {
        let points = try decoder.container(keyedBy: CodingKeys.self).decode([Point].self, forKey: .points)
        do {
            try self.init(stops: points.map { Stop($0.output, [$0.inputPercent]) })
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(points, forKey: .points)
    }
}
