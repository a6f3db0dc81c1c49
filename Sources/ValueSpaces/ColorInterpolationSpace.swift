// Colour interpolation, CSS Color 4 §12, as a differentiable interpolation space.
//
// Both colours are converted into the interpolation space S. Missing components (CSS `none`)
// take the other colour's value (§12.2; both missing: the result's is missing too). With
// premultiplication (§12.3) the chart at every colour is the vector of premultiplied
// coordinates
//     P(c) = (c₀·α, c₁·α, c₂·α, α)   with the hue component (polar spaces) not multiplied,
// so that
//     difference(a, b) = P(b) − P(a), its hue component replaced by the hue fix-up of
//                        AngleSpace<Double>(unit: .degrees, interpolation: hue) (§12.4);
//     moved(a, v)      = P⁻¹(P(a) + v): components (P(a) + v)ᵢ / α′ with α′ = α_a + v_α,
//                        hue h_a + v_h,
// and the geodesic moved(a, t·difference(a, b)) is CSS's "premultiply, interpolate linearly,
// un-premultiply by the interpolated alpha". Consequences: an endpoint with alpha 0 contributes
// nothing to the other components (its colour does not bleed in; only its hue does, since hue
// is not premultiplied, as CSS specifies); where α′ ≤ 0 (both alphas 0, or extrapolation past
// a transparent end) the colour is invisible: the non-hue components are 0 (what CSS's
// un-premultiply of the zero vector leaves: transparent black, or in HWB the pure hue) with
// alpha 0, never NaN;
// α′ is clamped to [0, 1] (extrapolation). Without premultiplication P(c) = (c₀, c₁, c₂, α).
// The moved∘difference law holds exactly up to rounding for colours with alpha > 0; with
// alpha 0 at b, moved(a, difference(a, b)) has those zero components (all transparent colours
// look alike; ``ColorInterpolationSpace/interpolate(from:to:fraction:)``
// returns b itself at t = 1). Hues are not reduced to [0, 360) (as AngleSpace), so the result of
// a turn is continuous; ``Color/mix(_:_:_:_:in:hue:)`` reduces them.

import MotionMath

/// Colours interpolated as CSS Color 4 specifies: in a chosen ``ColorSpace``, with premultiplied
/// alpha, the hue (polar spaces) the way ``AngleInterpolation`` says.
///
/// Every result is a ``Color`` in ``space``. The default (OKLab, premultiplied) is CSS's default
/// for `color-mix()` and gradients. Every interpolator accepts it: keyframes (cubic ones through
/// ``difference(from:to:)`` and ``moved(_:by:)``), springs, timelines and basic animations.
/// - Complexity: O(1) per operation (two colour conversions at most).
public struct ColorInterpolationSpace: DifferentiableInterpolationSpace {
    /// The values: colours (any space; results are in ``space``).
    public typealias Value = Color
    /// Differences of the chart coordinates (premultiplied components and alpha; the hue
    /// component in degrees).
    public typealias Tangent = SIMD4<Double>

    /// The space the colours are interpolated in.
    public let space: ColorSpace
    /// How hues move (polar spaces only; ignored in rectangular ones).
    public let hue: AngleInterpolation
    /// Whether the components are premultiplied by alpha (CSS: always true).
    public let premultiplied: Bool

    /// - Parameters:
    ///   - space: the interpolation space (CSS default OKLab).
    ///   - hue: the hue interpolation method (CSS default shorter).
    ///   - premultiplied: premultiply by alpha (CSS Color 4 §12.3); false interpolates the
    ///     components and alpha independently.
    public init(space: ColorSpace = .oklab, hue: AngleInterpolation = .shorter, premultiplied: Bool = true) {
        self.space = space
        self.hue = hue
        self.premultiplied = premultiplied
    }

    private var angles: AngleSpace<Double> { AngleSpace(unit: .degrees, interpolation: hue) }

    /// - Throws: `ValueSpaceError.nonFinite(_:)` or `ValueSpaceError.invalidValue(_:)`
    ///   (a ``Color`` built through its initialisers always passes).
    public func validate(_ value: Color) throws(ValueSpaceError) {
        _ = try Color(value.space, value.components.x, value.components.y, value.components.z,
                      alpha: value.alpha, missing: value.missing)
    }

    /// The chart coordinates P(c) of a colour already in ``space``.
    @inline(__always)
    private func coordinates(_ c: Color) -> SIMD4<Double> {
        let v = c.components
        guard premultiplied else { return SIMD4(v.x, v.y, v.z, c.alpha) }
        var p = SIMD4(v.x * c.alpha, v.y * c.alpha, v.z * c.alpha, c.alpha)
        if let h = space.hueIndex { p[h] = v[h] }
        return p
    }

    /// log_a b: P(b) − P(a) in ``space`` with the hue fixed up (missing channels count as their
    /// stored 0 here; ``interpolate(from:to:fraction:)`` and ``continuousSequence(_:)`` resolve them).
    public func difference(from a: Color, to b: Color) -> SIMD4<Double> { difference(a, b, hues: angles) }

    /// ``difference(from:to:)`` with the hue difference taken numerically (h_b − h_a): between
    /// neighbours of a sequence ``continuousSequence(_:)`` has unwrapped, whose hues already go
    /// the way ``hue`` says (a cubic's control points must not choose the way round again).
    public func stepDifference(from a: Color, to b: Color) -> SIMD4<Double> {
        difference(a, b, hues: AngleSpace(unit: .degrees, interpolation: .numeric))
    }

    /// P(b) − P(a) with the hue difference of `hues`.
    private func difference(_ a: Color, _ b: Color, hues: AngleSpace<Double>) -> SIMD4<Double> {
        let ca = a.converted(to: space), cb = b.converted(to: space)
        var v = coordinates(cb) - coordinates(ca)
        if let h = space.hueIndex { v[h] = hues.difference(from: ca.components[h], to: cb.components[h]) }
        return v
    }

    /// exp_a v = P⁻¹(P(a) + v) (see the type's notes for α′ ≤ 0 and clamping).
    public func moved(_ a: Color, by v: SIMD4<Double>) -> Color {
        let ca = a.converted(to: space)
        return color(at: coordinates(ca) + v, fallback: ca).legacy(a.isLegacy)
    }

    /// P⁻¹(p): the colour in ``space`` with chart coordinates p.
    private func color(at p: SIMD4<Double>, fallback: Color) -> Color {
        let newAlpha = p.w
        var components: SIMD3<Double>
        if !premultiplied {
            components = SIMD3(p.x, p.y, p.z)
        } else if newAlpha > 0 {
            components = SIMD3(p.x, p.y, p.z) / newAlpha
            if let h = space.hueIndex { components[h] = p[h] }
        } else {
            components = .zero  // invisible: CSS's un-premultiply leaves the zero components
            if let h = space.hueIndex { components[h] = p[h] }
        }
        if !(components.x.isFinite && components.y.isFinite && components.z.isFinite) {
            components = fallback.components  // only an absurd tangent (±∞ or NaN) gets here
        }
        let alpha = newAlpha.isNaN ? fallback.alpha : min(max(newAlpha, 0), 1)
        return Color(unchecked: space, components, alpha: alpha)
    }

    /// The two colours in ``space`` with each missing channel taken from the other colour
    /// (CSS Color 4 §12.2), and the channels missing in both.
    func resolved(_ a: Color, _ b: Color) -> (Color, Color, both: ColorChannels) {
        let ca = a.converted(to: space), cb = b.converted(to: space)
        var va = ca.components, vb = cb.components
        for i in 0..<3 {
            let ma = ca.missing.contains(.component(i)), mb = cb.missing.contains(.component(i))
            if ma && !mb { va[i] = vb[i] } else if mb && !ma { vb[i] = va[i] }
        }
        var alphaA = ca.alpha, alphaB = cb.alpha
        switch (ca.missing.contains(.alpha), cb.missing.contains(.alpha)) {
        case (true, false): alphaA = alphaB
        case (false, true): alphaB = alphaA
        case (true, true): (alphaA, alphaB) = (1, 1)  // equal alphas: premultiplication cancels
        case (false, false): break
        }
        return (Color(unchecked: space, va, alpha: alphaA), Color(unchecked: space, vb, alpha: alphaB),
                ca.missing.intersection(cb.missing))
    }

    /// CSS Color 4 interpolation: the colours in ``space``, missing channels resolved (§12.2),
    /// then the geodesic moved(a, t·difference(a, b)) (premultiplied, §12.3; hue fixed up, §12.4).
    /// Exactly a (in ``space``) at t = 0 and b at t = 1; a channel missing in both is missing in
    /// the result.
    public func interpolate(from a: Color, to b: Color, fraction t: Double) -> Color {
        interpolate(a, b, t, hues: angles)
    }

    /// ``interpolate(from:to:fraction:)`` with numeric hue differences, between neighbours of a
    /// sequence ``continuousSequence(_:)`` has unwrapped (keyframe segments, cubic control points).
    public func stepInterpolate(from a: Color, to b: Color, fraction t: Double) -> Color {
        interpolate(a, b, t, hues: AngleSpace(unit: .degrees, interpolation: .numeric))
    }

    private func interpolate(_ a: Color, _ b: Color, _ t: Double, hues angles: AngleSpace<Double>) -> Color {
        let (ra, rb, both) = resolved(a, b)
        let result: Color
        if t == 0 {
            result = ra
        } else if t == 1 {
            result = rb
        } else {
            // The geodesic moved(a, t·difference(a, b)) evaluated as (1 − t)·P(a) + t·P(b): the
            // same point, but each weight is accurate to an ulp, so un-premultiplying a nearly
            // transparent mix keeps its relative accuracy (a + t(b − a) would lose ulp(P(a))/α′).
            var p = coordinates(ra) * (1 - t) + coordinates(rb) * t
            if let h = space.hueIndex {
                p[h] = ra.components[h] + t * angles.difference(from: ra.components[h], to: rb.components[h])
            }
            result = color(at: p, fallback: ra)
        }
        // Two legacy colours animate into a legacy colour (CSS Color 4 §12.1).
        let legacy = a.isLegacy && b.isLegacy
        guard !both.isEmpty else { return result.legacy(legacy) }
        return Color(unchecked: space, result.components, alpha: result.alpha, missing: both, legacy: legacy)
    }

    /// The length of the chord of the path: the Euclidean length of ``difference(from:to:)``
    /// with the hue term (degrees) replaced by its arc length at the mean colourfulness
    /// (C of LCh/OKLCh, S of HSL, 100 − W − B of HWB; premultiplied when the space is):
    /// Δh·π/180·r̄. Exact for rectangular spaces; an estimate (consistent, symmetric, zero only
    /// for equal colours' coordinates) for polar ones.
    public func distance(from a: Color, to b: Color) -> Double {
        var v = difference(from: a, to: b)
        if let h = space.hueIndex {
            let ca = a.converted(to: space), cb = b.converted(to: space)
            func radius(_ c: Color) -> Double {
                let r: Double
                switch space {
                case .hwb: r = max(0, 100 - c.components.y - c.components.z)
                case .hsl: r = c.components.y
                default: r = c.components.y
                }
                return premultiplied ? r * c.alpha : r
            }
            v[h] *= (.pi / 180) * (radius(ca) + radius(cb)) / 2
        }
        return v.magnitude
    }

    /// `value` with the channels missing in `original` taken from `partner` (all in ``space``):
    /// the keyframe's end of an interpolation pair, so that a missing component (`none`, or an
    /// achromatic colour's powerless hue) takes the other keyframe's value on each segment, as
    /// CSS resolves it per pair, rather than the earlier keyframe's that
    /// ``continuousSequence(_:)`` filled in.
    public func pairEnd(_ value: Color, original: Color, partner: Color) -> Color {
        let missing = original.converted(to: space).missing
        guard !missing.isEmpty else { return value }
        let v = value.converted(to: space), p = partner.converted(to: space)
        var components = v.components
        for i in 0..<3 where missing.contains(.component(i)) { components[i] = p.components[i] }
        let alpha = missing.contains(.alpha) ? p.alpha : v.alpha
        return Color(unchecked: space, components, alpha: alpha, missing: v.missing, legacy: value.isLegacy)
    }

    /// The colours in ``space``, each missing channel filled from the nearest earlier colour
    /// that has it (else the nearest later one), and hues unwrapped as AngleSpace does
    /// (u₀ = h₀, uᵢ = uᵢ₋₁ + fix-up(hᵢ − hᵢ₋₁)), so that a curve through them follows the
    /// hue method between neighbours.
    /// - Complexity: O(n).
    public func continuousSequence(_ values: [Color]) -> [Color] {
        guard !values.isEmpty else { return values }
        let converted = values.map { $0.converted(to: space) }
        var components = converted.map(\.components)
        var alphas = converted.map(\.alpha)
        var stillMissing = [ColorChannels](repeating: [], count: values.count)
        for channel in 0..<4 {
            let flag: ColorChannels = channel == 3 ? .alpha : .component(channel)
            let known = converted.indices.filter { !converted[$0].missing.contains(flag) }
            guard let firstKnown = known.first else {
                for i in converted.indices { stillMissing[i].insert(flag) }
                continue
            }
            var last = firstKnown
            for i in converted.indices {
                if !converted[i].missing.contains(flag) { last = i; continue }
                let source = i < firstKnown ? firstKnown : last
                if channel == 3 { alphas[i] = alphas[source] } else { components[i][channel] = components[source][channel] }
            }
        }
        if let h = space.hueIndex, hue != .numeric {
            var previous = components[0][h]
            for i in components.indices.dropFirst() {
                let unwrapped = previous + angles.difference(from: components[i - 1][h], to: components[i][h])
                components[i][h] = unwrapped
                previous = unwrapped
            }
        }
        return converted.indices.map {
            Color(unchecked: space, components[$0], alpha: alphas[$0], missing: stillMissing[$0], legacy: values[$0].isLegacy)
        }
    }
}

extension Color {
    /// CSS `color-mix(in <space> <hue> hue, a p₁, b p₂)` (CSS Color 5 §2): the percentages
    /// normalised, then ``ColorInterpolationSpace`` (premultiplied) at t = p₂ / (p₁ + p₂).
    ///
    /// Percentages (0…100, nil when omitted): both nil → 50/50; one nil → 100 minus the other;
    /// a sum s ≠ 100 scales both to sum 100, and a sum below 100 multiplies the result's alpha by
    /// s/100 (a sum of 0 mixes 50/50 with alpha 0, as the web-platform-tests expect). The
    /// result's hue is reduced to [0, 360).
    /// - Throws: `ValueSpaceError.invalidValue(_:)` for a percentage outside [0, 100] or not finite.
    /// - Complexity: O(1).
    public static func mix(_ a: Color, _ p1: Double?, _ b: Color, _ p2: Double?, in space: ColorSpace = .oklab,
                           hue: AngleInterpolation = .shorter) throws(ValueSpaceError) -> Color {
        for p in [p1, p2] {
            if let p, !(p >= 0 && p <= 100) { throw .invalidValue("color-mix percentage \(p) is outside [0%, 100%]") }
        }
        var w1: Double, w2: Double
        switch (p1, p2) {
        case (nil, nil): (w1, w2) = (50, 50)
        case (let x?, nil): (w1, w2) = (x, 100 - x)
        case (nil, let y?): (w1, w2) = (100 - y, y)
        case (let x?, let y?): (w1, w2) = (x, y)
        }
        let sum = w1 + w2
        var alphaMultiplier = 1.0
        if sum == 0 {
            (w1, w2, alphaMultiplier) = (50, 50, 0)
        } else if sum < 100 {
            alphaMultiplier = sum / 100
        }
        let t = w2 / (w1 + w2)
        let interpolation = ColorInterpolationSpace(space: space, hue: hue)
        let mixed = interpolation.interpolate(from: a, to: b, fraction: t)
        var c = mixed.components
        if let h = space.hueIndex, !mixed.missing.contains(.component(h)) {
            c[h] = AngleSpace<Double>(unit: .degrees).normalized(c[h])
        }
        return Color(unchecked: space, c, alpha: mixed.alpha * alphaMultiplier, missing: mixed.missing)
    }
}
