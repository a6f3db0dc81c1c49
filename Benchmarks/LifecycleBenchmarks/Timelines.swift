import Benchmark
import Timelines

// A timeline: 2,000 random SwiftUI-style timelines of 3 tracks (scale, opacity, rotation) of 4
// linear keyframes each (durations in [0.1, 0.5] s); "ours" `KeyframeTimeline(initialValue:)` with
// its builder, then N calls of `value(progress:)`, against "linear": each track's key times and
// values in arrays, a search and a linear interpolation per track, written here.

struct LifecyclePose {
    var scale = 1.0, opacity = 1.0, rotation = 0.0
}

/// The textbook timeline of linear tracks: each track holds its start value until its first key,
/// interpolates linearly between keys and holds its last value after its end.
struct LinearTimeline {
    /// Per track: cumulative key times (first 0) and values (first the initial value).
    let tracks: [(times: [Double], values: [Double])]
    let duration: Double

    init(initial: [Double], keys: [[(value: Double, duration: Double)]]) {
        tracks = zip(initial, keys).map { start, keys in
            var times = [0.0], values = [start]
            for k in keys {
                times.append(times[times.count - 1] + k.duration)
                values.append(k.value)
            }
            return (times, values)
        }
        duration = tracks.map { $0.times[$0.times.count - 1] }.max() ?? 0
    }

    /// One track's value at time t.
    @inline(__always)
    static func value(_ track: (times: [Double], values: [Double]), at t: Double) -> Double {
        let times = track.times
        var i = 0
        while i + 1 < times.count && times[i + 1] <= t { i += 1 }
        if i + 1 == times.count { return track.values[i] }
        let s = (t - times[i]) / (times[i + 1] - times[i])
        return track.values[i] + (track.values[i + 1] - track.values[i]) * s
    }

    func value(progress f: Double) -> LifecyclePose {
        let t = f * duration
        return LifecyclePose(scale: Self.value(tracks[0], at: t), opacity: Self.value(tracks[1], at: t), rotation: Self.value(tracks[2], at: t))
    }
}

func registerTimelineLifecycle() {
    var random = SeededUnit(state: 0x5449_4d45)
    let timelines = (0..<2000).map { _ in
        (0..<3).map { _ in (0..<4).map { _ in (value: random.next() * 2, duration: 0.1 + 0.4 * random.next()) } }
    }
    let initial = [1.0, 1.0, 0.0]
    func ours(_ keys: [[(value: Double, duration: Double)]]) -> KeyframeTimeline<LifecyclePose> {
        try! KeyframeTimeline(initialValue: LifecyclePose()) {
            KeyframeTrack(\LifecyclePose.scale) { for k in keys[0] { LinearKeyframe(k.value, duration: k.duration) } }
            KeyframeTrack(\LifecyclePose.opacity) { for k in keys[1] { LinearKeyframe(k.value, duration: k.duration) } }
            KeyframeTrack(\LifecyclePose.rotation) { for k in keys[2] { LinearKeyframe(k.value, duration: k.duration) } }
        }
    }
    // The baseline computes what ours does: checked once, before any timing.
    for keys in timelines.prefix(100) {
        let a = ours(keys), b = LinearTimeline(initial: initial, keys: keys)
        for k in 0...64 {
            let f = Double(k) / 64
            let p = a.value(progress: f), q = b.value(progress: f)
            precondition(abs(p.scale - q.scale) + abs(p.opacity - q.opacity) + abs(p.rotation - q.rotation) < 1e-12, "the timeline baseline disagrees, f = \(f)")
        }
    }
    registerLifecycle("timeline", "create a 3-track timeline and sample N frames, ours and linear", animations: timelines.count, parts: [
        LifecyclePart(name: "ours") { x, out in
            for keys in timelines {
                let timeline = ours(keys)
                for i in x.indices {
                    let p = timeline.value(progress: x[i])
                    out[i] = p.scale + p.opacity + p.rotation
                }
                blackHole(out[x.count - 1])
            }
        },
        LifecyclePart(name: "linear") { x, out in
            for keys in timelines {
                let timeline = LinearTimeline(initial: initial, keys: keys)
                for i in x.indices {
                    let p = timeline.value(progress: x[i])
                    out[i] = p.scale + p.opacity + p.rotation
                }
                blackHole(out[x.count - 1])
            }
        },
    ])
}
