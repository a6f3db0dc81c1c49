// Path morphing as CAShapeLayer animates its `path`: paths with the same commands interpolated
// control point by control point, and (ours, not Core Animation's) a normalisation that gives
// two different paths the same commands without changing either shape.

import Keyframes
import MotionMath
import TimingCurves

/// The commands of a path, without their coordinates: what two paths must share to be morphed
/// point by point.
public struct PathStructure: Sendable, Hashable {
    /// A drawing command (its SVG letter).
    public enum Command: String, Sendable, Hashable {
        case line = "L", quadratic = "Q", cubic = "C"
        /// Points after the start: 1, 2, 3.
        package var pointCount: Int {
            switch self {
            case .line: return 1
            case .quadratic: return 2
            case .cubic: return 3
            }
        }
    }

    /// One command per drawing segment.
    public let commands: [Command]
    /// Segment indices where a subpath starts after a move, besides 0 (``Path/subpathStarts``).
    public let subpathStarts: [Int]

    /// The structure of `path`.
    /// - Throws: ``PathError/invalidKeyframes(_:)`` when the path has an elliptical arc
    ///   (an arc has no control points to interpolate; Core Graphics stores arcs as cubics) —
    ///   `name` says which path, e.g. "path 1".
    /// - Complexity: O(segments).
    public init(_ path: Path, name: String = "the path") throws(PathError) {
        var commands: [Command] = []
        commands.reserveCapacity(path.segments.count)
        for (k, segment) in path.segments.enumerated() {
            switch segment {
            case .line: commands.append(.line)
            case .quadratic: commands.append(.quadratic)
            case .cubic: commands.append(.cubic)
            case .arc:
                throw .invalidKeyframes(["\(name) segment \(k) is an elliptical arc, which has no control points to morph; draw it with cubic Béziers"])
            }
        }
        self.commands = commands
        self.subpathStarts = path.subpathStarts
    }

    /// The number of coordinates of a path with this structure: two per subpath start, two per
    /// point after each segment's start.
    public var coordinateCount: Int {
        2 * (commands.isEmpty ? 0 : subpathStarts.count + 1) + 2 * commands.reduce(0) { $0 + $1.pointCount }
    }

    /// The first difference from `other`, as (segment, expected, found) with SVG letters ("M C"
    /// for a subpath starting with a cubic, "end" past the last segment); nil when equal.
    package func firstDifference(from other: PathStructure) -> (segment: Int, expected: String, found: String)? {
        let mine = Set(subpathStarts), theirs = Set(other.subpathStarts)
        func word(_ commands: [Command], _ starts: Set<Int>, _ k: Int) -> String {
            guard k < commands.count else { return "end" }
            return (starts.contains(k) ? "M " : "") + commands[k].rawValue
        }
        for k in 0..<max(commands.count, other.commands.count) {
            let expected = word(commands, mine, k), found = word(other.commands, theirs, k)
            if expected != found { return (k, expected, found) }
        }
        return nil
    }
}

/// The coordinates of a path as one flat vector (x₀, y₀, x₁, y₁, …): each subpath's start, then
/// each segment's points after its start, in drawing order — the vector a morph interpolates.
///
/// An `AnimatableVector` so that `KeyframeAnimation` (every calculation mode and timing
/// function) can drive it. The empty vector is ``zero`` and acts as zero for every length;
/// otherwise both operands of `+` and `-` must have the same length (a precondition: vectors of
/// one ``PathMorph`` always do).
public struct PathCoordinates: AnimatableVector, Hashable {
    /// The coordinates.
    public var values: [Double]

    public init(_ values: [Double]) { self.values = values }
    public init(components: [Double]) { values = components }

    public static var zero: PathCoordinates { PathCoordinates([]) }
    public static func + (lhs: PathCoordinates, rhs: PathCoordinates) -> PathCoordinates {
        if rhs.values.isEmpty { return lhs }
        if lhs.values.isEmpty { return rhs }
        precondition(lhs.values.count == rhs.values.count, "PathCoordinates of different lengths")
        var sum = lhs.values
        for i in sum.indices { sum[i] += rhs.values[i] }
        return PathCoordinates(sum)
    }
    public static func - (lhs: PathCoordinates, rhs: PathCoordinates) -> PathCoordinates {
        if rhs.values.isEmpty { return lhs }
        if lhs.values.isEmpty { return rhs.scaled(by: -1) }
        precondition(lhs.values.count == rhs.values.count, "PathCoordinates of different lengths")
        var difference = lhs.values
        for i in difference.indices { difference[i] -= rhs.values[i] }
        return PathCoordinates(difference)
    }
    public func scaled(by factor: Double) -> PathCoordinates { PathCoordinates(values.map { $0 * factor }) }
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    public var isFiniteVector: Bool { values.allSatisfy(\.isFinite) }
    public var components: [Double] { values }
}

/// Path morphing as Core Animation animates a `CAShapeLayer`'s `path`: two or more paths
/// (keyframes) with the same structure (``PathStructure``: the same commands, subpath by
/// subpath) interpolated control point by control point.
///
/// Each path becomes its ``PathCoordinates`` vector v₀, v₁, …; a `KeyframeAnimation` of those
/// vectors (any `CalculationMode`, key times, per-segment and overall timing functions) gives
/// the vector at a fraction f, and the path is rebuilt from it with the common commands. With two
/// paths and linear mode that is v(f) = v₀ + (v₁ − v₀)·f for every coordinate — exactly the input
/// coordinates at f = 0 and f = 1. A spring drives it by passing its progress p(t) (from 0 to 1,
/// overshoot allowed) as the fraction: linear mode extrapolates the first and last segments.
///
/// Core Animation's result for paths of different structure is undefined; here they are a typed
/// error, and ``normalized(_:_:)`` (ours) can give two different paths a common structure first.
/// - Complexity: building O(paths × coordinates); a frame O(coordinates) (plus the mode's cost).
public struct PathMorph: Sendable {
    /// The common structure.
    public let structure: PathStructure
    /// The keyframe paths as given.
    public let paths: [Path]
    /// The animation of the coordinate vectors.
    public let animation: KeyframeAnimation<VectorSpace<PathCoordinates>>

    /// A morph through `paths` (at least one).
    /// - Parameters: as `KeyframeAnimation.init(values:keyTimes:calculationMode:timingFunctions:timingFunction:tensionValues:continuityValues:biasValues:endDerivatives:periodicBias:endTangentRule:arcLengthAccuracy:)`.
    /// - Throws: ``PathError/emptyPath`` for no paths or a path without segments;
    ///   ``PathError/invalidKeyframes(_:)`` for an elliptical arc, or what the keyframe
    ///   animation rejects (key times, timing functions);
    ///   ``PathError/pathStructureMismatch(path:segment:expected:found:)`` at the first path
    ///   and segment that differ from path 0.
    /// - Complexity: O(paths × coordinates).
    public init(
        paths: [Path], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [any TimingCurve]? = nil, timingFunction: (any TimingCurve)? = nil
    ) throws(PathError) {
        guard let first = paths.first, !first.segments.isEmpty else { throw .emptyPath }
        let structure = try PathStructure(first, name: "path 0")
        for (i, path) in paths.enumerated().dropFirst() {
            guard !path.segments.isEmpty else { throw .emptyPath }
            let other = try PathStructure(path, name: "path \(i)")
            if let (k, expected, found) = structure.firstDifference(from: other) {
                throw .pathStructureMismatch(path: i, segment: k, expected: expected, found: found)
            }
        }
        self.structure = structure
        self.paths = paths
        do throws(KeyframeError) {
            animation = try KeyframeAnimation(
                values: paths.map(Self.coordinates(of:)), keyTimes: keyTimes, calculationMode: calculationMode,
                timingFunctions: timingFunctions, timingFunction: timingFunction)
        } catch {
            throw PathError(error)
        }
    }

    /// The path at a fraction of the duration (see `KeyframeAnimation.value(at:)`; outside
    /// [0, 1] the first or last segment extrapolates).
    /// - Throws: ``PathError/nonFiniteInput(name:)`` for a non-finite fraction, or for one
    ///   whose extrapolated or overshooting coordinates overflow.
    /// - Complexity: O(coordinates) plus the mode's O(log paths).
    public func value(at fraction: Double) throws(PathError) -> Path {
        guard fraction.isFinite else { throw .nonFiniteInput(name: "fraction") }
        return try Self.path(structure, animation.value(at: fraction))
    }

    /// Paths at many fractions (increasing fractions locate their segment in O(1)).
    /// - Throws: as ``value(at:)``.
    public func values(at fractions: [Double]) throws(PathError) -> [Path] {
        if fractions.contains(where: { !$0.isFinite }) { throw .nonFiniteInput(name: "fraction") }
        var result: [Path] = []
        result.reserveCapacity(fractions.count)
        for v in animation.values(at: fractions) { result.append(try Self.path(structure, v)) }
        return result
    }

    /// The coordinate vector of a path of lines and Béziers: each subpath's start, then each
    /// segment's points after its start (an arc contributes nothing; ``PathStructure`` rejects
    /// it).
    /// - Complexity: O(segments).
    public static func coordinates(of path: Path) -> PathCoordinates {
        var values: [Double] = []
        let starts = Set(path.subpathStarts)
        func add(_ p: SIMD2<Double>) { values.append(p.x); values.append(p.y) }
        for (k, segment) in path.segments.enumerated() {
            if k == 0 || starts.contains(k) { add(segment.start) }
            switch segment {
            case .line(_, let b): add(b)
            case .quadratic(_, let c, let b): add(c); add(b)
            case .cubic(_, let c1, let c2, let b): add(c1); add(c2); add(b)
            case .arc: break
            }
        }
        return PathCoordinates(values)
    }

    /// The path with `structure` and these coordinates (the inverse of ``coordinates(of:)``:
    /// bit for bit the original segments).
    /// - Throws: ``PathError/invalidParameter(name:value:requirement:)`` when the count does
    ///   not match the structure; ``PathError/nonFiniteInput(name:)`` for a non-finite one.
    /// - Complexity: O(segments).
    public static func path(_ structure: PathStructure, _ coordinates: PathCoordinates) throws(PathError) -> Path {
        let v = coordinates.values
        guard v.count == structure.coordinateCount else {
            throw .invalidParameter(name: "coordinate count", value: Double(v.count), requirement: "\(structure.coordinateCount) for this structure")
        }
        var path = Path()
        var next = 0
        func point() -> SIMD2<Double> {
            defer { next += 2 }
            return SIMD2(v[next], v[next + 1])
        }
        let starts = Set(structure.subpathStarts)
        for (k, command) in structure.commands.enumerated() {
            if k == 0 || starts.contains(k) { try path.move(to: point()) }
            switch command {
            case .line: try path.addLine(to: point())
            case .quadratic:
                let c = point()
                try path.addQuadCurve(to: point(), control: c)
            case .cubic:
                let c1 = point(), c2 = point()
                try path.addCurve(to: point(), control1: c1, control2: c2)
            }
        }
        return path
    }
}
