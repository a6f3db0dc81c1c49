/// Any easing the library can name or parse: a cubic Bézier, CSS `steps()`, CSS `linear()`, or a
/// Penner curve.
///
/// `EasingFunction(parsing:)` reads CSS `<easing-function>` text (keywords, `cubic-bezier()`,
/// `steps()`, `linear()`) and the library's curve names (`easeOutBack`, `easeInEaseOut`,
/// `material-standard`, …); ``cssText`` writes CSS back.
public enum EasingFunction: TimingCurve, Hashable, CustomStringConvertible {
    case cubicBezier(CubicBezier)
    case steps(Steps)
    case linear(LinearEasing)
    case penner(PennerEasing)

    /// The wrapped curve.
    public var curve: any TimingCurve {
        switch self {
        case .cubicBezier(let c): c
        case .steps(let c): c
        case .linear(let c): c
        case .penner(let c): c
        }
    }

    public func value(at x: Double) -> Double {
        switch self {
        case .cubicBezier(let c): c.value(at: x)
        case .steps(let c): c.value(at: x)
        case .linear(let c): c.value(at: x)
        case .penner(let c): c.value(at: x)
        }
    }

    /// The value with the Web Animations before flag, which only `steps()` uses.
    public func value(at x: Double, beforeFlag: Bool) -> Double {
        if case .steps(let s) = self { return s.value(at: x, beforeFlag: beforeFlag) }
        return value(at: x)
    }

    public func slope(at x: Double) -> Double { valueAndSlope(at: x).slope }

    public func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
        switch self {
        case .cubicBezier(let c): c.valueAndSlope(at: x)
        case .steps(let c): c.valueAndSlope(at: x)
        case .linear(let c): c.valueAndSlope(at: x)
        case .penner(let c): c.valueAndSlope(at: x)
        }
    }

    /// The wrapped curve's own batch (``CubicBezier``'s SIMD solve; sorted inputs are fastest).
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        switch self {
        case .cubicBezier(let c): c.values(at: inputs)
        case .steps(let c): c.values(at: inputs)
        case .linear(let c): c.values(at: inputs)
        case .penner(let c): c.values(at: inputs)
        }
    }

    /// The wrapped curve's own inverse (exact for ``CubicBezier``).
    /// - Throws: as the wrapped curve's ``TimingCurve/input(forProgress:)``.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        switch self {
        case .cubicBezier(let c): try c.input(forProgress: y)
        case .steps(let c): try c.input(forProgress: y)
        case .linear(let c): try c.input(forProgress: y)
        case .penner(let c): try c.input(forProgress: y)
        }
    }

    public var mapsEndpointsExactly: Bool { curve.mapsEndpointsExactly }
    public var isMonotone: Bool { curve.isMonotone }

    /// The CSS text of the function, or nil for Penner curves, which CSS cannot express exactly.
    ///
    /// Serialization follows CSS: `steps(n, end)` and `steps(n, jump-end)` → `steps(n)`;
    /// `step-start` → `steps(1, start)`; `linear()` with every input resolved; `linear(0 0%, 1 100%)`
    /// → `linear`; a Bézier as `cubic-bezier(x1, y1, x2, y2)` with the shortest round-trip numbers.
    public var cssText: String? {
        switch self {
        case .cubicBezier(let c): c.description
        case .steps(let s): s.description
        case .linear(let l): l == .identity ? "linear" : l.description
        case .penner: nil
        }
    }

    /// CSS text, or the curve's name for a Penner curve.
    public var description: String {
        if case .penner(let p) = self { return p.name }
        return cssText ?? ""
    }

    /// Every named curve: the CSS keywords, Core Animation's names, Material 3's cubic tokens, the
    /// legacy Material tokens (as `material-fast-out-slow-in` and Android's `fastOutSlowIn`) and
    /// the thirty Penner curves, in that order. (Material 3's `emphasized` is a path, not a
    /// cubic: `PathEasing.materialEmphasized` in Keyframes.) Several names denote the same curve (`ease-in` and
    /// `easeIn`).
    public static let named: [(name: String, easing: EasingFunction)] = {
        var list: [(String, EasingFunction)] = [
            ("linear", .linear(.identity)),
            ("ease", .cubicBezier(.ease)),
            ("ease-in", .cubicBezier(.easeIn)),
            ("ease-out", .cubicBezier(.easeOut)),
            ("ease-in-out", .cubicBezier(.easeInOut)),
            ("step-start", .steps(try! Steps(1, .start))),
            ("step-end", .steps(try! Steps(1, .end))),
            ("easeIn", .cubicBezier(.easeIn)),
            ("easeOut", .cubicBezier(.easeOut)),
            ("easeInEaseOut", .cubicBezier(.easeInEaseOut)),
            ("default", .cubicBezier(.default)),
            ("material-standard", .cubicBezier(.materialStandard)),
            ("material-standard-decelerate", .cubicBezier(.materialStandardDecelerate)),
            ("material-standard-accelerate", .cubicBezier(.materialStandardAccelerate)),
            ("material-emphasized-decelerate", .cubicBezier(.materialEmphasizedDecelerate)),
            ("material-emphasized-accelerate", .cubicBezier(.materialEmphasizedAccelerate)),
            ("material-fast-out-slow-in", .cubicBezier(.materialFastOutSlowIn)),
            ("material-linear-out-slow-in", .cubicBezier(.materialLinearOutSlowIn)),
            ("material-fast-out-linear-in", .cubicBezier(.materialFastOutLinearIn)),
            ("fastOutSlowIn", .cubicBezier(.materialFastOutSlowIn)),
            ("linearOutSlowIn", .cubicBezier(.materialLinearOutSlowIn)),
            ("fastOutLinearIn", .cubicBezier(.materialFastOutLinearIn)),
        ]
        list += PennerEasing.all.map { ($0.name, .penner($0)) }
        return list
    }()

    /// The curve with a library name (exact spelling), or nil.
    public init?(named name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.easing
    }
}
