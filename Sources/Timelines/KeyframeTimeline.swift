// SwiftUI-style keyframe timelines: tracks of keyframes, each animating one property of a value
// through a key path.

import MotionMath

/// A track of keyframes animating the property at `keyPath` of a timeline's value
/// (SwiftUI's `KeyframeTrack`).
///
/// ```swift
/// KeyframeTrack(\Pose.scale) {
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: AnimatableVector>: @unchecked Sendable {
    // Key paths are immutable; the struct holds nothing mutable (hence the unchecked conformance).
    public let keyPath: WritableKeyPath<Root, Value>
    /// The name used in errors and table columns (default: the key path's description).
    public let name: String
    public let keyframes: [TimelineKeyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, name: String? = nil, @KeyframeTrackBuilder<Value> content: () -> [TimelineKeyframe<Value>]) {
        self.keyPath = keyPath
        self.name = name ?? Self.describe(keyPath)
        self.keyframes = content()
    }

    public init(_ keyPath: WritableKeyPath<Root, Value>, name: String? = nil, keyframes: [TimelineKeyframe<Value>]) {
        self.keyPath = keyPath
        self.name = name ?? Self.describe(keyPath)
        self.keyframes = keyframes
    }

    static func describe(_ keyPath: WritableKeyPath<Root, Value>) -> String {
        let text = String(describing: keyPath)
        // "\Pose.scale" → "scale"
        if let dot = text.firstIndex(of: "."), text.hasPrefix("\\") { return String(text[text.index(after: dot)...]) }
        return text
    }
}

/// A compiled track, type-erased over its value type.
public protocol TimelineTrack<Root>: Sendable {
    associatedtype Root
    /// The track's name.
    var name: String { get }
    /// Its duration in seconds.
    var duration: Double { get }
    /// Column names for tables: the name, or name.x, name.y, … for vectors.
    var columnNames: [String] { get }
    /// Writes the track's value (or velocity) at time t into `root`.
    func apply(at t: Double, to root: inout Root, velocity: Bool, hint: inout Int)
    /// The components of the value at time t.
    func components(at t: Double, hint: inout Int) -> [Double]
}

/// A track bound to its key path and compiled from the timeline's initial value.
public struct CompiledKeyframeTrack<Root, Value: AnimatableVector>: TimelineTrack, @unchecked Sendable {
    public let keyPath: WritableKeyPath<Root, Value>
    public let name: String
    public let curve: KeyframeTrackCurve<Value>

    public var duration: Double { curve.duration }

    public var columnNames: [String] {
        let count = curve.initialValue.components.count
        guard count > 1 else { return [name] }
        return ["x", "y", "z", "w"].prefix(count).map { "\(name).\($0)" } + (count > 4 ? (4..<count).map { "\(name).\($0)" } : [])
    }

    public func apply(at t: Double, to root: inout Root, velocity: Bool, hint: inout Int) {
        let state = curve.state(at: t, hint: &hint)
        root[keyPath: keyPath] = velocity ? state.velocity : state.value
    }

    public func components(at t: Double, hint: inout Int) -> [Double] {
        curve.state(at: t, hint: &hint).value.components
    }
}

/// The tracks of a timeline, as written in its builder.
public struct AnyKeyframeTrack<Root>: @unchecked Sendable {
    let compile: (Root) throws(TimelineError) -> any TimelineTrack<Root>

    init(compile: @escaping (Root) throws(TimelineError) -> any TimelineTrack<Root>) { self.compile = compile }

    public init<Value: AnimatableVector>(_ track: KeyframeTrack<Root, Value>) {
        compile = { (root: Root) throws(TimelineError) -> any TimelineTrack<Root> in
            let curve = try KeyframeTrackCurve(initialValue: root[keyPath: track.keyPath], keyframes: track.keyframes, name: track.name)
            return CompiledKeyframeTrack(keyPath: track.keyPath, name: track.name, curve: curve)
        }
    }
}

/// Lists the tracks of a timeline.
@resultBuilder
public enum KeyframeTimelineBuilder<Root> {
    public static func buildExpression<Value: AnimatableVector>(_ track: KeyframeTrack<Root, Value>) -> [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(track)] }
    /// A value-space track (an angle, a rotation, a colour, a transform).
    public static func buildExpression<Space: DifferentiableInterpolationSpace>(_ track: SpaceKeyframeTrack<Root, Space>) -> [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(track)] }
    public static func buildBlock(_ parts: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] { part ?? [] }
    public static func buildEither(first: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { first }
    public static func buildEither(second: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { second }
    public static func buildArray(_ parts: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
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
        var compiled: [any TimelineTrack<Root>] = []
        for track in tracks { compiled.append(try track.compile(initialValue)) }
        self.initialValue = initialValue
        self.tracks = compiled
        self.duration = compiled.reduce(0) { max($0, $1.duration) }
    }

    /// The value at time t (seconds): every track evaluated and written into the initial value.
    /// (SwiftUI's `KeyframeTimeline.value(time:)`.)
    /// - Complexity: O(tracks · log keyframes).
    public func value(at t: Double) -> Root {
        var root = initialValue
        for track in tracks {
            var hint = 0
            track.apply(at: t, to: &root, velocity: false, hint: &hint)
        }
        return root
    }

    /// The value at a fraction of ``duration``.
    public func value(progress: Double) -> Root { value(at: progress * duration) }

    /// The velocities at time t, written into a copy of the initial value (tracked properties hold
    /// their velocity in value units per second; untracked ones keep their initial value).
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
            for k in tracks.indices { tracks[k].apply(at: t, to: &root, velocity: false, hint: &hints[k]) }
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
