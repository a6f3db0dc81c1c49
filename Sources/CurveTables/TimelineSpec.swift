// The JSON form of a keyframe timeline, for the CLI and tables.
//
// {
//   "fps": 60,                                   optional, default 60
//   "tracks": [                                  one or more
//     { "name": "scale",                         unique column name
//       "initial": 1,                            a number, or [x, y], [x, y, z], [x, y, z, w]
//       "keyframes": [                           one or more, in order
//         { "type": "linear", "to": 1.2, "duration": 0.3, "curve": "ease-in" },   curve optional (any easing text)
//         { "type": "cubic", "to": 0.9, "duration": 0.4, "startVelocity": 0, "endVelocity": 0 },   velocities optional
//         { "type": "spring", "to": 1, "duration": null, "spring": "bouncy", "startVelocity": 0 },
//         { "type": "move", "to": 0 } ] },
//     { "name": "heading", "kind": "angle", "turn": "shorter", "initial": 350,       value kinds: angle (degrees;
//       "keyframes": [ { "type": "linear", "to": 10, "duration": 1 } ] },          "angleUnit": "radians"),
//     { "name": "attitude", "kind": "quaternion", "initial": [1, 0, 0, 0],        quaternion [w, x, y, z]
//       "keyframes": [ { "type": "spring", "to": [0, 0, 0, 1], "startVelocity": [0, 0, 1] } ] },  (velocity: rad/s vector)
//     { "name": "tint", "kind": "color", "space": "oklch", "hue": "shorter", "initial": "red",  CSS colour text
//       "keyframes": [ { "type": "linear", "to": "rgb(0 0 255 / 0.5)", "duration": 1 } ] },
//     { "name": "box", "kind": "transform", "initial": "none",                    CSS transform text, through
//       "keyframes": [ { "type": "cubic", "to": "rotate(90deg) scale(2)", "duration": 1 } ] } ] }   the decomposed matrix
// A spring is a preset name ("smooth", "snappy", "bouncy", "coreAnimationDefault", or a Material 3
// token "material-standard-fast-spatial" …) or an object
// {"mass", "stiffness", "damping", "allowsOverdamping"} | {"duration", "bounce"} |
// {"response", "dampingRatio"} | {"stiffness", "dampingRatio", "mass"} |
// {"origamiTension", "origamiFriction"} | {"bounciness", "speed"} |
// {"visualDuration", "bounce"} | {"motionDuration", "bounce"} (Motion's; bounce 0.3 by default);
// a null or absent spring duration means its settling time.
// Every error names the JSON path (tracks[1].keyframes[2].duration) and writes nothing.

import Foundation
import Springs
import Timelines
import TimingCurves
import ValueSpaces
import MotionMath

/// A timeline read from its JSON form (schema above).
package struct TimelineSpec: Sendable {
    /// The dynamic value a spec animates: one slot per track, by dimension.
    package struct Record: Sendable, Equatable {
        package var scalars: [Double] = []
        package var pairs: [SIMD2<Double>] = []
        package var triples: [SIMD3<Double>] = []
        package var quads: [SIMD4<Double>] = []
        /// Tracks of the value kinds ("kind": "angle", "quaternion").
        package var angles: [Double] = []
        package var rotations: [Quaternion] = []
        /// Tracks of "kind": "color" and "transform" (decomposed matrices).
        package var colors: [Color] = []
        package var transforms: [DecomposedTransform] = []
    }

    /// Frames per second for tables.
    package let fps: Double
    /// The timeline.
    package let timeline: KeyframeTimeline<Record>

    /// Reads a spec.
    /// - Throws: `TimelineError.spec(path:message:)` naming the field; the timeline's own errors
    ///   (named by track) for invalid keyframes.
    package init(json data: Data) throws(TimelineError) {
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch {
            throw .spec(path: "", message: "not valid JSON: \(error)")
        }
        try self.init(value: root, path: "")
    }

    /// A spec from an already parsed value; `path` prefixes error locations (e.g. `tables[2].timeline`).
    init(value root: JSONValue, path prefix: String) throws(TimelineError) {
        do {
            try self.init(value: root)
        } catch {
            if case .spec(let path, let message) = error, !prefix.isEmpty {
                throw .spec(path: path.isEmpty ? prefix : "\(prefix).\(path)", message: message)
            }
            throw error
        }
    }

    init(value root: JSONValue) throws(TimelineError) {
        guard let object = root.object else { throw .spec(path: "", message: "expected an object with \"tracks\"") }
        fps = try Self.number(object["fps"], "fps", default: 60)
        guard fps > 0 else { throw .spec(path: "fps", message: "must be greater than 0, got \(fps)") }
        guard let tracks = object["tracks"]?.array else { throw .spec(path: "tracks", message: "missing, or not an array") }
        guard !tracks.isEmpty else { throw .spec(path: "tracks", message: "needs at least one track") }
        var record = Record()
        var built: [AnyKeyframeTrack<Record>] = []
        var names = Set<String>()
        for (index, entry) in tracks.enumerated() {
            let path = "tracks[\(index)]"
            guard let track = entry.object else { throw .spec(path: path, message: "expected an object") }
            guard let name = track["name"]?.string, !name.isEmpty else { throw .spec(path: "\(path).name", message: "missing, or not a non-empty string") }
            guard names.insert(name).inserted else { throw .spec(path: "\(path).name", message: "\"\(excerpt(name))\" is used by another track") }
            guard let initial = track["initial"] else { throw .spec(path: "\(path).initial", message: "missing") }
            guard let keyframes = track["keyframes"]?.array else { throw .spec(path: "\(path).keyframes", message: "missing, or not an array") }
            guard keyframes.count <= TableSpec.maximumKeyframes else {
                throw .spec(path: "\(path).keyframes", message: "at most \(TableSpec.maximumKeyframes) keyframes per track, got \(keyframes.count)")
            }
            if let kind = track["kind"], !kind.isNull, kind.string != "number" {
                built.append(try Self.spaceTrack(kind, track, initial, keyframes, name: name, path: path, record: &record))
                continue
            }
            let vector = try Self.vector(initial, "\(path).initial")
            switch vector.count {
            case 1:
                record.scalars.append(vector[0])
                let list: [TimelineKeyframe<VectorSpace<Double>>] = try Self.keyframes(keyframes, path, dimension: vector.count) { $0[0] }
                built.append(AnyKeyframeTrack(KeyframeTrack(\Record.scalars[record.scalars.count - 1], name: name, keyframes: list)))
            case 2:
                record.pairs.append(SIMD2(vector[0], vector[1]))
                let list: [TimelineKeyframe<VectorSpace<SIMD2<Double>>>] = try Self.keyframes(keyframes, path, dimension: vector.count) { SIMD2($0[0], $0[1]) }
                built.append(AnyKeyframeTrack(KeyframeTrack(\Record.pairs[record.pairs.count - 1], name: name, keyframes: list)))
            case 3:
                record.triples.append(SIMD3(vector[0], vector[1], vector[2]))
                let list: [TimelineKeyframe<VectorSpace<SIMD3<Double>>>] = try Self.keyframes(keyframes, path, dimension: vector.count) { SIMD3($0[0], $0[1], $0[2]) }
                built.append(AnyKeyframeTrack(KeyframeTrack(\Record.triples[record.triples.count - 1], name: name, keyframes: list)))
            case 4:
                record.quads.append(SIMD4(vector[0], vector[1], vector[2], vector[3]))
                let list: [TimelineKeyframe<VectorSpace<SIMD4<Double>>>] = try Self.keyframes(keyframes, path, dimension: vector.count) { SIMD4($0[0], $0[1], $0[2], $0[3]) }
                built.append(AnyKeyframeTrack(KeyframeTrack(\Record.quads[record.quads.count - 1], name: name, keyframes: list)))
            default:
                throw .spec(path: "\(path).initial", message: "a value has 1 to 4 numbers, got \(vector.count)")
            }
        }
        timeline = try KeyframeTimeline(initialValue: record, tracks: built)
    }

    /// A track of a value kind: "angle" (numbers; "angleUnit", "turn"; velocities numbers) or
    /// "quaternion" ([w, x, y, z]; velocities [x, y, z] angular velocity vectors).
    static func spaceTrack(
        _ kind: JSONValue, _ track: [String: JSONValue], _ initial: JSONValue, _ keyframes: [JSONValue],
        name: String, path: String, record: inout Record
    ) throws(TimelineError) -> AnyKeyframeTrack<Record> {
        switch kind.string {
        case "angle":
            var unit = AngleUnit.degrees, turn = AngleInterpolation.shorter
            if let text = track["angleUnit"]?.string {
                guard let value = AngleUnit(rawValue: text) else { throw .spec(path: "\(path).angleUnit", message: "must be degrees or radians") }
                unit = value
            }
            if let text = track["turn"]?.string {
                guard let value = AngleInterpolation(rawValue: text) else {
                    throw .spec(path: "\(path).turn", message: "must be one of \(AngleInterpolation.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                turn = value
            }
            let space = AngleSpace<Double>(unit: unit, interpolation: turn)
            record.angles.append(try exactly(1, initial, "\(path).initial")[0])
            let read = { (any: JSONValue, path: String) throws(TimelineError) -> Double in try exactly(1, any, path)[0] }
            let list = try spaceKeyframes(keyframes, path, space: space, value: read, velocity: read)
            return AnyKeyframeTrack(KeyframeTrack(
                \Record.angles[record.angles.count - 1], space: space, name: name, keyframes: list, columnNames: ["angle"], columns: { [$0] }))
        case "quaternion":
            let read = { (any: JSONValue, path: String) throws(TimelineError) -> Quaternion in
                let q = try exactly(4, any, path)
                do { return try Quaternion(w: q[0], x: q[1], y: q[2], z: q[3]) } catch { throw .spec(path: path, message: "\(error)") }
            }
            record.rotations.append(try read(initial, "\(path).initial"))
            let list = try spaceKeyframes(keyframes, path, space: RotationSpace(), value: read) { (any, path) throws(TimelineError) in
                let v = try exactly(3, any, path)
                return SIMD3(v[0], v[1], v[2])
            }
            return AnyKeyframeTrack(KeyframeTrack(
                \Record.rotations[record.rotations.count - 1], space: RotationSpace(), name: name, keyframes: list,
                columnNames: ["w", "x", "y", "z"], columns: { [$0.w, $0.x, $0.y, $0.z] }))
        case "color":
            var space = ColorInterpolationSpace()
            if let name = track["space"]?.string {
                guard let value = ColorSpace(cssName: name) else {
                    throw .spec(path: "\(path).space", message: "must be one of \(ColorSpace.allCases.map(\.cssName).joined(separator: ", "))")
                }
                space = ColorInterpolationSpace(space: value, hue: space.hue)
            }
            if let name = track["hue"]?.string {
                guard let value = AngleInterpolation(rawValue: name), value != .numeric else {
                    throw .spec(path: "\(path).hue", message: "must be one of shorter, longer, increasing, decreasing")
                }
                space = ColorInterpolationSpace(space: space.space, hue: value)
            }
            let read = { (any: JSONValue, path: String) throws(TimelineError) -> Color in
                guard let text = any.string else { throw .spec(path: path, message: "expected CSS colour text, e.g. \"red\"") }
                do { return try Color(css: text) } catch { throw .spec(path: path, message: "\(error)") }
            }
            record.colors.append(try read(initial, "\(path).initial"))
            let list = try spaceKeyframes(keyframes, path, space: space, value: read) { (any, path) throws(TimelineError) in
                let v = try exactly(4, any, path)
                return SIMD4(v[0], v[1], v[2], v[3])
            }
            let output = space.space
            return AnyKeyframeTrack(KeyframeTrack(
                \Record.colors[record.colors.count - 1], space: space, name: name, keyframes: list,
                columnNames: ValueKindTables.componentNames(output) + ["alpha"],
                columns: { let c = $0.converted(to: output); return [c.components.x, c.components.y, c.components.z, c.alpha] }))
        case "transform":
            let read = { (any: JSONValue, path: String) throws(TimelineError) -> DecomposedTransform in
                guard let text = any.string else { throw .spec(path: path, message: "expected CSS transform text, e.g. \"rotate(45deg)\"") }
                let list: TransformList
                do { list = try TransformList(css: text) } catch { throw .spec(path: path, message: "\(error)") }
                guard let parts = list.matrix.decomposed() else { throw .spec(path: path, message: "the matrix of \"\(excerpt(text))\" is singular and cannot be decomposed") }
                return parts
            }
            record.transforms.append(try read(initial, "\(path).initial"))
            let list = try spaceKeyframes(keyframes, path, space: DecomposedTransformSpace(), value: read) { (any, path) throws(TimelineError) in
                SIMD16(try exactly(16, any, path))
            }
            return AnyKeyframeTrack(KeyframeTrack(
                \Record.transforms[record.transforms.count - 1], space: DecomposedTransformSpace(), name: name, keyframes: list,
                columnNames: ValueKindTables.matrixColumns, columns: { m in (0..<16).map { m.recomposed.storage[$0] } }))
        default:
            throw .spec(path: "\(path).kind", message: "must be one of number, angle, quaternion, color, transform")
        }
    }

    /// A value of exactly `count` numbers.
    static func exactly(_ count: Int, _ any: JSONValue, _ path: String) throws(TimelineError) -> [Double] {
        let v = try vector(any, path)
        guard v.count == count else { throw .spec(path: path, message: "needs \(count) number\(count == 1 ? "" : "s"), got \(v.count)") }
        return v
    }

    /// The CSV table at the spec's fps (or `fps`): `time` then each track's columns.
    /// - Parameters:
    ///   - fps: frames per second; the spec's own when nil.
    ///   - maximumRows: the most rows the table may have (checked before sampling).
    /// - Throws: `TimelineError.invalidSampling(_:)`; `TimelineError.spec(path:message:)` for
    ///   more than `maximumRows` rows, or naming the column and time of a value that is not finite
    ///   (a track whose motion overflows).
    package func table(fps: Double? = nil, maximumRows: Int = TableSpec.maximumRows) throws(TimelineError) -> CSVTable {
        let rate = fps ?? self.fps
        if rate > 0, rate.isFinite, FrameCount.lastIndex(duration: timeline.duration, fps: rate, limit: maximumRows) == nil {
            throw .spec(path: "fps", message: "\(CSVTable.format(timeline.duration)) s at \(CSVTable.format(rate)) fps is more than \(maximumRows) rows")
        }
        let (header, rows) = try timeline.table(fps: rate)
        let table = CSVTable(header: header, rows: rows)
        if let (column, _, row) = table.firstNonFinite() {
            throw .spec(path: "tracks", message: "\(column) at time \(row[0]) is not finite (the motion overflows)")
        }
        return table
    }

    // MARK: Reading

    static func number(_ any: JSONValue?, _ path: String, default value: Double? = nil) throws(TimelineError) -> Double {
        guard let any, !any.isNull else {
            if let value { return value }
            throw .spec(path: path, message: "missing")
        }
        guard case .number(let double) = any else { throw .spec(path: path, message: "expected a number") }
        guard double.isFinite else { throw .spec(path: path, message: "must be finite") }
        return double
    }

    static func vector(_ any: JSONValue, _ path: String) throws(TimelineError) -> [Double] {
        if let list = any.array {
            guard !list.isEmpty else { throw .spec(path: path, message: "an empty array is not a value") }
            var values: [Double] = []
            for (i, item) in list.enumerated() { values.append(try number(item, "\(path)[\(i)]")) }
            return values
        }
        return [try number(any, path)]
    }

    /// One keyframe as read, before it is given its value type's keyframe enum.
    enum Parsed<V, T> {
        case linear(V, Double, any TimingCurve)
        case cubic(V, Double, T?, T?)
        case spring(V, Double?, Spring, T?)
        case move(V)
    }

    /// The keyframes of a track whose values have `dimension` numbers (the track's initial value's:
    /// every `to` and velocity must match it, or `make` would index past the end).
    static func keyframes<V>(_ list: [JSONValue], _ trackPath: String, dimension: Int, _ make: ([Double]) -> V) throws(TimelineError) -> [TimelineKeyframe<VectorSpace<V>>] {
        func read(_ any: JSONValue, _ path: String) throws(TimelineError) -> V {
            let v = try vector(any, path)
            guard v.count == dimension else { throw .spec(path: path, message: "has \(v.count) numbers; this track's values have \(dimension)") }
            return make(v)
        }
        return try parsedKeyframes(list, trackPath, value: read, velocity: read).map { parsed in
            switch parsed {
            case .linear(let v, let d, let curve): .linear(target: v, duration: d, curve: curve)
            case .cubic(let v, let d, let v0, let v1): .cubic(target: v, duration: d, startVelocity: v0, endVelocity: v1)
            case .spring(let v, let d, let spring, let v0): .spring(target: v, duration: d, spring: spring, startVelocity: v0)
            case .move(let v): .move(target: v)
            }
        }
    }

    /// The keyframes of a track: `value` reads a target, `velocity` a velocity (each given its JSON path).
    static func parsedKeyframes<V, T>(
        _ list: [JSONValue], _ trackPath: String,
        value read: (JSONValue, String) throws(TimelineError) -> V, velocity readVelocity: (JSONValue, String) throws(TimelineError) -> T
    ) throws(TimelineError) -> [Parsed<V, T>] {
        guard !list.isEmpty else { throw .spec(path: "\(trackPath).keyframes", message: "needs at least one keyframe") }
        var result: [Parsed<V, T>] = []
        for (index, entry) in list.enumerated() {
            let path = "\(trackPath).keyframes[\(index)]"
            guard let keyframe = entry.object else { throw .spec(path: path, message: "expected an object") }
            guard let type = keyframe["type"]?.string else { throw .spec(path: "\(path).type", message: "missing; one of linear, cubic, spring, move") }
            func velocity(_ key: String) throws(TimelineError) -> T? {
                guard let any = keyframe[key], !any.isNull else { return nil }
                return try readVelocity(any, "\(path).\(key)")
            }
            guard let to = keyframe["to"], !to.isNull else { throw .spec(path: "\(path).to", message: "missing") }
            let target = try read(to, "\(path).to")
            switch type {
            case "linear":
                let duration = try number(keyframe["duration"], "\(path).duration")
                var curve: any TimingCurve = CubicBezier.linear
                if let text = keyframe["curve"]?.string {
                    do { curve = try EasingText.curve(text) } catch {
                        throw .spec(path: "\(path).curve", message: error.description)
                    }
                } else if keyframe["curve"] != nil {
                    throw .spec(path: "\(path).curve", message: "expected easing text, e.g. \"ease-in\"")
                }
                result.append(.linear(target, duration, curve))
            case "cubic":
                result.append(.cubic(target, try number(keyframe["duration"], "\(path).duration"), try velocity("startVelocity"), try velocity("endVelocity")))
            case "spring":
                let duration: Double? = keyframe["duration"] == nil || keyframe["duration"]!.isNull
                    ? nil : try number(keyframe["duration"], "\(path).duration")
                result.append(.spring(target, duration, try spring(keyframe["spring"], "\(path).spring"), try velocity("startVelocity")))
            case "move":
                result.append(.move(target))
            default:
                throw .spec(path: "\(path).type", message: "\"\(type)\" is not one of linear, cubic, spring, move")
            }
        }
        return result
    }

    /// The keyframes of a value-space track.
    static func spaceKeyframes<Space: DifferentiableInterpolationSpace>(
        _ list: [JSONValue], _ trackPath: String, space: Space,
        value: (JSONValue, String) throws(TimelineError) -> Space.Value, velocity: (JSONValue, String) throws(TimelineError) -> Space.Tangent
    ) throws(TimelineError) -> [TimelineKeyframe<Space>] {
        try parsedKeyframes(list, trackPath, value: value, velocity: velocity).map { parsed in
            switch parsed {
            case .linear(let v, let d, let curve): .linear(target: v, duration: d, curve: curve)
            case .cubic(let v, let d, let v0, let v1): .cubic(target: v, duration: d, startVelocity: v0, endVelocity: v1)
            case .spring(let v, let d, let spring, let v0): .spring(target: v, duration: d, spring: spring, startVelocity: v0)
            case .move(let v): .move(target: v)
            }
        }
    }

    static func spring(_ any: JSONValue?, _ path: String) throws(TimelineError) -> Spring {
        guard let any, !any.isNull else { return .smooth }
        if let name = any.string {
            switch name {
            case "smooth": return .smooth
            case "snappy": return .snappy
            case "bouncy": return .bouncy
            case "coreAnimationDefault": return .coreAnimationDefault
            default:
                if let token = Spring.MaterialToken(rawValue: name) { return Spring(material: token) }
                throw .spec(path: path, message: "\"\(excerpt(name))\" is not a preset (smooth, snappy, bouncy, coreAnimationDefault, material-{standard,expressive}-{fast,default,slow}-{spatial,effects})")
            }
        }
        guard let object = any.object else { throw .spec(path: path, message: "expected a preset name or an object") }
        do {
            if object["origamiTension"] != nil || object["origamiFriction"] != nil {
                return try Spring(origamiTension: try number(object["origamiTension"], "\(path).origamiTension"), origamiFriction: try number(object["origamiFriction"], "\(path).origamiFriction"))
            }
            if object["bounciness"] != nil || object["speed"] != nil {
                return try Spring(bounciness: try number(object["bounciness"], "\(path).bounciness"), speed: try number(object["speed"], "\(path).speed"))
            }
            if object["visualDuration"] != nil {
                return try Spring(visualDuration: try number(object["visualDuration"], "\(path).visualDuration"), bounce: try number(object["bounce"], "\(path).bounce", default: 0.3))
            }
            if object["motionDuration"] != nil {
                return try Spring(motionDuration: try number(object["motionDuration"], "\(path).motionDuration"), bounce: try number(object["bounce"], "\(path).bounce", default: 0.3))
            }
            if object["stiffness"] != nil && object["dampingRatio"] != nil && object["damping"] == nil && object["response"] == nil {
                return try Spring(stiffness: try number(object["stiffness"], "\(path).stiffness"), dampingRatio: try number(object["dampingRatio"], "\(path).dampingRatio"), mass: try number(object["mass"], "\(path).mass", default: 1))
            }
            if object["bounce"] != nil || object["duration"] != nil {
                return try Spring(duration: try number(object["duration"], "\(path).duration", default: 0.5), bounce: try number(object["bounce"], "\(path).bounce", default: 0))
            }
            if object["response"] != nil || object["dampingRatio"] != nil {
                return try Spring(response: try number(object["response"], "\(path).response"), dampingRatio: try number(object["dampingRatio"], "\(path).dampingRatio"))
            }
            return try Spring(
                mass: try number(object["mass"], "\(path).mass", default: 1), stiffness: try number(object["stiffness"], "\(path).stiffness", default: 100),
                damping: try number(object["damping"], "\(path).damping", default: 10), allowsOverdamping: { if case .bool(let b)? = object["allowsOverdamping"] { return b } else { return true } }())
        } catch let error as TimelineError {
            throw error
        } catch let error as SpringError {
            throw .spec(path: path, message: error.description)
        } catch {
            throw .spec(path: path, message: "\(error)")
        }
    }
}

extension TimelineSpec {
    /// The column names of the spec's tables after `time` (a track's name, or name.x, name.y, …).
    package var columnNames: [String] { timeline.tracks.flatMap(\.columnNames) }

    /// One column of the timeline as a function of time in seconds (any time, not only frames:
    /// the same track evaluation as ``table(fps:maximumRows:)``), or nil when no track has that column.
    /// - Complexity: O(log keyframes) per evaluation.
    package func column(_ name: String) -> ((Double) -> Double)? {
        for track in timeline.tracks {
            guard let index = track.columnNames.firstIndex(of: name) else { continue }
            return { t in
                var hint = 0
                return track.components(at: t, hint: &hint)[index]
            }
        }
        return nil
    }
}
