import CurveFitting
import CurveTables
import Foundation
import Keyframes
import MotionMath
import Paths
import Springs
import StudioAPI
import StudioHTTP
import Testing
import TimingCurves

/// Posts `body` (JSON text) to `endpoint` through the handler (no socket).
func post(_ endpoint: String, _ body: String) -> StudioResponse {
    StudioAPI.respond(method: "POST", endpoint: endpoint, body: Data(body.utf8))
}

/// The numbers of a JSON array of rows.
func rows(_ json: StudioJSON) -> [[Double]] {
    guard case .array(let rows)? = json["rows"] else { return [] }
    return rows.map { row in
        guard case .array(let cells) = row else { return [] }
        return cells.map { if case .number(let d) = $0 { d } else { .nan } }
    }
}

func string(_ json: StudioJSON, _ key: String) -> String? {
    if case .string(let s)? = json[key] { s } else { nil }
}

func number(_ json: StudioJSON?, _ key: String) -> Double? {
    if case .number(let d)? = json?[key] { d } else { nil }
}

/// A 4xx answer whose message mentions `words` (and names `field`, when given).
func expectRefused(_ r: StudioResponse, status: Int = 400, field: String? = nil, mentions words: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.status == status, "status \(r.status): \(r.json.text)", sourceLocation: sourceLocation)
    let message = string(r.json, "error") ?? ""
    #expect(message.contains(words), "message: \(message)", sourceLocation: sourceLocation)
    if let field { #expect(string(r.json, "field") == field, "field: \(r.json.text)", sourceLocation: sourceLocation) }
}

@Suite struct EasingEndpoint {
    @Test func bezierTableEqualsTheLibrary() throws {
        let r = post("easing", #"{"bezier": [0.25, 0.1, 0.25, 1], "samples": 11}"#)
        #expect(r.status == 200)
        let curve = try CubicBezier(0.25, 0.1, 0.25, 1)
        let want = TimingCurveTables.table(curve, inputs: TimingCurveTables.evenInputs(11))
        #expect(rows(r.json) == want.rows)
        #expect(string(r.json, "csv") == want.csv())
        #expect(string(r.json, "css") == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(string(r.json, "cli") == "motioncurves bezier 0.25 0.1 0.25 1.0 --samples 11")
        #expect(string(r.json, "swift")?.contains("CubicBezier(0.25, 0.1, 0.25, 1.0)") == true)
    }

    /// Every curve is described in words a user reads, never a Swift debug dump (a path easing
    /// such as material-emphasized used to show `PathEasing(path: Keyframes.Path(…SIMD2<Double>…`).
    @Test(arguments: ["material-emphasized", "spring(0.5, 0.3)", "steps(4, jump-both)", "easeOutBounce", "ease", "linear(0, 0.25 75%, 1)"])
    func descriptionIsReadable(_ easing: String) throws {
        let r = post("easing", #"{"easing": "\#(easing)", "samples": 5}"#)
        #expect(r.status == 200, "\(r.json.text)")
        let description = try #require(string(r.json, "description"))
        #expect(!description.isEmpty && !description.contains("(path:") && !description.contains("SIMD") && !description.contains("Optional"), "\(easing): \(description)")
    }

    /// Curves that are one cubic polynomial export their exact cubic-bezier(), as the CLI's
    /// `easing --css --exact` prints it.
    @Test(arguments: [("easeOutBack", "cubic-bezier(0.3333333333333333, 1.56719333333333"), ("back.out(2)", "cubic-bezier(0.3333333333333333, 1.666666666666666"),
                      ("poly.in(3)", "cubic-bezier(0.3333333333333333, 0, 0.6666666666666666, 0)")])
    func exactCubicCurvesExportCSS(_ easing: String, _ prefix: String) throws {
        let r = post("easing", #"{"easing": "\#(easing)", "samples": 5}"#)
        let css = try #require(string(r.json, "css"))
        #expect(css.hasPrefix(prefix), "\(easing): \(css)")
    }

    @Test func theSpecBuildsTheSameTable() throws {
        let r = post("easing", #"{"easing": "ease-in-out", "samples": 5}"#)
        let spec = try #require(string(r.json, "spec"))
        let table = try TableSpec(json: Data(spec.utf8)).entries[0].table
        #expect(table.csv() == string(r.json, "csv"))
    }

    @Test func namedCurvesAndCSSTextParseAsTheLibraryDoes() throws {
        for text in ["easeOutBack", "ease", "steps(4, jump-both)", "linear(0, 0.25 75%, 1)", "material-emphasized", "cubic-bezier(0.3, -0.4, 0.6, 1.4)"] {
            let r = post("easing", #"{"easing": "\#(text)", "samples": 7}"#)
            #expect(r.status == 200, "\(text): \(r.json.text)")
            let curve: any TimingCurve = try PathEasing.parse(text) ?? EasingFunction(parsing: text)
            #expect(rows(r.json) == TimingCurveTables.table(curve, inputs: TimingCurveTables.evenInputs(7)).rows.map { $0.map { $0.isFinite ? $0 : .nan } } || text.hasPrefix("steps"))
        }
        // A keyword that is a Bézier gives its control points, for the handles.
        let ease = post("easing", #"{"easing": "ease"}"#)
        #expect(ease.json["bezier"] == .array([0.25, 0.1, 0.25, 1].map { .number($0) }))
        #expect(post("easing", #"{"easing": "easeOutBack"}"#).json["bezier"] == .null)
    }

    @Test func aSpringIsAnEasing() throws {
        let r = post("easing", #"{"easing": "spring(0.5, 0.3)", "samples": 5}"#)
        #expect(r.status == 200, "\(r.json.text)")
        let curve = try EasingText.curve("spring(0.5, 0.3)")
        #expect(rows(r.json) == TimingCurveTables.table(curve, inputs: TimingCurveTables.evenInputs(5)).rows)
        #expect(r.json["css"] == .null && string(r.json, "swift")?.contains("EasingText.curve") == true)
        expectRefused(post("easing", #"{"easing": "spring(0.5)"}"#), field: "easing", mentions: "spring(DURATION, BOUNCE)")
    }

    @Test func anInfiniteSlopeIsNull() {
        let r = post("easing", #"{"bezier": [0.5, 0, 1, 0.5], "samples": 3}"#)
        #expect(r.status == 200)
        #expect(r.json.text.contains("[1,1,null]"))
        #expect(string(r.json, "csv")?.hasSuffix("1.0,1.0,inf\n") == true)
    }

    /// spring(DURATION, BOUNCE) text exports as the CLI's css-linear does, over the settling time
    /// within half the limit and ending at exactly 1: the same text as the spring form.
    @Test func springTextExportsAsTheSpring() throws {
        let r = post("css-linear", #"{"easing": "spring(0.5, 0.3)"}"#)
        let want = try CSSLinearExport(spring: Spring(duration: 0.5, bounce: 0.3), maxError: 0.001)
        #expect(r.status == 200 && string(r.json, "text") == want.text && want.text.hasSuffix(", 1)"), "\(r.json.text)")
    }

    /// steps() exports exactly: a flat segment per step, two stops at each jump.
    @Test func stepsExportExactly() throws {
        let r = post("css-linear", #"{"easing": "steps(4)"}"#)
        #expect(r.status == 200 && string(r.json, "text") == "linear(0 0% 25%, 0.25 25% 50%, 0.5 50% 75%, 0.75 75% 100%, 1 100%)", "\(r.json.text)")
        #expect(number(r.json, "maxError") == 0)
    }

    @Test func badInput() {
        expectRefused(post("easing", #"{"bezier": [1.5, 0, 0.5, 1]}"#), field: "bezier[0]", mentions: "x1 must lie in [0, 1]")
        expectRefused(post("easing", #"{"bezier": [0.5, 0, -0.01, 1]}"#), field: "bezier[2]", mentions: "x2 must lie in [0, 1]")
        expectRefused(post("easing", #"{"bezier": [0.5, 0, 0.5]}"#), field: "bezier", mentions: "4 numbers")
        expectRefused(post("easing", #"{"bezier": [0.5, null, 0.5, 1]}"#), field: "bezier[1]", mentions: "finite")
        expectRefused(post("easing", #"{"bezier": [0.5, "0", 0.5, 1]}"#), field: "bezier[1]", mentions: "expected a number")
        expectRefused(post("easing", #"{"bezier": [NaN, 0, 0.5, 1]}"#), mentions: "not valid JSON")
        expectRefused(post("easing", #"{"bezier": [0.5, 1e999, 0.5, 1]}"#), mentions: "not valid JSON")
        expectRefused(post("easing", #"{"bezier": [0.5, 0, 0.5, 1], "easing": "ease"}"#), mentions: "not both")
        expectRefused(post("easing", #"{"easing": "cubic-bezier(2, 0, 0, 1)"}"#), field: "easing", mentions: "x1 must lie in [0, 1]")
        expectRefused(post("easing", #"{"easing": "bouncy-wobble"}"#), field: "easing", mentions: "unknown easing")
        expectRefused(post("easing", #"{"easing": ""}"#), field: "easing", mentions: "empty")
        expectRefused(post("easing", #"{"easing": 3}"#), field: "easing", mentions: "expected a string")
        expectRefused(post("easing", #"{"easing": "ease", "samples": 1}"#), field: "samples", mentions: "from 2 to 10000")
        expectRefused(post("easing", #"{"easing": "ease", "samples": 100000000}"#), field: "samples", mentions: "from 2 to 10000")
        expectRefused(post("easing", #"{"easing": "ease", "samples": 10.5}"#), field: "samples", mentions: "whole number")
        expectRefused(post("easing", #"{"easing": "ease", "sample": 10}"#), field: "sample", mentions: "unknown field")
        expectRefused(post("easing", #"{"easing": "\#(String(repeating: "e", count: 5000))"}"#), field: "easing", mentions: "longer than")
        expectRefused(post("easing", #"{}"#), field: "easing", mentions: "missing")
        expectRefused(post("easing", "[1, 2]"), mentions: "expected a JSON object")
        expectRefused(post("easing", "{\"easing\": "), mentions: "not valid JSON")
        expectRefused(post("easing", ""), mentions: "not valid JSON")
    }
}

@Suite struct CSSLinearEndpoint {
    @Test func equalsCurveFittingsExport() throws {
        let r = post("css-linear", #"{"easing": "ease"}"#)
        #expect(r.status == 200)
        let want = try CSSLinearExport(EasingFunction(parsing: "ease"), maxError: 0.001)
        #expect(string(r.json, "text") == want.text)
        #expect(number(r.json, "maxError") == want.maxError)
        #expect(want.maxError <= 0.001)
        #expect(string(r.json, "cli") == "motioncurves css-linear ease")
        let b = post("css-linear", #"{"bezier": [0.2, 0, 0, 1], "maxError": 0.01}"#)
        #expect(string(b.json, "text") == (try CSSLinearExport(CubicBezier(0.2, 0, 0, 1), maxError: 0.01)).text)
    }

    @Test func springExportHasItsDuration() throws {
        let r = post("css-linear", #"{"spring": {"duration": 0.5, "bounce": 0.3}}"#)
        let want = try CSSLinearExport(spring: Spring(duration: 0.5, bounce: 0.3), maxError: 0.001)
        #expect(string(r.json, "text") == want.text)
        #expect(number(r.json, "duration") == want.duration)
        #expect(string(r.json, "cli") == "motioncurves css-linear 'spring(0.5, 0.3)'")
    }

    /// A spring from 20 to 220 at 600 units/s: the export is the library's with the velocity as
    /// progress per second (600 / 200 = 3), and its command line says so.
    @Test func springExportTakesFromToAndVelocity() throws {
        let r = post("css-linear", #"{"spring": {"duration": 0.5, "bounce": 0.3}, "from": 20, "to": 220, "initialVelocity": 600}"#)
        let want = try CSSLinearExport(spring: Spring(duration: 0.5, bounce: 0.3), initialVelocity: 3, maxError: 0.001)
        #expect(string(r.json, "text") == want.text && number(r.json, "duration") == want.duration, "\(r.json.text.prefix(200))")
        #expect(string(r.json, "cli") == "motioncurves css-linear 'spring(0.5, 0.3)' --initial-velocity 3.0")
        expectRefused(post("css-linear", #"{"spring": "bouncy", "from": 5, "to": 5, "initialVelocity": 1}"#), status: 422, field: "initialVelocity", mentions: "from = to")
        // Bounded work: a velocity that flings the progress far out, and a distance that overflows.
        expectRefused(post("css-linear", #"{"spring": "bouncy", "from": 0, "to": 1, "initialVelocity": 1000}"#), status: 422, field: "initialVelocity", mentions: "beyond")
        expectRefused(post("css-linear", #"{"spring": "bouncy", "from": -1e308, "to": 1e308, "initialVelocity": 1}"#), field: "to", mentions: "overflow")
    }

    @Test func badInput() {
        expectRefused(post("css-linear", #"{"easing": "ease", "maxError": 1e-9}"#), field: "maxError", mentions: "from")
        expectRefused(post("css-linear", #"{"easing": "ease", "maxError": 0}"#), field: "maxError", mentions: "from")
        expectRefused(post("css-linear", #"{"easing": "ease", "samples": 1000000}"#), field: "samples", mentions: "16 to 4000")
        expectRefused(post("css-linear", #"{"spring": {"duration": -1, "bounce": 0}}"#), field: "spring", mentions: "duration must be greater than 0")
        // Bounded work per request (the fuzz target's 2-second finding): an error below 1e-4, and a
        // curve whose output leaves [−1, 2] (cubic-bezier(0.98, 159, 1, 0) reaches 69).
        expectRefused(post("css-linear", #"{"easing": "easeOutElastic", "maxError": 0.00005}"#), field: "maxError", mentions: "from")
        expectRefused(post("css-linear", #"{"bezier": [0.98, 159, 1, 0]}"#), status: 422, field: "bezier", mentions: "beyond")
        #expect(post("css-linear", #"{"easing": "easeOutBounce", "maxError": 0.0001}"#).status == 200)
    }
}

@Suite struct SpringEndpoint {
    @Test func everyParameterisationEqualsTheLibrary() throws {
        let cases: [(String, Spring)] = [
            (#"{"duration": 0.5, "bounce": 0.3}"#, try Spring(duration: 0.5, bounce: 0.3)),
            (#"{"response": 0.4, "dampingRatio": 0.6}"#, try Spring(response: 0.4, dampingRatio: 0.6)),
            (#"{"mass": 2, "stiffness": 300, "damping": 12}"#, try Spring(mass: 2, stiffness: 300, damping: 12)),
            (#""bouncy""#, .bouncy),
        ]
        for (text, spring) in cases {
            let r = post("spring", #"{"spring": \#(text), "from": 0, "to": 2, "initialVelocity": 1}"#)
            #expect(r.status == 200, "\(text): \(r.json.text)")
            let animation = try SpringAnimation(spring: spring, from: 0.0, to: 2.0, initialVelocity: 1.0)
            let settle = try animation.settlingTime()
            #expect(number(r.json, "settlingTime") == settle)
            #expect(number(r.json, "settlingDuration") == (try spring.settlingDuration(initialVelocity: 0.5)))
            #expect(number(r.json["spring"], "stiffness") == spring.stiffness)
            #expect(number(r.json["spring"], "dampingRatio") == spring.dampingRatio)
            // Frames i/60 up to the first at or after the settling time, each by the closed form.
            let count = rows(r.json).count
            #expect(Double(count - 1) >= settle * 60 - 1e-9 && Double(count - 2) < settle * 60, "\(count) frames for \(settle) s")
            let want = CSVTable(header: ["time", "value", "velocity"], rows: try (0..<count).map { i in
                let t = Double(i) / 60, (x, v) = try animation.checkedState(at: t)
                return [t, x, v]
            })
            #expect(rows(r.json) == want.rows)
            #expect(string(r.json, "csv") == want.csv())
            // The exported spec (by mass, stiffness, damping) rebuilds the very same table.
            let spec = try #require(string(r.json, "spec"))
            #expect(try TableSpec(json: Data(spec.utf8)).entries[0].table == want)
        }
    }

    @Test func regimesSwitch() {
        func regime(_ damping: Int, _ over: Bool) -> String? {
            string(post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": \#(damping), "allowsOverdamping": \#(over)}}"#).json["spring"] ?? .null, "regime")
        }
        #expect(regime(5, false) == "underdamped")
        #expect(regime(20, false) == Spring.Regime.criticallyDamped.rawValue)
        #expect(regime(40, true) == "overdamped")
        #expect(regime(40, false) == Spring.Regime.criticallyDamped.rawValue)  // clamped to critical, as SwiftUI's Spring
    }

    /// A clamp that changes the spring is reported, and the CLI line is the --swiftui form; Core
    /// Animation's (unclamped) spring needs no flag.
    @Test func aClampIsReported() throws {
        let clamped = post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 40, "allowsOverdamping": false}}"#)
        #expect(clamped.json["spring"]?["clamped"] == .bool(true) && number(clamped.json["spring"], "effectiveDamping") == 20)
        #expect(string(clamped.json, "cli")?.contains(" --swiftui") == true, "\(clamped.json.text)")
        let asGiven = post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 40, "allowsOverdamping": true}}"#)
        #expect(asGiven.json["spring"]?["clamped"] == .bool(false))
        #expect(string(asGiven.json, "cli")?.contains("--swiftui") == false && string(asGiven.json, "cli")?.contains("--allow-overdamping") == false)
        let below = post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 10, "allowsOverdamping": false}}"#)
        #expect(below.json["spring"]?["clamped"] == .bool(false) && string(below.json, "cli")?.contains("--swiftui") == false)
    }

    /// An undamped spring never settles: the message names the remedy the page offers (damping),
    /// not the library's (a duration, which the page does not have).
    @Test func anUndampedSpringAsksForDamping() {
        expectRefused(post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 0}}"#), status: 422, field: "spring", mentions: "give it some damping")
        #expect(string(post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 0}}"#).json, "error")?.contains("duration") == false)
    }

    @Test func fromEqualToHasNoCASettlingDuration() {
        let r = post("spring", #"{"spring": "smooth", "from": 1, "to": 1, "initialVelocity": 2}"#)
        #expect(r.status == 200)
        #expect(r.json["settlingDuration"] == .null)
        #expect(string(r.json, "settlingDurationNote")?.contains("from ≠ to") == true)
    }

    @Test func badInput() {
        expectRefused(post("spring", #"{"spring": {"mass": 1, "stiffness": -5, "damping": 1}}"#), field: "spring", mentions: "stiffness")
        expectRefused(post("spring", #"{"spring": {"mass": 0, "stiffness": 5, "damping": 1}}"#), field: "spring", mentions: "mass")
        expectRefused(post("spring", #"{"spring": {"duration": 0.5, "dampingRatio": 1}}"#), field: "spring", mentions: "give duration and bounce")
        expectRefused(post("spring", #"{"spring": {"duration": null, "bounce": 0}}"#), field: "spring.duration", mentions: "finite")
        expectRefused(post("spring", #"{"spring": "wobbly"}"#), field: "spring", mentions: "not a preset")
        expectRefused(post("spring", #"{"spring": "smooth", "fps": 0}"#), field: "fps", mentions: "from 1 to 240")
        expectRefused(post("spring", #"{"spring": "smooth", "fps": 1e9}"#), field: "fps", mentions: "from 1 to 240")
        expectRefused(post("spring", #"{"spring": "smooth", "epsilon": 0}"#), field: "epsilon", mentions: "from 1e-9")
        expectRefused(post("spring", #"{"spring": "smooth", "duration": 1e6}"#), field: "spring", mentions: "frames, more than 10000")
        // More frames than Int.max: the message formats the count as a number (a fuzz finding,
        // 2026-11-27: converting it to Int trapped).
        expectRefused(post("spring", #"{"spring": "smooth", "duration": 1e300}"#), field: "spring", mentions: "frames, more than 10000")
        expectRefused(post("spring", #"{"spring": {"duration": 3.6e64, "bounce": 0.5}}"#), field: "spring", mentions: "frames, more than 10000")
        expectRefused(post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 0.001}}"#), field: "spring", mentions: "more than 10000")
        expectRefused(post("spring", #"{"spring": "smooth", "from": "0"}"#), field: "from", mentions: "expected a number")
        expectRefused(post("spring", #"{"from": 0}"#), field: "spring", mentions: "missing")
    }
}

@Suite struct KeyframesAndPathEndpoints {
    @Test func keyframesEqualTheLibrary() throws {
        let r = post("keyframes", #"{"values": [310, 60, 120, 60, 310], "keyTimes": [0, 0.25, 0.5, 0.75, 1], "mode": "cubic", "tension": [0, 0.5, -0.5, 0.5, 0], "samples": 21}"#)
        #expect(r.status == 200, "\(r.json.text)")
        let animation = try KeyframeAnimation(values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1], calculationMode: .cubic, tensionValues: [0, 0.5, -0.5, 0.5, 0])
        /// The rows t, components of the value, at n even fractions.
        func table<V: AnimatableVector>(_ animation: KeyframeAnimation<VectorSpace<V>>, _ n: Int) -> [[Double]] {
            let fractions = TimingCurveTables.evenInputs(n)
            return zip(fractions, animation.values(at: fractions)).map { [$0] + $1.components }
        }
        #expect(rows(r.json) == table(animation, 21))
        let points = post("keyframes", #"{"values": [[0, 0], [100, 0], [100, 100]], "mode": "cubicPaced", "samples": 5}"#)
        #expect(points.json["columns"] == .array(["t", "x", "y"].map { .string($0) }))
        let paced = try KeyframeAnimation(values: [SIMD2(0.0, 0), SIMD2(100, 0), SIMD2(100, 100)], calculationMode: .cubicPaced)
        #expect(rows(points.json) == table(paced, 5))
        let monotone = post("keyframes", #"{"values": [0, 10, 11], "mode": "monotone", "samples": 41}"#)
        #expect(monotone.status == 200, "\(monotone.json.text)")
        let spline = try KeyframeAnimation(values: [0.0, 10, 11], calculationMode: .monotoneSpline)
        #expect(rows(monotone.json) == table(spline, 41))
    }

    @Test func pathEqualsTheLibrary() throws {
        let data = "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"  // the CLI's bounce path
        let r = post("path", #"{"path": "\#(data)", "paced": true, "samples": 9}"#)
        #expect(r.status == 200)
        let animation = try PathAnimation(path: Path(svgPathData: data), paced: true)
        let fractions = TimingCurveTables.evenInputs(9)
        #expect(rows(r.json) == zip(fractions, animation.samples(at: fractions)).map { [$0, $1.position.x, $1.position.y, $1.angle] })
        // The length is the path's own (what `motioncurves path-length` prints), not the paced
        // table's total, which other quadratures give to within 1e-14.
        let path = try Path(svgPathData: data)
        #expect(number(r.json, "length") == path.length)
        #expect(abs(path.length - animation.length) <= 1e-14 * path.length, "\(path.length) vs \(animation.length)")
    }

    @Test func badInput() {
        expectRefused(post("keyframes", #"{"values": []}"#), field: "values", mentions: "non-empty")
        expectRefused(post("keyframes", #"{"values": [1, null, 2]}"#), field: "values[1]", mentions: "finite")
        expectRefused(post("keyframes", #"{"values": [[1, 2, 3, 4]]}"#), field: "values[0]", mentions: "2 or 3 numbers")
        expectRefused(post("keyframes", #"{"values": [0, 1], "mode": "wobble"}"#), field: "mode", mentions: "not one of")
        expectRefused(post("keyframes", #"{"values": [0, 1], "keyTimes": [0, 2]}"#), status: 422, mentions: "keyTimes[1] = 2.0 is outside [0, 1]")
        expectRefused(post("keyframes", #"{"values": [0, 1], "samples": 20000}"#), field: "samples", mentions: "from 2 to 10000")
        expectRefused(post("keyframes", "{\"values\": [\(Array(repeating: "1", count: 300).joined(separator: ","))]}"), field: "values", mentions: "at most 200")
        expectRefused(post("path", #"{"path": "M 0 0 Q"}"#), field: "path", mentions: "ends early")
        expectRefused(post("path", #"{"path": "M 0 0 L 1 1", "paced": "yes"}"#), field: "paced", mentions: "true or false")
    }

    @Test func anOverflowingResultIsA400NotNull() {
        // Finite input whose length overflows to infinity: refused with the reason, not "length": null.
        expectRefused(post("path", #"{"path": "M 0 0 A 1 1e-300 0 0 1 1e308 0"}"#), field: "path", mentions: "overflow: the path's length is not a finite number")
        expectRefused(post("path", #"{"path": "M 0 0 L 1e308 0 L -1e308 0"}"#), field: "path", mentions: "overflow")
        // Keyframes whose cubic overflows (huge tension): refused when they are built.
        expectRefused(post("keyframes", #"{"values": [1e308, -1e308, 1e308], "mode": "cubic", "tension": [-1e308, 1e308, 1]}"#), status: 422, mentions: "the cubic overflows")
        // An infinite slope at a vertical tangent is a true value and stays null (anInfiniteSlopeIsNull).
        #expect(post("easing", #"{"bezier": [0.5, 0, 1, 0.5], "samples": 3}"#).status == 200)
        #expect(post("keyframes", #"{"values": [1e308, -1e308], "mode": "cubic"}"#).status == 200)
    }
}

@Suite struct Routing {
    @Test func curvesListsEveryNamedCurve() {
        let r = StudioAPI.respond(method: "GET", endpoint: "curves", body: Data())
        #expect(r.status == 200)
        let text = r.json.text
        for entry in EasingFunction.named { #expect(text.contains("\"\(entry.name)\"")) }
        #expect(text.contains("\"material-emphasized\""))
        #expect(text.contains("\"Penner\"") && text.contains("\"Core Animation\"") && text.contains("\"Material\"") && text.contains("\"CSS\""))
    }

    @Test func unknownEndpointsMethodsAndOversizeBodies() {
        expectRefused(StudioAPI.respond(method: "POST", endpoint: "nosuch", body: Data()), status: 404, mentions: "no endpoint")
        expectRefused(StudioAPI.respond(method: "GET", endpoint: "easing", body: Data()), status: 405, mentions: "POST")
        expectRefused(StudioAPI.respond(method: "POST", endpoint: "curves", body: Data()), status: 405, mentions: "GET")
        let huge = Data(("{\"easing\": \"" + String(repeating: " ", count: StudioAPI.maximumBodyBytes) + "ease\"}").utf8)
        expectRefused(StudioAPI.respond(method: "POST", endpoint: "easing", body: huge), status: 413, mentions: "larger than the limit")
    }

    @Test func loopbackHostsOnly() {
        #expect(StudioServer.isLoopbackHost("127.0.0.1:8642"))
        #expect(StudioServer.isLoopbackHost("localhost:8642"))
        #expect(StudioServer.isLoopbackHost("[::1]:8642"))
        #expect(!StudioServer.isLoopbackHost("evil.example:8642"))
        #expect(!StudioServer.isLoopbackHost("127.0.0.1.evil.example"))
        // Strictly host[:port], the port decimal from 1 to 65535; no Host at all is refused too.
        #expect(StudioServer.isLoopbackHost("127.0.0.1") && StudioServer.isLoopbackHost("LOCALHOST:80") && StudioServer.isLoopbackHost("[::1]"))
        for bad in ["[::1]evil", "[::1", "127.0.0.1:", "127.0.0.1:99999", "127.0.0.1:0", "127.0.0.1:-1", "127.0.0.1:8x", "::1", "", " 127.0.0.1", "[::1]:", "localhost:8642:1"] {
            #expect(!StudioServer.isLoopbackHost(bad), "\(bad)")
        }
        #expect(!StudioServer.isLoopbackHost(nil))
    }

    @Test func thePageShipsAsResources() throws {
        for (_, entry) in StudioServer.pageFiles {
            let data = try #require(StudioServer.resource(entry.file))
            #expect(!data.isEmpty)
        }
        let page = String(decoding: try #require(StudioServer.resource("index.html")), as: UTF8.self)
        #expect(!page.contains("http://") && !page.contains("https://"))  // no CDN
    }

    @Test func jsonNumbersRoundTrip() throws {
        let values: [Double] = [0.1, 1.0 / 3, -2.5e-300, 1e21, 157.91367041742973, 3]
        let text = StudioJSON.array(values.map { .number($0) }).text
        let back = try #require(StudioJSON.parse(Data(text.utf8)))
        #expect(back == .array(values.map { .number($0) }))
        #expect(StudioJSON.array([.number(.infinity), .number(.nan)]).text == "[null,null]")
        #expect(StudioJSON.string("</script>\u{1}").text == #""\u003c/script>\u0001""#)
    }
}

/// The plot: points chosen for the screen, each one the library's value, independent of the
/// export's sample count; jumps drawn vertical and peaks kept.
@Suite struct Plot {
    func points(_ r: StudioResponse) -> [[Double]] { r.json["plot"].map { rows($0) } ?? [] }

    /// Every plotted point is the curve's own value (bit for bit); between neighbours the curve is
    /// within 5e-4 of the chord on a 20,001-point check (the sampler's tolerance, checked at
    /// points it never tested); samples = 2 changes the table, not the plot.
    @Test(arguments: ["ease", "easeOutBounce", "easeOutElastic", "cubic-bezier(0.3, -0.4, 0.6, 1.4)", "spring(0.5, 0.3)", "material-emphasized"])
    func plotFollowsTheCurve(text: String) throws {
        let curve = try EasingText.curve(text)
        let r = post("easing", "{\"easing\": \"\(text)\", \"samples\": 2}")
        let plot = points(r)
        #expect(rows(r.json).count == 2 && plot.count > 100, "\(plot.count) points")
        #expect(plot.allSatisfy { $0[1] == curve.value(at: $0[0]) })
        #expect(zip(plot, plot.dropFirst()).allSatisfy { $0[0] < $1[0] })
        var worst = 0.0
        var j = 0
        for i in 0...20_000 {
            let x = Double(i) / 20_000
            while j + 1 < plot.count - 1 && plot[j + 1][0] < x { j += 1 }
            let (a, b) = (plot[j], plot[j + 1])
            let chord = a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0])
            worst = max(worst, abs(curve.value(at: x) - chord))
        }
        let span = plot.map { $0[1] }.max()! - plot.map { $0[1] }.min()!
        print("plot of \(text): \(plot.count) points, largest distance from the chord \(worst / span) of the span")
        // The sampler holds each tested midpoint within 5e-4 of the span; between tested points a
        // piece whose curvature changes can stray up to about twice that.
        #expect(worst <= 1e-3 * span, "\(worst)")
    }

    /// steps(4): each jump is a vertical segment at the jump (its two points within 1e-5 in x),
    /// and easeOutBounce's peaks at 1 are reached (within 1e-4), which 101 samples cut.
    @Test func jumpsAndPeaks() {
        let steps = points(post("easing", #"{"easing": "steps(4)"}"#))
        for jump in [0.25, 0.5, 0.75] {
            let vertical = zip(steps, steps.dropFirst()).contains { a, b in
                b[0] - a[0] <= 1e-5 && a[0] <= jump && b[0] >= jump - 1e-5 && b[1] - a[1] >= 0.25 - 1e-12
            }
            #expect(vertical, "no vertical segment at \(jump)")
        }
        let bounce = points(post("easing", #"{"easing": "easeOutBounce"}"#))
        for peak in [1 / 2.75, 2 / 2.75, 2.5 / 2.75] {
            let near = bounce.filter { abs($0[0] - peak) < 0.02 }.map { $0[1] }.max() ?? 0
            #expect(near >= 1 - 1e-4, "peak at \(peak): \(near)")
        }
    }

    /// A spring's plot spans Core Animation's settlingDuration too; keyframes and paths plot in
    /// the plane, each point the table's value at its t.
    @Test func springKeyframesAndPaths() throws {
        let spring = post("spring", #"{"spring": {"mass": 1, "stiffness": 100, "damping": 10}, "fps": 10}"#)
        let plot = points(spring)
        #expect(plot.last?[0] == number(spring.json, "settlingDuration"))
        let path = post("path", #"{"path": "M 0 0 C 0 100 100 100 100 0", "paced": true, "samples": 2}"#)
        let pathPlot = points(path)
        let animation = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 100 100 100 100 0"), paced: true)
        #expect(pathPlot.count > 100 && pathPlot.allSatisfy { animation.value(at: $0[0]) == SIMD2($0[1], $0[2]) })
    }
}

/// Colours and transforms: the tables of TableSpec's value kinds (what the CLI's keyframes --kind
/// prints), with the CSS text of each frame and a strip for the gradient.
@Suite struct ValueKindEndpoints {
    @Test func colorEqualsTheSpecTable() throws {
        let r = post("color", ##"{"from": "#2457c5", "to": "oklch(0.8 0.15 60)", "space": "oklch", "hue": "longer", "easing": "ease-in-out", "samples": 5}"##)
        #expect(r.status == 200, "\(r.json.text)")
        let spec = try TableSpec(json: Data(##"{"tables": [{"file": "c.csv", "kind": "keyframes", "valueKind": "color", "values": ["#2457c5", "oklch(0.8 0.15 60)"], "space": "oklch", "hue": "longer", "gamut": "none", "timingFunction": "ease-in-out", "samples": 5}]}"##.utf8)).entries[0].table
        #expect(string(r.json, "csv") == spec.csv())
        #expect(string(r.json, "cli") == "motioncurves keyframes --kind color --values '#2457c5;oklch(0.8 0.15 60)' --space oklch --hue longer --timing-function ease-in-out --samples 5")
        if case .array(let strip)? = r.json["strip"] { #expect(strip.count == 65) } else { Issue.record("no strip") }
    }

    @Test func missingComponentsAreNull() {
        let r = post("color", #"{"from": "oklch(0.5 0 none)", "to": "oklch(0.7 0 none)", "space": "oklch", "samples": 2}"#)
        #expect(r.status == 200, "\(r.json.text)")
        guard case .array(let rows)? = r.json["rows"], case .array(let first) = rows[0] else { Issue.record("no rows"); return }
        #expect(first[3] == .null, "\(first)")
    }

    @Test func badInput() {
        expectRefused(post("color", #"{"from": "red", "to": "bluish"}"#), status: 422, field: "to", mentions: "keyframe 2")
        expectRefused(post("color", #"{"from": "red", "to": "blue", "space": "cmyk"}"#), status: 422, field: "space", mentions: "must be one of")
        expectRefused(post("color", #"{"from": "red", "to": "blue", "easing": "wobbly"}"#), status: 422, field: "easing", mentions: "wobbly")
        expectRefused(post("transform", #"{"from": "none", "to": "rotate(90)"}"#), status: 422, field: "to", mentions: "keyframe 2")
        expectRefused(post("transform", #"{"from": "rotate(1turn", "to": "none"}"#), status: 422, field: "from", mentions: "keyframe 1")
        expectRefused(post("transform", #"{"from": "none", "to": "scale(2)", "matrix2D": "diagonal"}"#), status: 422, field: "matrix2D", mentions: "residual")
        expectRefused(post("transform", #"{"from": "none"}"#), field: "to", mentions: "missing")
        expectRefused(post("color", #"{"from": "red", "to": "blue", "hue": "longer", "wobble": 1}"#), field: "wobble", mentions: "unknown")
    }
}
