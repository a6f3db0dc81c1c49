import Foundation
import MotionMath
import MotionTestSupport
import RealModule
import Testing
@testable import Keyframes
import Paths

/// A point of the plane (the library spells it SIMD2<Double>; it declares no global `Point`).
private typealias Point = SIMD2<Double>

/// Issue 18: elliptical-arc lengths and bounded work on every input. References from
/// Tests/References/arc_lengths.py (50-digit mpmath, tanh-sinh quadrature split at the quarter turns).
@Suite("Arc length: thin ellipses, bounded work, independent references")
struct ArcLengthBoundTests {
    /// The 29-character path that hung `path-length` (a sliver of a 743205 × 500 ellipse round its
    /// sharp end). Against the arc as stored in centre form the error is rounding-level; against
    /// the exact SVG arc it is what the endpoint-to-centre conversion allows: the centre
    /// (|c| ≈ 7.4e5) carries an absolute error of about ε·|c| ≈ 1.6e-10, which moves the ends.
    @Test func theThinArcThatHung() throws {
        let path = try Path(svgPathData: "M 0 0 A743205 500 10 0 0 1 2")
        guard case .arc(let arc) = path.segments[0] else { Issue.record("not an arc"); return }
        let estimate = path.lengthEstimate
        #expect(estimate.isConverged && estimate.evaluations <= 18 * AdaptiveQuadrature.maximumEvaluations + 10)
        #expect(arc.startAngle == -3.1402956856879283 && arc.sweep == -0.0035919370348807002, "\(arc)")
        let centreForm = 3.307485497626035001129307
        #expect(isClose(estimate.value, centreForm, ulps: 4), "\(estimate.value) vs \(centreForm)")
        let exactSVG = 3.307485497626003564188377
        let conversion = 8 * Double.ulpOfOne * (arc.center * arc.center).sum().squareRoot()
        #expect(abs(estimate.value - exactSVG) <= conversion, "\(estimate.value) vs \(exactSVG) (allowed \(conversion))")
        // Paced motion along it finishes too, and ends where the path ends.
        let animation = try PathAnimation(path: path, paced: true)
        #expect(animation.isLengthConverged)
        #expect(abs(animation.length - centreForm) <= 1e-14 * centreForm)
        #expect(animation.value(at: 0.5).isFiniteVector)
        #expect(animation.value(at: 1) == path.segments[0].end && animation.value(at: 0) == path.segments[0].start)
    }

    /// Centre-form arcs whose inputs are taken as exact: thin, huge, tiny, short and many-turn.
    /// The speed is evaluated to a few ulps (the direction turned from θ₁, see
    /// `EllipticalArc.direction(at:)`), and the quadrature aims at 1e-15: 1e-14 relative.
    @Test(arguments: [
        (743205.0, 500.0, 1.5707, 3e-6, 2.229614989974684530359386),
        (1e15, 1.0, 1.0, 1e-9, 841470.9850780477118544791),
        (1.0, 1e-15, -3.0, 6.0, 3.979984993200890914543146),
        (3.0, 1.0, 0.5, 100.0, 213.1769929090406344410066),
        (1e300, 1e285, 0.25, 2.0, 1.597086044433383956912604e+300),
        (1e-300, 3e-301, 0.0, 3.0, 2.149088238945898273678401e-300),
    ])
    func centreFormReferences(_ rx: Double, _ ry: Double, _ theta1: Double, _ sweep: Double, _ reference: Double) {
        let arc = EllipticalArc(center: Point(5, -2), radii: Point(rx, ry), rotation: 0.3, startAngle: theta1, sweep: sweep)
        let estimate = Path.lengthEstimate(of: .arc(arc))
        let error = abs(estimate.value - reference) / reference
        #expect(error <= 1e-14, "rx \(rx) ry \(ry): \(estimate.value) vs \(reference), relative error \(error)")
        #expect(estimate.isConverged, "\(estimate)")
        let flipped = Path.lengthEstimate(of: .arc(EllipticalArc(center: .zero, radii: Point(rx, ry), startAngle: theta1 + sweep, sweep: -sweep)))
        #expect(abs(flipped.value - reference) <= 1e-14 * reference, "reversed: \(flipped.value)")
    }

    /// Bounded work: extreme but valid segments (coordinates and radii from 1e-300 to 1e300, radius
    /// ratios to 1e15, near-degenerate and self-overlapping cubics) each finish within the
    /// documented number of speed evaluations, for the length, the paced table and its inversion.
    @Test func everyExtremeSegmentFinishesWithinItsBound() throws {
        var segments = [PathSegment]()
        for scale in [1e-300, 1e-150, 1e-20, 1.0, 1e20, 1e150, 1e300] {
            for ratio in [1.0, 1.5, 1e3, 1e8, 1e15] {
                for (theta1, sweep) in [(0.0, 1e-12), (1.0, 1e-6), (-3.1, 0.5), (0.2, 6.2), (2.0, -40.0)] {
                    segments.append(.arc(EllipticalArc(center: Point(scale, -scale), radii: Point(scale, scale / ratio), rotation: 0.7, startAngle: theta1, sweep: sweep)))
                }
            }
            let s = scale
            segments += [
                .cubic(Point(0, 0), Point(s, s), Point(0, s), Point(s, 0)),  // cusp
                .cubic(Point(0, 0), Point(s, 0), Point(-s, 0), Point(s / 2, 0)),  // self-overlapping, collinear
                .cubic(Point(0, 0), Point(s, 1e-15 * s), Point(0, 1e-15 * s), Point(s, 0)),  // ratio 1e15
                .cubic(Point(s, s), Point(s, s), Point(s, s), Point(s.nextUp, s)),  // one ulp long
                .quadratic(Point(0, 0), Point(s, 0), Point(-s, 0)),  // doubles back on itself
            ]
        }
        let bound = AdaptiveQuadrature.maximumEvaluations
        for segment in segments {
            let estimate = Path.lengthEstimate(of: segment)
            let pieces = segment.breakpoints.count + 1
            #expect(estimate.evaluations <= 2 * (pieces * bound + 10), "\(segment): \(estimate.evaluations) evaluations")
            #expect(estimate.value.isFinite && estimate.value >= 0, "\(segment): \(estimate)")
            // The paced table and its inversion, counting speed evaluations.
            var calls = 0
            let table = ArcLengthTable(pieces: 1, breakpoints: { _ in segment.breakpoints }) { _, u in
                calls += 1
                return segment.speed(at: u)
            }
            // The documented bound, itself within the bound of the earlier table (8 integrals per part).
            #expect(ArcLengthTable.maximumEvaluations(parts: pieces) <= 10 + 8 * (pieces + 1) * bound)
            #expect(calls <= ArcLengthTable.maximumEvaluations(parts: pieces), "\(segment): table \(calls)")
            // The inverse's build alone, within the same bound.
            calls = 0
            _ = table.inverseKinds { _, u in
                calls += 1
                return segment.speed(at: u)
            }
            #expect(calls <= ArcLengthTable.maximumEvaluations(parts: pieces), "\(segment): inverse \(calls)")
            for fraction in [0.0, 0.3, 0.999] {
                calls = 0
                var hint = 0
                let (_, u) = table.locate(fraction * table.totalLength, hint: &hint) { _, u in
                    calls += 1
                    return segment.speed(at: u)
                }
                #expect(u >= 0 && u <= 1)
                #expect(calls <= 200 * (bound + 1), "\(segment): locate \(calls)")
            }
        }
    }

    /// A speed that needs many narrow sub-intervals (2 + sin 400u: about 64 oscillations): the
    /// inverse accepts a sub-interval, fails at twice its width, and so on, until its part's
    /// budget (splits, attempts) runs out and the rest becomes fallbacks (without a budget it would
    /// go on fitting, and no sub-interval would fall back: this test then fails). Its build stays
    /// within the documented bound, and queries stay in [0, 1] and monotone.
    @Test func aWigglySpeedFallsBackWithinTheBound() {
        func speed(_ u: Double) -> Double { 2 + Double.sin(400 * u) }
        let table = ArcLengthTable(pieces: 1, breakpoints: { _ in [] }) { _, u in speed(u) }
        var calls = 0
        let kinds = table.inverseKinds { _, u in
            calls += 1
            return speed(u)
        }
        #expect(calls <= ArcLengthTable.maximumEvaluations(parts: 1), "inverse: \(calls) evaluations")
        #expect(kinds.contains { $0 == ArcLengthTable.smoothFallback || $0 == ArcLengthTable.adaptiveFallback },
                "\(kinds.count) sub-intervals, none a fallback: the budget never ran out")
        var hint = 0, previous = -1.0
        for k in 0...200 {
            let (_, u) = table.locate(Double(k) / 200 * table.totalLength, hint: &hint) { _, u in speed(u) }
            #expect(u >= previous && u >= 0 && u <= 1, "at \(k): \(u) after \(previous)")
            previous = u
        }
    }

    /// Found by the fuzz corpus written for this issue: radii whose F.6.6 scale-up overflows gave a
    /// NaN length; huge radii over a short chord overflowed rx²·ry² (centre at the midpoint).
    @Test func extremeRadiiInTheEndpointConversion() throws {
        #expect(throws: PathError.self) { try Path(svgPathData: "M 3 -7 A 1e300 1e-300 45 1 1 -4 9") }
        // A circle of radius 1e300 through (0, 0) and (1, 0): the arc is the chord to ε (its sagitta
        // is 1.25e-301), r·|Δθ| = 2r·asin(1/2r) = 1 to rounding.
        let huge = try Path(svgPathData: "M 0 0 A 1e300 1e300 0 0 1 1 0")
        #expect(isClose(huge.length, 1, ulps: 4), "\(huge.length)")
        guard case .arc(let arc) = huge.segments[0] else { Issue.record("not an arc"); return }
        #expect(abs(abs(arc.center.y) - 1e300) <= 1e285 && abs(arc.center.x - 0.5) <= 1, "centre \(arc.center)")
        // Both radii 1e200 and a 3-4-5 chord: no rx²ry² overflow, the same shape as radii 1 scaled.
        let scaled = try Path(svgPathData: "M 0 0 A 1e200 2e200 30 1 0 3e200 4e200")
        let unit = try Path(svgPathData: "M 0 0 A 1 2 30 1 0 3 4")
        #expect(abs(scaled.length / 1e200 - unit.length) <= 1e-14 * unit.length, "\(scaled.length) vs \(unit.length)e200")
    }

    /// The kept (cos θ₁, sin θ₁) follows θ₁: through the initialiser, a mutation and decoding
    /// (the JSON has only the five public fields).
    @Test func keptStartDirectionFollowsTheStartAngle() throws {
        var arc = EllipticalArc(center: Point(1, 2), radii: Point(3, 1), rotation: 0.4, startAngle: 0.3, sweep: 1)
        arc.startAngle = 2.5
        let fresh = EllipticalArc(center: Point(1, 2), radii: Point(3, 1), rotation: 0.4, startAngle: 2.5, sweep: 1)
        #expect(arc == fresh && PathSegment.arc(arc).value(at: 0.7) == PathSegment.arc(fresh).value(at: 0.7))
        let json = try JSONEncoder().encode(arc)
        #expect(String(decoding: json, as: UTF8.self).contains("startDirection") == false)
        #expect(try JSONDecoder().decode(EllipticalArc.self, from: json) == fresh)
        let start = PathSegment.arc(fresh).value(at: 0)
        let direct = Point(1, 2) + Point(3 * Double.cos(2.5) * Double.cos(0.4) - Double.sin(2.5) * Double.sin(0.4),
                                         3 * Double.cos(2.5) * Double.sin(0.4) + Double.sin(2.5) * Double.cos(0.4))
        #expect(abs(start.x - direct.x) <= 1e-15 * 4 && abs(start.y - direct.y) <= 1e-15 * 4, "\(start) vs \(direct)")
    }

    /// The paced table of a noisy, thin arc converges (its speed is smooth in the turned form).
    @Test func pacedThinArcIsConvergedAndMonotone() throws {
        let path = try Path(svgPathData: "M 3 -7 a 1e6 1 0 1 0 5 1e-3")
        let reference = 3999995.000029303274466215  // the exact SVG arc
        #expect(abs(path.length - reference) <= 1e-15 * 1e6 * 8, "\(path.length)")
        let animation = try PathAnimation(path: path, paced: true)
        var previous = -Double.infinity
        var hint = 0
        for k in 0...100 {
            let (_, u) = animation.location(at: Double(k) / 100, hint: &hint)
            #expect(u >= previous, "not monotone at \(k)")
            previous = u
        }
    }
}
