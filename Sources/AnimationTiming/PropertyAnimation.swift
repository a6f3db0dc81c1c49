// The value half of an animation: Core Animation's CABasicAnimation fromValue/toValue/byValue,
// isAdditive and isCumulative, and the Web Animations composite and iterationComposite
// operations, combined with a timing model and a timing function into one pure function of time,
// for values of any interpolation space (additive forms where the space defines addition).

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
/// Both add through the space's `InterpolationSpace.adding(_:count:to:)`: for numbers and
/// vectors component-wise addition (adding and accumulating differ only for values such as
/// transform lists, which the spaces here do not add).
public enum CompositeOperation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The animation's value replaces the underlying value.
    case replace
    /// The animation's value is added to the underlying value (`isAdditive`).
    case add
    /// The animation's value is accumulated onto the underlying value.
    case accumulate
}

/// The values an animation interpolates: keyframes, or Core Animation's basic from/to/by.
public enum AnimationValues<Space: InterpolationSpace>: Sendable {
    /// `CABasicAnimation`'s fromValue, toValue and byValue, at most two of them given (byValue
    /// where the space adds values). How the interpolated range is resolved (the seven
    /// combinations) is documented in ``PropertyAnimation/range(underlying:previous:)``.
    case basic(from: Space.Value?, to: Space.Value?, by: Space.Value?)
    /// A `CAKeyframeAnimation` (or a Web Animations keyframe effect) over the iteration's progress.
    case keyframes(KeyframeAnimation<Space>)
}

/// A property animation as an engine runs it: a timing model, a timing function, the values
/// in their interpolation space, and how they combine with the underlying value and across
/// iterations.
///
/// value(t) for an underlying (model) value u:
/// 1. The timing model gives the phase, iteration k and directed progress p at t; outside its
///    fill the animation has no effect and the value is u.
/// 2. The timing function maps p to the eased progress e (with the Web Animations before flag
///    for `steps()`).
/// 3. The values give the space's interpolation from `from` to `to` at e (`to` taken as the
///    continuous representative after `from`, so 350° → 10° ends at 370°; exact at e = 0 and
///    e = 1), from + e·by or to − (1 − e)·by for the byValue forms, or the keyframes' value at e.
/// 4. Accumulating iterations (Core Animation `isCumulative`, Web Animations
///    `iterationComposite: "accumulate"`) adds k times the value at the end of one iteration:
///    v + k·end, where end is the final value (`to`, the last keyframe), or, for a Core
///    Animation cycle that autoreverses, the value the cycle ends on (its start). "The value at
///    the end of the previous repeat cycle, plus the value of the current repeat cycle", as
///    Apple documents `isCumulative`.
/// 5. The composite operation gives v (replace) or u + v (add, accumulate: `isAdditive`).
///
/// Additions (byValue, accumulation, add) are the space's `adding(_:count:to:)`, which vectors
/// define; in a space without addition they are refused when the animation is built.
///
/// ```
/// let x = try PropertyAnimation(values: .basic(from: 0.0, to: 100, by: nil), timing: timing)   // PropertyAnimation<VectorSpace<Double>>
/// let hue = try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: 350, to: 10, by: nil), timing: timing)
/// ```
/// Value types; evaluation is a pure function of time. - Complexity: O(1) for basic values,
/// O(log n) for n keyframes.
public struct PropertyAnimation<Space: InterpolationSpace>: Sendable {
    /// The space of the values.
    public let space: Space
    /// The values.
    public let values: AnimationValues<Space>
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
    /// Both basic ends, when both are given, as continuous representatives (resolved once, not per frame).
    let ends: (from: Space.Value, to: Space.Value)?

    /// Core Animation's `isAdditive`.
    package var isAdditive: Bool { composite != .replace }

    /// An animation of values in `space`.
    /// - Throws: ``AnimationTimingError/animationValues(_:)`` when from, to and by are all given (Core
    ///   Animation leaves that undefined), when a basic value is one the space rejects (a NaN or
    ///   infinite component: ``AnimationTimingError/nonFiniteInput(name:)`` for vectors), or when
    ///   byValue, an additive composite or accumulated iterations meet a space that defines no
    ///   addition.
    public init(
        space: Space, values: AnimationValues<Space>, timing: AnimationTiming, timingFunction: any TimingCurve = EasingFunction.linear(.identity),
        composite: CompositeOperation = .replace, accumulatesIterations: Bool = false
    ) throws(AnimationTimingError) {
        var sample: Space.Value?
        switch values {
        case .basic(let from, let to, let by):
            if from != nil && to != nil && by != nil {
                throw .animationValues("give at most two of fromValue, toValue and byValue")
            }
            for (name, value) in [("fromValue", from), ("toValue", to), ("byValue", by)] {
                guard let value else { continue }
                let checked = try Self.checked(value, name, in: space)
                if sample == nil { sample = checked }
            }
            if by != nil, let sample, space.adding(sample, count: 0, to: sample) == nil {
                throw .animationValues("byValue needs values that add (a vector space); this space has none")
            }
        case .keyframes(let animation):
            sample = animation.values.first
        }
        if composite != .replace || accumulatesIterations, let sample, space.adding(sample, count: 0, to: sample) == nil {
            throw .animationValues("\(composite != .replace ? "an additive composite" : "accumulated iterations") needs values that add (a vector space); this space has none")
        }
        self.space = space
        self.values = values
        self.timing = timing
        self.timingFunction = timingFunction
        self.composite = composite
        self.accumulatesIterations = accumulatesIterations
        if case .basic(let from?, let to?, _) = values {
            let pair = space.continuousSequence([from, to])
            ends = (pair[0], pair[1])
        } else {
            ends = nil
        }
    }

    /// An animation of vectors (`VectorSpace`).
    /// - Throws: as ``init(space:values:timing:timingFunction:composite:accumulatesIterations:)``.
    public init<Vector: AnimatableVector>(
        values: AnimationValues<VectorSpace<Vector>>, timing: AnimationTiming, timingFunction: any TimingCurve = EasingFunction.linear(.identity),
        composite: CompositeOperation = .replace, accumulatesIterations: Bool = false
    ) throws(AnimationTimingError) where Space == VectorSpace<Vector> {
        try self.init(space: VectorSpace(), values: values, timing: timing, timingFunction: timingFunction,
                      composite: composite, accumulatesIterations: accumulatesIterations)
    }

    /// `value` checked against the space; a rejected value is the named typed error.
    func checked(_ value: Space.Value, _ name: String) throws(AnimationTimingError) -> Space.Value {
        try Self.checked(value, name, in: space)
    }

    /// `value` checked against `space`: ``AnimationTimingError/nonFiniteInput(name:)`` for a
    /// non-finite component, ``AnimationTimingError/animationValues(_:)`` for another rejection.
    static func checked(_ value: Space.Value, _ name: String, in space: Space) throws(AnimationTimingError) -> Space.Value {
        do throws(ValueSpaceError) { try space.validate(value) } catch {
            if case .nonFinite = error { throw .nonFiniteInput(name: name) }
            throw .animationValues("\(name): \(error)")
        }
        return value
    }

    /// `value` added `count` times to `base`.
    /// - Throws: ``AnimationTimingError/animationValues(_:)`` in a space that defines no addition
    ///   (the initialiser refuses byValue and the additive forms there when it has a value to try;
    ///   with no basic value given it cannot, and the first evaluation says so).
    func adding(_ value: Space.Value, count: Double, to base: Space.Value) throws(AnimationTimingError) -> Space.Value {
        guard let sum = space.adding(value, count: count, to: base) else {
            throw .animationValues("\(composite != .replace ? "an additive composite" : accumulatesIterations ? "accumulated iterations" : "byValue") needs values that add (a vector space); this space has none")
        }
        return sum
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
    ///   ``AnimationTimingError/nonFiniteInput(name:)`` for a non-finite u or previous value (in
    ///   other spaces ``AnimationTimingError/animationValues(_:)`` for one the space rejects).
    /// - Complexity: O(1).
    public func range(underlying u: Space.Value, previous: Space.Value? = nil) throws(AnimationTimingError) -> (from: Space.Value, to: Space.Value) {
        _ = try checked(u, "underlying value")
        let (from, to) = try unresolvedRange(underlying: u, previous: previous)
        do throws(ValueSpaceError) { try space.validate(from); try space.validate(to) } catch {
            throw .animationValues("the range overflows: from + by or to − by is beyond the largest finite number")
        }
        return (from, to)
    }

    func unresolvedRange(underlying u: Space.Value, previous: Space.Value?) throws(AnimationTimingError) -> (from: Space.Value, to: Space.Value) {
        switch values {
        case .keyframes(let animation):
            return (animation.values[0], animation.values[animation.values.count - 1])
        case .basic(let from?, let to?, _): return (from, to)
        case .basic(let from?, nil, let by?): return (from, try adding(by, count: 1, to: from))
        case .basic(nil, let to?, let by?): return (try adding(by, count: -1, to: to), to)
        case .basic(let from?, nil, nil): return (from, u)
        case .basic(nil, let to?, nil): return (u, to)
        case .basic(nil, nil, let by?): return (u, try adding(by, count: 1, to: u))
        case .basic(nil, nil, nil):
            guard let previous else {
                throw .animationValues("with no fromValue, toValue or byValue the animation runs from the previous value to the current one; give the previous value")
            }
            return (try checked(previous, "previous value"), u)
        }
    }

    /// The animated value at `time` over the underlying value u (the model value; the result when
    /// the animation is not in effect).
    /// - Throws: as ``range(underlying:previous:)``; ``AnimationTimingError/nonFiniteInput(name:)`` for
    ///   a NaN time; ``AnimationTimingError/animationValues(_:)`` when accumulating infinitely many
    ///   iterations would give an infinite value, or when the value is one the space rejects (a
    ///   vector beyond the largest finite number: 10³⁰⁸ accumulated twice). A value that is finite
    ///   is returned finite: byValue forms add a fraction of byValue rather than blend two ends,
    ///   and a vector interpolation between finite ends stays finite.
    /// - Complexity: O(1) for basic values, O(log n) for keyframes.
    public func value(at time: Double, underlying u: Space.Value, previous: Space.Value? = nil) throws(AnimationTimingError) -> Space.Value {
        guard !time.isNaN else { throw .nonFiniteInput(name: "time") }
        _ = try checked(u, "underlying value")
        let state = timing.state(at: time)
        guard let progress = state.progress, let iteration = state.iteration else { return u }
        let eased = timingFunction.value(at: progress, beforeFlag: state.beforeFlag)
        var v: Space.Value
        switch values {
        case .basic(let from, nil, let by?):
            // From the start by a fraction of byValue: finite wherever the true value is, even
            // when start + byValue itself overflows.
            v = try adding(by, count: eased, to: from ?? u)
        case .basic(nil, let to?, let by?):
            v = try adding(by, count: -(1 - eased), to: to)
        case .basic:
            // The end as the continuous representative after the start (350° → 10° ends at 370°),
            // so the value moves continuously through the whole interval, the end included.
            if let ends {
                v = space.stepInterpolate(from: ends.from, to: ends.to, fraction: eased)
            } else {
                let (start, end) = try range(underlying: u, previous: previous)
                let pair = space.continuousSequence([start, end])
                v = space.stepInterpolate(from: pair[0], to: pair[1], fraction: eased)
            }
        case .keyframes(let animation): v = animation.value(at: eased)
        }
        if accumulatesIterations && iteration != 0 {
            guard iteration.isFinite else {
                throw .animationValues("accumulating infinitely many iterations has no finite value")
            }
            let (start, end) = try range(underlying: u, previous: previous)
            v = try adding(iterationEnd(start: start, end: end), count: iteration, to: v)
        }
        if composite != .replace { v = try adding(v, count: 1, to: u) }
        do throws(ValueSpaceError) { try space.validate(v) } catch {
            throw .animationValues("the value at time \(time) overflows: it is beyond the largest finite number")
        }
        return v
    }

    /// The value one iteration ends on, which accumulation adds once per finished iteration: the
    /// final value, or the start for a Core Animation cycle that autoreverses.
    func iterationEnd(start: Space.Value, end: Space.Value) -> Space.Value {
        if case .coreAnimation(let timing) = timing, timing.autoreverses { return start }
        return end
    }
}
