import MotionMath
import Testing

/// sin(πx) and cos(πx) with exact argument reduction: exact zeros (sin's signed as x) and unit
/// values, and agreement with references (mpmath at 50 digits, sin(π·x) of the Double x itself,
/// printed to 20) to 2 ulps of the result, also next to a zero, where sin(Double.pi * x) loses
/// digits to the rounding of π·x.
@Suite struct HalfTurnsTests {
    @Test func exactValues() {
        for k in -6...6 {
            let x = Double(k)
            #expect(sinPi(x) == 0 && sinPi(x).sign == (k < 0 ? .minus : .plus), "sinPi(\(x)) = \(sinPi(x))")
            #expect(cosPi(x) == (k.isMultiple(of: 2) ? 1 : -1), "cosPi(\(x))")
            #expect(cosPi(x + 0.5) == 0, "cosPi(\(x + 0.5))")
            #expect(sinPi(x + 0.5) == (k.isMultiple(of: 2) ? 1 : -1), "sinPi(\(x + 0.5))")
        }
        #expect(sinPi(0x1p60) == 0 && cosPi(0x1p60) == 1)
        #expect(sinPi(.nan).isNaN && sinPi(.infinity).isNaN && cosPi(-.infinity).isNaN)
    }

    // (x, sin(πx), cos(πx)), mpmath at 50 digits, printed to 20.
    static let references: [(Double, Double, Double)] = [
        (0.1, 0.30901699437494744069, 0.95105651629515356673),
        (0.3, 0.8090169943749474036, 0.58778525229247315739),
        (1e-10, 3.1415926535897933529e-10, 0.99999999999999999995),
        (1 - 0x1p-30, 2.9258361585343193579e-9, -0.99999999999999999572),
        (2.75 + 0x1p-40, 0.70710678118452713515, -0.70710678118856791365),
        (-0.4, -0.95105651629515359367, 0.30901699437494735776),
        (1000000.1, 0.3090169943053815355, 0.95105651631775689951),
        (123.456, -0.99046142569665254829, -0.13779029068462851274),
        (0.5 - 0x1p-35, 1.0, 9.1432379954197480066e-11),
        (7.25, -0.7071067811865475244, -0.7071067811865475244),
    ]

    @Test func againstReferences() {
        for (x, s, c) in Self.references {
            #expect(abs(sinPi(x) - s) <= 2 * s.magnitude.ulp, "sinPi(\(x)) = \(sinPi(x)), reference \(s)")
            #expect(abs(cosPi(x) - c) <= 2 * c.magnitude.ulp, "cosPi(\(x)) = \(cosPi(x)), reference \(c)")
        }
    }
}
