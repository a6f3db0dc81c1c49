// Named cubic-Bézier curves of Core Animation, CSS and Material Design 3.

extension CubicBezier {
    // Core Animation: CAMediaTimingFunctionName.

    /// Core Animation `linear`, cubic-bezier(0, 0, 1, 1).
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// Core Animation `easeIn` and CSS `ease-in`, cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// Core Animation `easeOut` and CSS `ease-out`, cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// Core Animation `easeInEaseOut` and CSS `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation `default` and CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1).
    internal static let `default` = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)

    // CSS Easing Functions Level 1 keywords.

    /// CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1) (= Core Animation `default`).
    public static let ease = CubicBezier.default
    /// CSS `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1) (= Core Animation `easeInEaseOut`).
    public static let easeInOut = CubicBezier.easeInEaseOut

    // Material Design 3 easing tokens (m3.material.io, "Easing and duration").

    /// Material 3 `standard`, cubic-bezier(0.2, 0, 0, 1).
    public static let materialStandard = CubicBezier(unchecked: 0.2, 0, 0, 1)
    /// Material 3 `standard-decelerate`, cubic-bezier(0, 0, 0, 1).
    public static let materialStandardDecelerate = CubicBezier(unchecked: 0, 0, 0, 1)
    /// Material 3 `standard-accelerate`, cubic-bezier(0.3, 0, 1, 1).
    public static let materialStandardAccelerate = CubicBezier(unchecked: 0.3, 0, 1, 1)
    /// Material 3 `emphasized-decelerate`, cubic-bezier(0.05, 0.7, 0.1, 1).
    public static let materialEmphasizedDecelerate = CubicBezier(unchecked: 0.05, 0.7, 0.1, 1)
    /// Material 3 `emphasized-accelerate`, cubic-bezier(0.3, 0, 0.8, 0.15).
    public static let materialEmphasizedAccelerate = CubicBezier(unchecked: 0.3, 0, 0.8, 0.15)

    // The legacy Material Design tokens (Material 1/2; Android's FastOutSlowInInterpolator,
    // LinearOutSlowInInterpolator and FastOutLinearInInterpolator, Compose's FastOutSlowInEasing,
    // LinearOutSlowInEasing and FastOutLinearInEasing). Material 3's `emphasized`, a two-cubic
    // path, is `PathEasing.materialEmphasized` in Keyframes.

    /// Material `fastOutSlowIn` (Material 2 "standard"), cubic-bezier(0.4, 0, 0.2, 1).
    public static let materialFastOutSlowIn = CubicBezier(unchecked: 0.4, 0, 0.2, 1)
    /// Material `linearOutSlowIn` (Material 2 "deceleration"), cubic-bezier(0, 0, 0.2, 1).
    public static let materialLinearOutSlowIn = CubicBezier(unchecked: 0, 0, 0.2, 1)
    /// Material `fastOutLinearIn` (Material 2 "acceleration"), cubic-bezier(0.4, 0, 1, 1).
    public static let materialFastOutLinearIn = CubicBezier(unchecked: 0.4, 0, 1, 1)
}
