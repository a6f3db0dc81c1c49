import RealModule

/// CSS numbers as CSSOM serialises them: base ten, no exponent, `-` only for negative values.
///
/// Shared by the CSS text of easings (TimingCurves) and colours (ValueSpaces).
package enum CSSNumberFormat {
    /// `value` rounded to at most `maximumFractionDigits` decimals (CSSOM says six; nil: no
    /// rounding) and, with `maximumSignificantDigits`, to at most that many significant digits
    /// (as browsers print a colour's numbers: `73.338598` → `73.3386` at six), halves away from
    /// zero; then the shortest digits that read back as the rounded value, trailing zeros left
    /// out, −0 as 0. Magnitudes from 10¹⁵ up are not rounded; non-finite values print as Swift does.
    /// - Complexity: O(number of digits).
    package static func string(_ value: Double, maximumFractionDigits: Int?, maximumSignificantDigits: Int? = nil) -> String {
        guard value.isFinite else { return value.description }
        var v = value
        var decimals = maximumFractionDigits
        if let significant = maximumSignificantDigits, v != 0 {
            let leading = Int(Double.log10(abs(v)).rounded(.down))
            decimals = max(0, min(decimals ?? .max, significant - 1 - leading))
        }
        if let d = decimals, abs(v) < 1e15 {
            var scale = 1.0
            for _ in 0..<d { scale *= 10 }
            v = (v * scale).rounded() / scale
        }
        if v == 0 { return "0" }
        // Swift's description is the shortest round-trip text, possibly with an exponent.
        let text = v.description
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        var mantissa = body
        var exponent = 0
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(body[..<e])
            exponent = Int(body[body.index(after: e)...]) ?? 0
        }
        var intPart = mantissa
        var fracPart = ""
        if let dot = mantissa.firstIndex(of: ".") {
            intPart = String(mantissa[..<dot])
            fracPart = String(mantissa[mantissa.index(after: dot)...])
        }
        var digits = Array(intPart + fracPart)
        var pointIndex = intPart.count + exponent
        if pointIndex < 0 {
            digits = Array(repeating: "0", count: -pointIndex) + digits
            pointIndex = 0
        }
        if pointIndex > digits.count { digits += Array(repeating: "0", count: pointIndex - digits.count) }
        var whole = String(digits[..<pointIndex])
        var fraction = String(digits[pointIndex...])
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        if whole.isEmpty { whole = "0" }
        while fraction.last == "0" { fraction.removeLast() }
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
