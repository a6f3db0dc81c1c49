import MotionMath

/// Where the jumps of a CSS `steps()` function fall (CSS Easing Functions Level 2).
public enum StepPosition: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first jump happens at the start (x = 0).
    case jumpStart
    /// The last jump happens at the end (x = 1). The CSS default.
    case jumpEnd
    /// No jump at either end: n − 1 jumps between.
    case jumpNone
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth
    /// Level 1 alias of ``jumpStart``, kept distinct because it serializes differently.
    case start
    /// Level 1 alias of ``jumpEnd``.
    case end

    /// The CSS keyword, e.g. `jump-start`.
    public var cssName: String {
        switch self {
        case .jumpStart: "jump-start"
        case .jumpEnd: "jump-end"
        case .jumpNone: "jump-none"
        case .jumpBoth: "jump-both"
        case .start: "start"
        case .end: "end"
        }
    }

    /// The position named by a CSS keyword (ASCII case-insensitive), or nil.
    package init?(cssName: String) {
        guard let match = Self.allCases.first(where: { $0.cssName == cssName.lowercased() }) else { return nil }
        self = match
    }
}

/// CSS `steps(n, position)`: a staircase of equal steps.
///
/// Evaluation follows CSS Easing Functions Level 2 exactly:
///
///     step = ⌊x·n⌋, +1 for jump-start/start and jump-both;
///     −1 if the before flag is set and x·n is an integer;
///     0 if x ≥ 0 and step < 0;
///     jumps = n (start, end), n − 1 (jump-none), n + 1 (jump-both);
///     jumps if x ≤ 1 and step > jumps;
///     output = step / jumps.
///
/// The before flag is set by the Web Animations timing model in the before phase of an animation
/// with backwards fill, where steps(n, start) must still show 0 at x = 0.
///
/// The slope is 0 everywhere (the derivative is undefined at the jumps themselves).
public struct Steps: TimingCurve, Hashable, Codable, CustomStringConvertible {
    /// The number of steps, n.
    public let count: Int
    /// Where the jumps fall.
    public let position: StepPosition

    /// Creates `steps(count, position)`.
    /// - Throws: ``TimingCurveError/invalidStepCount(count:position:)`` when `count` < 1, or
    ///   < 2 with ``StepPosition/jumpNone``.
    public init(_ count: Int, _ position: StepPosition = .jumpEnd) throws(TimingCurveError) {
        guard count >= 1, position != .jumpNone || count >= 2 else {
            throw .invalidStepCount(count: count, position: position)
        }
        self.count = count
        self.position = position
    }

    enum CodingKeys: String, CodingKey { case count, position }

    /// Decodes `{"count": n, "position": "jumpEnd"}` (position optional, default `jumpEnd`)
    /// through the validating initialiser.
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``TimingCurveError`` the initialiser
    ///   throws for an invalid count.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let count = try c.decode(Int.self, forKey: .count)
        let position = try c.decodeIfPresent(StepPosition.self, forKey: .position) ?? .jumpEnd
        do { try self.init(count, position) } catch { throw DecodingError.rejected(error, by: decoder) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(count, forKey: .count)
        try c.encode(position, forKey: .position)
    }

    /// The number of jumps: n, n − 1 (jump-none) or n + 1 (jump-both).
    package var jumps: Int {
        switch position {
        case .jumpNone: count - 1
        case .jumpBoth: count + 1
        default: count
        }
    }

    /// The output at `x` with the before flag clear (the active phase).
    /// - Complexity: O(1).
    public func value(at x: Double) -> Double { value(at: x, beforeFlag: false) }

    /// The output at `x` with the given before flag.
    /// - Complexity: O(1).
    public func value(at x: Double, beforeFlag: Bool) -> Double {
        if x.isNaN { return x }
        let scaled = x * Double(count)
        var step = scaled.rounded(.down)
        if position == .jumpStart || position == .start || position == .jumpBoth { step += 1 }
        if beforeFlag && scaled == scaled.rounded(.down) { step -= 1 }
        if x >= 0 && step < 0 { step = 0 }
        let jumps = Double(self.jumps)
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }

    /// The value, and the derivative 0: a staircase is flat between its jumps.
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        (value(at: x), x.isNaN ? x : 0)
    }

    /// True only for jump-end/end and jump-none (0 at x = 0) that also reach 1 at x = 1: every
    /// position reaches 1 at x = 1; jump-start, start and jump-both start above 0.
    public var mapsEndpointsExactly: Bool {
        position == .jumpEnd || position == .end || position == .jumpNone
    }

    public var isMonotone: Bool { true }

    /// CSS serialization: `steps(n)` for end and jump-end, else `steps(n, position)`.
    public var description: String {
        position == .end || position == .jumpEnd ? "steps(\(count))" : "steps(\(count), \(position.cssName))"
    }
}
