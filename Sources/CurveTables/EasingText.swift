import Foundation
import MotionMath
import Paths
import Springs
import TimingCurves

/// Easing text, read alike by the tables, the command line and the Studio.
///
/// An easing is any of
/// - CSS text or a curve name: `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`, `steps(4, jump-both)`,
///   `linear(0, 0.25 75%, 1)`, `easeOutBack` (TimingCurves' `EasingFunction(parsing:)`);
/// - a path easing: `material-emphasized` or `path("M0,0 C…")` (Paths' `PathEasing.parse`);
/// - `spring(DURATION, BOUNCE)`: SwiftUI's `Spring(duration:bounce:)` going from 0 to 1 from rest,
///   over its exact settling time (Springs' `SpringProgressCurve`);
/// - a combinator of easings (TimingCurves): `interval(BEGIN, END, EASING)`, `flipped(EASING)`,
///   `mirrored(EASING)`, `split(AT, EASING, EASING)`, `saw-tooth(COUNT)`, `threshold(AT)`,
///   nested at most 16 deep; Android's `cycle(CYCLES)` (`CycleCurve`);
/// - a parametric easing in GSAP's spelling (TimingCurves' `ParametricEasing`): `back.out(1.7)`,
///   `elastic.out(1, 0.3)`, `poly.inOut(2.5)`, directions `in`, `out`, `inOut`.
public enum EasingText {
    /// The timing curve of `text` (surrounding spaces ignored).
    /// - Throws: ``EasingTextError`` carrying the parser's or the spring's message.
    /// - Complexity: O(length of the text) per level of nesting; a spring also finds its
    ///   settling time.
    public static func curve(_ text: String) throws(EasingTextError) -> any TimingCurve {
        try curve(text, depth: 0)
    }

    /// The CSS text of a curve that CSS can express exactly: a TimingCurves `EasingFunction`'s own
    /// (`cssText` or, with `exact`, `exactCSSText`), or the `cubic-bezier()` of a
    /// `ParametricEasing` that is one (its `exactCubicBezier`); nil for every other curve
    /// (springs, paths, combinators, elastic, bounce).
    public static func cssText(of curve: any TimingCurve, exact: Bool = false) -> String? {
        let easing = (curve as? EasingFunction) ?? (curve as? ParametricEasing)?.exactCubicBezier.map { .cubicBezier($0) }
        return exact ? easing?.exactCSSText : easing?.cssText
    }

    /// The deepest nesting of combinators.
    static let maximumDepth = 16

    static func curve(_ text: String, depth: Int) throws(EasingTextError) -> any TimingCurve {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let combined = try combinator(trimmed, depth: depth) { return combined }
        if let parametric = try parametric(trimmed) { return parametric }
        if let spring = try spring(trimmed) {
            do { return try SpringProgressCurve(spring: spring) } catch {
                if error == .neverSettles {
                    throw EasingTextError(message: "spring easing: an undamped spring (bounce 1) never settles, so it has no duration to span; give a bounce below 1")
                }
                throw EasingTextError(message: "spring easing: \(error.description)")
            }
        }
        do {
            if let path = try PathEasing.parse(trimmed) { return path }
        } catch {
            throw EasingTextError(message: error.description)
        }
        do { return try EasingFunction(parsing: trimmed) } catch { throw EasingTextError(message: error.description) }
    }

    /// The spring of `spring(DURATION, BOUNCE)` (DURATION in seconds, > 0; BOUNCE in (−1, 1)),
    /// or nil for any other text.
    /// - Throws: ``EasingTextError`` for malformed `spring(…)` text or parameters `Spring`
    ///   refuses.
    public static func spring(_ text: String) throws(EasingTextError) -> Spring? {
        guard let (duration, bounce) = try springParameters(text) else { return nil }
        do { return try Spring(duration: duration, bounce: bounce) } catch {
            throw EasingTextError(message: "spring easing: \(error.description)")
        }
    }

    /// The two numbers of `spring(DURATION, BOUNCE)` as written (not yet checked as a spring),
    /// or nil for any other text.
    /// - Throws: ``EasingTextError`` for malformed `spring(…)` text.
    package static func springParameters(_ text: String) throws(EasingTextError) -> (duration: Double, bounce: Double)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("spring(") else { return nil }
        let fields = trimmed.dropFirst("spring(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed.hasSuffix(")"), fields.count == 2, let duration = Double(fields[0]), let bounce = Double(fields[1]) else {
            throw EasingTextError(message: "spring easing: write spring(DURATION, BOUNCE), e.g. spring(0.5, 0.3); got \(excerpt(trimmed))")
        }
        return (duration, bounce)
    }
}

extension EasingText {
    /// A curve of easing text, boxed so that the combinators can hold any of them.
    struct Boxed: TimingCurve {
        let curve: any TimingCurve
        func value(at x: Double) -> Double { curve.value(at: x) }
        func derivative(at x: Double) -> Double { curve.derivative(at: x) }
        func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { curve.valueAndDerivative(at: x) }
        var mapsEndpointsExactly: Bool { curve.mapsEndpointsExactly }
        var isMonotone: Bool { curve.isMonotone }
        func input(forProgress y: Double) throws(TimingCurveError) -> Double { try curve.input(forProgress: y) }
    }

    /// The combinator `name(arguments)`, or nil when the text is not one.
    static func combinator(_ text: String, depth: Int) throws(EasingTextError) -> (any TimingCurve)? {
        let names = ["interval", "flipped", "mirrored", "split", "saw-tooth", "threshold", "cycle"]
        guard let open = text.firstIndex(of: "("), names.contains(text[..<open].lowercased()) else { return nil }
        let name = text[..<open].lowercased()
        let usage = switch name {
        case "interval": "interval(BEGIN, END, EASING)"
        case "split": "split(AT, EASING, EASING)"
        case "saw-tooth": "saw-tooth(COUNT)"
        case "threshold": "threshold(AT)"
        case "cycle": "cycle(CYCLES)"
        default: "\(name)(EASING)"
        }
        func fail(_ why: String) -> EasingTextError { EasingTextError(message: "\(name) easing: \(why); write \(usage), got \(excerpt(text))") }
        guard depth < maximumDepth else { throw EasingTextError(message: "easing combinators nest at most \(maximumDepth) deep") }
        guard text.hasSuffix(")") else { throw fail("a closing parenthesis is missing") }
        let arguments = splitArguments(text[text.index(after: open)..<text.index(before: text.endIndex)])
        func number(_ i: Int) throws(EasingTextError) -> Double {
            guard let value = Double(arguments[i]), value.isFinite else { throw fail("\(excerpt(arguments[i])) is not a finite number") }
            return value
        }
        func easing(_ i: Int) throws(EasingTextError) -> Boxed { Boxed(curve: try curve(arguments[i], depth: depth + 1)) }
        let expected = ["interval": 3, "split": 3, "saw-tooth": 1, "threshold": 1, "cycle": 1, "flipped": 1, "mirrored": 1][name] ?? 1
        guard arguments.count == expected else { throw fail("\(expected) argument\(expected == 1 ? "" : "s") expected, got \(arguments.count)") }
        do {
            switch name {
            case "interval": return try IntervalCurve(begin: try number(0), end: try number(1), try easing(2))
            case "split": return try SplitCurve(at: try number(0), try easing(1), try easing(2))
            case "saw-tooth":
                let count = try number(0)
                guard count == count.rounded(), abs(count) <= 1e15 else { throw fail("the count must be a whole number") }
                return try SawTooth(count: Int(count))
            case "threshold": return try Threshold(try number(0))
            case "cycle": return try CycleCurve(cycles: try number(0))
            case "flipped": return FlippedCurve(try easing(0))
            default: return MirroredCurve(try easing(0))
            }
        } catch let error as EasingTextError {
            throw error
        } catch {
            throw fail("\(error)")
        }
    }

    /// GSAP's spelling of a parametric easing, `back.out(1.7)`, `elastic.inOut(1, 0.45)`,
    /// `poly.in(2.5)` (directions in, out, inOut), or nil when the text is not one.
    static func parametric(_ text: String) throws(EasingTextError) -> ParametricEasing? {
        guard let open = text.firstIndex(of: "("), let dot = text[..<open].firstIndex(of: ".") else { return nil }
        let family = text[..<dot].lowercased(), way = text[text.index(after: dot)..<open].lowercased()
        let directions: [String: PennerEasing.Direction] = ["in": .in, "out": .out, "inout": .inOut]
        guard ["back", "elastic", "poly"].contains(family), let direction = directions[way] else { return nil }
        let usage = switch family {
        case "back": "back.\(way)(OVERSHOOT) (overshoot optional)"
        case "elastic": "elastic.\(way)(AMPLITUDE, PERIOD) (both optional)"
        default: "poly.\(way)(EXPONENT)"
        }
        func fail(_ why: String) -> EasingTextError { EasingTextError(message: "\(family) easing: \(why); write \(usage), got \(excerpt(text))") }
        guard text.hasSuffix(")") else { throw fail("a closing parenthesis is missing") }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let fields = inside.trimmingCharacters(in: .whitespaces).isEmpty ? [] : splitArguments(inside)
        var numbers: [Double] = []
        for field in fields {
            guard let value = Double(field), value.isFinite else { throw fail("\(excerpt(field)) is not a finite number") }
            numbers.append(value)
        }
        let most = ["back": 1, "elastic": 2, "poly": 1][family] ?? 1
        guard numbers.count <= most, family != "poly" || numbers.count == 1 else { throw fail("too many or too few arguments") }
        do {
            switch family {
            case "back": return try .back(overshoot: numbers.first ?? 1.70158, direction)
            case "elastic": return try .elastic(amplitude: numbers.first ?? 1, period: numbers.count > 1 ? numbers[1] : nil, direction)
            default: return try ParametricEasing(.power(numbers[0]), direction)
            }
        } catch {
            throw fail(error.description)
        }
    }

    /// The arguments of a function, split at the commas outside parentheses and quotes.
    static func splitArguments(_ text: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0, quote: Character? = nil
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
            } else if c == "," && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(c)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}

/// Why easing text could not be read: a sentence a command-line tool can print as is.
public struct EasingTextError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
