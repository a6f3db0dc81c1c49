import MotionMath
import Springs

/// Tables of springs: `time,value,velocity` by the closed form, and KYSpringLayerAnimation's
/// `frame,x,value`.
package enum SpringTables {
    /// Frame times i/fps for i = 0 … ⌈duration·fps⌉ (see `Spring.lastFrameIndex(duration:fps:limit:)`).
    /// - Throws: `SpringError` for fps ≤ 0, a negative or non-finite duration, or too many frames.
    package static func frameTimes(duration: Double, fps: Double, maximumRows: Int = TableSpec.maximumRows) throws(SpringError) -> [Double] {
        let last = try Spring.lastFrameIndex(duration: duration, fps: fps, limit: maximumRows)
        return (0...last).map { Double($0) / fps }
    }

    /// The table `time,value,velocity` of `animation` at `times` (seconds), each row evaluated
    /// directly in closed form (the most accurate value for every row).
    /// - Throws: `SpringError.nonFiniteInput(name:)` for a non-finite time.
    /// - Complexity: O(n).
    package static func table(_ animation: SpringAnimation<VectorSpace<Double>>, times: [Double]) throws(SpringError) -> CSVTable {
        var rows: [[Double]] = []
        rows.reserveCapacity(times.count)
        for t in times {
            let (x, v) = try animation.checkedState(at: t)
            rows.append([t, x, v])
        }
        return CSVTable(header: ["time", "value", "velocity"], rows: rows)
    }

    /// The table `overscroll,displacement,derivative` of a rubber band at `inputs` (overscrolls), or
    /// with `inverse`, `displacement,overscroll,derivative` at `inputs` read as displacements.
    /// - Throws: `SpringError` for a displacement of magnitude at least the band's dimension.
    /// - Complexity: O(n).
    package static func table(_ band: RubberBand, at inputs: [Double], inverse: Bool) throws(SpringError) -> CSVTable {
        if inverse {
            var rows: [[Double]] = []
            rows.reserveCapacity(inputs.count)
            for y in inputs {
                let x = try band.overscroll(forDisplacement: y)
                rows.append([y, x, band.derivative(atOverscroll: x)])
            }
            return CSVTable(header: ["displacement", "overscroll", "derivative"], rows: rows)
        }
        return CSVTable(header: ["overscroll", "displacement", "derivative"],
                        rows: inputs.map { [$0, band.displacement(forOverscroll: $0), band.derivative(atOverscroll: $0)] })
    }

    /// The table `frame,x,value` of KYSpringLayerAnimation's damped-cosine generator.
    /// - Throws: `SpringError` for non-finite endpoints, or more than `TableSpec.maximumRows` frames.
    package static func table(_ generator: DampedCosineKeyframes, from: Double = 0, to: Double = 1, closingFrame: Bool = false) throws(SpringError) -> CSVTable {
        let rows = generator.frameCount + (closingFrame ? 2 : 1)
        guard rows <= TableSpec.maximumRows else { throw .tooManyFrames(requested: Double(rows), limit: TableSpec.maximumRows) }
        return CSVTable(header: ["frame", "x", "value"], rows: try generator.frames(from: from, to: to, closingFrame: closingFrame).map {
            [Double($0.frame), $0.x, $0.value]
        })
    }

    /// The default spring tables, from 0 to 1 at 60 fps until the exact settling time (ε = 0.001):
    /// Core Animation's default spring, SwiftUI's smooth, snappy and bouncy, a critically damped and
    /// an overdamped spring; and KYSpringLayerAnimation's published example y = 1 − e^(−5x)·cos(30x) (60 frames plus the
    /// closing one).
    package static func defaultSet(fps: Double = 60) throws(SpringError) -> [(file: String, kind: String, parameters: String, table: CSVTable)] {
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
        let dampedCosine = try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 1, fps: fps)
        entries.append(("spring-keyframes-damped-cosine.csv", "spring-keyframes", "1 - exp(-5x)·cos(30x), 1 s at \(fps) fps, closing frame",
                        try table(dampedCosine, closingFrame: true)))
        return entries
    }
}

extension SpringTables {
    /// One row describing `spring`: `mass,stiffness,damping,damping_ratio,natural_frequency,
    /// damped_frequency,decay_rate,response,bounce,settling_time,ca_settling_duration,
    /// requested_damping` and the text column `regime`.
    ///
    /// `damping` is the damping the motion uses (`Spring.effectiveDamping`), `requested_damping`
    /// the one given; they differ exactly when a spring that does not allow overdamping (SwiftUI's
    /// clamp) was given more than critical. ζ = c/(2√(km)) of the damping the motion uses, ωn = √(k/m) rad/s, ωd = ωn√(1 − ζ²) (0 unless underdamped), the decay rate of
    /// the envelope (1/s), the response 2π/ωn s (SwiftUI's duration), SwiftUI's bounce; the exact
    /// settling time (s) of the motion from `from` to `to` with `initialVelocity` within
    /// ε·|to − from|, and Core Animation's settlingDuration for the same motion (its velocity
    /// relative to to − from; NaN when from = to). An undamped spring never settles: both are +∞.
    /// - Throws: `SpringError` for ε ≤ 0 or non-finite states.
    package static func description(_ spring: Spring, from: Double = 0, to: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001) throws(SpringError) -> CSVTable {
        let settling: Double
        let caSettling: Double
        do {
            settling = try spring.settlingTime(from: from, to: to, initialVelocity: initialVelocity, epsilon: epsilon)
        } catch .neverSettles {
            settling = .infinity
        }
        if to == from {
            caSettling = .nan
        } else {
            do { caSettling = try spring.settlingDuration(initialVelocity: initialVelocity / (to - from)) } catch .neverSettles { caSettling = .infinity }
        }
        return CSVTable(
            header: ["mass", "stiffness", "damping", "damping_ratio", "natural_frequency", "damped_frequency", "decay_rate",
                     "response", "bounce", "settling_time", "ca_settling_duration", "requested_damping"],
            rows: [[spring.mass, spring.stiffness, spring.effectiveDamping, spring.dampingRatio, spring.naturalFrequency,
                    spring.dampedFrequency, spring.decayRate, spring.response, spring.bounce, settling, caSettling, spring.damping]],
            textHeader: ["regime"], textRows: [[spring.regime.rawValue]])
    }

    /// One row per runtime: when it ends the animation from `from` to `to` (time and frame at
    /// 60, 90 and 120 Hz; infinite where it never does, or only after more frames than
    /// `Spring.stop` examines, which the note says), the exact settling time for `epsilon`,
    /// and as text the runtime, its parameters (name=value, its units) and a note.
    /// - Throws: `SpringError` for invalid states or thresholds.
    package static func runtimes(
        _ runtimes: [SpringRuntime], spring: Spring, from: Double, to: Double, initialVelocity: Double, epsilon: Double,
        visibilityThreshold: Double?
    ) throws(SpringError) -> CSVTable {
        let settling: Double
        do {
            settling = try spring.settlingTime(from: from, to: to, initialVelocity: initialVelocity, epsilon: epsilon)
        } catch .neverSettles {
            settling = .infinity
        }
        var rows: [[Double]] = [], texts: [[String]] = []
        for runtime in runtimes {
            var row: [Double] = []
            var tooSlow = false, overflows = false
            for fps in [60.0, 90, 120] {
                do {
                    let stop = try spring.stop(in: runtime, from: from, to: to, initialVelocity: initialVelocity, fps: fps, visibilityThreshold: visibilityThreshold)
                    row += [stop.time, Double(stop.frame)]
                } catch .neverSettles {
                    row += [.infinity, .infinity]
                } catch .tooManyFrames {
                    row += [.infinity, .infinity]
                    tooSlow = true
                } catch .overflow where runtime == .motionWAAPI {
                    // Motion's own arithmetic overflows (a velocity near the largest double): this
                    // row has no stop, the others still do.
                    row += [.infinity, .infinity]
                    overflows = true
                }
            }
            rows.append(row + [settling])
            let (values, note) = spring.parameters(in: runtime, from: from, to: to, initialVelocity: initialVelocity)
            let notes = [note, tooSlow ? "it stops after more than \(Spring.maximumStopFrameCount) frames (shown as inf)" : nil,
                         overflows ? "Motion's arithmetic overflows for this velocity (shown as inf)" : nil].compactMap { $0 }
            texts.append([runtime.rawValue, values.map { "\($0.name)=\($0.value)" }.joined(separator: " "), notes.joined(separator: "; ")])
        }
        return CSVTable(
            header: ["time_60", "frame_60", "time_90", "frame_90", "time_120", "frame_120", "settling_time"], rows: rows,
            textHeader: ["runtime", "parameters", "note"], textRows: texts)
    }
}
