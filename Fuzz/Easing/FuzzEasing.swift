// libFuzzer target: CSS easing text. Any input must parse or throw — never crash or hang — and a
// parsed easing must evaluate without NaN and serialise to text that parses back.
import TimingCurves

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEasing(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let easing = try? EasingFunction(parsing: text) else { return 0 }
    for x in [0, 0.25, 0.5, 0.999, 1, -1, 2, -0.0] {
        let (y, s) = easing.valueAndDerivative(at: x)
        precondition(!y.isNaN && !s.isNaN, "NaN from \(text) at \(x)")
    }
    if let css = easing.cssText {
        precondition((try? EasingFunction(parsing: css)) != nil, "\(css) does not parse back")
    }
    if let exact = easing.exactCSSText {
        // A Penner curve's CSS text is the cubic Bézier that is the curve.
        var expected = easing
        if case .penner(let p) = easing, let bezier = p.exactCubicBezier { expected = .cubicBezier(bezier) }
        precondition((try? EasingFunction(parsing: exact)) == expected, "\(exact) does not read back to the same value")
    }
    // The specified serialisation exists for every parsed easing and is valid again.
    let specified = try? EasingFunction.specifiedCSSText(of: text)
    precondition(specified != nil, "\(text) parses but has no specified serialisation")
    precondition((try? EasingFunction.list(parsing: specified!)) != nil, "\(specified!) does not parse back")
    return 0
}
