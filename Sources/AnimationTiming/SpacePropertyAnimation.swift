// The value half of an animation for values of an interpolation space: CABasicAnimation's
// fromValue/toValue (either may be the underlying value) or keyframes, over the Core Animation
// or Web Animations timing model and a timing function, composited by replacement.
//
// Additive composition (CA's isAdditive, Web Animations' add/accumulate) is space-specific —
// CSS appends transform lists, adds colour components, and a rotation composes by product — and
// is not modelled for spaces; ``PropertyAnimation`` has it for plain vectors.

import Keyframes
import MotionMath
import TimingCurves

/// What a ``SpacePropertyAnimation`` interpolates.
public enum SpaceAnimationValues<Space: InterpolationSpace>: Sendable {
    /// From and to values; nil stands for the underlying (current) value, as in CABasicAnimation.
    case basic(from: Space.Value?, to: Space.Value?)
    /// Keyframes (their own key times and modes) played by the eased progress.
    case keyframes(KeyframeAnimation<Space>)
}

/// A basic or keyframe animation of a value in an interpolation space, as a pure function of time.
///
/// value(t) = interpolate(from, to, f(progress)) (basic; `to` taken as the continuous
/// representative after `from`, so 350° → 10° ends at 370°) or keyframes.value(at: f(progress)),
/// where progress and the before flag come from the timing model and f is the timing function;
/// outside the active interval (progress nil, no fill) the underlying value shows.
/// - Complexity: O(1) (basic) or O(log n) (keyframes) per evaluation.
public struct SpacePropertyAnimation<Space: InterpolationSpace>: Sendable {
    /// The space of the values.
    public let space: Space
    /// From/to or keyframes.
    public let values: SpaceAnimationValues<Space>
    /// Core Animation or Web Animations timing.
    public let timing: AnimationTiming
    /// The easing applied to the progress (with the before flag for steps).
    public let timingFunction: any TimingCurve
    /// Both basic ends, when both are given, as continuous representatives (resolved once, not per frame).
    let ends: (from: Space.Value, to: Space.Value)?

    /// - Throws: ``AnimationTimingError/animationValues(_:)`` when a basic value is one the space rejects.
    public init(space: Space, values: SpaceAnimationValues<Space>, timing: AnimationTiming, timingFunction: any TimingCurve = EasingFunction.linear(.identity)) throws(AnimationTimingError) {
        if case .basic(let from, let to) = values {
            for (name, value) in [("fromValue", from), ("toValue", to)] {
                guard let value else { continue }
                do throws(ValueSpaceError) { try space.validate(value) } catch { throw .animationValues("\(name): \(error)") }
            }
        }
        self.space = space
        self.values = values
        self.timing = timing
        self.timingFunction = timingFunction
        if case .basic(let from?, let to?) = values {
            let pair = space.continuousSequence([from, to])
            ends = (pair[0], pair[1])
        } else {
            ends = nil
        }
    }

    /// The presented value at `time` (seconds, the timing model's local time) over the underlying value `u`.
    /// - Throws: ``AnimationTimingError/nonFiniteInput(name:)`` for a NaN time;
    ///   ``AnimationTimingError/animationValues(_:)`` when the space rejects `u` or the value (one
    ///   beyond the largest finite number).
    public func value(at time: Double, underlying u: Space.Value) throws(AnimationTimingError) -> Space.Value {
        guard !time.isNaN else { throw .nonFiniteInput(name: "time") }
        do throws(ValueSpaceError) { try space.validate(u) } catch { throw .animationValues("underlying value: \(error)") }
        let state = timing.state(at: time)
        guard let progress = state.progress else { return u }
        let eased = timingFunction.value(at: progress, beforeFlag: state.beforeFlag)
        let value: Space.Value
        switch values {
        case .basic(let from, let to):
            // The end as the continuous representative after the start (350° → 10° ends at 370°),
            // so the value moves continuously through the whole interval, the end included.
            if let ends {
                value = space.stepInterpolate(from: ends.from, to: ends.to, fraction: eased)
            } else {
                let pair = space.continuousSequence([from ?? u, to ?? u])
                value = space.stepInterpolate(from: pair[0], to: pair[1], fraction: eased)
            }
        case .keyframes(let animation): value = animation.value(at: eased)
        }
        do throws(ValueSpaceError) { try space.validate(value) } catch {
            throw .animationValues("the value at time \(time) is not representable: \(error)")
        }
        return value
    }
}
