// Start delays for a group of items (AnimationTiming article, Stagger): GSAP's `stagger`
// (`distribute`: origin, grid, axis, amount or each, ease, edges) and Motion's `stagger`.
//
// GSAP: item j of n sits at (j mod c, ⌊j/c⌋) on a grid of c columns (one row without a grid). The
// origin is an item's cell, or a fraction (fx, fy) of the grid placed at (min(c, n)·fx − ½,
// (n/c)·fy − ½) — center ½, end 1. Each item's distance d_j from the origin is Euclidean (or |x|, |y|
// along an axis), normalised to s_j = (d_j − min d)/(max d − min d), and its delay is
// base + ease(s_j)·span, where span is the amount, or each × (n − 1) in a row, × max(c, n/c) on a
// grid, × c or n/c along the x or y axis. "edges" measures from the center and runs the span
// backwards: base + span·ease(1 − s_j).
// Motion: delay = start + each·|origin − j|; with an ease, ease(delay/(n·each))·n·each.
// anime.js: d_j = |origin − j| in a row; on a grid of c columns and r = ⌈n/c⌉ rows, the Euclidean
// distance from the origin cell (center ((c − 1)/2, (r − 1)/2), a fraction (fx·(c − 1),
// fy·(r − 1))), or along an axis the signed x_j − x₀ or y_j − y₀. With m = max d_j: an ease gives
// ease(d/m)·m, reversed gives |m − d| (on an axis −d), and the delay is
// start + spacing·round(100·d)/100 (JavaScript's Math.round, halves up), spacing = each, or total/m
// (anime.js's range [from, to] is a total of to − from from a start of from).

import MotionMath
import RealModule
import TimingCurves

/// Start delays for a group of items, as GSAP's, Motion's and anime.js's `stagger` compute them.
///
/// - Complexity: O(n) for n items.
public struct Stagger: Sendable {
    /// Whose rules compute the delays.
    public enum Convention: String, Sendable, Hashable, CaseIterable {
        /// GSAP's `stagger` object (`distribute`): distances normalised to [0, 1], eased, and
        /// spread over the amount (or each × the items along the longest line).
        case gsap
        /// Motion's `stagger(each, {from, startDelay, ease})`: each × the distance in items; an
        /// ease maps the fraction of n × each. No grid, axis, edges or total amount.
        case motion
        /// anime.js's `stagger(value, {start, from, grid, axis, ease, reversed})`: the distance in
        /// items (or cells; signed along an axis), eased as a fraction of the largest, rounded to
        /// hundredths, times each (or the total over the largest distance). No edges.
        case anime
    }

    /// Where the stagger starts.
    public enum Origin: Sendable, Hashable {
        /// The first item (GSAP's `0`; Motion's `"first"`). GSAP's `"start"` is the fraction (0, 0),
        /// half a cell before it, which differs on a grid.
        case first
        /// The last item (GSAP's `"end"`, a fraction 1 of the grid; Motion's `"last"`).
        case last
        /// The middle (GSAP's `"center"`, a fraction ½; Motion's `"center"`, index (n − 1)/2).
        case center
        /// The outside first, the middle last (GSAP only).
        case edges
        /// An item's index (Motion also takes a fractional one).
        case index(Double)
        /// A fraction of the grid along x and y (GSAP's `from: [fx, fy]`; GSAP only).
        case fraction(x: Double, y: Double)
    }

    /// How far apart the delays are.
    public enum Spacing: Sendable, Hashable {
        /// The delay per unit of distance (GSAP's and Motion's `each`), seconds.
        case each(Double)
        /// The span of all the delays (GSAP's `amount`), seconds; GSAP only.
        case total(Double)
    }

    /// A distance along one axis of the grid only (GSAP's `axis`).
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Along the rows: the column distance.
        case x
        /// Along the columns: the row distance.
        case y
    }

    /// Whose rules compute the delays.
    public let convention: Convention
    /// How far apart the delays are.
    public let spacing: Spacing
    /// Where the stagger starts.
    public let origin: Origin
    /// The number of columns of the grid the items fill row by row (GSAP's `grid: [rows, columns]`
    /// gives the columns), or nil for a single row.
    public let gridColumns: Int?
    /// The axis distances are measured along, or nil for the Euclidean distance.
    public let axis: Axis?
    /// The ease applied to the normalised distance, or nil for linear: any timing curve, as
    /// GSAP and Motion take any ease.
    public let easing: (any TimingCurve)?
    /// The delay added to every item (GSAP's `base`, Motion's `startDelay`, anime.js's
    /// `start`), seconds.
    public let start: Double
    /// anime.js's `reversed`: the largest distance first (|m − d|; along an axis, −d).
    public let reversed: Bool

    /// - Throws: ``AnimationTimingError`` for a non-finite spacing, start, index or fraction, a
    ///   negative spacing, columns < 1, or an option the convention does not have (Motion: a
    ///   grid, an axis, `edges`, a fraction, a total; anime.js: `edges`, and a fraction or an
    ///   axis without a grid; `reversed` is anime.js's only).
    public init(_ spacing: Spacing, from origin: Origin = .first, gridColumns columns: Int? = nil, axis: Axis? = nil,
                easing: (any TimingCurve)? = nil, start: Double = 0, reversed: Bool = false,
                convention: Convention = .gsap) throws(AnimationTimingError) {
        let amount = Self.amount(spacing)
        guard amount.isFinite else { throw .nonFiniteInput(name: "stagger spacing") }
        guard amount >= 0 else { throw .invalidParameter(name: "stagger spacing", value: amount, requirement: "0 or greater") }
        guard start.isFinite else { throw .nonFiniteInput(name: "stagger start") }
        switch origin {
        case .index(let i):
            guard i.isFinite else { throw .nonFiniteInput(name: "stagger origin index") }
            guard i >= 0, i <= 0x1p53 else { throw .invalidParameter(name: "stagger origin index", value: i, requirement: "from 0 to 2^53") }
            if convention == .gsap && i != i.rounded() {
                throw .invalidParameter(name: "stagger origin index", value: i, requirement: "a whole number for GSAP")
            }
        case .fraction(let x, let y):
            guard x.isFinite, y.isFinite else { throw .nonFiniteInput(name: "stagger origin fraction") }
        default: break
        }
        if let columns, columns < 1 { throw .invalidParameter(name: "gridColumns", value: Double(columns), requirement: "1 or more") }
        if convention == .motion {
            let unsupported: String? = if columns != nil { "a grid" } else if axis != nil { "an axis" }
                else if case .total = spacing { "a total amount" } else if origin == .edges { "edges" }
                else if case .fraction = origin { "a fractional origin" } else { nil }
            if let unsupported { throw .invalidParameter(name: "stagger convention motion", value: .nan, requirement: "without \(unsupported) (Motion's stagger has none)") }
        }
        if convention == .anime {
            let unsupported: String? = if origin == .edges { "edges" }
                else if case .fraction = origin, columns == nil { "a fractional origin outside a grid" }
                else if axis != nil && columns == nil { "an axis outside a grid" } else { nil }
            if let unsupported { throw .invalidParameter(name: "stagger convention anime", value: .nan, requirement: "without \(unsupported) (anime.js's stagger has none)") }
        } else if reversed {
            throw .invalidParameter(name: "stagger reversed", value: .nan, requirement: "the anime convention (GSAP reverses with from: last or edges)")
        }
        self.convention = convention
        self.spacing = spacing
        self.origin = origin
        self.gridColumns = columns
        self.axis = axis
        self.easing = easing
        self.start = start
        self.reversed = reversed
    }

    /// Reads an origin as the CLI and table specs write it: `first`, `start` (GSAP's: the fraction
    /// 0, 0), `last` (or `end`), `center`, `edges`, an index (`3`, `1.5`) or a fraction of the grid
    /// `FX,FY`; nil for anything else.
    package static func origin(parsing text: String) -> Origin? {
        switch text {
        case "first": return .first
        case "start": return .fraction(x: 0, y: 0)
        case "last", "end": return .last
        case "center": return .center
        case "edges": return .edges
        default:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            if parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) { return .fraction(x: x, y: y) }
            return Double(text).map { .index($0) }
        }
    }

    /// The delays of `count` items, in item order, seconds.
    /// - Throws: ``AnimationTimingError`` for a count below 0 or above 1,000,000, or a span of
    ///   delays (each × the items along the longest line) beyond the largest finite number.
    /// - Complexity: O(count).
    public func delays(count: Int) throws(AnimationTimingError) -> [Double] {
        guard count >= 0, count <= 1_000_000 else {
            throw .invalidParameter(name: "stagger count", value: Double(count), requirement: "from 0 to 1000000")
        }
        if count == 0 { return [] }
        let delays = switch convention {
        case .gsap: gsapDelays(count)
        case .motion: motionDelays(count)
        case .anime: animeDelays(count)
        }
        guard delays.allSatisfy(\.isFinite) else {
            throw .invalidParameter(name: "stagger spacing", value: Self.amount(spacing), requirement: "small enough that the delays stay finite")
        }
        return delays
    }

    /// The number a spacing carries (seconds per unit of distance, or in all).
    private static func amount(_ spacing: Spacing) -> Double {
        switch spacing {
        case .each(let value), .total(let value): value
        }
    }

    /// The origin as an item index in a row of n (Motion's and anime.js's): 0, n − 1, (n − 1)/2 or
    /// the index; 0 for the GSAP-only origins, which init refuses for these conventions (a
    /// fraction, on an anime.js grid, is placed as a cell instead).
    private func originIndex(_ n: Int) -> Double {
        switch origin {
        case .first: 0
        case .last: Double(n - 1)
        case .center: Double(n - 1) / 2
        case .index(let i): i
        case .edges, .fraction: 0
        }
    }

    private func motionDelays(_ n: Int) -> [Double] {
        let originIndex = self.originIndex(n)
        let each = Self.amount(spacing), maximum = Double(n) * each
        return (0..<n).map { j in
            var delay = each * abs(originIndex - Double(j))
            if let easing, maximum > 0 { delay = easing.value(at: delay / maximum) * maximum }
            return start + delay
        }
    }

    private func gsapDelays(_ n: Int) -> [Double] {
        // GSAP's one row is a grid of "infinitely" many columns.
        let wrap = gridColumns ?? Int.max
        let count = Double(n)
        let shownColumns = Double(Swift.min(wrap, n))
        let (originX, originY): (Double, Double)
        func fractional(_ fx: Double, _ fy: Double) -> (Double, Double) {
            (shownColumns * fx - 0.5, gridColumns == nil ? 0 : count * fy / Double(wrap) - 0.5)
        }
        switch origin {
        case .first: (originX, originY) = (0, 0)
        case .last: (originX, originY) = fractional(1, 1)
        case .center, .edges: (originX, originY) = fractional(0.5, 0.5)
        case .fraction(let fx, let fy): (originX, originY) = fractional(fx, fy)
        case .index(let i):
            // As GSAP, an index past the last item measures from that cell of the grid.
            let k = Int(i)
            (originX, originY) = (Double(k % wrap), Double(k / wrap))
        }
        var distances = [Double](repeating: 0, count: n)
        var low = Double.infinity, high = 0.0
        for j in 0..<n {
            let x = Double(j % wrap) - originX, y = originY - Double(j / wrap)
            let d = switch axis {
            case nil: Double.hypot(x, y)
            case .x?: abs(x)
            case .y?: abs(y)
            }
            distances[j] = d
            low = Swift.min(low, d)
            high = Swift.max(high, d)
        }
        let span: Double
        switch spacing {
        case .total(let amount): span = amount
        case .each(let each):
            let lines: Double = if wrap > n { count - 1 } else {
                switch axis {
                case nil: Swift.max(Double(wrap), count / Double(wrap))
                case .y?: count / Double(wrap)
                case .x?: Double(wrap)
                }
            }
            span = each * lines
        }
        let reversed = origin == .edges
        let range = high - low
        return distances.map { d in
            let s = range > 0 ? (d - low) / range : 0
            if reversed {
                // GSAP: base + span + (1 − ease(1 − s))·(−span) = base + span·ease(1 − s).
                return start + span * (easing?.value(at: 1 - s) ?? 1 - s)
            }
            return start + span * (easing?.value(at: s) ?? s)
        }
    }

    private func animeDelays(_ n: Int) -> [Double] {
        let count = Double(n)
        let originIndex = self.originIndex(n)  // a fraction is a grid cell, below
        var distances = [Double](repeating: 0, count: n)
        if let columns = gridColumns {
            let c = Double(columns), rows = (count / c).rounded(.up)
            let (x0, y0): (Double, Double) = switch origin {
            case .center: ((c - 1) / 2, (rows - 1) / 2)
            case .fraction(let fx, let fy): (fx * (c - 1), fy * (rows - 1))
            default: (originIndex.truncatingRemainder(dividingBy: c), (originIndex / c).rounded(.down))
            }
            for j in 0..<n {
                let dx = x0 - Double(j % columns), dy = y0 - Double(j / columns)
                distances[j] = switch axis {
                case nil: (dx * dx + dy * dy).squareRoot()
                case .x?: -dx
                case .y?: -dy
                }
            }
        } else {
            for j in 0..<n { distances[j] = abs(originIndex - Double(j)) }
        }
        let largest = distances.max() ?? 0
        if let easing { distances = distances.map { easing.value(at: $0 / largest) * largest } }
        if reversed { distances = distances.map { axis == nil ? abs(largest - $0) : -$0 } }
        let perUnit = switch spacing {
        case .each(let each): each
        case .total(let total): total / largest
        }
        return distances.map { d in
            // anime.js: a step that is not a number (one item, a zero largest distance) adds nothing.
            let step = perUnit * Self.hundredths(d)
            return start + (step.isNaN ? 0 : step)
        }
    }

    /// JavaScript's `Math.round(100·x)/100`: the nearest hundredth, halves towards +∞
    /// (y − ⌊y⌋ is exact for every |y| < 2⁵², and y is a whole number beyond).
    static func hundredths(_ x: Double) -> Double {
        let y = x * 100
        var whole = y.rounded(.down)
        if y - whole >= 0.5 { whole += 1 }
        return whole / 100
    }
}
