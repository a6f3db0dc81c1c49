// SwiftUI-style keyframe timelines: tracks of keyframes, each animating one property of a value
// through a key path.

import MotionMath

/// A track of keyframes animating the property at `keyPath` of a timeline's value
/// (SwiftUI's `KeyframeTrack`), for values of a differentiable interpolation space.
///
/// ```swift
/// KeyframeTrack(\Pose.scale) {                      // numbers: VectorSpace<Double>
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// KeyframeTrack(\Pose.heading, space: AngleSpace<Double>(), velocity: \Pose.turnRate,
///               columnNames: ["heading"], columns: { [$0] }) {
///     LinearKeyframe(10, duration: 0.5)              // from 350°: the short way, through 0°
/// }
/// ```
/// The velocity timeline (``KeyframeTimeline/velocity(at:)``) writes the track's velocity (a
/// tangent per second) to `velocityKeyPath`: for vectors the property itself by default; in other
/// spaces, where a tangent is not a value, only when one is given.
public struct KeyframeTrack<Root, Space: DifferentiableInterpolationSpace>: @unchecked Sendable {
    // Key paths are immutable; the struct holds nothing mutable (hence the unchecked conformance).
    /// The animated property.
    public let keyPath: WritableKeyPath<Root, Space.Value>
    /// Where the velocity timeline writes this track's velocity, or nil.
    public let velocityKeyPath: WritableKeyPath<Root, Space.Tangent>?
    /// The space of the values.
    public let space: Space
    /// The name used in errors and table columns (default: the key path's description, formed
    /// when asked for: describing a key path costs microseconds, more than compiling the track).
    public var name: String { givenName ?? Self.describe(keyPath) }
    let givenName: String?
    /// The keyframes, in order.
    public let keyframes: [TimelineKeyframe<Space>]
    /// The table columns of a value (for vectors x, y, z, w, then indices).
    public let columnNames: [String]
    /// The numbers of a value for those columns.
    public let columns: @Sendable (Space.Value) -> [Double]
    /// What a NaN time gives, from the initial value: NaN components for vectors, nil otherwise.
    @usableFromInline let undefined: @Sendable (Space.Value) -> (value: Space.Value, velocity: Space.Tangent)?

    /// A track of `keyframes` for the property at `keyPath`, in `space`; `columnNames` and
    /// `columns` give its table columns.
    public init(
        _ keyPath: WritableKeyPath<Root, Space.Value>, space: Space, name: String? = nil, keyframes: [TimelineKeyframe<Space>],
        velocity velocityKeyPath: WritableKeyPath<Root, Space.Tangent>? = nil, columnNames: [String], columns: @escaping @Sendable (Space.Value) -> [Double]
    ) {
        self.init(keyPath, space: space, name: name, keyframes: keyframes, velocity: velocityKeyPath, columnNames: columnNames, columns: columns) { _ in nil }
    }

    init(
        _ keyPath: WritableKeyPath<Root, Space.Value>, space: Space, name: String?, keyframes: [TimelineKeyframe<Space>],
        velocity velocityKeyPath: WritableKeyPath<Root, Space.Tangent>?, columnNames: [String], columns: @escaping @Sendable (Space.Value) -> [Double],
        undefined: @escaping @Sendable (Space.Value) -> (value: Space.Value, velocity: Space.Tangent)?
    ) {
        self.undefined = undefined
        self.keyPath = keyPath
        self.velocityKeyPath = velocityKeyPath
        self.space = space
        self.givenName = name
        self.keyframes = keyframes
        self.columnNames = columnNames
        self.columns = columns
    }

    /// A track in `space` from a keyframe builder.
    public init(
        _ keyPath: WritableKeyPath<Root, Space.Value>, space: Space, name: String? = nil, velocity velocityKeyPath: WritableKeyPath<Root, Space.Tangent>? = nil,
        columnNames: [String], columns: @escaping @Sendable (Space.Value) -> [Double], @KeyframeTrackBuilder<Space> content: () -> [TimelineKeyframe<Space>]
    ) {
        self.init(keyPath, space: space, name: name, keyframes: content(), velocity: velocityKeyPath, columnNames: columnNames, columns: columns)
    }

    static func describe(_ keyPath: WritableKeyPath<Root, Space.Value>) -> String {
        let text = String(describing: keyPath)
        // "\Pose.scale" → "scale"
        if let dot = text.firstIndex(of: "."), text.hasPrefix("\\") { return String(text[text.index(after: dot)...]) }
        return text
    }
}

extension KeyframeTrack {
    /// A track of vectors (`VectorSpace`), whose velocity the velocity timeline writes to the
    /// property itself; columns x, y, z, w (then indices) for vectors of several numbers.
    public init<Vector: AnimatableVector>(
        _ keyPath: WritableKeyPath<Root, Vector>, name: String? = nil, keyframes: [TimelineKeyframe<VectorSpace<Vector>>]
    ) where Space == VectorSpace<Vector> {
        self.init(keyPath, space: VectorSpace(), name: name, keyframes: keyframes, velocity: keyPath,
                  columnNames: Self.vectorColumns(Vector.zero.components.count), columns: { $0.components }) { ($0.scaled(by: .nan), $0.scaled(by: .nan)) }
    }

    /// A track of vectors from a keyframe builder.
    public init<Vector: AnimatableVector>(
        _ keyPath: WritableKeyPath<Root, Vector>, name: String? = nil, @KeyframeTrackBuilder<VectorSpace<Vector>> content: () -> [TimelineKeyframe<VectorSpace<Vector>>]
    ) where Space == VectorSpace<Vector> {
        self.init(keyPath, name: name, keyframes: content())
    }

    /// The column names of a vector of `count` numbers: none for a number (the track's name
    /// alone), else x, y, z, w, then indices.
    static func vectorColumns(_ count: Int) -> [String] {
        guard count > 1 else { return [] }
        return Array(["x", "y", "z", "w"].prefix(count)) + (count > 4 ? (4..<count).map(String.init) : [])
    }
}

/// A compiled track, type-erased over its value type.
public protocol TimelineTrack<Root>: Sendable {
    associatedtype Root
    /// The track's name.
    var name: String { get }
    /// Its duration in seconds.
    var duration: Double { get }
    /// Column names for tables: the name, or name.x, name.y, … for values of several numbers.
    var columnNames: [String] { get }
    /// Writes the track's value (or velocity) at time t into `root`.
    func apply(at t: Double, to root: inout Root, velocity: Bool, hint: inout Int)
    /// The components of the value at time t.
    func components(at t: Double, hint: inout Int) -> [Double]
}

/// A track bound to its key path and compiled from the timeline's initial value.
public struct CompiledKeyframeTrack<Root, Space: DifferentiableInterpolationSpace>: TimelineTrack, @unchecked Sendable {
    /// The track as written.
    public let track: KeyframeTrack<Root, Space>
    /// Its compiled motion.
    public let curve: KeyframeTrackCurve<Space>
    /// Writes the value at a time into the root: formed where the track's types are known (the
    /// builder's call site, `@inlinable`), so that a timeline's frames run code specialised to
    /// them rather than the generic code this type's conformance holds. It captures only the key
    /// path and the compiled curve, both immutable (key paths are not `Sendable`, hence the
    /// unchecked conformance).
    @usableFromInline let writeValue: (Double, inout Root, inout Int) -> Void

    @usableFromInline
    init(track: KeyframeTrack<Root, Space>, curve: KeyframeTrackCurve<Space>, writeValue: @escaping (Double, inout Root, inout Int) -> Void) {
        self.track = track
        self.curve = curve
        self.writeValue = writeValue
    }

    /// The track's name.
    public var name: String { track.name }
    /// The track's duration in seconds.
    public var duration: Double { curve.duration }
    /// `name`, or `name.column` for values of several numbers.
    public var columnNames: [String] { track.columnNames.count <= 1 ? [track.name] : track.columnNames.map { "\(track.name).\($0)" } }

    /// Writes the value (or, for the velocity timeline, the velocity to ``KeyframeTrack/velocityKeyPath``) at t.
    public func apply(at t: Double, to root: inout Root, velocity: Bool, hint: inout Int) {
        if !velocity {
            writeValue(t, &root, &hint)
        } else if let path = track.velocityKeyPath {
            root[keyPath: path] = curve.state(at: t, hint: &hint).velocity
        }
    }

    /// The value's table columns at t.
    public func components(at t: Double, hint: inout Int) -> [Double] { track.columns(curve.value(at: t, hint: &hint)) }
}

/// The tracks of a timeline, as written in its builder.
public struct AnyKeyframeTrack<Root>: @unchecked Sendable {
    /// Compiles the track from the root's initial value: the compiled track, and its value writer
    /// (the closure the compiled track holds, which a timeline calls directly on every frame).
    @usableFromInline let compile: (Root) throws(TimelineError) -> (track: any TimelineTrack<Root>, write: @Sendable (Double, inout Root, inout Int) -> Void)

    /// A track, compiled from the root's current value of its property.
    @inlinable
    public init<Space: DifferentiableInterpolationSpace>(_ track: KeyframeTrack<Root, Space>) {
        compile = { (root: Root) throws(TimelineError) in
            // Key paths are immutable but not `Sendable`; the writer only reads this one.
            nonisolated(unsafe) let keyPath = track.keyPath
            let initial = root[keyPath: keyPath]
            let curve = try KeyframeTrackCurve(space: track.space, initialValue: initial, keyframes: track.keyframes, name: { track.name }, undefined: track.undefined(initial))
            let write: @Sendable (Double, inout Root, inout Int) -> Void = { t, root, hint in
                root[keyPath: keyPath] = curve.value(at: t, hint: &hint)
            }
            return (CompiledKeyframeTrack(track: track, curve: curve, writeValue: write), write)
        }
    }
}

/// Lists the tracks of a timeline.
@resultBuilder
public enum KeyframeTimelineBuilder<Root> {
    @inlinable
    public static func buildExpression<Space: DifferentiableInterpolationSpace>(_ track: KeyframeTrack<Root, Space>) -> [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(track)] }
    @inlinable public static func buildBlock(_ parts: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    @inlinable public static func buildOptional(_ part: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] { part ?? [] }
    @inlinable public static func buildEither(first: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { first }
    @inlinable public static func buildEither(second: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { second }
    @inlinable public static func buildArray(_ parts: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
}

/// A multi-track keyframe timeline over a value (SwiftUI's `KeyframeTimeline`), evaluated as a
/// pure function of time.
///
/// ```swift
/// struct Pose { var scale = 1.0; var offset = SIMD2<Double>(0, 0) }
/// let timeline = try KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\Pose.scale) {
///         LinearKeyframe(1.2, duration: 0.15)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
///     KeyframeTrack(\Pose.offset) {
///         CubicKeyframe(SIMD2(0, -40), duration: 0.3)
///         CubicKeyframe(SIMD2(0, 0), duration: 0.3)
///     }
/// }
/// timeline.value(at: 0.2).scale
/// ```
///
/// Each track starts from the initial value's property and plays its keyframes in order; after its
/// last keyframe it holds the final value. ``duration`` is the longest track's.
public struct KeyframeTimeline<Root: Sendable>: Sendable {
    /// The value before any keyframe (untracked properties keep it throughout).
    public let initialValue: Root
    /// The compiled tracks.
    public let tracks: [any TimelineTrack<Root>]
    /// The duration of the longest track, seconds.
    public let duration: Double
    /// Each track's value writer (what its `apply` calls for values), called directly: calling
    /// through the existential would copy the whole compiled track first.
    @usableFromInline let writers: [@Sendable (Double, inout Root, inout Int) -> Void]

    /// Builds and compiles a timeline.
    /// - Throws: ``TimelineError`` naming the track and keyframe: an empty track, a negative or
    ///   non-finite duration, a non-finite target or velocity, an undamped spring without duration;
    ///   ``TimelineError/noTracks``.
    /// - Complexity: O(total keyframes).
    public init(initialValue: Root, @KeyframeTimelineBuilder<Root> content: () -> [AnyKeyframeTrack<Root>]) throws(TimelineError) {
        try self.init(initialValue: initialValue, tracks: content())
    }

    public init(initialValue: Root, tracks: [AnyKeyframeTrack<Root>]) throws(TimelineError) {
        guard !tracks.isEmpty else { throw .noTracks }
        var compiled: [any TimelineTrack<Root>] = [], writers: [@Sendable (Double, inout Root, inout Int) -> Void] = []
        compiled.reserveCapacity(tracks.count)
        writers.reserveCapacity(tracks.count)
        for track in tracks {
            let (track, write) = try track.compile(initialValue)
            compiled.append(track)
            writers.append(write)
        }
        self.initialValue = initialValue
        self.tracks = compiled
        self.writers = writers
        self.duration = compiled.reduce(0) { max($0, $1.duration) }
    }

    /// The value at time t (seconds): every track evaluated and written into the initial value.
    /// (SwiftUI's `KeyframeTimeline.value(time:)`.)
    /// - Complexity: O(tracks · log keyframes).
    @inlinable
    public func value(at t: Double) -> Root {
        var root = initialValue
        for write in writers {
            var hint = 0
            write(t, &root, &hint)
        }
        return root
    }

    /// The value at a fraction of ``duration``.
    @inlinable
    public func value(progress: Double) -> Root { value(at: progress * duration) }

    /// The velocities at time t, written into a copy of the initial value (tracked properties hold
    /// their velocity in value units per second; untracked ones keep their initial value).
    @inlinable
    public func velocity(at t: Double) -> Root {
        var root = initialValue
        for track in tracks {
            var hint = 0
            track.apply(at: t, to: &root, velocity: true, hint: &hint)
        }
        return root
    }

    /// The largest number of frames a sampling may produce.
    package static var frameLimit: Int { 10_000_000 }

    /// The timeline sampled at `fps`: frames i/fps for i = 0 … ⌈duration·fps⌉, each the value
    /// ``value(at:)`` gives (bit for bit), computed with O(1) amortised piece lookups.
    /// - Throws: ``TimelineError/invalidSampling(_:)`` for fps ≤ 0 or too many frames.
    public func samples(fps: Double) throws(TimelineError) -> [(time: Double, value: Root)] {
        let times = try Self.frameTimes(duration: duration, fps: fps)
        var hints = [Int](repeating: 0, count: tracks.count)
        return times.map { t in
            var root = initialValue
            for k in writers.indices { writers[k](t, &root, &hints[k]) }
            return (t, root)
        }
    }

    /// A table of the timeline at `fps`: a header (`time` then each track's columns) and rows.
    /// - Throws: as ``samples(fps:)``.
    public func table(fps: Double) throws(TimelineError) -> (header: [String], rows: [[Double]]) {
        let times = try Self.frameTimes(duration: duration, fps: fps)
        var hints = [Int](repeating: 0, count: tracks.count)
        let rows = times.map { t in [t] + tracks.indices.flatMap { tracks[$0].components(at: t, hint: &hints[$0]) } }
        return (["time"] + tracks.flatMap(\.columnNames), rows)
    }

    static func frameTimes(duration: Double, fps: Double) throws(TimelineError) -> [Double] {
        guard fps > 0, fps.isFinite else { throw .invalidSampling("fps must be a finite number greater than 0, got \(fps)") }
        guard let last = FrameCount.lastIndex(duration: duration, fps: fps, limit: frameLimit) else {
            throw .invalidSampling("sampling \(duration) s at \(fps) fps needs more than \(frameLimit) frames")
        }
        return (0...last).map { Double($0) / fps }
    }
}

extension KeyframeTimeline: Motion {
    /// Whether t ≥ ``duration`` (every track has reached its last keyframe). - Complexity: O(1).
    public func isFinished(at t: Double) -> Bool { t >= duration }
}
