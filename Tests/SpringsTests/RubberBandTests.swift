import Foundation
import MotionMath
import Springs
import Testing

/// UIScrollView's rubber band: the published worked values, the formula as the reimplementations
/// write it, its inverse and slope, and the release spring.
struct RubberBandTests {
    /// The worked values published with the formula (squareb, "Analysis of Apple's rubber band
    /// scrolling", d = 960, c = 0.55), given there to two decimals.
    @Test func publishedValues() throws {
        let band = try RubberBand(dimension: 960)
        for (x, y) in [(5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65)] {
            #expect(abs(band.displacement(forOverscroll: x) - y) <= 0.005, "f(\(x)) = \(band.displacement(forOverscroll: x)) vs \(y)")
            #expect(band.displacement(forOverscroll: -x) == -band.displacement(forOverscroll: x))
        }
    }

    /// Against (1 − 1/(x·c/d + 1))·d (ScrollMechanics' `rubberBandClamp`) and x·c·d/(d + c·x)
    /// (Grant Paul's XNScrollView), seeded over six decades; the three forms differ by rounding.
    @Test func agreesWithTheReimplementationsForms() throws {
        var state: UInt64 = 99
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<2000 {
            let d = 100 * pow(100, next()), x = pow(10, 6 * next() - 2), c = 0.2 + next()
            let band = try RubberBand(dimension: d, coefficient: c)
            let y = band.displacement(forOverscroll: x)
            let scrollMechanics = (1 - 1 / (x * c / d + 1)) * d
            let xn = x * c * d / (x * c + d)
            // Each form is five rounded operations, each within 2⁻⁵³ relative, so two forms differ
            // by at most 10·2⁻⁵³ ≈ 1.1e-15 relative; 1 − 1/(u + 1) also loses the bits of a
            // small u, which multiplies its error by 1 + 1/u.
            let u = c * x / d
            #expect(abs(y - xn) <= 1.2e-15 * y, "d \(d) c \(c) x \(x): \(y) vs \(xn)")
            #expect(abs(y - scrollMechanics) <= 1.2e-15 * y * (1 + 1 / u), "d \(d) c \(c) x \(x): \(y) vs \(scrollMechanics)")
            #expect(y < d && y <= c * x)
            // The inverse returns x to the conditioning of y ↦ x: (dx/dy)·(y/x)·ε = (1 + u)·ε.
            let back = try band.overscroll(forDisplacement: y)
            #expect(abs(back - x) <= 4e-16 * (2 + u) * x, "x \(x) → \(y) → \(back)")
            // The slope against a central difference.
            let h = 1e-5 * x
            let difference = (band.displacement(forOverscroll: x + h) - band.displacement(forOverscroll: x - h)) / (2 * h)
            #expect(abs(difference - band.derivative(atOverscroll: x)) <= 1e-8 * c, "slope at \(x)")
        }
    }

    @Test func limitsAndClamping() throws {
        let band = try RubberBand(dimension: 400)
        #expect(band.displacement(forOverscroll: 0) == 0 && band.derivative(atOverscroll: 0) == 0.55)
        #expect(band.displacement(forOverscroll: .infinity) == 400 && band.displacement(forOverscroll: -1e308) == -400)
        #expect(band.derivative(atOverscroll: .infinity) == 0 && band.displacement(forOverscroll: .nan).isNaN)
        #expect(band.position(forOffset: 50, in: 0...100) == 50)
        #expect(band.position(forOffset: 150, in: 0...100) == 100 + band.displacement(forOverscroll: 50))
        #expect(band.position(forOffset: -30, in: 0...100) == -band.displacement(forOverscroll: 30))
        #expect(throws: SpringError.self) { try band.overscroll(forDisplacement: 400) }
        // A dimension near the largest Double: d/c would overflow, the overscroll does not.
        let huge = try RubberBand(dimension: 1e308)
        let x = try huge.overscroll(forDisplacement: 1e300)
        #expect(abs(huge.displacement(forOverscroll: x) - 1e300) <= 1e-15 * 1e300, "\(x)")
        #expect(throws: SpringError.self) { try band.overscroll(forDisplacement: .nan) }
        #expect(throws: SpringError.self) { try RubberBand(dimension: 0) }
        #expect(throws: SpringError.self) { try RubberBand(dimension: 100, coefficient: -1) }
        #expect(throws: SpringError.self) { try RubberBand(dimension: .infinity) }
    }

    /// Release: the spring from the shown position at the release velocity to the nearest bound.
    @Test func release() throws {
        let band = try RubberBand(dimension: 600)
        let shown = band.position(forOffset: 250, in: 0...100)
        let back = try RubberBand.release(from: shown, velocity: 300, bounds: 0...100)
        #expect(back.value(at: 0) == shown && back.velocity(at: 0) == 300 && back.restingValue == 100)
        #expect(abs(back.value(at: 5) - 100) <= 1e-6)
        let spring = RubberBand.iOSReleaseSpring
        #expect(spring.stiffness == 100 && spring.damping == 20 && spring.mass == 1)
        let flutter = RubberBand.flutterReleaseSpring
        #expect(flutter.mass == 0.5 && flutter.stiffness == 100 && abs(flutter.damping / (2 * sqrt(50)) - 1.1) <= 1e-15)
        let inside = try RubberBand.release(from: 40, velocity: 0, bounds: 0...100)
        #expect(inside.restingValue == 40 && inside.value(at: 1) == 40)
        #expect(throws: SpringError.self) { try RubberBand.release(from: .nan, velocity: 0, bounds: 0...1) }
        #expect(throws: SpringError.self) { try RubberBand.release(from: 0, velocity: 0, bounds: 0...Double.infinity) }
    }
}
