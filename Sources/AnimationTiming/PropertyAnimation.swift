// The value half of an animation: Core Animation's CABasicAnimation fromValue/toValue/byValue,
// isAdditive and isCumulative, and the Web Animations composite and iterationComposite
// operations, combined with a timing model and a timing function into one pure function of time.

import Keyframes
import MotionMath
import TimingCurves

/// The timing model that turns a time into a phase, an iteration and a progress: Core
/// Animation's ``MediaTiming`` or the Web Animations ``WebAnimationTiming``.
public enum AnimationTiming: Sendable, Hashable {
    /// `CAMediaTiming`: the time is the parent's time.
    case coreAnimation(MediaTiming)
    /// Web Animations: the time is the timeline time minus the start time (before the rate).
    case webAnimations(WebAnimationTiming)

    /// The timing state at `time`. - Complexity: O(1).
    public func state(at time: Double) -> TimingState {
        switch self {
        case .coreAnimation(let timing): timing.state(at: time)
        case .webAnimations(let timing): timing.state(at: time)
        }
    }
}

/// How an animation's value combines with the property's underlying value (Web Animations
/// `composite`; Core Animation's `isAdditive` is ``add``).
///
/// For numbers and vectors, adding and accumulating are both component-wise addition (they
/// differ only for values such as transform lists and colours, which are not vectors here).
public enum CompositeOperation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The animation's value replaces the underlying value.
    case replace
    /// The animation's value is added to the underlying value (`isAdditive`).
    case add
    /// The animation's value is accumulated onto the underlying value.
    case accumulate
}

/// The values an animation interpolates: keyframes, or Core Animation's basic from/to/by.
public enum AnimationValues<Value: AnimatableVector>: Sendable {
    /// `CABasicAnimation`'s fromValue, toValue and byValue, at most two of them given. How the
    /// interpolated range is resolved (the seven combinations) is documented in
    /// ``PropertyAnimation/range(underlying:previous:)``.
    case basic(from: Value?, to: Value?, by: Value?)
    /// A `CAKeyframeAnimation` (or a Web Animations keyframe effect) over the iteration's progress.
    case keyframes(KeyframeAnimation<VectorSpace<Value>>)
}

/// A property animation as an engine runs it: a timing model, a timing function, the values,
/// and how they combine with the underlying value and across iterations.
///
/// value(t) for an underlying (model) value u:
/// 1. The timing model gives the phase, iteration k and directed progress p at t; outside its
///    fill the animation has no effect and the value is u.
/// 2. The timing function maps p to the eased progress e (with the Web Animations before flag
///    for `steps()`).
/// 3. The values give v = (1 − e)·from + e·to for basic values (exact at e = 0 and e = 1), or the
///    keyframes' value at e.
/// 4. Accumulating iterations (Core Animation `isCumulative`, Web Animations
///    `iterationComposite: "accumulate"`) adds k times the value at the end of one iteration:
///    v + k·end, where end is the final value (`to`, the last keyframe), or, for a Core
///    Animation cycle that autoreverses, the value the cycle ends on (its start). "The value at
///    the end of the previous repeat cycle, plus the value of the current repeat cycle", as
///    Apple documents `isCumulative`.
/// 5. The composite operation gives v (replace) or u + v (add, accumulate: `isAdditive`).
///
/// Value types; evaluation is a pure function of time. - Complexity: O(1) for basic values,
/// O(log n) for n keyframes.
public struct PropertyAnimation<Value: AnimatableVector>: Sendable {
    /// The values.
    public let values: AnimationValues<Value>
    /// The timing model.
    public let timing: AnimationTiming
    /// The animation-level timing function (Core Animation's `timingFunction`, the Web Animations
    /// effect's `easing`), applied to the iteration progress with the before flag (which only
    /// `steps()` reads). Any timing curve: CSS text, a Penner or path easing, a spring's progress.
    public let timingFunction: any TimingCurve
    /// How the value combines with the underlying value.
    public let composite: CompositeOperation
    /// Whether each iteration builds on the end of the previous one (`isCumulative`,
    /// `iterationComposite: "accumulate"`).
    public let accumulatesIterations: Bool

    /// Core Animation's `isAdditive`.
    package var isAdditive: Bool { composite != .replace }

    /// An animation.
    /// - Throws: ``AnimationTimingError/animationValues(_:)`` when from, to and by are all given (Core
    ///   Animation leaves that undefined) and ``AnimationTimingError/nonFiniteInput(name:)`` when a value
    ///   has a NaN or infinite component.
    public init(
        values: AnimationValues<Value>, timing: AnimationTiming, timingFunction: any TimingCurve = EasingFunction.linear(.identity),
        composite: CompositeOperation = .replace, accumulatesIterations: Bool = false
    ) throws(AnimationTimingError) {
        if case .basic(let from, let to, let by) = values {
            if from != nil && to != nil && by != nil {
                throw .animationValues("give at most two of fromValue, toValue and byValue")
            }
            for (name, value) in [("fromValue", from), ("toValue", to), ("byValue", by)] {
                if let value, !value.isFiniteVector { throw .nonFiniteInput(name: name) }
            }
        }
        self.values = values
        self.timing = timing
        self.timingFunction = timingFunction
        self.composite = composite
        self.accumulatesIterations = accumulatesIterations
    }

    /// The range a basic animation interpolates, as `CABasicAnimation` resolves its values from
    /// the property's current value u (the render tree's, which is the model value when no other
    /// animation runs) and, for the last case, its previous value:
    ///
    /// | given | from | to |
    /// |---|---|---|
    /// | from, to | from | to |
    /// | from, by | from | from + by |
    /// | by, to | to − by | to |
    /// | from | from | u |
    /// | to | u | to |
    /// | by | u | u + by |
    /// | none | previous | u |
    ///
    /// Keyframe values give their first and last values.
    /// - Throws: ``AnimationTimingError/animationValues(_:)`` when none is given and `previous` is nil,
    ///   or when from + by or to − by overflows;
    ///   ``AnimationTimingError/nonFiniteInput(name:)`` for a non-finite u or previous value.
    /// - Complexity: O(1).
    public func range(underlying u: Value, previous: Value? = nil) throws(AnimationTimingError) -> (from: Value, to: Value) {
        guard u.isFiniteVector else { throw .nonFiniteInput(name: "underlying value") }
        let (from, to) = try unresolvedRange(underlying: u, previous: previous)
        guard from.isFiniteVector, to.isFiniteVector else {
            throw .animationValues("the range overflows: from + by or to − by is beyond the largest finite number")
        }
        return (from, to)
    }

    func unresolvedRange(underlying u: Value, previous: Value?) throws(AnimationTimingError) -> (from: Value, to: Value) {
        switch values {
        case .keyframes(let animation):
            return (animation.values[0], animation.values[animation.values.count - 1])
        case .basic(let from?, let to?, _): return (from, to)
        case .basic(let from?, nil, let by?): return (from, from + by)
        case .basic(nil, let to?, let by?): return (to - by, to)
        case .basic(let from?, nil, nil): return (from, u)
        case .basic(nil, let to?, nil): return (u, to)
        case .basic(nil, nil, let by?): return (u, u + by)
        case .basic(nil, nil, nil):
            guard let previous else {
                throw .animationValues("with no fromValue, toValue or byValue the animation runs from the previous value to the current one; give the previous value")
            }
            guard previous.isFiniteVector else { throw .nonFiniteInput(name: "previous value") }
            return (previous, u)
        }
    }

    /// The animated value at `time` over the underlying value u (the model value; the result when
    /// the animation is not in effect).
    /// - Throws: as ``range(underlying:previous:)``; ``AnimationTimingError/nonFiniteInput(name:)`` for
    ///   a NaN time; ``AnimationTimingError/animationValues(_:)`` when accumulating infinitely many
    ///   iterations would give an infinite value, or when the value overflows (its true value is
    ///   beyond the largest finite number: 10³⁰⁸ accumulated twice). A value that is finite is
    ///   returned finite: byValue forms add a fraction of byValue rather than blend two ends.
    /// - Complexity: O(1) for basic values, O(log n) for keyframes.
    public func value(at time: Double, underlying u: Value, previous: Value? = nil) throws(AnimationTimingError) -> Value {
        guard !time.isNaN else { throw .nonFiniteInput(name: "time") }
        guard u.isFiniteVector else { throw .nonFiniteInput(name: "underlying value") }
        let state = timing.state(at: time)
        guard let progress = state.progress, let iteration = state.iteration else { return u }
        let eased = timingFunction.value(at: progress, beforeFlag: state.beforeFlag)
        var v: Value
        switch values {
        case .basic(let from, nil, let by?):
            // From the start by a fraction of byValue: finite wherever the true value is, even
            // when start + byValue itself overflows.
            v = (from ?? u) + by.scaled(by: eased)
        case .basic(nil, let to?, let by?):
            v = to - by.scaled(by: 1 - eased)
        case .basic:
            let (start, end) = try range(underlying: u, previous: previous)
            v = start.scaled(by: 1 - eased) + end.scaled(by: eased)
        case .keyframes(let animation): v = animation.value(at: eased)
        }
        if accumulatesIterations && iteration != 0 {
            guard iteration.isFinite else {
                throw .animationValues("accumulating infinitely many iterations has no finite value")
            }
            let (start, end) = try range(underlying: u, previous: previous)
            v = v + iterationEnd(start: start, end: end).scaled(by: iteration)
        }
        if composite != .replace { v = u + v }
        guard v.isFiniteVector else {
            throw .animationValues("the value at time \(time) overflows: it is beyond the largest finite number")
        }
        return v
    }

    /// The value one iteration ends on, which accumulation adds once per finished iteration: the
    /// final value, or the start for a Core Animation cycle that autoreverses.
    func iterationEnd(start: Value, end: Value) -> Value {
        if case .coreAnimation(let timing) = timing, timing.autoreverses { return start }
        return end
    }
}
