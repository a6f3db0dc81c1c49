import Benchmark
import Foundation
import Springs

// A spring: 2,000 random SwiftUI-style springs (duration ∈ [0.2, 1] s, bounce ∈ [−0.5, 0.8]) from
// rest at 0 to 1, sampled over 1.5 durations;
//   - "ours": `Spring(duration:bounce:)`, then N calls of `value(at:from:to:)`;
//   - "closed form": ωn = 2π/duration and ζ from the bounce, then the textbook step response of the
//     damped oscillator in its regime, written here.

/// The unit step response of a damped oscillator from rest, the textbook way.
struct ClosedFormSpring {
    let omega: Double, zeta: Double

    init(duration: Double, bounce: Double) {
        omega = 2 * Double.pi / duration
        zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    func value(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        }
    }
}

func registerSpringLifecycle() {
    var random = SeededUnit(state: 0x5350_5249_4e47)
    let springs = (0..<2000).map { _ in (duration: 0.2 + 0.8 * random.next(), bounce: -0.5 + 1.3 * random.next()) }
    // The baseline computes what ours does: checked once, before any timing.
    for p in springs.prefix(100) {
        let ours = try! Spring(duration: p.duration, bounce: p.bounce), plain = ClosedFormSpring(duration: p.duration, bounce: p.bounce)
        for k in 0...30 {
            let t = Double(k) / 20 * p.duration
            precondition(abs(ours.value(at: t, from: 0.0, to: 1.0) - plain.value(at: t)) < 1e-9, "the spring baseline disagrees at \(p), t = \(t)")
        }
    }
    registerLifecycle("spring", "create a spring and sample N frames, ours and the closed form", animations: springs.count, parts: [
        LifecyclePart(name: "ours") { x, out in
            for p in springs {
                let spring = try! Spring(duration: p.duration, bounce: p.bounce)
                let span = 1.5 * p.duration
                for i in x.indices { out[i] = spring.value(at: x[i] * span, from: 0.0, to: 1.0) }
                blackHole(out[x.count - 1])
            }
        },
        LifecyclePart(name: "closed form") { x, out in
            for p in springs {
                let spring = ClosedFormSpring(duration: p.duration, bounce: p.bounce)
                let span = 1.5 * p.duration
                for i in x.indices { out[i] = spring.value(at: x[i] * span) }
                blackHole(out[x.count - 1])
            }
        },
    ])
}
