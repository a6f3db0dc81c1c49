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
///   over its exact settling time (Springs' `SpringProgressCurve`).
public enum EasingText {
    /// The timing curve of `text` (surrounding spaces ignored).
    /// - Throws: ``EasingTextError`` carrying the parser's or the spring's message.
    /// - Complexity: O(length of the text); a spring also finds its settling time.
    public static func curve(_ text: String) throws(EasingTextError) -> any TimingCurve {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
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
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("spring(") else { return nil }
        guard trimmed.hasSuffix(")") else {
            throw EasingTextError(message: "spring easing: write spring(DURATION, BOUNCE), e.g. spring(0.5, 0.3); got \(excerpt(trimmed))")
        }
        let fields = trimmed.dropFirst("spring(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2, let duration = Double(fields[0]), let bounce = Double(fields[1]) else {
            throw EasingTextError(message: "spring easing: write spring(DURATION, BOUNCE), e.g. spring(0.5, 0.3); got \(excerpt(trimmed))")
        }
        do { return try Spring(duration: duration, bounce: bounce) } catch {
            throw EasingTextError(message: "spring easing: \(error.description)")
        }
    }
}

/// Why easing text could not be read: a sentence a command-line tool can print as is.
public struct EasingTextError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
