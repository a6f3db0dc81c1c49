// Giving two different paths the same structure without changing their shapes (ours: Core
// Animation leaves a morph between different structures undefined).

import Keyframes
import MotionMath

extension PathSegment {
    /// The same curve as a cubic Bézier (degree elevation), nil for an elliptical arc.
    ///
    /// A line a → b becomes (a, a + (b − a)/3, b − (b − a)/3, b) and a quadratic (a, c, b)
    /// becomes (a, a + ⅔(c − a), b + ⅔(c − b), b): the same polynomial p(u) in exact
    /// arithmetic, so the same point at every u up to the rounding of the new control points
    /// (a few ulps of the coordinates). A cubic is returned as is.
    /// - Complexity: O(1).
    public var elevatedToCubic: PathSegment? {
        switch self {
        case .line(let a, let b):
            let third = (b - a) / 3
            return .cubic(a, a + third, b - third, b)
        case .quadratic(let a, let c, let b):
            return .cubic(a, a + (c - a) * (2.0 / 3.0), b + (c - b) * (2.0 / 3.0), b)
        case .cubic:
            return self
        case .arc:
            return nil
        }
    }

    /// A cubic split at parameter u by de Casteljau's construction: two cubics that trace the
    /// same curve (u ∈ [0, 1]); nil for other segments.
    /// - Complexity: O(1).
    package func splitCubic(at u: Double) -> (PathSegment, PathSegment)? {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else { return nil }
        func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { a + (b - a) * u }
        let p01 = mix(p0, p1), p12 = mix(p1, p2), p23 = mix(p2, p3)
        let p012 = mix(p01, p12), p123 = mix(p12, p23)
        let mid = u == 1 ? p3 : mix(p012, p123)
        return (.cubic(p0, p01, p012, mid), .cubic(mid, p123, p23, p3))
    }
}

extension PathMorph {
    /// The most segments ``normalized(_:_:)`` produces per path.
    public static let maximumNormalizedSegments = 10_000

    /// Two paths of lines and Béziers given the same structure, each keeping its shape — ours,
    /// not Core Animation's (whose morph between different structures is undefined):
    ///
    /// 1. every line and quadratic is raised to a cubic (``PathSegment/elevatedToCubic``: exact
    ///    up to the rounding of the new control points);
    /// 2. subpath by subpath, the one with fewer segments has its longest segment split at half
    ///    its arc length (the package's arc-length table and its inverse; de Casteljau at that
    ///    parameter), until both have the same count;
    /// 3. when both subpaths are closed (the last segment ends exactly at the first one's start),
    ///    the second one's segments are rotated cyclically to the starting segment that minimises
    ///    the sum of squared distances between corresponding control points (the same closed
    ///    curve, started elsewhere), so the morph does not swirl.
    ///
    /// The directions of travel are kept (a clockwise and a counter-clockwise subpath still morph
    /// through a pinch).
    /// - Throws: ``PathError/emptyPath`` for a path without segments;
    ///   ``PathError/invalidKeyframes(_:)`` for an elliptical arc or different numbers of
    ///   subpaths; ``PathError/invalidParameter(name:value:requirement:)`` when a subpath
    ///   would need more than ``maximumNormalizedSegments`` segments.
    /// - Complexity: O(n²) for n segments per subpath (the splits and the rotation search), with n
    ///   at most ``maximumNormalizedSegments``.
    public static func normalized(_ first: Path, _ second: Path) throws(PathError) -> (Path, Path) {
        guard !first.segments.isEmpty, !second.segments.isEmpty else { throw .emptyPath }
        _ = try PathStructure(first, name: "path 0")
        _ = try PathStructure(second, name: "path 1")
        let a = subpaths(first), b = subpaths(second)
        guard a.count == b.count else {
            throw .invalidKeyframes(["normalisation needs the same number of subpaths: path 0 has \(a.count), path 1 has \(b.count)"])
        }
        var outA: [[PathSegment]] = [], outB: [[PathSegment]] = []
        for (sa, sb) in zip(a, b) {
            let n = max(sa.count, sb.count)
            guard n <= maximumNormalizedSegments else {
                throw .invalidParameter(name: "segments in a subpath", value: Double(n), requirement: "at most \(maximumNormalizedSegments)")
            }
            let ca = split(sa, to: n), cb = split(sb, to: n)
            outA.append(ca)
            outB.append(rotated(cb, toMatch: ca))
        }
        return (try build(outA), try build(outB))
    }

    /// The segments of each subpath, raised to cubics.
    static func subpaths(_ path: Path) -> [[PathSegment]] {
        let bounds = [0] + path.subpathStarts + [path.segments.count]
        return (0..<(bounds.count - 1)).map { i in
            path.segments[bounds[i]..<bounds[i + 1]].compactMap(\.elevatedToCubic)
        }
    }

    /// Splits the longest segment at half its arc length until there are `count`.
    static func split(_ segments: [PathSegment], to count: Int) -> [PathSegment] {
        var segments = segments
        var lengths = segments.map(Path.length(of:))
        while segments.count < count {
            var longest = 0
            for i in lengths.indices where lengths[i] > lengths[longest] { longest = i }
            let segment = segments[longest]
            let table = ArcLengthTable(pieces: 1, breakpoints: { _ in segment.breakpoints }) { _, u in segment.speed(at: u) }
            var hint = 0
            let u = table.totalLength > 0 ? table.locate(table.totalLength / 2, hint: &hint) { _, u in segment.speed(at: u) }.u : 0.5
            guard let (left, right) = segment.splitCubic(at: u) else { break }
            segments.replaceSubrange(longest...longest, with: [left, right])
            lengths.replaceSubrange(longest...longest, with: [Path.length(of: left), Path.length(of: right)])
        }
        return segments
    }

    /// A closed subpath started at the segment whose control points best match `reference`
    /// (unchanged when either is open).
    static func rotated(_ segments: [PathSegment], toMatch reference: [PathSegment]) -> [PathSegment] {
        guard let first = segments.first, let last = segments.last, first.start == last.end,
              let rFirst = reference.first, let rLast = reference.last, rFirst.start == rLast.end,
              segments.count == reference.count, segments.count > 1 else { return segments }
        func points(_ s: PathSegment) -> [SIMD2<Double>] {
            if case .cubic(let p0, let p1, let p2, let p3) = s { return [p0, p1, p2, p3] }
            return [s.start, s.end]
        }
        let mine = segments.map(points), theirs = reference.map(points)
        let n = segments.count
        var best = 0, bestCost = Double.infinity
        for shift in 0..<n {
            var cost = 0.0
            for k in 0..<n where cost < bestCost {
                for (p, q) in zip(mine[(k + shift) % n], theirs[k]) { cost += (p - q).magnitudeSquared }
            }
            if cost < bestCost { (best, bestCost) = (shift, cost) }
        }
        return Array(segments[best...] + segments[..<best])
    }

    /// A path of cubic subpaths.
    static func build(_ subpaths: [[PathSegment]]) throws(PathError) -> Path {
        var path = Path()
        for segments in subpaths {
            guard let first = segments.first else { continue }
            try path.move(to: first.start)
            for segment in segments {
                if case .cubic(_, let c1, let c2, let end) = segment { try path.addCurve(to: end, control1: c1, control2: c2) }
            }
        }
        return path
    }
}
