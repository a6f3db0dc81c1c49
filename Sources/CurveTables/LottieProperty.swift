// Lottie animated properties read from a Lottie JSON file and evaluated to the cubic-Bézier
// precision contract: each dimension's keyframes become a graph-editor curve (Keyframes'
// BezierKeyframeCurve) whose segments take the keyframe's o/i easing handles (the value moves by
// (e − s)·easing(x) between keyframes). A 2-D position whose keyframe has spatial tangents
// (to/ti) moves along that cubic instead, at the eased fraction of its arc length (Paths' certified one).

import Foundation
import Keyframes
import MotionMath
import Paths
import TimingCurves

/// Why a Lottie property could not be read: where in the file (a dotted path such as
/// `layers.0.ks.o.k.1.t`) and what is wrong.
public struct LottieError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? "lottie: \(message)" : "lottie, \(path): \(message)" }
}

/// One property of a Lottie animation (an opacity, a scale, a rotation, a position along a
/// curved path, …), static or keyframed, evaluated at any frame to the TimingCurves
/// precision contract (the certified solver), not to a player's sampled table.
///
/// Between keyframes k and k + 1 at frames t₀ < t₁, each dimension d moves from s[d] to the next
/// keyframe's s[d] (the older format's `e`, which must equal it) as s[d] + (e[d] − s[d])·B(x),
/// x = (t − t₀)/(t₁ − t₀), where B is the cubic-Bézier easing with the keyframe's handles `o`
/// (out: x1, y1) and `i` (in: x2, y2), per dimension when they are arrays (the first entry for
/// dimensions beyond them), as lottie-web plays them (rlottie takes the first entry for every
/// dimension); `h: 1` holds s until the next keyframe. A keyframe with spatial tangents `to` and
/// `ti` (not both zero) moves a 2-D value (or a 3-D one whose z and z tangents are 0) along the
/// cubic from s through s + to and e + ti to e, at the fraction B(x) of its arc length, B being
/// the first component's easing, clamped to the path's ends; the arc length is Paths' certified one,
/// not lottie-web's 150-point polyline. Before the first keyframe the first value
/// holds, after the last the last. Each easing is solved by the certified cubic-Bézier solver, so
/// values are exact to the TimingCurves contract, not to lottie-web's 11-sample table. A property
/// is keyframed when its `k` is an array of objects, static otherwise, whatever its `a` says (as
/// the players read it). Frames are the property's own: a layer's start time, stretch and time
/// remapping are not applied. Roving keyframes have no marker in the format: After Effects'
/// exporter (bodymovin) writes them at the times After Effects roved them to, read here as the
/// ordinary keys they are, as the players read them (inferred from the exporter's source, not
/// checked on an After Effects export).
public struct LottieProperty: Sendable {
    /// The property's dotted path in the file.
    public let path: String
    /// The number of components of the value.
    public let dimension: Int
    /// One curve per component (frames as time), or nil for a static value.
    let curves: [BezierKeyframeCurve]?
    /// The keyframes' frames, and for each segment that follows a curved motion path, that path
    /// walked at constant speed and its easing.
    let times: [Double]
    let spatial: [Int: (walk: PathAnimation, easing: CubicBezier, z: Double?)]
    /// The static value.
    let constant: [Double]

    /// The frames of the first and last keyframes (the static value's: 0…0).
    public var frameRange: ClosedRange<Double> { curves?.first?.timeRange ?? 0...0 }

    /// Reads the property at `path` (dotted keys and array indices, e.g. `layers.0.ks.o`) from
    /// the Lottie JSON `text`.
    /// - Throws: ``LottieError`` naming the place: text that is not JSON, a path that leads
    ///   nowhere or not to a property (an object with `k`), keyframes without increasing frames,
    ///   values of different lengths or more than 1024 components, easing handles whose x is
    ///   outside [0, 1], a value beyond ±1e150, spatial tangents (`to`/`ti` not zero) on a value
    ///   that is not 2-D (or 3-D in a plane of constant z), an `e` that differs from the next `s`,
    ///   more than 100,000 keyframes.
    public init(json text: String, path: String) throws(LottieError) {
        let root: JSONValue
        do { root = try JSONValue.parse(Data(text.utf8)) } catch { throw LottieError(path: "", message: "not JSON: \(error)") }
        var node = root
        var walked: [String] = []
        for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            walked.append(key)
            let here = walked.joined(separator: ".")
            if let object = node.object {
                guard let next = object[key] else { throw LottieError(path: here, message: "no such key") }
                node = next
            } else if let array = node.array {
                guard let index = Int(key), index >= 0, index < array.count else {
                    throw LottieError(path: here, message: "an index from 0 to \(array.count - 1) was expected")
                }
                node = array[index]
            } else {
                throw LottieError(path: here, message: "the path goes past a number or a string")
            }
        }
        guard let property = node.object, let k = property["k"] else {
            throw LottieError(path: path, message: "not a Lottie property (an object with \"k\")")
        }
        self.path = path
        // Keyframed or static by the shape of k, as the players decide (not by "a"): an array
        // whose first entry is an object is keyframes.
        let animated = k.array?.first?.object != nil
        if !animated {
            let value = try Self.numbers(k, "\(path).k")
            (dimension, curves, constant, times, spatial) = (value.count, nil, value, [], [:])
            return
        }
        guard let frames = k.array, !frames.isEmpty else { throw LottieError(path: "\(path).k", message: "an animated property needs a non-empty array of keyframes") }
        guard frames.count <= 100_000 else { throw LottieError(path: "\(path).k", message: "at most 100000 keyframes, got \(frames.count)") }
        var times: [Double] = [], starts: [[Double]] = []
        var ends: [[Double]?] = [], holds: [Bool] = [], easings: [[CubicBezier]?] = []
        var tangents: [Int: (out: [Double], into: [Double])] = [:]
        for (i, frame) in frames.enumerated() {
            let here = "\(path).k.\(i)"
            guard let keyframe = frame.object else { throw LottieError(path: here, message: "a keyframe must be an object") }
            guard case .number(let t)? = keyframe["t"], t.isFinite else { throw LottieError(path: "\(here).t", message: "a finite frame number was expected") }
            if let previous = times.last, !(t > previous) { throw LottieError(path: "\(here).t", message: "frame \(t) is not after the previous keyframe's \(previous)") }
            times.append(t)
            let isLast = i == frames.count - 1
            if let s = keyframe["s"] { starts.append(try Self.numbers(s, "\(here).s")) } else if isLast, let end = ends.last ?? nil {
                starts.append(end)  // the older format's closing keyframe, {"t": …} alone
            } else {
                throw LottieError(path: "\(here).s", message: "missing")
            }
            ends.append(try keyframe["e"].map { value throws(LottieError) in try Self.numbers(value, "\(here).e") })
            let out = try keyframe["to"].map { value throws(LottieError) in try Self.numbers(value, "\(here).to") }
            let into = try keyframe["ti"].map { value throws(LottieError) in try Self.numbers(value, "\(here).ti") }
            if (out ?? []).contains(where: { $0 != 0 }) || (into ?? []).contains(where: { $0 != 0 }) {
                tangents[i] = (out ?? [], into ?? [])
            }
            var hold = false
            if let h = keyframe["h"] {
                guard case .number(let value) = h else { throw LottieError(path: "\(here).h", message: "expected 0 or 1") }
                hold = value == 1
            }
            holds.append(hold)
            if hold || isLast {
                easings.append(nil)
            } else {
                easings.append(try Self.easings(keyframe, here, dimension: starts[i].count))
            }
        }
        let dimension = starts[0].count
        for (i, start) in starts.enumerated() where start.count != dimension {
            throw LottieError(path: "\(path).k.\(i).s", message: "\(start.count) components where the first keyframe has \(dimension)")
        }
        for (i, end) in ends.enumerated() where end != nil && end!.count != dimension {
            throw LottieError(path: "\(path).k.\(i).e", message: "\(end!.count) components where the first keyframe has \(dimension)")
        }
        // The older format's end values: a segment runs from s to e, which must be the next
        // keyframe's s (a jump there is a segment of zero length, which is not read).
        for i in ends.indices.dropLast() where ends[i] != nil && ends[i]! != starts[i + 1] {
            throw LottieError(path: "\(path).k.\(i).e", message: "an end value that differs from the next keyframe's start (a jump) is not read")
        }
        var curves: [BezierKeyframeCurve] = []
        for d in 0..<dimension {
            let segmentEasings = easings.dropLast().map { $0?[d] }
            do {
                curves.append(try BezierKeyframeCurve(times: times, values: starts.map { $0[d] }, easings: segmentEasings))
            } catch {
                throw LottieError(path: "\(path).k", message: "component \(d): \(error)")
            }
        }
        // Curved motion paths: a cubic in the plane for each segment with tangents.
        var spatial: [Int: (walk: PathAnimation, easing: CubicBezier, z: Double?)] = [:]
        for (i, tangent) in tangents where i + 1 < times.count && !holds[i] {
            let here = "\(path).k.\(i)"
            let (s, e) = (starts[i], ends[i] ?? starts[i + 1])
            guard tangent.out.count == dimension, tangent.into.count == dimension else {
                throw LottieError(path: "\(here).to", message: "spatial tangents need \(dimension) components, as the value")
            }
            guard dimension == 2 || (dimension == 3 && s[2] == e[2] && tangent.out[2] == 0 && tangent.into[2] == 0) else {
                throw LottieError(path: "\(here).to", message: "spatial tangents are read for 2-D values (and 3-D ones in a plane of constant z)")
            }
            let a = SIMD2(s[0], s[1]), b = SIMD2(e[0], e[1])
            var curve = Path()
            do {
                try curve.move(to: a)
                try curve.addCurve(to: b, control1: a + SIMD2(tangent.out[0], tangent.out[1]), control2: b + SIMD2(tangent.into[0], tangent.into[1]))
                spatial[i] = (try PathAnimation(path: curve, paced: true), easings[i]![0], dimension == 3 ? s[2] : nil)
            } catch {
                throw LottieError(path: here, message: "the motion path: \(error)")
            }
        }
        self.dimension = dimension
        self.curves = curves
        self.constant = starts[0]
        self.times = times
        self.spatial = spatial
    }

    /// The value at `frame`: each component's curve (the static value when not animated).
    /// NaN gives NaN components.
    /// - Complexity: O(dimension · log n) for n keyframes.
    public func value(atFrame frame: Double) -> [Double] {
        guard let curves else { return frame.isNaN ? constant.map { _ in .nan } : constant }
        if !spatial.isEmpty, frame >= times[0], frame < times[times.count - 1] {
            // The segment holding the frame: the last keyframe at or before it.
            var (low, high) = (0, times.count - 1)
            while high - low > 1 {
                let mid = (low + high) / 2
                if times[mid] <= frame { low = mid } else { high = mid }
            }
            if let (walk, easing, z) = spatial[low] {
                let x = (frame - times[low]) / (times[low + 1] - times[low])
                let point = walk.value(at: Swift.min(1, Swift.max(0, easing.value(at: x))))
                return z.map { [point.x, point.y, $0] } ?? [point.x, point.y]
            }
        }
        return curves.map { $0.value(at: frame) }
    }

    /// A number or an array of numbers, each finite and within ±1e150.
    static func numbers(_ value: JSONValue, _ path: String) throws(LottieError) -> [Double] {
        let items: [JSONValue] = value.array ?? [value]
        guard !items.isEmpty, items.count <= 1024 else { throw LottieError(path: path, message: "1 to 1024 numbers were expected") }
        return try items.map { item throws(LottieError) -> Double in
            guard case .number(let number) = item, abs(number) <= 1e150 else {
                throw LottieError(path: path, message: "numbers within ±1e150 were expected")
            }
            return number
        }
    }

    /// The keyframe's easing per dimension from its `o` and `i` handles.
    static func easings(_ keyframe: [String: JSONValue], _ path: String, dimension: Int) throws(LottieError) -> [CubicBezier] {
        guard let out = keyframe["o"]?.object, let into = keyframe["i"]?.object else {
            throw LottieError(path: path, message: "a keyframe that is not the last and not a hold needs \"o\" and \"i\" easing handles")
        }
        var handles: [[Double]] = []
        for (name, object) in [("o", out), ("i", into)] {
            for axis in ["x", "y"] {
                guard let value = object[axis] else { throw LottieError(path: "\(path).\(name).\(axis)", message: "missing") }
                handles.append(try numbers(value, "\(path).\(name).\(axis)"))
            }
        }
        return try (0..<dimension).map { d throws(LottieError) -> CubicBezier in
            let c = handles.map { $0.count > d ? $0[d] : $0[0] }
            do { return try CubicBezier(c[0], c[1], c[2], c[3]) } catch {
                throw LottieError(path: path, message: "easing of component \(d): \(error)")
            }
        }
    }
}
