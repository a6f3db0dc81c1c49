// A batch of tables described in JSON (`motioncurves tables --spec FILE.json`).
//
// {
//   "precision": 6,                       optional: fixed digits after the point (default: shortest round trip)
//   "tables": [
//     { "file": "ease.csv", "kind": "timing", "easing": "ease-in", "samples": 101 },
//     { "file": "snap.csv", "kind": "timing", "bezier": [0.2, 0, 0, 1], "inputs": [0, 0.5, 1], "columns": ["x", "y"] },
//     { "file": "android.csv", "kind": "timing", "easing": "ease", "engine": "android", "samples": 101 },
//     { "file": "bouncy.csv", "kind": "spring", "spring": "bouncy", "from": 0, "to": 1, "initialVelocity": 0,
//       "fps": 60, "duration": 1.5, "epsilon": 0.001 },
//     { "file": "glide.csv", "kind": "decay", "model": "reanimated", "initialVelocity": 2000, "clamp": [0, 300], "rubberBandFactor": 0.6 },
//     { "file": "fling.csv", "kind": "friction", "drag": 0.135, "from": 100, "initialVelocity": -100,
//       "constantDeceleration": 100, "velocityTolerance": 0.001, "fps": 60 },
//     { "file": "fall.csv", "kind": "gravity", "acceleration": 200, "from": 100, "endDistance": 600 },
//     { "file": "flick.csv", "kind": "fling", "model": "android", "initialVelocity": 4000, "density": 2.625 },
//     { "file": "glide.csv", "kind": "inertia", "initialVelocity": 1200, "max": 500, "bounceStiffness": 500 },
//     { "file": "band.csv", "kind": "rubberBand", "dimension": 960, "to": 960, "samples": 5 },
//     { "file": "delays.csv", "kind": "stagger", "count": 9, "gridColumns": 3, "total": 1, "from": "center" },
//     { "file": "kf.csv", "kind": "keyframes", "values": [[0, 0], [100, 0], [100, 100]], "mode": "cubicPaced",
//       "keyTimes": [0, 0.5, 1], "tension": [0, 0, 0], "samples": 61 },
//     { "file": "loop.csv", "kind": "keyframes", "values": [0, 10, 4], "after": "cycleWithOffset", "inputs": [1.25, 2.5] },
//     { "file": "arc.csv", "kind": "keyframes", "values": [[0, 0], [300, 300], [600, 0]], "arc": ["above", "below"] },
//     { "file": "turn.csv", "kind": "keyframes", "valueKind": "angle", "values": [350, 10], "turn": "shorter" },
//     { "file": "spin.csv", "kind": "keyframes", "valueKind": "quaternion", "values": [[1, 0, 0, 0], [0, 0, 0, 1]], "mode": "cubic" },
//     { "file": "fade.csv", "kind": "keyframes", "valueKind": "color", "values": ["red", "oklch(0.7 0.1 200 / 0.5)"],
//       "space": "oklch", "hue": "longer", "gamut": "oklch-chroma" },
//     { "file": "move.csv", "kind": "keyframes", "valueKind": "transform", "values": ["none", "rotate(90deg) scale(2)"],
//       "matrix2D": "skew", "timingFunction": "ease-out" },
//     { "file": "path.csv", "kind": "path", "path": "M 0 0 C 0 1 1 1 1 0", "paced": true, "samples": 101 },
//     { "file": "pose.csv", "kind": "timeline", "timeline": { "fps": 60, "tracks": [ … ] } } ] }
// Columns: timing x,y,slope (with "engine": x,y,exact,error); spring, decay, friction, gravity, fling and inertia time,value,velocity; rubberBand
// overscroll,displacement,derivative (inverse: displacement,overscroll,derivative); stagger index,delay; keyframes t,value or t,x,y[,z] (value kinds:
// t,angle; t,w,x,y,z; t, the colour space's components, alpha, css; t, m11…m44, css);
// path t,x,y,angle; timeline time and one per track. "columns" picks a subset, in the given order.
// Every table is built before anything is written, so a bad spec writes nothing; errors name the
// entry and the field (tables[2].samples).

import MotionMath
import AnimationTiming
import Foundation
import Keyframes
import Paths
import Springs
import Timelines
import TimingCurves
import ValueSpaces

/// Why a table spec was rejected: where (a JSON path) and what.
public struct TableSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? "table spec: \(message)" : "table spec, \(path): \(message)" }
}

/// A batch of tables read from JSON (schema above).
public struct TableSpec: Sendable {
    /// One table to write: its file name, kind, a parameter summary, and the table.
    public struct Entry: Sendable {
        public var file: String
        public var kind: String
        public var parameters: String
        public var table: CSVTable
    }

    public let entries: [Entry]
    /// Fixed digits after the point, or nil for the shortest round-trip text.
    public let precision: Int?

    /// The most rows of one table: a spec's `samples`, `inputs` and frames, and on the command
    /// line `--samples`, the lines of `--at` and the frames of every time-based command. One
    /// ceiling for every command, checked before anything is allocated.
    public static let maximumRows = 1_000_000

    /// The most tables one spec lists.
    public static let maximumTables = 1_000

    /// The most keyframes of one animation or timeline track (values in a spec's `values`,
    /// keyframes of a track): building is O(n) and each is a few objects of JSON.
    public static let maximumKeyframes = 100_000

    /// Reads a spec and builds every table.
    /// - Parameters:
    ///   - data: the spec's JSON text.
    ///   - maximumRows: the most rows any one table may have (a guard for untrusted specs).
    /// - Throws: ``TableSpecError`` naming the entry and field.
    public init(json data: Data, maximumRows: Int = TableSpec.maximumRows) throws(TableSpecError) {
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch {
            throw TableSpecError(path: "", message: "not valid JSON: \(error)")
        }
        guard let object = root.object else { throw TableSpecError(path: "", message: "expected an object with \"tables\"") }
        if let p = object["precision"], !p.isNull {
            let digits = try Self.number(p, "precision")
            guard digits >= 0, digits <= 17, digits == digits.rounded() else {
                throw TableSpecError(path: "precision", message: "must be a whole number of digits from 0 to 17")
            }
            precision = Int(digits)
        } else {
            precision = nil
        }
        guard let list = object["tables"]?.array else { throw TableSpecError(path: "tables", message: "missing, or not an array") }
        guard !list.isEmpty else { throw TableSpecError(path: "tables", message: "needs at least one table") }
        guard list.count <= Self.maximumTables else {
            throw TableSpecError(path: "tables", message: "at most \(Self.maximumTables) tables, got \(list.count)")
        }
        var entries: [Entry] = []
        var files = Set<String>()
        for (index, item) in list.enumerated() {
            let path = "tables[\(index)]"
            guard let entry = item.object else { throw TableSpecError(path: path, message: "expected an object") }
            guard let file = entry["file"]?.string else { throw TableSpecError(path: "\(path).file", message: "missing, or not a string") }
            guard file.hasSuffix(".csv"), !file.contains("/"), !file.hasPrefix("."), file.count > 4 else {
                throw TableSpecError(path: "\(path).file", message: "must be a plain file name ending in .csv, got \"\(file)\"")
            }
            guard file != "index.csv" else {
                throw TableSpecError(path: "\(path).file", message: "index.csv is reserved for the index of the tables")
            }
            guard files.insert(file).inserted else { throw TableSpecError(path: "\(path).file", message: "\"\(file)\" is written by another entry") }
            guard let kind = entry["kind"]?.string else {
                throw TableSpecError(path: "\(path).kind", message: "missing; one of timing, spring, decay, friction, gravity, fling, inertia, rubberBand, stagger, keyframes, path, timeline")
            }
            var (table, parameters) = try Self.build(kind: kind, entry, path, maximumRows: maximumRows)
            if let wanted = entry["columns"] {
                table = try Self.select(table, wanted, "\(path).columns")
            }
            entries.append(Entry(file: file, kind: kind, parameters: parameters, table: table))
        }
        self.entries = entries
    }

    // MARK: Building

    static func rowLimit(_ rows: Double, _ limit: Int, _ path: String) throws(TableSpecError) {
        guard rows <= Double(limit) else { throw TableSpecError(path: path, message: "would have \(rows) rows, more than the limit of \(limit)") }
    }

    static func build(kind: String, _ e: [String: JSONValue], _ path: String, maximumRows: Int) throws(TableSpecError) -> (CSVTable, String) {
        func inputs(_ e: [String: JSONValue], _ path: String) throws(TableSpecError) -> [Double] {
            try Self.inputs(e, path, maximumRows: maximumRows)
        }
        switch kind {
        case "timing":
            let curve: any TimingCurve
            let parameters: String
            if let text = e["easing"]?.string {
                // Any easing text (EasingText): CSS, a curve name, a path easing or spring(…).
                do { curve = try EasingText.curve(text) } catch {
                    throw TableSpecError(path: "\(path).easing", message: error.description)
                }
                parameters = text
            } else if let points = e["bezier"] {
                let p = try vector(points, "\(path).bezier")
                guard p.count == 4 else { throw TableSpecError(path: "\(path).bezier", message: "needs 4 numbers x1, y1, x2, y2") }
                do { curve = try CubicBezier(p[0], p[1], p[2], p[3]) } catch { throw TableSpecError(path: "\(path).bezier", message: error.description) }
                parameters = (curve as! CubicBezier).description
            } else {
                throw TableSpecError(path: "\(path).easing", message: "missing: give \"easing\" (CSS text or a name) or \"bezier\"")
            }
            if let engine = e["engine"], !engine.isNull {
                // The curve as an engine renders it (TimingCurves' EngineSolver): x,y,exact,error.
                let duration = try number(e["animationDuration"], "\(path).animationDuration", default: 0.3)
                guard duration > 0 else { throw TableSpecError(path: "\(path).animationDuration", message: "must be > 0, got \(duration)") }
                guard let name = engine.string, let solver = EngineSolver.named(name, duration: duration) else {
                    throw TableSpecError(path: "\(path).engine", message: "must be one of \(EngineSolver.named(duration: duration).map(\.name).joined(separator: ", "))")
                }
                guard let bezier = TimingCurveTables.cubicBezier(of: curve) else {
                    throw TableSpecError(path: "\(path).engine", message: "the engines' solvers evaluate cubic-bezier curves; \(parameters) is not one")
                }
                return (TimingCurveTables.engineTable(solver, bezier, inputs: try inputs(e, path)), "\(parameters) as \(name) renders it")
            } else if let extra = e["animationDuration"], !extra.isNull {
                throw TableSpecError(path: "\(path).animationDuration", message: "goes with \"engine\"")
            }
            return (TimingCurveTables.table(curve, inputs: try inputs(e, path)), parameters)
        case "spring":
            let spring: Spring
            do { spring = try TimelineSpec.spring(e["spring"], "\(path).spring") } catch { throw TableSpecError(from: error) }
            let from = try number(e["from"], "\(path).from", default: 0), to = try number(e["to"], "\(path).to", default: 1)
            let velocity = try number(e["initialVelocity"], "\(path).initialVelocity", default: 0)
            let fps = try number(e["fps"], "\(path).fps", default: 60)
            let epsilon = try number(e["epsilon"], "\(path).epsilon", default: 0.001)
            do {
                let animation = try SpringAnimation(spring: spring, from: from, to: to, initialVelocity: velocity)
                let duration: Double
                if let d = e["duration"], !d.isNull { duration = try number(d, "\(path).duration") } else { duration = try animation.settlingTime(epsilon: epsilon) }
                try rowLimit((duration * fps).rounded(.up) + 1, maximumRows, path)
                let table = try SpringTables.table(animation, times: try SpringTables.frameTimes(duration: duration, fps: fps, maximumRows: maximumRows))
                return (table, "\(spring), from \(from) to \(to), \(fps) fps")
            } catch let error as TableSpecError {
                throw error
            } catch {
                throw TableSpecError(path: path, message: "\(error)")
            }
        case "decay":
            // A glide (Springs): UIScrollView's deceleration in closed form ("model": "exact", at
            // fps up to "duration", default its settling time), or Reanimated's withDecay frame by
            // frame until it ends ("model": "reanimated": "clamp", "rubberBandFactor",
            // "velocityFactor", "web"). time,value,velocity.
            let from = try number(e["from"], "\(path).from", default: 0), velocity = try number(e["initialVelocity"], "\(path).initialVelocity", default: 0)
            let rate = try number(e["deceleration"], "\(path).deceleration", default: 0.998)
            let fps = try number(e["fps"], "\(path).fps", default: 60)
            if let value = e["model"], value.string == nil { throw TableSpecError(path: "\(path).model", message: "expected \"exact\" or \"reanimated\"") }
            let model = e["model"]?.string ?? "exact"
            // Each model's own keys; the other model's are refused, not ignored.
            let foreign = model == "reanimated" ? ["epsilon", "duration"] : ["clamp", "rubberBandFactor", "velocityFactor", "web"]
            if let key = foreign.first(where: { e[$0].map { !$0.isNull } ?? false }) {
                throw TableSpecError(path: "\(path).\(key)", message: "does not apply to the \(model) model")
            }
            do {
                if model == "reanimated" {
                    var clamp: ClosedRange<Double>?
                    if let value = e["clamp"], !value.isNull {
                        let bounds = try vector(value, "\(path).clamp")
                        guard bounds.count == 2, bounds[0] <= bounds[1] else { throw TableSpecError(path: "\(path).clamp", message: "must be [min, max] with min ≤ max") }
                        clamp = bounds[0]...bounds[1]
                    }
                    var web = false
                    if let value = e["web"] {
                        guard case .bool(let flag) = value else { throw TableSpecError(path: "\(path).web", message: "expected true or false") }
                        web = flag
                    }
                    let factor = e["rubberBandFactor"].map { $0.isNull ? nil : $0 } ?? nil
                    let decay = try ReanimatedDecay(
                        deceleration: rate, velocityFactor: try number(e["velocityFactor"], "\(path).velocityFactor", default: 1), clamp: clamp,
                        rubberBandFactor: try factor.map { v throws(TableSpecError) in try number(v, "\(path).rubberBandFactor") }, web: web)
                    let frames = try decay.frames(from: from, velocity: velocity, fps: fps, maximumFrames: maximumRows)
                    return (CSVTable(header: ["time", "value", "velocity"], rows: frames.map { [$0.time, $0.value, $0.velocity] }),
                            "Reanimated decay: from \(from) at \(velocity), \(frames.count) frames at \(fps) fps")
                }
                guard model == "exact" else { throw TableSpecError(path: "\(path).model", message: "\"\(excerpt(model))\" is not one of exact, reanimated") }
                let animation = try DecayAnimation(decay: try Decay(decelerationRate: rate), from: from, initialVelocity: velocity,
                                                   epsilon: try number(e["epsilon"], "\(path).epsilon", default: 0.5))
                var duration = animation.settlingTime
                if let d = e["duration"], !d.isNull { duration = try number(d, "\(path).duration") }
                try rowLimit((duration * fps).rounded(.up) + 1, maximumRows, path)
                let times = try SpringTables.frameTimes(duration: duration, fps: fps, maximumRows: maximumRows)
                return (CSVTable(header: ["time", "value", "velocity"], rows: times.map { [$0, animation.value(at: $0), animation.velocity(at: $0)] }),
                        "decay: from \(from) at \(velocity), rate \(rate)")
            } catch let error as TableSpecError {
                throw error
            } catch {
                throw TableSpecError(path: path, message: "\(error)")
            }
        case "friction", "gravity", "fling", "inertia":
            // Flutter's FrictionSimulation and GravitySimulation, Android's fling, Motion's inertia (Springs):
            // time,value,velocity at fps up to "duration" (default: the finish time).
            let from = try number(e["from"], "\(path).from", default: 0), velocity = try number(e["initialVelocity"], "\(path).initialVelocity", default: 0)
            let fps = try number(e["fps"], "\(path).fps", default: 60)
            let motion: any Motion<Double>, finish: Double, parameters: String
            do {
                if kind == "inertia" {
                    func optional(_ key: String) throws(TableSpecError) -> Double? {
                        guard let value = e[key], !value.isNull else { return nil }
                        return try number(value, "\(path).\(key)")
                    }
                    let defaults = InertiaMotion.motionDefaults
                    let inertiaParameters = try InertiaMotion.Parameters(
                        power: try number(e["power"], "\(path).power", default: defaults.power),
                        timeConstant: try number(e["timeConstant"], "\(path).timeConstant", default: defaults.timeConstant),
                        bounce: try Spring(mass: 1, stiffness: try number(e["bounceStiffness"], "\(path).bounceStiffness", default: 500),
                                           damping: try number(e["bounceDamping"], "\(path).bounceDamping", default: 10), allowsOverdamping: true),
                        restDelta: try number(e["restDelta"], "\(path).restDelta", default: defaults.restDelta))
                    let inertia = try InertiaMotion(from: from, velocity: velocity, min: try optional("min"), max: try optional("max"), target: try optional("target"), parameters: inertiaParameters)
                    (motion, finish, parameters) = (inertia, inertia.finishTime, "inertia: from \(from) at \(velocity), target \(inertia.target), resting at \(inertia.restingPoint)")
                } else if kind == "fling" {
                    let modelName = e["model"]?.string ?? "exact"
                    guard let model = FlingMotion.Model(rawValue: modelName) else {
                        throw TableSpecError(path: "\(path).model", message: "\"\(excerpt(modelName))\" is not one of exact, android, compose, flutter")
                    }
                    let density = try number(e["density"], "\(path).density", default: 1), friction = try number(e["friction"], "\(path).friction", default: 0.015)
                    let fling = try FlingMotion(model: model, from: from, initialVelocity: velocity, density: density, friction: friction)
                    (motion, finish, parameters) = (fling, fling.duration, "fling (\(modelName)): from \(from) at \(velocity), density \(density), friction \(friction)")
                } else if kind == "friction" {
                    let drag = try number(e["drag"], "\(path).drag")
                    let a = try number(e["constantDeceleration"], "\(path).constantDeceleration", default: 0)
                    let tolerance = try number(e["velocityTolerance"], "\(path).velocityTolerance", default: 0.001)
                    let friction = try FrictionMotion(drag: drag, from: from, initialVelocity: velocity, constantDeceleration: a, velocityTolerance: tolerance)
                    (motion, finish, parameters) = (friction, friction.finishTime, "friction: drag \(drag), deceleration \(a), from \(from) at \(velocity)")
                } else {
                    let a = try number(e["acceleration"], "\(path).acceleration"), end = try number(e["endDistance"], "\(path).endDistance")
                    let gravity = try GravityMotion(acceleration: a, from: from, initialVelocity: velocity, endDistance: end)
                    (motion, finish, parameters) = (gravity, gravity.finishTime, "gravity: acceleration \(a), from \(from) at \(velocity), end distance \(end)")
                }
            } catch let error as TableSpecError {
                throw error
            } catch {
                throw TableSpecError(path: path, message: "\(error)")
            }
            let duration: Double
            if let d = e["duration"], !d.isNull {
                duration = try number(d, "\(path).duration")
            } else {
                guard finish.isFinite else { throw TableSpecError(path: "\(path).duration", message: "missing, and the motion never finishes") }
                duration = finish
            }
            try rowLimit((duration * fps).rounded(.up) + 1, maximumRows, path)
            let times: [Double]
            do { times = try SpringTables.frameTimes(duration: duration, fps: fps, maximumRows: maximumRows) } catch { throw TableSpecError(path: path, message: "\(error)") }
            return (CSVTable(header: ["time", "value", "velocity"], rows: times.map { [$0, motion.value(at: $0), motion.velocity(at: $0)] }), parameters)
        case "stagger":
            // Start delays (AnimationTiming): index,delay for "count" items.
            func text(_ key: String) throws(TableSpecError) -> String? {
                guard let value = e[key], !value.isNull else { return nil }
                if case .number(let n) = value { return String(n) }
                guard let string = value.string else { throw TableSpecError(path: "\(path).\(key)", message: "expected a string") }
                return string
            }
            let count = try number(e["count"], "\(path).count")
            guard count >= 0, count <= Double(maximumRows), count == count.rounded() else {
                throw TableSpecError(path: "\(path).count", message: "must be a whole number from 0 to \(maximumRows), got \(count)")
            }
            let each = e["each"], total = e["total"]
            guard (each == nil) != (total == nil) else { throw TableSpecError(path: "\(path).each", message: "give one of each or total") }
            let spacing: Stagger.Spacing = each != nil ? .each(try number(each, "\(path).each")) : .total(try number(total, "\(path).total"))
            let fromText = try text("from") ?? "first"
            guard let origin = Stagger.origin(parsing: fromText) else {
                throw TableSpecError(path: "\(path).from", message: "\"\(excerpt(fromText))\" is not first, last, center, edges, an index or FX,FY")
            }
            // "columns" picks table columns in every kind; the grid's is "gridColumns".
            if let value = e["columns"], case .number = value {
                throw TableSpecError(path: "\(path).columns", message: "picks table columns (an array of names); a stagger grid's columns are gridColumns")
            }
            let columns = try e["gridColumns"].flatMap { value throws(TableSpecError) -> Int? in
                if value.isNull { return nil }
                let c = try number(value, "\(path).gridColumns")
                guard c >= 1, c <= Double(Int32.max), c == c.rounded() else { throw TableSpecError(path: "\(path).gridColumns", message: "must be a whole number, 1 or more, got \(c)") }
                return Int(c)
            }
            let axisText = try text("axis")
            let axis = try axisText.map { name throws(TableSpecError) -> Stagger.Axis in
                guard let axis = Stagger.Axis(rawValue: name) else { throw TableSpecError(path: "\(path).axis", message: "must be x or y") }
                return axis
            }
            let conventionText = try text("convention") ?? "gsap"
            guard let convention = Stagger.Convention(rawValue: conventionText) else {
                throw TableSpecError(path: "\(path).convention", message: "must be gsap, motion or anime")
            }
            var reversed = false
            if let value = e["reversed"], !value.isNull {
                guard case .bool(let flag) = value else { throw TableSpecError(path: "\(path).reversed", message: "expected true or false") }
                reversed = flag
            }
            let easing = try text("ease").map { ease throws(TableSpecError) -> any TimingCurve in
                do { return try EasingText.curve(ease) } catch { throw TableSpecError(path: "\(path).ease", message: "\(error)") }
            }
            let start = try number(e["start"], "\(path).start", default: 0)
            do {
                let delays = try Stagger(spacing, from: origin, gridColumns: columns, axis: axis, easing: easing, start: start, reversed: reversed, convention: convention).delays(count: Int(count))
                return (CSVTable(header: ["index", "delay"], rows: delays.enumerated().map { [Double($0.offset), $0.element] }),
                        "stagger (\(conventionText)): \(Int(count)) items from \(fromText)")
            } catch {
                throw TableSpecError(path: path, message: "\(error)")
            }
        case "rubberBand":
            // UIScrollView's rubber band (Springs): overscroll,displacement,derivative at "samples"
            // overscrolls from 0 to "to" (default the dimension) or at "inputs"; "inverse": true
            // reads displacements.
            let inverse: Bool
            switch e["inverse"] {
            case nil, .null?: inverse = false
            case .bool(let flag)?: inverse = flag
            default: throw TableSpecError(path: "\(path).inverse", message: "expected true or false")
            }
            do {
                let band = try RubberBand(dimension: try number(e["dimension"], "\(path).dimension"),
                                          coefficient: try number(e["coefficient"], "\(path).coefficient", default: 0.55))
                var rows = try inputs(e, path)
                if e["inputs"] == nil {
                    let last = try number(e["to"], "\(path).to", default: inverse ? band.dimension * 0.99 : band.dimension)
                    guard last >= 0 else { throw TableSpecError(path: "\(path).to", message: "must be 0 or greater, got \(last)") }
                    rows = rows.map { $0 * last }
                }
                return (try SpringTables.table(band, at: rows, inverse: inverse), "rubber band: dimension \(band.dimension), coefficient \(band.coefficient)\(inverse ? ", inverse" : "")")
            } catch let error as TableSpecError {
                throw error
            } catch {
                throw TableSpecError(path: path, message: "\(error)")
            }
        case "keyframes":
            guard let list = e["values"]?.array, !list.isEmpty else { throw TableSpecError(path: "\(path).values", message: "missing, or not a non-empty array") }
            guard list.count <= Self.maximumKeyframes else {
                throw TableSpecError(path: "\(path).values", message: "at most \(Self.maximumKeyframes) keyframes, got \(list.count)")
            }
            if let kindValue = e["valueKind"], !kindValue.isNull {
                if let key = ["before", "after", "periodicBias", "arc", "arcTiming"].first(where: { e[$0].map { !$0.isNull } ?? false }) {
                    throw TableSpecError(path: "\(path).\(key)", message: "applies to numbers and points only, not a valueKind")
                }
                return try valueKindTable(kindValue, list, e, path, fractions: try inputs(e, path))
            }
            let values = try list.enumerated().map { (i, v) throws(TableSpecError) in try vector(v, "\(path).values[\(i)]") }
            let dimension = values[0].count
            guard values.allSatisfy({ $0.count == dimension }), (1...3).contains(dimension) else {
                throw TableSpecError(path: "\(path).values", message: "values must all be numbers, or all points of 2 or 3 numbers")
            }
            let modeName = e["mode"]?.string ?? "linear"
            let bezierKeys = ["inTangents", "outTangents", "inWeights", "outWeights"]
            if modeName == "bezier" {
                return try bezierTable(values, e, path, maximumRows: maximumRows)
            }
            if let key = bezierKeys.first(where: { e[$0].map { !$0.isNull } ?? false }) {
                throw TableSpecError(path: "\(path).\(key)", message: "applies to mode bezier only")
            }
            guard let mode = CalculationMode(rawValue: modeName) else {
                throw TableSpecError(path: "\(path).mode", message: "\"\(excerpt(modeName))\" is not one of \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")), bezier")
            }
            let keyTimes = try optionalList(e["keyTimes"], "\(path).keyTimes")
            let (t, c, b) = (try optionalList(e["tension"], "\(path).tension"), try optionalList(e["continuity"], "\(path).continuity"), try optionalList(e["bias"], "\(path).bias"))
            let fractions = try inputs(e, path)
            let periodicBias = try e["periodicBias"].flatMap { value throws(TableSpecError) -> Double? in
                value.isNull ? nil : try number(value, "\(path).periodicBias")
            }
            let extrapolation = try Self.extrapolation(e, path)
            if (e["arc"]?.isNull ?? true) && !(e["arcTiming"]?.isNull ?? true) {
                throw TableSpecError(path: "\(path).arcTiming", message: "applies with arc only")
            }
            if let arc = e["arc"], !arc.isNull {
                let names = arc.string.map { [$0] } ?? arc.array?.compactMap(\.string)
                guard let names, !names.isEmpty, names.count == (arc.array?.count ?? 1) else {
                    throw TableSpecError(path: "\(path).arc", message: "expected a mode (above, below, linear) or an array of them")
                }
                let arcModes = try names.map { name throws(TableSpecError) -> ArcMode in
                    guard let mode = ArcMode(rawValue: name) else { throw TableSpecError(path: "\(path).arc", message: "\"\(excerpt(name))\" is not above, below or linear") }
                    return mode
                }
                guard dimension == 2, mode == .linear, extrapolation == nil, periodicBias == nil, t == nil, c == nil, b == nil else {
                    throw TableSpecError(path: "\(path).arc", message: "arcs join 2-D points; with arc give only values, keyTimes, arcTiming and the rows")
                }
                let timing = try e["arcTiming"].flatMap { value throws(TableSpecError) -> String? in
                    if value.isNull { return nil }
                    guard let text = value.string, ["paced", "angle"].contains(text) else { throw TableSpecError(path: "\(path).arcTiming", message: "must be paced or angle") }
                    return text
                }
                do {
                    let animation = try ArcAnimation(values: values.map { SIMD2($0[0], $0[1]) }, keyTimes: keyTimes, modes: arcModes, paced: timing != "angle")
                    return (KeyframeTables.table(animation, fractions: fractions), "\(values.count) points, arcs \(names.joined(separator: ","))")
                } catch {
                    throw TableSpecError(path: path, message: "\(error)")
                }
            }
            func make<V: AnimatableVector>(_ v: [V], _ columns: [String]) throws(TableSpecError) -> CSVTable {
                do {
                    let animation = try KeyframeAnimation(
                        values: v, keyTimes: keyTimes, calculationMode: mode, tensionValues: t, continuityValues: c, biasValues: b, periodicBias: periodicBias)
                    return KeyframeTables.table(animation, fractions: fractions, columns: columns, extrapolation: extrapolation)
                } catch {
                    throw TableSpecError(path: path, message: "\(error)")
                }
            }
            let table: CSVTable
            switch dimension {
            case 1: table = try make(values.map { $0[0] }, ["value"])
            case 2: table = try make(values.map { SIMD2($0[0], $0[1]) }, ["x", "y"])
            default: table = try make(values.map { SIMD3($0[0], $0[1], $0[2]) }, ["x", "y", "z"])
            }
            return (table, "\(values.count) values, mode \(mode.rawValue)")
        case "path":
            guard let data = e["path"]?.string else { throw TableSpecError(path: "\(path).path", message: "missing SVG path data") }
            var paced = false
            if let p = e["paced"] {
                guard case .bool(let b) = p else { throw TableSpecError(path: "\(path).paced", message: "expected true or false") }
                paced = b
            }
            do {
                let animation = try PathAnimation(path: Path(svgPathData: data), paced: paced)
                return (KeyframeTables.table(animation, fractions: try inputs(e, path)), "\(data); \(paced ? "paced" : "linear")")
            } catch let error as TableSpecError {
                throw error
            } catch {
                throw TableSpecError(path: "\(path).path", message: "\(error)")
            }
        case "timeline":
            guard let value = e["timeline"] else { throw TableSpecError(path: "\(path).timeline", message: "missing") }
            do {
                let spec = try TimelineSpec(value: value, path: "\(path).timeline")
                let table: CSVTable
                do { table = try spec.table(maximumRows: maximumRows) } catch {
                    throw TableSpecError(path: "\(path).timeline", message: error.description)
                }
                return (table, "timeline of \(spec.timeline.tracks.count) tracks, \(spec.fps) fps")
            } catch let error as TimelineError {
                if case .spec = error { throw TableSpecError(from: error) }
                throw TableSpecError(path: "\(path).timeline", message: error.description)
            } catch {
                throw TableSpecError(path: "\(path).timeline", message: "\(error)")
            }
        default:
            throw TableSpecError(path: "\(path).kind", message: "\"\(kind)\" is not one of timing, spring, decay, friction, gravity, fling, inertia, rubberBand, stagger, keyframes, path, timeline")
        }
    }

    /// `samples` evenly spaced inputs (default 101, at least 2), or the listed `inputs`.
    static func inputs(_ e: [String: JSONValue], _ path: String, maximumRows: Int) throws(TableSpecError) -> [Double] {
        if let list = e["inputs"] {
            guard e["samples"] == nil else { throw TableSpecError(path: "\(path).inputs", message: "give either samples or inputs, not both") }
            let values = try vector(list, "\(path).inputs")
            try rowLimit(Double(values.count), maximumRows, "\(path).inputs")
            return values
        }
        let samples = try number(e["samples"], "\(path).samples", default: 101)
        guard samples >= 2, samples <= Double(maximumRows), samples == samples.rounded() else {
            throw TableSpecError(path: "\(path).samples", message: "must be a whole number from 2 to \(maximumRows), got \(samples)")
        }
        return TimingCurveTables.evenInputs(Int(samples))
    }

    static func select(_ table: CSVTable, _ wanted: JSONValue, _ path: String) throws(TableSpecError) -> CSVTable {
        guard let names = wanted.array?.compactMap(\.string), names.count == wanted.array?.count, !names.isEmpty else {
            throw TableSpecError(path: path, message: "expected a non-empty array of column names")
        }
        var indices: [Int] = [], textIndices: [Int] = []
        for name in names {
            if let i = table.header.firstIndex(of: name) {
                guard textIndices.isEmpty else {
                    throw TableSpecError(path: path, message: "text columns (\(table.textHeader.joined(separator: ", "))) come after the numeric ones")
                }
                indices.append(i)
            } else if let i = table.textHeader.firstIndex(of: name) {
                textIndices.append(i)
            } else {
                throw TableSpecError(path: path, message: "no column \"\(excerpt(name))\"; this table has \((table.header + table.textHeader).joined(separator: ", "))")
            }
        }
        return CSVTable(
            header: indices.map { table.header[$0] },
            optionalRows: table.rows.enumerated().map { r, row in
                indices.map { table.missingCells.contains(CSVTable.Cell(row: r, column: $0)) ? nil : row[$0] }
            },
            textHeader: textIndices.map { table.textHeader[$0] },
            textRows: textIndices.isEmpty ? [] : table.textRows.map { row in textIndices.map { row[$0] } })
    }

    static func number(_ any: JSONValue?, _ path: String, default value: Double? = nil) throws(TableSpecError) -> Double {
        do { return try TimelineSpec.number(any, path, default: value) } catch { throw TableSpecError(from: error) }
    }

    static func vector(_ any: JSONValue, _ path: String) throws(TableSpecError) -> [Double] {
        do { return try TimelineSpec.vector(any, path) } catch { throw TableSpecError(from: error) }
    }

    /// The keyframes kind with mode bezier: a graph-editor curve of numbers (Keyframes'
    /// `BezierKeyframeCurve`); `inputs` are times in the keys' unit, `samples` spread over the
    /// keys' span.
    static func bezierTable(_ values: [[Double]], _ e: [String: JSONValue], _ path: String, maximumRows: Int) throws(TableSpecError) -> (CSVTable, String) {
        guard values.allSatisfy({ $0.count == 1 }) else { throw TableSpecError(path: "\(path).values", message: "mode bezier takes numbers") }
        if let key = ["tension", "continuity", "bias", "periodicBias", "arc", "arcTiming"].first(where: { e[$0].map { !$0.isNull } ?? false }) {
            throw TableSpecError(path: "\(path).\(key)", message: "does not apply to mode bezier")
        }
        /// A tangent list: an array of names and numbers, or one of them for every key.
        func tangents(_ key: String) throws(TableSpecError) -> [String]? {
            guard let value = e[key], !value.isNull else { return nil }
            let items = value.array ?? [value]
            return try items.enumerated().map { (i, item) throws(TableSpecError) -> String in
                if let text = item.string { return text }
                if case .number(let number) = item { return "\(number)" }
                throw TableSpecError(path: "\(path).\(key)[\(i)]", message: "expected auto, clampedAuto, linear, constant or a number")
            }
        }
        func weights(_ key: String) throws(TableSpecError) -> [Double]? {
            guard let value = e[key], !value.isNull else { return nil }
            if case .number(let number) = value { return [number] }
            return try optionalList(value, "\(path).\(key)")
        }
        let (before, after) = try Self.extrapolation(e, path) ?? (.constant, .constant)
        let curve: BezierKeyframeCurve
        do {
            curve = try KeyframeTables.bezierCurve(
                values: values.map { $0[0] }, keyTimes: try optionalList(e["keyTimes"], "\(path).keyTimes"),
                inTangents: try tangents("inTangents"), outTangents: try tangents("outTangents"),
                inWeights: try weights("inWeights"), outWeights: try weights("outWeights"))
        } catch let error as TableSpecError {
            throw error
        } catch {
            throw TableSpecError(path: path, message: "\(error)")
        }
        let times: [Double]
        if e["inputs"] != nil {
            times = try inputs(e, path, maximumRows: maximumRows)
        } else {
            times = KeyframeTables.evenTimes(try inputs(e, path, maximumRows: maximumRows).count, over: curve.timeRange)
        }
        let table = KeyframeTables.table(curve, times: times, extrapolation: (before, after), derivative: false)
        return (table, "\(values.count) keys, mode bezier")
    }

    /// The keyframes kind's `before` and `after` extrapolation modes (each constant when only
    /// the other is given), or nil when neither is.
    static func extrapolation(_ e: [String: JSONValue], _ path: String) throws(TableSpecError) -> (before: Extrapolation, after: Extrapolation)? {
        let modes = try ["before", "after"].map { key throws(TableSpecError) -> Extrapolation? in
            guard let value = e[key], !value.isNull else { return nil }
            guard let name = value.string else { throw TableSpecError(path: "\(path).\(key)", message: "expected a string") }
            guard let mode = Extrapolation(rawValue: name) else {
                throw TableSpecError(path: "\(path).\(key)", message: "\"\(excerpt(name))\" is not one of \(Extrapolation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        return modes.allSatisfy { $0 == nil } ? nil : (modes[0] ?? .constant, modes[1] ?? .constant)
    }

    static func optionalList(_ any: JSONValue?, _ path: String) throws(TableSpecError) -> [Double]? {
        guard let any, !any.isNull else { return nil }
        guard any.array != nil else { throw TableSpecError(path: path, message: "expected an array of numbers") }
        return try vector(any, path)
    }
}

extension TableSpecError {
    init(from error: TimelineError) {
        if case .spec(let path, let message) = error { self.init(path: path, message: message) } else { self.init(path: "", message: error.description) }
    }
}

extension TableSpec {
    /// A keyframes entry with "valueKind": angle (numbers; "angleUnit", "turn"), quaternion
    /// (arrays w, x, y, z), color (CSS text; "space", "hue", "gamut") or transform (CSS text;
    /// "matrix2D" residual or skew), with "timingFunction" (easing text, applied to the whole
    /// animation as Core Animation's `timingFunction`).
    static func valueKindTable(
        _ kindValue: JSONValue, _ list: [JSONValue], _ e: [String: JSONValue], _ path: String, fractions: [Double]
    ) throws(TableSpecError) -> (CSVTable, String) {
        guard let name = kindValue.string, let kind = ValueKind(rawValue: name), kind != .number else {
            throw TableSpecError(path: "\(path).valueKind", message: "must be one of \(ValueKind.allCases.filter { $0 != .number }.map(\.rawValue).joined(separator: ", "))")
        }
        var texts: [String] = []
        for (i, item) in list.enumerated() {
            if case .number(let number) = item {
                texts.append(number.description)
            } else if let text = item.string {
                texts.append(text)
            } else {
                texts.append(try vector(item, "\(path).values[\(i)]").map(\.description).joined(separator: ","))
            }
        }
        var options = ValueKindOptions()
        if let unit = e["angleUnit"]?.string {
            guard let value = AngleUnit(rawValue: unit) else { throw TableSpecError(path: "\(path).angleUnit", message: "must be degrees or radians") }
            options.angleUnit = value
        }
        if let turn = e["turn"]?.string {
            guard let value = AngleInterpolation(rawValue: turn) else {
                throw TableSpecError(path: "\(path).turn", message: "must be one of \(AngleInterpolation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.turn = value
        }
        if let name = e["space"]?.string {
            guard let value = ColorSpace(cssName: name) else {
                throw TableSpecError(path: "\(path).space", message: "must be one of \(ColorSpace.allCases.map(\.cssName).joined(separator: ", "))")
            }
            options.colorSpace = value
        }
        if let name = e["hue"]?.string {
            guard let value = AngleInterpolation(rawValue: name), value != .numeric else {
                throw TableSpecError(path: "\(path).hue", message: "must be one of shorter, longer, increasing, decreasing")
            }
            options.hue = value
        }
        if let name = e["gamut"]?.string {
            guard let value = GamutMapping(rawValue: name) else {
                throw TableSpecError(path: "\(path).gamut", message: "must be one of \(GamutMapping.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.gamut = value
        }
        if let name = e["matrix2D"], !name.isNull {
            guard let text = name.string, let value = Matrix2DModel(rawValue: text) else {
                throw TableSpecError(path: "\(path).matrix2D", message: "must be one of \(Matrix2DModel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.matrix2D = value
        }
        var timingFunction: (any TimingCurve)?
        if let value = e["timingFunction"], !value.isNull {
            guard let text = value.string else { throw TableSpecError(path: "\(path).timingFunction", message: "expected easing text") }
            do { timingFunction = try EasingText.curve(text) } catch {
                throw TableSpecError(path: "\(path).timingFunction", message: error.description)
            }
        }
        let modeName = e["mode"]?.string ?? "linear"
        guard let mode = CalculationMode(rawValue: modeName) else {
            throw TableSpecError(path: "\(path).mode", message: "\"\(modeName)\" is not one of \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let keyTimes = try optionalList(e["keyTimes"], "\(path).keyTimes")
        let (t, c, b) = (try optionalList(e["tension"], "\(path).tension"), try optionalList(e["continuity"], "\(path).continuity"), try optionalList(e["bias"], "\(path).bias"))
        do {
            let table = try ValueKindTables.table(
                kind: kind, values: texts, options: options, keyTimes: keyTimes, mode: mode, timingFunction: timingFunction,
                tension: t, continuity: c, bias: b, fractions: fractions)
            return (table, "\(texts.count) \(kind.rawValue) values, mode \(mode.rawValue)")
        } catch {
            throw TableSpecError(path: path, message: error.description)
        }
    }
}
