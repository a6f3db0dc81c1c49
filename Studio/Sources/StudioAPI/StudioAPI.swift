// The studio's JSON API: every number the page shows comes from here, through the same library
// calls as the `motioncurves` CLI (CurveTables' TableSpec for every table, CurveFitting's
// CSSLinearExport, TimingCurves' EasingFunction(parsing:), Springs). Handlers are plain functions of
// the request body, so the tests need no socket; `StudioServer` puts them behind Hummingbird.

import CurveFitting
import CurveTables
import Foundation
import Keyframes
import Paths
import Springs
import TimingCurves
import ValueSpaces

/// A response of the API: an HTTP status and a JSON body (`{"error": …}` for a 4xx).
public struct StudioResponse: Sendable {
    /// The HTTP status code: 200, or 400/404/405/413/422 with an error body.
    public var status: Int
    /// The body.
    public var json: StudioJSON

    /// An error response: `{"error": message, "field": field}`.
    public static func error(_ status: Int, _ message: String, field: String? = nil) -> StudioResponse {
        var pairs: [(String, StudioJSON)] = [("error", .string(message))]
        if let field { pairs.append(("field", .string(field))) }
        return StudioResponse(status: status, json: .object(pairs))
    }
}

/// A request the API refuses: the status (400 bad input, 422 valid input the library cannot
/// export), the message the page shows, and the request field at fault.
public struct StudioError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public var status: Int
    /// What is wrong, in words for a person.
    public var message: String
    /// The request field (a JSON path such as `bezier[0]`), when one is at fault.
    public var field: String?

    /// An error about `field`.
    public init(_ message: String, field: String? = nil, status: Int = 400) {
        self.status = status
        self.message = message
        self.field = field
    }

    /// `field: message`, or the message alone.
    public var description: String { field.map { "\($0): \(message)" } ?? message }
}

/// The studio's endpoints and limits.
public enum StudioAPI {
    /// The largest request body accepted, in bytes (a larger one gets 413).
    public static let maximumBodyBytes = 64 * 1024
    /// The most rows any table may have (samples, or spring frames).
    public static let maximumRows = 10_000
    /// The most keyframe values.
    public static let maximumKeyframes = 200
    /// The longest easing text or SVG path data, in characters.
    public static let maximumTextLength = 4_000
    /// The smallest max error a CSS linear() export may ask for. The export's certified placement
    /// costs grow quickly below it (easeOutElastic: 0.04 s at 1e-3, 0.8 s at 1e-4, 2.8 s at 1e-5 in
    /// a release build), and one request must stay well under a second.
    public static let minimumLinearError = 1e-4
    /// The scan resolution of linear()'s certificate: at most this many cells (the CLI's range
    /// starts at 16 and goes to 100000; the work is proportional to it).
    public static let maximumLinearSamples = 4_000
    /// The output range a curve exported as linear() may span: [−1, 2]. Beyond it (e.g.
    /// cubic-bezier(0.98, 159, 1, 0), which reaches 69) the stops and their certification grow with
    /// the amplitude (0.8 s for that curve at 1e-3); the CLI's `css-linear` takes any curve.
    public static let linearOutputRange: ClosedRange<Double> = -1...2

    /// The POST endpoints, under `/api/`.
    public static let postEndpoints = ["easing", "css-linear", "spring", "keyframes", "path", "color", "transform"]
    /// The GET endpoints, under `/api/`.
    public static let getEndpoints = ["curves"]

    /// Answers one API request: `method` GET or POST, `endpoint` the path after `/api/`, `body`
    /// the request body (already limited by the server; checked again here).
    public static func respond(method: String, endpoint: String, body: Data) -> StudioResponse {
        guard postEndpoints.contains(endpoint) || getEndpoints.contains(endpoint) else {
            return .error(404, "no endpoint /api/\(endpoint); endpoints: \((getEndpoints + postEndpoints).map { "/api/\($0)" }.joined(separator: ", "))")
        }
        if getEndpoints.contains(endpoint) {
            guard method == "GET" else { return .error(405, "/api/\(endpoint) answers GET") }
            return StudioResponse(status: 200, json: curves())
        }
        guard method == "POST" else { return .error(405, "/api/\(endpoint) answers POST with a JSON body") }
        guard body.count <= maximumBodyBytes else {
            return .error(413, "request body of \(body.count) bytes is larger than the limit of \(maximumBodyBytes)")
        }
        do {
            guard let json = StudioJSON.parse(body) else { throw StudioError("the body is not valid JSON") }
            let request = try APIRequest(json)
            let result: StudioJSON
            switch endpoint {
            case "easing": result = try easing(request)
            case "css-linear": result = try cssLinear(request)
            case "spring": result = try spring(request)
            case "keyframes": result = try keyframes(request)
            case "color": result = try valueKind(request, kind: "color")
            case "transform": result = try valueKind(request, kind: "transform")
            default: result = try path(request)
            }
            try request.checkAllUsed()
            // A finite input whose result overflows (a path's length past 1.8e308) is refused, not
            // answered with null; only a table's slope may be infinite (a vertical tangent).
            if let name = firstNonFinite(result) {
                throw StudioError("overflow: \(name) is not a finite number; use smaller numbers")
            }
            return StudioResponse(status: 200, json: result)
        } catch let error as StudioError {
            return .error(error.status, error.message, field: error.field)
        } catch {
            return .error(500, "\(error)")
        }
    }

    /// The name of the first non-finite number in a response (`length`, `y in row 3`), or nil; a
    /// table's `slope` column may be infinite.
    static func firstNonFinite(_ json: StudioJSON, at path: String = "") -> String? {
        switch json {
        case .number(let d):
            return d.isFinite ? nil : path
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let name = firstNonFinite(item, at: "\(path)[\(i)]") { return name }
            }
            return nil
        case .object(let pairs):
            var columns: [String] = []
            if case .array(let names)? = json["columns"] { columns = names.map { if case .string(let s) = $0 { s } else { "" } } }
            for (key, value) in pairs {
                if key == "rows", case .array(let rows) = value {
                    for (r, row) in rows.enumerated() {
                        guard case .array(let cells) = row else { continue }
                        for (c, cell) in cells.enumerated() {
                            let column = c < columns.count ? columns[c] : "column \(c)"
                            if column != "slope", case .number(let d) = cell, !d.isFinite { return "\(column) in row \(r)" }
                        }
                    }
                } else if let name = firstNonFinite(value, at: path.isEmpty ? key : "\(path).\(key)") {
                    return name
                }
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Named curves

    /// The named curves by family: CSS keywords, Core Animation, Material, Penner.
    public static func curves() -> StudioJSON {
        var families: [(String, [String])] = [("CSS", []), ("Core Animation", []), ("Material", []), ("Penner", [])]
        let penner = Set(PennerEasing.all.map(\.name))
        for (name, _) in EasingFunction.named {
            let family = name.hasPrefix("material") || ["fastOutSlowIn", "linearOutSlowIn", "fastOutLinearIn"].contains(name) ? 2
                : penner.contains(name) ? 3 : ["easeIn", "easeOut", "easeInEaseOut", "default"].contains(name) ? 1 : 0
            families[family].1.append(name)
        }
        families[2].1 += PathEasing.named.map(\.name)
        return .object([("families", .array(families.map { family in
            .object([("name", .string(family.0)), ("curves", .array(family.1.map { .string($0) }))])
        }))])
    }

    // MARK: Timing curves

    /// The curve of a request: `bezier: [x1, y1, x2, y2]` or `easing: "…"`, any easing text
    /// (CurveTables' `EasingText`: CSS, a curve name, a path easing or `spring(DURATION, BOUNCE)`).
    static func timingCurve(_ request: APIRequest) throws(StudioError) -> (curve: any TimingCurve, entry: [(String, StudioJSON)], bezier: CubicBezier?, text: String?) {
        if let points = request.optional("bezier") {
            guard request.optional("easing") == nil else { throw StudioError("give either bezier or easing, not both", field: "easing") }
            let p = try APIRequest.numbers(points, "bezier")
            guard p.count == 4 else { throw StudioError("needs 4 numbers x1, y1, x2, y2, got \(p.count)", field: "bezier") }
            for (i, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(p[i]) {
                throw StudioError("\(name) must lie in [0, 1], got \(p[i])", field: "bezier[\(i)]")
            }
            let b: CubicBezier
            do { b = try CubicBezier(p[0], p[1], p[2], p[3]) } catch { throw StudioError(error.description, field: "bezier") }
            return (b, [("bezier", .array(p.map { .number($0) }))], b, nil)
        }
        let text = try request.string("easing")
        guard !text.isEmpty else { throw StudioError("is empty", field: "easing") }
        let curve: any TimingCurve
        do { curve = try EasingText.curve(text) } catch { throw StudioError(error.description, field: "easing") }
        var bezier: CubicBezier?
        if let e = curve as? EasingFunction, case .cubicBezier(let b) = e.expanded { bezier = b }
        return (curve, [("easing", .string(text))], bezier, text)
    }

    /// `POST /api/easing`: `{"bezier": [x1, y1, x2, y2]} | {"easing": text}`, `"samples"` (2…10000,
    /// default 101). The table x,y,slope (TableSpec kind timing), the CSS text, the Bézier's
    /// control points when the curve is one, the CSV, the spec, a Swift snippet, the CLI command.
    static func easing(_ request: APIRequest) throws(StudioError) -> StudioJSON {
        let (curve, source, bezier, text) = try timingCurve(request)
        let samples = try request.integer("samples", default: 101, in: 2...maximumRows)
        let entry: [(String, StudioJSON)] = [("file", .string("easing.csv")), ("kind", .string("timing"))] + source + [("samples", .number(Double(samples)))]
        let table = try build(entry)
        var css: String?
        if let bezier { css = EasingFunction.cubicBezier(bezier).exactCSSText }
        else { css = EasingText.cssText(of: curve, exact: true) }
        let cli: String
        let swift: String
        if text == nil, let b = bezier {
            let args = [b.x1, b.y1, b.x2, b.y2].map { CSVTable.format($0) }
            cli = "motioncurves bezier \(args.joined(separator: " ")) --samples \(samples)"
            swift = """
                import TimingCurves

                let curve = try CubicBezier(\(args.joined(separator: ", ")))
                let y = curve.value(at: 0.5)                  // progress at half the duration
                let (value, derivative) = curve.valueAndDerivative(at: 0.25)
                """
        } else {
            let quoted = shellQuote(text ?? "")
            cli = "motioncurves easing \(quoted) --samples \(samples)"
            if curve is SpringProgressCurve {
                swift = """
                    import CurveTables

                    let curve = try EasingText.curve(\(swiftLiteral(text ?? "")))  // spring(DURATION, BOUNCE)
                    let y = curve.value(at: 0.5)
                    """
            } else if curve is PathEasing {
                swift = """
                    import Paths
                    import TimingCurves

                    let curve = try PathEasing.parse(\(swiftLiteral(text ?? "")))!
                    let y = curve.value(at: 0.5)
                    """
            } else {
                swift = """
                    import TimingCurves

                    let curve = try EasingFunction(parsing: \(swiftLiteral(text ?? "")))
                    let y = curve.value(at: 0.5)                  // progress at half the duration
                    let (value, derivative) = curve.valueAndDerivative(at: 0.25)
                    """
            }
        }
        return .object([
            ("css", css.map { .string($0) } ?? .null),
            // What the curve is, in the words a user typed or reads: the Bézier's or the easing's
            // own text, else the accepted text (a path easing's name, spring(…)).
            ("description", .string(bezier.map { EasingFunction.cubicBezier($0).description }
                ?? (curve as? EasingFunction)?.description ?? text ?? "")),
            ("bezier", bezier.map { b in .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) }) } ?? .null),
            ("plot", plot(["x", "y", "slope"], PlotSampler(measured: 2).sample(from: 0, to: 1) { xs in
                xs.map { x in let (y, s) = curve.valueAndDerivative(at: x); return [y, s] }
            })),
        ] + tableFields(table, entry: entry, cli: cli, swift: swift))
    }

    /// `POST /api/css-linear`: `{"bezier" | "easing" | "spring", "maxError" (1e-4…0.1, default
    /// 0.001), "samples" (16…4000, default 2000)}`, with a spring also `"from"`, `"to"` and
    /// `"initialVelocity"` (value units per second; the progress may not leave [−1, 2]) (a curve whose output leaves ``linearOutputRange``: 422): CurveFitting's ``CSSLinearExport`` (the CLI's
    /// `css-linear`), its text, certified max error and where it is reached, the number of stops.
    static func cssLinear(_ request: APIRequest) throws(StudioError) -> StudioJSON {
        let maxError = try request.number("maxError", default: 0.001)
        guard maxError >= minimumLinearError, maxError <= 0.1 else {
            throw StudioError("must be from \(minimumLinearError) to 0.1, got \(maxError)", field: "maxError")
        }
        let samples = try request.integer("samples", default: 2000, in: 16...maximumLinearSamples)
        let export: CSSLinearExport
        var cli: String
        if request.optional("spring") != nil {
            let (spring, springText) = try springOf(request)
            // The motion from `from` to `to` with a velocity in value units per second, as progress
            // from 0 to 1: CSS @keyframes from `from` to `to` with this easing move as the spring.
            let from = try request.number("from", default: 0), to = try request.number("to", default: 1)
            let velocity = try request.number("initialVelocity", default: 0)
            guard velocity == 0 || to != from else {
                throw StudioError("a spring from = to has no progress to export; its velocity cannot be written as a CSS easing", field: "initialVelocity", status: 422)
            }
            guard (to - from).isFinite else { throw StudioError("overflow: to − from is not a finite number", field: "to") }
            let progressVelocity = velocity == 0 ? 0 : velocity / (to - from)
            guard progressVelocity.isFinite else { throw StudioError("overflow: velocity / (to − from) is not finite", field: "initialVelocity") }
            // Bounded work, as for curves: a velocity that flings the progress far past [−1, 2]
            // would need stops and certification in proportion.
            if progressVelocity != 0 {
                let range: ClosedRange<Double>
                do { range = try SpringProgressCurve(spring: spring, initialVelocity: progressVelocity).outputRange } catch {
                    throw StudioError(error.description, field: "spring", status: 422)
                }
                guard range.lowerBound >= linearOutputRange.lowerBound && range.upperBound <= linearOutputRange.upperBound else {
                    throw StudioError(
                        "with this velocity the progress spans \(CSVTable.format(range.lowerBound))…\(CSVTable.format(range.upperBound)), beyond \(linearOutputRange.lowerBound)…\(linearOutputRange.upperBound); export it with motioncurves css-linear",
                        field: "initialVelocity", status: 422)
                }
            }
            do { export = try CSSLinearExport(spring: spring, initialVelocity: progressVelocity, maxError: maxError, samples: samples) } catch {
                throw StudioError(error.description, field: "spring", status: 422)
            }
            cli = springText.map { "motioncurves css-linear \(shellQuote($0))" + (progressVelocity != 0 ? " --initial-velocity \(CSVTable.format(progressVelocity))" : "") } ?? ""
        } else {
            let (curve, _, bezier, text) = try timingCurve(request)
            if let range = TimingCurveTables.outputRange(curve), range.lowerBound < linearOutputRange.lowerBound || range.upperBound > linearOutputRange.upperBound {
                throw StudioError(
                    "the curve's output spans \(CSVTable.format(range.lowerBound))…\(CSVTable.format(range.upperBound)), beyond \(linearOutputRange.lowerBound)…\(linearOutputRange.upperBound); export it with motioncurves css-linear",
                    field: text == nil ? "bezier" : "easing", status: 422)
            }
            do {
                // spring(DURATION, BOUNCE) text exports as the CLI's css-linear does: over the
                // spring's settling time within half the limit, ending at exactly 1.
                if let text, let spring = try? EasingText.spring(text) {
                    export = try CSSLinearExport(spring: spring, maxError: maxError, samples: samples)
                } else {
                    export = try CSSLinearExport(curve, maxError: maxError, samples: samples)
                }
            } catch {
                throw StudioError(error.description, field: text == nil ? "bezier" : "easing", status: 422)
            }
            let arg = text ?? bezier.map { EasingFunction.cubicBezier($0).exactCSSText ?? $0.description } ?? ""
            cli = "motioncurves css-linear \(shellQuote(arg))"
        }
        if !cli.isEmpty {
            if maxError != 0.001 { cli += " --max-error \(CSVTable.format(maxError))" }
            if samples != 2000 { cli += " --samples \(samples)" }
        }
        return .object([
            ("text", .string(export.text)),
            ("maxError", .number(export.maxError)),
            ("maxErrorInput", .number(export.maxErrorInput)),
            ("limit", .number(maxError)),
            ("stops", .number(Double(export.easing.points.count))),
            ("duration", export.duration.map { .number($0) } ?? .null),
            ("cli", cli.isEmpty ? .null : .string(cli)),
        ])
    }

    // MARK: Springs

    /// The spring of `request["spring"]`: `{"duration", "bounce"}`, `{"response", "dampingRatio"}`,
    /// `{"mass", "stiffness", "damping", "allowsOverdamping"}`, another toolkit's parameters
    /// (`{"stiffness", "dampingRatio"}`, `{"origamiTension", "origamiFriction"}`,
    /// `{"bounciness", "speed"}`, `{"visualDuration", "bounce"}`, `{"motionDuration", "bounce"}`)
    /// or a preset name (a Material 3 token included); with its
    /// `spring(d, b)` text when given by duration and bounce.
    static func springOf(_ request: APIRequest) throws(StudioError) -> (Spring, String?) {
        let (spring, css, _) = try springAndSwift(request)
        return (spring, css)
    }

    /// ``springOf(_:)`` with the Swift expression that builds the same spring from the numbers given.
    static func springAndSwift(_ request: APIRequest) throws(StudioError) -> (Spring, String?, String) {
        let f = { (d: Double) in CSVTable.format(d) }
        guard let value = request.optional("spring") else { throw StudioError("missing", field: "spring") }
        if case .string(let name) = value {
            switch name {
            case "smooth": return (.smooth, "spring(0.5, 0)", "Spring.smooth")
            case "snappy": return (.snappy, "spring(0.5, 0.15)", "Spring.snappy")
            case "bouncy": return (.bouncy, "spring(0.5, 0.3)", "Spring.bouncy")
            case "coreAnimationDefault": return (.coreAnimationDefault, nil, "Spring.coreAnimationDefault")
            default:
                if let token = Spring.MaterialToken(rawValue: name) {
                    return (Spring(material: token), nil, "Spring(material: .\(token))")
                }
                throw StudioError("\"\(name)\" is not a preset (smooth, snappy, bouncy, coreAnimationDefault, material-{standard,expressive}-{fast,default,slow}-{spatial,effects})", field: "spring")
            }
        }
        let s = try APIRequest(value, path: "spring")
        let keys = Set(s.keys)
        do {
            if keys.isSubset(of: ["duration", "bounce"]) && !keys.isEmpty {
                let d = try s.number("duration", default: 0.5), b = try s.number("bounce", default: 0)
                return (try Spring(duration: d, bounce: b), "spring(\(f(d)), \(f(b)))", "try Spring(duration: \(f(d)), bounce: \(f(b)))")
            }
            if keys == ["response", "dampingRatio"] {
                let r = try s.number("response"), z = try s.number("dampingRatio")
                return (try Spring(response: r, dampingRatio: z), nil, "try Spring(response: \(f(r)), dampingRatio: \(f(z)))")
            }
            if keys == ["stiffness", "dampingRatio"] || keys == ["mass", "stiffness", "dampingRatio"] {
                let m = try s.number("mass", default: 1), k = try s.number("stiffness"), z = try s.number("dampingRatio")
                return (try Spring(stiffness: k, dampingRatio: z, mass: m), nil,
                        "try Spring(stiffness: \(f(k)), dampingRatio: \(f(z))\(m != 1 ? ", mass: \(f(m))" : ""))")
            }
            if keys == ["origamiTension", "origamiFriction"] {
                let t = try s.number("origamiTension"), fr = try s.number("origamiFriction")
                return (try Spring(origamiTension: t, origamiFriction: fr), nil, "try Spring(origamiTension: \(f(t)), origamiFriction: \(f(fr)))")
            }
            if keys == ["bounciness", "speed"] {
                let b = try s.number("bounciness"), v = try s.number("speed")
                return (try Spring(bounciness: b, speed: v), nil, "try Spring(bounciness: \(f(b)), speed: \(f(v)))")
            }
            if keys == ["visualDuration", "bounce"] {
                let d = try s.number("visualDuration"), b = try s.number("bounce")
                return (try Spring(visualDuration: d, bounce: b), nil, "try Spring(visualDuration: \(f(d)), bounce: \(f(b)))")
            }
            if keys == ["motionDuration", "bounce"] {
                let d = try s.number("motionDuration"), b = try s.number("bounce")
                return (try Spring(motionDuration: d, bounce: b), nil, "try Spring(motionDuration: \(f(d)), bounce: \(f(b)))")
            }
            if keys.isSubset(of: ["mass", "stiffness", "damping", "allowsOverdamping"]) && !keys.isEmpty {
                let m = try s.number("mass", default: 1), k = try s.number("stiffness", default: 100), c = try s.number("damping", default: 10)
                // Core Animation's spring by default, as the CLI; allowsOverdamping false is SwiftUI's clamp.
                let over = try s.bool("allowsOverdamping", default: true)
                return (try Spring(mass: m, stiffness: k, damping: c, allowsOverdamping: over), nil,
                        "try Spring(mass: \(f(m)), stiffness: \(f(k)), damping: \(f(c))\(over ? ", allowsOverdamping: true" : ""))")
            }
        } catch let error as StudioError {
            throw error
        } catch let error as SpringError {
            throw StudioError(error.description, field: "spring")
        } catch {
            throw StudioError("\(error)", field: "spring")
        }
        throw StudioError("give duration and bounce, response and dampingRatio, mass, stiffness, damping (and allowsOverdamping), stiffness and dampingRatio, origamiTension and origamiFriction, bounciness and speed, visualDuration and bounce, or motionDuration and bounce; got \(keys.sorted().joined(separator: ", "))", field: "spring")
    }

    /// `POST /api/spring`: `{"spring": …, "from", "to", "initialVelocity", "fps" (1…240, default 60),
    /// "epsilon" (1e-9…0.5, default 0.001), "duration" (optional seconds; default the exact settling
    /// time)}`. The spring's parameters in every form, its regime, the exact settling time, Core
    /// Animation's settlingDuration, and the table time,value,velocity (TableSpec kind spring).
    static func spring(_ request: APIRequest) throws(StudioError) -> StudioJSON {
        let (spring, springText, construction) = try springAndSwift(request)
        let from = try request.number("from", default: 0), to = try request.number("to", default: 1)
        let velocity = try request.number("initialVelocity", default: 0)
        let fps = try request.number("fps", default: 60)
        guard (1...240).contains(fps) else { throw StudioError("must be from 1 to 240, got \(fps)", field: "fps") }
        let epsilon = try request.number("epsilon", default: 0.001)
        guard epsilon >= 1e-9, epsilon <= 0.5 else { throw StudioError("must be from 1e-9 to 0.5, got \(epsilon)", field: "epsilon") }
        let settling: Double
        do { settling = try spring.settlingTime(from: from, to: to, initialVelocity: velocity, epsilon: epsilon) } catch {
            // The library's advice for an undamped spring is to give a duration; here the remedy is
            // the damping (the page has no duration for a spring).
            if error == .neverSettles {
                throw StudioError("the spring has no damping, so it oscillates forever and never settles; give it some damping", field: "spring", status: 422)
            }
            throw StudioError(error.description, field: "spring", status: 422)
        }
        var duration = settling
        if let d = request.optional("duration") {
            duration = try APIRequest.finite(d, "duration")
            guard duration >= 0 else { throw StudioError("must be ≥ 0, got \(duration)", field: "duration") }
        }
        let frames = (duration * fps).rounded(.up) + 1
        guard frames <= Double(maximumRows) else {
            throw StudioError("\(CSVTable.format(duration)) s at \(CSVTable.format(fps)) fps would be \(CSVTable.format(frames)) frames, more than \(maximumRows): lower fps, shorten the duration, or add damping", field: "spring")
        }
        var caDuration: StudioJSON = .null, caNote: StudioJSON = .null
        if to != from {
            do { caDuration = .number(try spring.settlingDuration(initialVelocity: velocity / (to - from))) } catch { caNote = .string(error.description) }
        } else {
            caNote = .string("Core Animation's settlingDuration needs from ≠ to (its velocity is relative to the distance)")
        }
        // The spec names the spring by mass, stiffness and damping: the numbers the CLI takes.
        let springEntry: StudioJSON = .object([
            ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
            ("allowsOverdamping", .bool(spring.allowsOverdamping)),
        ])
        var entry: [(String, StudioJSON)] = [
            ("file", .string("spring.csv")), ("kind", .string("spring")), ("spring", springEntry),
            ("from", .number(from)), ("to", .number(to)), ("initialVelocity", .number(velocity)),
            ("fps", .number(fps)), ("epsilon", .number(epsilon)),
        ]
        if request.optional("duration") != nil { entry.append(("duration", .number(duration))) }
        let table = try build(entry)
        let f = CSVTable.format
        var common = "--mass \(f(spring.mass, nil, .text)) --stiffness \(f(spring.stiffness, nil, .text)) --damping \(f(spring.damping, nil, .text))"
        // The CLI reads mass/stiffness/damping as Core Animation does (never clamped); a spring
        // that SwiftUI's clamp changed is its --swiftui form.
        if spring.effectiveDamping != spring.damping { common += " --swiftui" }
        common += " --from \(f(from, nil, .text)) --to \(f(to, nil, .text)) --initial-velocity \(f(velocity, nil, .text))"
        var cli = "motioncurves spring \(common) --fps \(f(fps, nil, .text))"
        cli += request.optional("duration") != nil ? " --duration \(f(duration, nil, .text))" : " --epsilon \(f(epsilon, nil, .text))"
        let swift = """
            import Springs

            let spring = \(construction)
            let animation = try SpringAnimation(spring: spring, from: \(f(from, nil, .text)), to: \(f(to, nil, .text)), initialVelocity: \(f(velocity, nil, .text)))
            let settles = try animation.settlingTime(epsilon: \(f(epsilon, nil, .text)))   // \(f(settling, nil, .text)) s
            let (value, velocity) = animation.state(at: 0.25)           // seconds
            """
        let pop = spring.bouncinessAndSpeed  // POP's bounciness and speed, nil where none gives this damping
        // The plot spans the table and Core Animation's settlingDuration, so that its marker is on it.
        let valueAt: (Double) -> Double
        do {
            let animation = try SpringAnimation(spring: spring, from: from, to: to, initialVelocity: velocity)
            valueAt = { animation.state(at: $0).value }
        } catch {
            throw StudioError("\(error)", field: "spring", status: 422)
        }
        let plotEnd = max(table.rows.last?[0] ?? 0, { if case .number(let d) = caDuration { d } else { 0 } }(), 0.05)
        let plotted = plot(["time", "value"], PlotSampler().sample(from: 0, to: plotEnd) { ts in ts.map { [valueAt($0)] } })
        return .object([
            ("spring", .object([
                ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
                ("allowsOverdamping", .bool(spring.allowsOverdamping)), ("effectiveDamping", .number(spring.effectiveDamping)),
                ("clamped", .bool(spring.effectiveDamping != spring.damping)),
                ("criticalDamping", .number(spring.criticalDamping)), ("dampingRatio", .number(spring.dampingRatio)),
                ("naturalFrequency", .number(spring.naturalFrequency)), ("dampedFrequency", .number(spring.dampedFrequency)),
                ("decayRate", .number(spring.decayRate)), ("response", .number(spring.response)),
                ("duration", .number(spring.duration)), ("bounce", .number(spring.bounce)), ("regime", .string(spring.regime.rawValue)),
                ("origamiTension", .number(spring.origamiTension)), ("origamiFriction", .number(spring.origamiFriction)),
                ("bounciness", pop.map { .number($0.bounciness) } ?? .null),
                ("speed", pop.map { .number($0.speed) } ?? .null),
            ])),
            ("cssEasing", springText.map { .string($0) } ?? .null),
            ("settlingTime", .number(settling)),
            ("settlingDuration", caDuration),
            ("settlingDurationNote", caNote),
            ("cliSettlingTime", .string("motioncurves settling-duration \(common) --epsilon \(f(epsilon, nil, .text))")),
            ("cliSettlingDuration", to != from ? .string("motioncurves settling-duration \(common) --apple") : .null),
            ("plot", plotted),
        ] + tableFields(table, entry: entry, cli: cli, swift: swift))
    }

    // MARK: Keyframes and paths

    /// `POST /api/keyframes`: `{"values": [numbers] | [[x, y]…], "keyTimes", "mode" (a
    /// CalculationMode), "tension", "continuity", "bias", "samples"}`: the table t,value or t,x,y
    /// (TableSpec kind keyframes).
    static func keyframes(_ request: APIRequest) throws(StudioError) -> StudioJSON {
        guard case .array(let list)? = request.optional("values"), !list.isEmpty else {
            throw StudioError("missing, or not a non-empty array", field: "values")
        }
        guard list.count <= maximumKeyframes else { throw StudioError("at most \(maximumKeyframes) values, got \(list.count)", field: "values") }
        var values: [StudioJSON] = []
        var vectors: [[Double]] = []
        for (i, item) in list.enumerated() {
            if case .array = item {
                let v = try APIRequest.numbers(item, "values[\(i)]")
                guard (2...3).contains(v.count) else { throw StudioError("a point has 2 or 3 numbers, got \(v.count)", field: "values[\(i)]") }
                vectors.append(v)
                values.append(.array(v.map { .number($0) }))
            } else {
                let v = try APIRequest.finite(item, "values[\(i)]")
                vectors.append([v])
                values.append(.number(v))
            }
        }
        let modeName = try request.string("mode", default: "linear")
        guard let mode = CalculationMode(rawValue: modeName) else {
            throw StudioError("\"\(modeName)\" is not one of \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", "))", field: "mode")
        }
        let samples = try request.integer("samples", default: 101, in: 2...maximumRows)
        var entry: [(String, StudioJSON)] = [("file", .string("keyframes.csv")), ("kind", .string("keyframes")), ("values", .array(values)), ("mode", .string(mode.rawValue))]
        var lists: [String: [Double]] = [:]
        for name in ["keyTimes", "tension", "continuity", "bias"] {
            guard let v = request.optional(name), v != .null else { continue }
            let numbers = try APIRequest.numbers(v, name)
            guard numbers.count <= maximumKeyframes + 1 else { throw StudioError("too many numbers", field: name) }
            lists[name] = numbers
            entry.append((name, .array(numbers.map { .number($0) })))
        }
        entry.append(("samples", .number(Double(samples))))
        let table = try build(entry)
        let f = { (d: Double) in CSVTable.format(d) }
        let dimension = vectors[0].count
        let literal = dimension == 1 ? vectors.map { f($0[0]) }.joined(separator: ", ")
            : vectors.map { "SIMD\(dimension)<Double>(\($0.map(f).joined(separator: ", ")))" }.joined(separator: ", ")
        var arguments = ["values: [\(literal)]"]
        if let k = lists["keyTimes"] { arguments.append("keyTimes: [\(k.map(f).joined(separator: ", "))]") }
        arguments.append("calculationMode: .\(String(describing: mode))")
        for (name, label) in [("tension", "tensionValues"), ("continuity", "continuityValues"), ("bias", "biasValues")] {
            if let v = lists[name] { arguments.append("\(label): [\(v.map(f).joined(separator: ", "))]") }
        }
        let swift = """
            import Keyframes

            let animation = try KeyframeAnimation(
                \(arguments.joined(separator: ",\n    "))
            )
            let value = animation.value(at: 0.5)          // at half the duration
            """
        var cli = "motioncurves keyframes --values \(shellQuote(vectors.map { $0.map(f).joined(separator: ",") }.joined(separator: dimension == 1 ? "," : ";"))) --mode \(mode.rawValue)"
        for (name, option) in [("keyTimes", "--key-times"), ("tension", "--tension"), ("continuity", "--continuity"), ("bias", "--bias")] {
            if let v = lists[name] { cli += " \(option) \(shellQuote(v.map(f).joined(separator: ",")))" }
        }
        cli += " --samples \(samples)"
        let plotted = try plot(entry, from: 0, to: 1, sampler: PlotSampler(commonScale: dimension > 1))
        return .object([("plot", plotted)] + tableFields(table, entry: entry, cli: cli, swift: swift))
    }

    /// `POST /api/path`: `{"path": SVG path data, "paced": Bool, "samples"}`: the table
    /// t,x,y,angle (TableSpec kind path) and the path's length.
    static func path(_ request: APIRequest) throws(StudioError) -> StudioJSON {
        let data = try request.string("path")
        let paced = try request.bool("paced", default: false)
        let samples = try request.integer("samples", default: 101, in: 2...maximumRows)
        // The path's own length (`Path.length`, what `motioncurves path-length` prints), not the
        // paced table's total: both are within 1e-14 of the exact length, by different quadratures.
        let length: Double
        do {
            let path = try Path(svgPathData: data)
            _ = try PathAnimation(path: path, paced: paced)
            length = path.length
        } catch {
            throw StudioError("\(error)", field: "path")
        }
        guard length.isFinite else {
            throw StudioError("overflow: the path's length is not a finite number; use smaller coordinates", field: "path")
        }
        let entry: [(String, StudioJSON)] = [("file", .string("path.csv")), ("kind", .string("path")), ("path", .string(data)), ("paced", .bool(paced)), ("samples", .number(Double(samples)))]
        let table = try build(entry)
        let swift = """
            import Paths

            let animation = try PathAnimation(path: Path(svgPathData: \(swiftLiteral(data))), paced: \(paced))
            let position = animation.value(at: 0.5)    // at half the duration
            let angle = animation.angle(at: 0.5)
            """
        let cli = "motioncurves path \(shellQuote(data))\(paced ? " --paced" : "") --samples \(samples)"
        let plotted = try plot(entry, from: 0, to: 1, sampler: PlotSampler(measured: 2, commonScale: true))
        return .object([("length", .number(length)), ("plot", plotted)] + tableFields(table, entry: entry, cli: cli, swift: swift))
    }

    // MARK: Colours and transforms

    /// `POST /api/color`: `{"from", "to" (CSS colours), "space" (a CSS interpolation space, default
    /// oklab), "hue" (shorter, longer, increasing, decreasing), "gamut" (none, clip, oklch-chroma),
    /// "easing" (easing text, default linear), "samples" (frames, 2…10000, default 13)}`.
    /// `POST /api/transform`: `{"from", "to" (CSS transform lists), "matrix2D" (residual, skew),
    /// "easing", "samples"}`. The table at `samples` evenly spaced fractions (TableSpec kind
    /// keyframes with a valueKind; a colour's components and alpha, or the 16 matrix entries, and
    /// the CSS text), and `strip`: the CSS text at 65 fractions, for a gradient or a filmstrip.
    static func valueKind(_ request: APIRequest, kind: String) throws(StudioError) -> StudioJSON {
        let from = try request.string("from"), to = try request.string("to")
        let easing = try request.string("easing", default: "linear")
        let samples = try request.integer("samples", default: 13, in: 2...maximumRows)
        var entry: [(String, StudioJSON)] = [
            ("file", .string("\(kind).csv")), ("kind", .string("keyframes")), ("valueKind", .string(kind)),
            ("values", .array([.string(from), .string(to)])),
        ]
        var options: [(key: String, value: String)] = []
        let keys = kind == "color" ? [("space", "oklab"), ("hue", "shorter"), ("gamut", "none")] : [("matrix2D", "residual")]
        for (key, fallback) in keys {
            let value = try request.string(key, default: fallback)
            options.append((key, value))
            entry.append((key, .string(value)))
        }
        if easing != "linear" { entry.append(("timingFunction", .string(easing))) }
        // The spec's words for the request's fields: keyframe 1 and 2 are from and to, the
        // timing function the easing.
        func build(_ entry: [(String, StudioJSON)]) throws(StudioError) -> CSVTable {
            do { return try StudioAPI.build(entry) } catch {
                var e = error
                if e.field == "timingFunction" { e.field = "easing" }
                else if e.message.hasPrefix("keyframe 1") { e.field = "from" }
                else if e.message.hasPrefix("keyframe 2") { e.field = "to" }
                throw e
            }
        }
        let strip = try build(entry + [("samples", .number(65))])
        entry.append(("samples", .number(Double(samples))))
        let table = try build(entry)
        var cli = "motioncurves keyframes --kind \(kind) --values \(shellQuote(from + ";" + to))"
        for (key, value) in options where value != (keys.first { $0.0 == key }?.1 ?? "") {
            cli += " --\(key == "matrix2D" ? "matrix-2d" : key) \(shellQuote(value))"
        }
        if easing != "linear" { cli += " --timing-function \(shellQuote(easing))" }
        cli += " --samples \(samples)"
        let timing = easing == "linear" ? "" : ",\n    timingFunction: try EasingText.curve(\(swiftLiteral(easing)))"
        let swift: String
        if kind == "color" {
            let option = { (key: String) in options.first { $0.key == key }!.value }
            let space = ColorSpace(cssName: option("space")).map { String(describing: $0) } ?? option("space")
            let gamut = option("gamut")
            swift = """
                import CurveTables
                import Keyframes
                import ValueSpaces

                let animation = try KeyframeAnimation(
                    space: ColorInterpolationSpace(space: .\(space), hue: .\(option("hue"))),
                    values: [try Color(css: \(swiftLiteral(from))), try Color(css: \(swiftLiteral(to)))]\(timing))
                let color = animation.value(at: 0.5)\(gamut == "none" ? "" : ".mapped(to: .srgb, gamut: .\(GamutMapping(rawValue: gamut).map { String(describing: $0) } ?? gamut))")   // at half the duration
                let css = color.cssText
                """
        } else {
            let model = options.first { $0.key == "matrix2D" }!.value
            swift = """
                import CurveTables
                import Keyframes
                import ValueSpaces

                let animation = try KeyframeAnimation(
                    space: TransformListSpace(matrix2D: .\(model)),
                    values: [try TransformList(css: \(swiftLiteral(from))), try TransformList(css: \(swiftLiteral(to)))]\(timing))
                let transform = animation.value(at: 0.5)   // at half the duration
                let css = transform.cssText
                """
        }
        return .object([("strip", .array(strip.textRows.map { .string($0[0]) }))] + tableFields(table, entry: entry, cli: cli, swift: swift))
    }

    // MARK: Shared

    /// Builds the one-table spec `entry` through ``TableSpec`` (what `motioncurves tables --spec` runs).
    static func build(_ entry: [(String, StudioJSON)]) throws(StudioError) -> CSVTable {
        let spec = StudioJSON.object([("tables", .array([.object(entry)]))])
        do {
            return try TableSpec(json: Data(spec.text.utf8), maximumRows: maximumRows).entries[0].table
        } catch {
            let field = error.path.replacingOccurrences(of: "tables[0].", with: "")
            throw StudioError(error.message, field: field == "tables[0]" ? nil : field, status: 422)
        }
    }

    /// The fields every table endpoint answers with: columns, rows, CSV, the spec, Swift, the CLI.
    static func tableFields(_ table: CSVTable, entry: [(String, StudioJSON)], cli: String, swift: String) -> [(String, StudioJSON)] {
        [
            ("columns", .array(table.header.map { .string($0) })),
            // A value kind's missing cell (a colour's `none` component: NaN in the table, an empty
            // CSV field) is null; elsewhere a NaN stays a number, which the response check refuses.
            ("rows", .array(table.rows.map { row in
                .array(row.map { value in value.isNaN && !table.textHeader.isEmpty ? .null : .number(value) })
            })),
            ("textColumns", .array(table.textHeader.map { .string($0) })),
            ("texts", .array(table.textRows.map { .array($0.map { .string($0) }) })),
            ("csv", .string(table.csv())),
            ("spec", .string(StudioJSON.object([("tables", .array([.object(entry)]))]).prettyText)),
            ("swift", .string(swift + "\n")),
            ("cli", .string(cli)),
        ]
    }

    /// A plot's points as `{"columns": […], "rows": [[parameter, coordinates…]…]}`.
    static func plot(_ columns: [String], _ points: [(Double, [Double])]) -> StudioJSON {
        .object([
            ("columns", .array(columns.map { .string($0) })),
            ("rows", .array(points.map { .array(([$0.0] + $0.1).map { .number($0) }) })),
        ])
    }

    /// A plot of a table-spec entry evaluated at the sampler's inputs (`inputs` replaces the
    /// entry's `samples`): the table's columns after the first are the coordinates.
    static func plot(_ entry: [(String, StudioJSON)], from start: Double, to end: Double, sampler: PlotSampler) throws(StudioError) -> StudioJSON {
        let base = entry.filter { $0.0 != "samples" && $0.0 != "inputs" }
        var columns: [String] = []
        let points = try sampler.sample(from: start, to: end) { (xs: [Double]) throws(StudioError) -> [[Double]] in
            let table = try build(base + [("inputs", .array(xs.map { .number($0) }))])
            columns = table.header
            return table.rows.map { Array($0.dropFirst()) }
        }
        return plot(columns, points)
    }

    /// `text` quoted for a POSIX shell when it needs it.
    static func shellQuote(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.,/=:+".contains($0)) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
