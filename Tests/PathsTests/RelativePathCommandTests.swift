import Testing
import Paths
import Keyframes


/// A point of the plane (the library spells it SIMD2<Double>).
private typealias Point = SIMD2<Double>

/// The start of every case: away from the origin, x ≠ y, both signs.
private let start = Point(3.25, -7.5)

/// Every relative SVG path command, parsed from a current point away from the origin, against the
/// same path built by hand with absolute points.
///
/// A relative command read as absolute (or offset from the wrong point) gives the right answer
/// when the current point is the origin, which is where the older parsing tests start their
/// relative commands; here every command starts elsewhere, with x ≠ y, so neither a dropped
/// offset nor swapped coordinates go unseen. All coordinates are small dyadic numbers (multiples of
/// 1/8 below 2⁶), so every sum the parser forms (current + offset, 2·current − control) is exact and
/// the comparison is exact equality of the segments, the subpath starts and the current point
/// (`Path` is `Hashable` over all of them). An arc is built from its two end points by the same
/// `addEllipticalArc`, so equal end points give bit-identical centre-form arcs.
@Suite("Paths: relative SVG commands from a non-origin current point")
struct RelativePathCommandTests {
    /// One case: SVG text and the path it must equal, built with absolute points.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let svg: String
        let build: @Sendable (inout Path) throws(PathError) -> Void
        var testDescription: String { "\(name): \(svg)" }
    }

    static let cases: [Case] = [
        Case(name: "m (second subpath, relative to the current point)", svg: "M 3.25 -7.5 L 4 -6 m 1.5 2.25 l 1 0") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(4, -6))
            try p.move(to: Point(5.5, -3.75))
            try p.addLine(to: Point(6.5, -3.75))
        },
        Case(name: "m with implicit relative lines", svg: "M 3.25 -7.5 m 1.5 2.25 0.5 -1 -2 0.125") { p throws(PathError) in
            try p.move(to: start)
            try p.move(to: Point(4.75, -5.25))
            try p.addLine(to: Point(5.25, -6.25))
            try p.addLine(to: Point(3.25, -6.125))
        },
        Case(name: "l", svg: "M 3.25 -7.5 l 0.75 -1.25 -2 4") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(4, -8.75))
            try p.addLine(to: Point(2, -4.75))
        },
        Case(name: "h", svg: "M 3.25 -7.5 h 2.5 -0.75") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(5.75, -7.5))
            try p.addLine(to: Point(5, -7.5))
        },
        Case(name: "v", svg: "M 3.25 -7.5 v -3 1.625") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(3.25, -10.5))
            try p.addLine(to: Point(3.25, -8.875))
        },
        Case(name: "c (controls and end relative to the segment's start)", svg: "M 3.25 -7.5 c 1 2 3 2.5 4 0.5 1 -1 2 -1 3 0") { p throws(PathError) in
            try p.move(to: start)
            try p.addCurve(to: Point(7.25, -7), control1: Point(4.25, -5.5), control2: Point(6.25, -5))
            // The second curve starts at (7.25, −7): its offsets are from there, not from the first start.
            try p.addCurve(to: Point(10.25, -7), control1: Point(8.25, -8), control2: Point(9.25, -8))
        },
        Case(name: "s after c (reflected control, relative second control and end)", svg: "M 3.25 -7.5 c 1 2 3 2.5 4 0.5 s 2 -1.5 3 0.25") { p throws(PathError) in
            try p.move(to: start)
            try p.addCurve(to: Point(7.25, -7), control1: Point(4.25, -5.5), control2: Point(6.25, -5))
            // Reflection of (6.25, −5) about (7.25, −7) is (8.25, −9).
            try p.addCurve(to: Point(10.25, -6.75), control1: Point(8.25, -9), control2: Point(9.25, -8.5))
        },
        Case(name: "s alone (first control at the current point)", svg: "M 3.25 -7.5 s 2 -1.5 3 0.25") { p throws(PathError) in
            try p.move(to: start)
            try p.addCurve(to: Point(6.25, -7.25), control1: start, control2: Point(5.25, -9))
        },
        Case(name: "q", svg: "M 3.25 -7.5 q 1.5 3 3 0.5 0.5 -1 1 0") { p throws(PathError) in
            try p.move(to: start)
            try p.addQuadCurve(to: Point(6.25, -7), control: Point(4.75, -4.5))
            try p.addQuadCurve(to: Point(7.25, -7), control: Point(6.75, -8))
        },
        Case(name: "t after q (reflected control, relative end)", svg: "M 3.25 -7.5 q 1.5 3 3 0.5 t 2 0.75 1 -0.5") { p throws(PathError) in
            try p.move(to: start)
            try p.addQuadCurve(to: Point(6.25, -7), control: Point(4.75, -4.5))
            // Reflections: (4.75, −4.5) about (6.25, −7) is (7.75, −9.5); that about (8.25, −6.25) is (8.75, −3).
            try p.addQuadCurve(to: Point(8.25, -6.25), control: Point(7.75, -9.5))
            try p.addQuadCurve(to: Point(9.25, -6.75), control: Point(8.75, -3))
        },
        Case(name: "t alone (control at the current point)", svg: "M 3.25 -7.5 t 2 0.75") { p throws(PathError) in
            try p.move(to: start)
            try p.addQuadCurve(to: Point(5.25, -6.75), control: start)
        },
        Case(name: "a (end point relative; each flag combination)", svg: "M 3.25 -7.5 a 2 1.5 30 0 1 3 1 a 2 1.5 30 1 0 -1 2.5 a 3 3 0 0 0 2 0 a 5 2 -45 1 1 -4 -3.5") { p throws(PathError) in
            try p.move(to: start)
            try p.addEllipticalArc(to: Point(6.25, -6.5), radii: Point(2, 1.5), rotationDegrees: 30, largeArc: false, sweep: true)
            try p.addEllipticalArc(to: Point(5.25, -4), radii: Point(2, 1.5), rotationDegrees: 30, largeArc: true, sweep: false)
            try p.addEllipticalArc(to: Point(7.25, -4), radii: Point(3, 3), rotationDegrees: 0, largeArc: false, sweep: false)
            try p.addEllipticalArc(to: Point(3.25, -7.5), radii: Point(5, 2), rotationDegrees: -45, largeArc: true, sweep: true)
        },
        Case(name: "a with zero radii (a relative line)", svg: "M 3.25 -7.5 a 0 1 0 0 1 1.5 -2") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(4.75, -9.5))
        },
        Case(name: "z, then relative commands from the subpath's start", svg: "M 3.25 -7.5 l 2 0 0 2 z l -1 -1 z m 0.5 0.5 l 1 1") { p throws(PathError) in
            try p.move(to: start)
            try p.addLine(to: Point(5.25, -7.5))
            try p.addLine(to: Point(5.25, -5.5))
            p.closeSubpath()
            // After z the current point is the subpath's start, (3.25, −7.5).
            try p.addLine(to: Point(2.25, -8.5))
            p.closeSubpath()
            try p.move(to: Point(3.75, -7))
            try p.addLine(to: Point(4.75, -6))
        },
        Case(name: "lowercase after uppercase, each command", svg: "M 1 2 L 3.25 -7.5 l 1 1 H 6 h -1 V -4 v 1 C 5 0 6 0 7 -1 c 1 1 2 1 3 0 S 12 -3 13 -2 s 1 1 2 0 Q 16 2 17 0 q 1 1 2 0 T 21 0 t 2 0 A 1 1 0 0 1 24 1 a 1 1 0 0 0 1 1") { p throws(PathError) in
            try p.move(to: Point(1, 2))
            try p.addLine(to: start)
            try p.addLine(to: Point(4.25, -6.5))
            try p.addLine(to: Point(6, -6.5))
            try p.addLine(to: Point(5, -6.5))
            try p.addLine(to: Point(5, -4))
            try p.addLine(to: Point(5, -3))
            try p.addCurve(to: Point(7, -1), control1: Point(5, 0), control2: Point(6, 0))
            try p.addCurve(to: Point(10, -1), control1: Point(8, 0), control2: Point(9, 0))
            // S reflects (9, 0) about (10, −1): (11, −2); s reflects (12, −3) about (13, −2): (14, −1).
            try p.addCurve(to: Point(13, -2), control1: Point(11, -2), control2: Point(12, -3))
            try p.addCurve(to: Point(15, -2), control1: Point(14, -1), control2: Point(14, -1))
            try p.addQuadCurve(to: Point(17, 0), control: Point(16, 2))
            try p.addQuadCurve(to: Point(19, 0), control: Point(18, 1))
            // T reflects (18, 1) about (19, 0): (20, −1); t reflects that about (21, 0): (22, 1).
            try p.addQuadCurve(to: Point(21, 0), control: Point(20, -1))
            try p.addQuadCurve(to: Point(23, 0), control: Point(22, 1))
            try p.addEllipticalArc(to: Point(24, 1), radii: Point(1, 1), rotationDegrees: 0, largeArc: false, sweep: true)
            try p.addEllipticalArc(to: Point(25, 2), radii: Point(1, 1), rotationDegrees: 0, largeArc: false, sweep: false)
        },
    ]

    @Test(arguments: cases)
    func relativeCommandEqualsTheAbsolutePath(_ c: Case) throws {
        let parsed = try Path(svgPathData: c.svg)
        var expected = Path()
        try c.build(&expected)
        #expect(parsed.segments == expected.segments, "\(c.name)\nparsed:   \(parsed.segments)\nexpected: \(expected.segments)")
        #expect(parsed.currentPoint == expected.currentPoint, "\(c.name): current point \(String(describing: parsed.currentPoint))")
        #expect(parsed.subpathStarts == expected.subpathStarts, "\(c.name): subpath starts \(parsed.subpathStarts)")
        #expect(parsed == expected)
    }

    /// The same path written with relative commands and with absolute ones parses to the same
    /// `Path`, command for command, for every command letter (a cross-check of the table above
    /// that does not rely on hand-built segments).
    @Test func relativeAndAbsoluteSpellingsAgree() throws {
        let relative = "M 3.25 -7.5 l 1 1 h 1.5 v -2 c 1 0 2 1 2 2 s 1 2 2 2 q 1 -1 2 0 t 2 0 a 1.5 1 15 0 1 2 1 z m 1 1 l 0.5 0.5"
        let absolute = "M 3.25 -7.5 L 4.25 -6.5 H 5.75 V -8.5 C 6.75 -8.5 7.75 -7.5 7.75 -6.5 S 8.75 -4.5 9.75 -4.5 Q 10.75 -5.5 11.75 -4.5 T 13.75 -4.5 A 1.5 1 15 0 1 15.75 -3.5 Z M 4.25 -6.5 L 4.75 -6"
        let a = try Path(svgPathData: relative), b = try Path(svgPathData: absolute)
        #expect(a == b, "relative \(a.segments)\nabsolute \(b.segments)")
        #expect(a.segments.count == 10)
    }
}
