// The points the page draws a curve through: chosen for the screen, not for the export. An export's
// table has the samples the user asked for (2 of them draw `ease` as a straight line, 101 cut
// easeOutBounce's peaks and slant steps()' jumps); the plot has as many as the curve needs.

/// Adaptive sampling of a curve for drawing: the parameter interval is cut in halves wherever the
/// curve's midpoint strays from the chord by more than `tolerance` of the plot's extent.
///
/// - Coordinates are measured against the extent each one spans over the first grid (a plane
///   plot measures x and y against the larger of the two extents, so that it is not stretched);
///   with `tolerance` 5e-4 a 400-px plot's polyline is within 0.2 px of the curve at every
///   midpoint test.
/// - A jump never meets the test: its interval is halved down to `minimumWidth` of the domain
///   (1e-5: 0.01 px on a 1,000-px plot), so that it is drawn vertical where it is.
/// - Peaks and overshoot are kept within the tolerance, as every other point.
/// - Work: one batch of evaluations per level (about ten levels from the first grid down to the
///   narrowest interval), at most `maximumPoints` points in all; a curve that needs more is drawn
///   with what the budget allows, the last level's budget going to the intervals from the left.
struct PlotSampler {
    /// The first grid's intervals.
    var initialIntervals = 128
    /// The largest midpoint deviation from the chord, as a fraction of the plot's extent.
    var tolerance = 5e-4
    /// The narrowest interval, as a fraction of the domain.
    var minimumWidth = 1e-5
    /// The most points of one plot.
    var maximumPoints = 6_000
    /// How many leading coordinates the deviation is measured on (the rest, such as a path's
    /// angle, are carried along).
    var measured: Int?
    /// Measure the measured coordinates against one common extent (a plane plot).
    var commonScale = false

    /// The points (parameter, coordinates) in order of the parameter, from `start` to `end`.
    /// `evaluate` gives the coordinates at a batch of parameters (one array per parameter, all of
    /// one length); a non-finite coordinate is never measured.
    func sample<E: Error>(
        from start: Double, to end: Double, evaluate: ([Double]) throws(E) -> [[Double]]
    ) throws(E) -> [(Double, [Double])] {
        let n = max(1, initialIntervals)
        let grid = (0...n).map { i in i == n ? end : start + (end - start) * Double(i) / Double(n) }
        let values = try evaluate(grid)
        let dimension = values.first?.count ?? 0
        let count = min(measured ?? dimension, dimension)
        var scale = [Double](repeating: 1, count: count)
        for k in 0..<count {
            let finite = values.map { $0[k] }.filter(\.isFinite)
            let span = (finite.max() ?? 0) - (finite.min() ?? 0)
            scale[k] = span > 0 ? span : max(1, abs(finite.first ?? 1))
        }
        if commonScale, let largest = scale.max() { scale = scale.map { _ in largest } }
        // Intervals to test: indices into `points`, which grows as midpoints are added.
        var points = zip(grid, values).map { ($0, $1) }
        var next = [Int: Int]()  // point index -> index of the point after it, for inserted points
        var active = Array(0..<n).map { ($0, $0 + 1) }
        let narrowest = (end - start) * minimumWidth
        while !active.isEmpty, points.count < maximumPoints {
            let budget = maximumPoints - points.count
            if active.count > budget { active = Array(active.prefix(budget)) }
            let middles = active.map { (points[$0.0].0 + points[$0.1].0) / 2 }
            let found = try evaluate(middles)
            var refine: [(Int, Int)] = []
            for (j, (left, right)) in active.enumerated() {
                let (l, r, m) = (points[left].1, points[right].1, found[j])
                var deviation = 0.0
                for k in 0..<count where l[k].isFinite && r[k].isFinite && m[k].isFinite {
                    deviation = max(deviation, abs(m[k] - (l[k] + r[k]) / 2) / scale[k])
                }
                guard deviation > tolerance else { continue }
                let index = points.count
                points.append((middles[j], m))
                next[left] = index
                next[index] = right
                if middles[j] - points[left].0 > narrowest {
                    refine.append((left, index))
                    refine.append((index, right))
                }
            }
            active = refine
        }
        // Walk the points in order of the parameter: grid points link to the next grid point unless a
        // midpoint was inserted after them.
        var ordered: [(Double, [Double])] = []
        ordered.reserveCapacity(points.count)
        var i = 0
        while true {
            ordered.append(points[i])
            if let j = next[i] { i = j } else if i < n { i += 1 } else { break }
        }
        return ordered
    }
}
