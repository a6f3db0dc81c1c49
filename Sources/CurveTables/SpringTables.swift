import MotionMath
import Springs

/// Tables of springs: `time,value,velocity` by the closed form, and the seed generator's
/// `frame,x,value`.
public enum SpringTables {
    /// Frame times i/fps for i = 0 … ⌈duration·fps⌉ (see ``SpringFrames/lastFrameIndex(duration:fps:)``).
    /// - Throws: ``SpringError`` for fps ≤ 0, a negative or non-finite duration, or too many frames.
    public static func frameTimes(duration: Double, fps: Double) throws(SpringError) -> [Double] {
        let last = try SpringFrames<Double>.lastFrameIndex(duration: duration, fps: fps)
        return (0...last).map { Double($0) / fps }
    }

    /// The table `time,value,velocity` of `animation` at `times` (seconds), each row evaluated
    /// directly in closed form (the most accurate value for every row).
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for a non-finite time.
    /// - Complexity: O(n).
    public static func table(_ animation: SpringAnimation<Double>, times: [Double]) throws(SpringError) -> CSVTable {
        var rows: [[Double]] = []
        rows.reserveCapacity(times.count)
        for t in times {
            let (x, v) = try animation.checkedState(at: t)
            rows.append([t, x, v])
        }
        return CSVTable(header: ["time", "value", "velocity"], rows: rows)
    }

    /// The table `frame,x,value` of the seed's damped-cosine generator.
    /// - Throws: ``SpringError`` for non-finite endpoints.
    public static func table(_ generator: DampedCosineKeyframes, from: Double = 0, to: Double = 1, closingFrame: Bool = false) throws(SpringError) -> CSVTable {
        CSVTable(header: ["frame", "x", "value"], rows: try generator.frames(from: from, to: to, closingFrame: closingFrame).map {
            [Double($0.frame), $0.x, $0.value]
        })
    }

    /// The default spring tables, from 0 to 1 at 60 fps until the exact settling time (ε = 0.001):
    /// Core Animation's default spring, SwiftUI's smooth, snappy and bouncy, a critically damped and
    /// an overdamped spring; and the seed's example y = 1 − e^(−5x)·cos(30x) (60 frames plus the
    /// closing one).
    public static func defaultSet(fps: Double = 60) throws(SpringError) -> [(file: String, kind: String, parameters: String, table: CSVTable)] {
        let springs: [(String, Spring)] = [
            ("core-animation-default", .coreAnimationDefault),
            ("swiftui-smooth", .smooth),
            ("swiftui-snappy", .snappy),
            ("swiftui-bouncy", .bouncy),
            ("critical", try Spring(mass: 1, stiffness: 100, damping: 20)),
            ("overdamped", try Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true)),
        ]
        var entries: [(file: String, kind: String, parameters: String, table: CSVTable)] = []
        for (name, spring) in springs {
            let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0)
            let times = try frameTimes(duration: try animation.settlingTime(), fps: fps)
            let parameters = "mass \(spring.mass), stiffness \(spring.stiffness), damping \(spring.damping), from 0 to 1, \(fps) fps"
            entries.append(("spring-\(name).csv", "spring", parameters, try table(animation, times: times)))
        }
        let seed = try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 1, fps: fps)
        entries.append(("spring-keyframes-seed.csv", "spring-keyframes", "1 - exp(-5x)·cos(30x), 1 s at \(fps) fps, closing frame",
                        try table(seed, closingFrame: true)))
        return entries
    }
}
