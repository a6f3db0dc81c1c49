import MotionMath

/// Any easing the library can name or parse: a cubic Bézier, CSS `steps()`, CSS `linear()`, or a
/// Penner curve.
///
/// `EasingFunction(parsing:)` reads CSS `<easing-function>` text (keywords, `cubic-bezier()`,
/// `steps()`, `linear()`) and the library's curve names (`easeOutBack`, `easeInEaseOut`,
/// `material-standard`, …); ``cssText`` writes CSS back.
///
/// A CSS keyword stays a keyword: `EasingFunction(parsing: "ease-in-out")` is
/// `.keyword(.easeInOut)`, which evaluates as `cubic-bezier(0.42, 0, 0.58, 1)` but serialises as
/// `ease-in-out`, as browsers do. ``expanded`` gives the function the keyword stands for.
public enum EasingFunction: TimingCurve, Hashable, CustomStringConvertible {
    /// A CSS keyword (`linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`), remembered as such.
    case keyword(EasingKeyword)
    case cubicBezier(CubicBezier)
    case steps(Steps)
    case linear(LinearEasing)
    case penner(PennerEasing)

    /// The wrapped curve.
    public var curve: any TimingCurve {
        switch self {
        case .keyword(let k): k.expansion.curve
        case .cubicBezier(let c): c
        case .steps(let c): c
        case .linear(let c): c
        case .penner(let c): c
        }
    }

    public func value(at x: Double) -> Double {
        switch self {
        case .keyword(let k): k.expansion.value(at: x)
        case .cubicBezier(let c): c.value(at: x)
        case .steps(let c): c.value(at: x)
        case .linear(let c): c.value(at: x)
        case .penner(let c): c.value(at: x)
        }
    }

    /// The value with the Web Animations before flag, which only `steps()` uses.
    /// - Complexity: that of ``value(at:)``.
    public func value(at x: Double, beforeFlag: Bool) -> Double {
        if case .steps(let s) = self { return s.value(at: x, beforeFlag: beforeFlag) }
        return value(at: x)
    }

    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        switch self {
        case .keyword(let k): k.expansion.valueAndDerivative(at: x)
        case .cubicBezier(let c): c.valueAndDerivative(at: x)
        case .steps(let c): c.valueAndDerivative(at: x)
        case .linear(let c): c.valueAndDerivative(at: x)
        case .penner(let c): c.valueAndDerivative(at: x)
        }
    }

    /// The wrapped curve's own batch (``CubicBezier``'s SIMD solve; sorted inputs are fastest).
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        switch self {
        case .keyword(let k): k.expansion.values(at: inputs)
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
        case .keyword(let k): try k.expansion.input(forProgress: y)
        case .cubicBezier(let c): try c.input(forProgress: y)
        case .steps(let c): try c.input(forProgress: y)
        case .linear(let c): try c.input(forProgress: y)
        case .penner(let c): try c.input(forProgress: y)
        }
    }

    public var mapsEndpointsExactly: Bool { curve.mapsEndpointsExactly }
    public var isMonotone: Bool { curve.isMonotone }

    /// The function a keyword stands for (`.keyword(.ease)` → `.cubicBezier(.ease)`,
    /// `.keyword(.linear)` → `.linear(.identity)`); any other value unchanged.
    public var expanded: EasingFunction {
        if case .keyword(let k) = self { return k.expansion }
        return self
    }

    /// The CSS text of the function as browsers serialise its computed value; for a Penner curve
    /// the `cubic-bezier()` that is the curve (``PennerEasing/exactCubicBezier``: quad, cubic and
    /// back, in and out), or nil for the others, which CSS cannot express exactly.
    ///
    /// Serialisation follows CSS Easing 2 and CSSOM, as web-platform-tests
    /// `css/css-easing/*syntax*` check it: a keyword stays a keyword (`ease-in-out`);
    /// `steps(n, end)` and `steps(n, jump-end)` → `steps(n)`; `step-start` (parsed as
    /// `steps(1, start)`) → `steps(1, start)`; `linear()` with every input resolved
    /// (`linear(0, 1)` → `linear(0 0%, 1 100%)`; only the keyword `linear` is `linear`); numbers
    /// in their shortest form without an exponent, rounded to at most six decimals as CSSOM
    /// says (`0.35`, `11.111111`). ``exactCSSText`` keeps every digit instead.
    public var cssText: String? { cssText(maximumFractionDigits: 6) }

    /// ``cssText`` with the shortest numbers that read back as the same `Double` (no six-decimal
    /// rounding), so `EasingFunction(parsing: exactCSSText!) == self` for every CSS value (a
    /// Penner curve reads back as its cubic Bézier, the same curve to a few ulps).
    public var exactCSSText: String? { cssText(maximumFractionDigits: nil) }

    func cssText(maximumFractionDigits digits: Int?) -> String? {
        func n(_ v: Double) -> String { CSSNumberFormat.string(v, maximumFractionDigits: digits) }
        switch self {
        case .keyword(let k): return k.cssName
        case .cubicBezier(let c): return "cubic-bezier(\(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2)))"
        case .steps(let s):
            let count = String(s.count)
            return s.position == .end || s.position == .jumpEnd ? "steps(\(count))" : "steps(\(count), \(s.position.cssName))"
        case .linear(let l):
            return "linear(" + l.points.map { "\(n($0.output)) \(n($0.inputPercent))%" }.joined(separator: ", ") + ")"
        case .penner(let p):
            guard let c = p.exactCubicBezier else { return nil }
            return "cubic-bezier(\(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2)))"
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
            ("linear", .keyword(.linear)),
            ("ease", .keyword(.ease)),
            ("ease-in", .keyword(.easeIn)),
            ("ease-out", .keyword(.easeOut)),
            ("ease-in-out", .keyword(.easeInOut)),
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
    package init?(named name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.easing
    }
}

/// The CSS easing keywords that serialise as themselves (`step-start` and `step-end` do not:
/// browsers serialise them as `steps(1, start)` and `steps(1)`).
public enum EasingKeyword: String, Sendable, Hashable, Codable, CaseIterable {
    case linear, ease, easeIn, easeOut, easeInOut

    /// The CSS spelling, e.g. `ease-in-out`.
    public var cssName: String {
        switch self {
        case .linear: "linear"
        case .ease: "ease"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        }
    }

    /// The function the keyword stands for.
    package var expansion: EasingFunction {
        switch self {
        case .linear: .linear(.identity)
        case .ease: .cubicBezier(.ease)
        case .easeIn: .cubicBezier(.easeIn)
        case .easeOut: .cubicBezier(.easeOut)
        case .easeInOut: .cubicBezier(.easeInOut)
        }
    }
}
