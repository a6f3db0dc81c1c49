// SVG path data out: the inverse of `Path(svgPathData:)` for lines and Béziers, bit for bit.
import Keyframes


extension Path {
    /// The path as SVG path data with absolute commands: `M` at each subpath start, then `L`,
    /// `Q`, `C` and `A` per drawing segment, and `Z` after a subpath whose last segment ends
    /// exactly at its start.
    ///
    /// Numbers are written as the shortest decimal text that reads back as the same `Double`
    /// (Swift's `description`, with a trailing ".0" dropped), so for lines, quadratic and cubic
    /// Béziers `try Path(svgPathData: path.svgPathData)` has exactly the same ``segments`` and
    /// ``subpathStarts`` (the `Z` adds no segment: the subpath is already back at its start).
    /// An elliptical arc is written as SVG arc commands of at most a quarter turn each (the
    /// endpoint form's centre is ill-conditioned as the sweep nears a half turn), so it reads
    /// back as that many arc segments tracing the same curve up to rounding (a few ulps of the
    /// radii), not the same segment list.
    /// - Complexity: O(segments).
    public var svgPathData: String {
        var words: [String] = []
        words.reserveCapacity(segments.count * 8)
        let starts = Set(subpathStarts)
        func point(_ p: SIMD2<Double>) { words.append(Self.svgNumber(p.x)); words.append(Self.svgNumber(p.y)) }
        var subpathStart = SIMD2<Double>.zero
        for (k, segment) in segments.enumerated() {
            if k == 0 || starts.contains(k) {
                if k > 0, segments[k - 1].end == subpathStart { words.append("Z") }
                subpathStart = segment.start
                words.append("M")
                point(subpathStart)
            }
            // Within a subpath the next segment starts where this one ends; after an SVG arc the
            // next start is the arc's given end point, which its centre form reproduces only up
            // to rounding, so the next segment's start is written.
            let end = k + 1 < segments.count && !starts.contains(k + 1) ? segments[k + 1].start : segment.end
            switch segment {
            case .line:
                words.append("L")
                point(end)
            case .quadratic(_, let c, _):
                words.append("Q")
                point(c)
                point(end)
            case .cubic(_, let c1, let c2, _):
                words.append("C")
                point(c1)
                point(c2)
                point(end)
            case .arc(let arc):
                let pieces = max(1, Int((abs(arc.sweep) / (Double.pi / 2)).rounded(.up)))
                for j in 1...pieces {
                    words.append("A")
                    words.append(Self.svgNumber(arc.radii.x))
                    words.append(Self.svgNumber(arc.radii.y))
                    words.append(Self.svgNumber(arc.rotation * 180 / Double.pi))
                    words.append("0")
                    words.append(arc.sweep > 0 ? "1" : "0")
                    point(j == pieces ? end : segment.value(at: Double(j) / Double(pieces)))
                }
            }
        }
        if let last = segments.last, last.end == subpathStart { words.append("Z") }
        return words.joined(separator: " ")
    }

    /// The shortest decimal text that reads back as `value` (".0" dropped: "5", "-0", "0.1",
    /// "1e-05").
    static func svgNumber(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
