// Keyframe tables of values that are not plain vectors — angles, rotations, colours, transforms —
// one code path for `motioncurves keyframes --kind …` and the table specs' "valueKind".

import Foundation
import Keyframes
import MotionMath
import TimingCurves
import ValueSpaces

/// The kinds of keyframe value the CLI and table specs accept.
public enum ValueKind: String, Sendable, CaseIterable {
    /// Numbers or points (the plain-vector keyframes).
    case number
    /// Angles on the circle (``AngleSpace``), in degrees unless told otherwise.
    case angle
    /// Rotations as unit quaternions `w,x,y,z` (``RotationSpace``).
    case quaternion
    /// CSS transform lists (``TransformListSpace``; cubic: ``DecomposedTransformSpace``).
    case transform
    /// CSS colours (``ColorInterpolationSpace``), premultiplied, in an interpolation space.
    case color
}

/// How a value kind interpolates (the options that apply to it; the others are ignored).
public struct ValueKindOptions: Sendable {
    /// Angles: degrees (default) or radians.
    public var angleUnit: AngleUnit = .degrees
    /// Angles: the way round (default the shorter arc).
    public var turn: AngleInterpolation = .shorter
    /// Colours: the interpolation space (default OKLab, CSS's default).
    public var colorSpace: ColorSpace = .oklab
    /// Colours: the hue interpolation method in polar spaces (default shorter).
    public var hue: AngleInterpolation = .shorter
    /// Colours: none (the results in the interpolation space) or a mapping into sRGB (clip, or
    /// CSS Color 4's OKLCh chroma reduction), whose results are sRGB colours.
    public var gamut: GamutMapping = .none

    public init(angleUnit: AngleUnit = .degrees, turn: AngleInterpolation = .shorter, colorSpace: ColorSpace = .oklab,
                hue: AngleInterpolation = .shorter, gamut: GamutMapping = .none) {
        self.angleUnit = angleUnit
        self.turn = turn
        self.colorSpace = colorSpace
        self.hue = hue
        self.gamut = gamut
    }
}

/// A keyframe request the value kinds reject, as one sentence.
public struct ValueTableError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Keyframe tables of the value kinds.
public enum ValueKindTables {
    /// The keyframe values of a kind, parsed from one text per keyframe: a number for angles,
    /// `w,x,y,z` for quaternions.
    /// - Throws: ``ValueTableError`` naming the keyframe and what is wrong.
    public static func table(
        kind: ValueKind, values texts: [String], options: ValueKindOptions = ValueKindOptions(),
        keyTimes: [Double]?, mode: CalculationMode, timingFunction: (any TimingCurve)?,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?, endTangentRule: EndTangentRule = .parabolic,
        fractions: [Double]
    ) throws(ValueTableError) -> CSVTable {
        func build<Space: DifferentiableInterpolationSpace>(
            _ space: Space, _ values: [Space.Value], columns: [String], numbers: (Space.Value) -> [Double],
            text: ((Space.Value) -> String)? = nil
        ) throws(ValueTableError) -> CSVTable {
            let animation: SpaceKeyframeAnimation<Space>
            do {
                animation = try SpaceKeyframeAnimation(
                    space: space, values: values, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
                    tensionValues: tension, continuityValues: continuity, biasValues: bias, endTangentRule: endTangentRule)
            } catch { throw ValueTableError(error.description) }
            return rows(animation.values(at: fractions), columns: columns, numbers: numbers, text: text)
        }
        func rows<Value>(_ values: [Value], columns: [String], numbers: (Value) -> [Double], text: ((Value) -> String)?) -> CSVTable {
            CSVTable(
                header: ["t"] + columns, rows: zip(fractions, values).map { [$0] + numbers($1) },
                textHeader: text == nil ? [] : ["css"], textRows: text.map { values.map($0).map { [$0] } } ?? [])
        }
        switch kind {
        case .number:
            throw ValueTableError("numbers and points are plain keyframes (KeyframeTables)")
        case .angle:
            let angles = try texts.enumerated().map { (i, text) throws(ValueTableError) in try numbers(text, count: 1, "keyframe \(i + 1)")[0] }
            return try build(AngleSpace<Double>(unit: options.angleUnit, interpolation: options.turn), angles, columns: ["angle"]) { [$0] }
        case .quaternion:
            let rotations = try texts.enumerated().map { (i, text) throws(ValueTableError) -> Quaternion in
                let q = try numbers(text, count: 4, "keyframe \(i + 1) (w,x,y,z)")
                do { return try Quaternion(w: q[0], x: q[1], y: q[2], z: q[3]) } catch { throw ValueTableError("keyframe \(i + 1): \(error)") }
            }
            return try build(RotationSpace(), rotations, columns: ["w", "x", "y", "z"]) { [$0.w, $0.x, $0.y, $0.z] }
        case .color:
            let colors = try texts.enumerated().map { (i, text) throws(ValueTableError) -> Color in
                do { return try Color(css: text.trimmingCharacters(in: .whitespaces)) } catch { throw ValueTableError("keyframe \(i + 1): \(error)") }
            }
            let gamut = options.gamut
            let output = gamut == .none ? options.colorSpace : .srgb
            func shown(_ c: Color) -> Color { gamut == .none ? c : c.mapped(to: .srgb, gamut: gamut) }
            return try build(
                ColorInterpolationSpace(space: options.colorSpace, hue: options.hue), colors,
                columns: componentNames(output) + ["alpha"], numbers: { let c = shown($0); return [c.components.x, c.components.y, c.components.z, c.alpha] },
                text: { shown($0).cssText })
        case .transform:
            let lists = try texts.enumerated().map { (i, text) throws(ValueTableError) -> TransformList in
                do { return try TransformList(css: text) } catch { throw ValueTableError("keyframe \(i + 1): \(error)") }
            }
            // The 16 entries of the matrix in CSS matrix3d() order (column-major).
            let columns = (1...4).flatMap { c in (1...4).map { r in "m\(r)\(c)" } }
            func entries(_ m: TransformMatrix) -> [Double] { (0..<16).map { m.storage[$0] } }
            if mode == .cubic {
                // Cubic: through the decomposed matrices (translation, scale, skew, perspective, rotation).
                let decomposed = try lists.enumerated().map { (i, list) throws(ValueTableError) -> DecomposedTransform in
                    guard let parts = list.matrix.decomposed() else {
                        throw ValueTableError("keyframe \(i + 1): the matrix of \"\(list.cssText)\" cannot be decomposed (singular), so it has no cubic interpolation")
                    }
                    return parts
                }
                return try build(DecomposedTransformSpace(), decomposed, columns: columns, numbers: { entries($0.recomposed) }, text: { $0.recomposed.cssText })
            }
            let animation: SpaceKeyframeAnimation<TransformListSpace>
            do {
                animation = try SpaceKeyframeAnimation(
                    space: TransformListSpace(), values: lists, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction)
            } catch { throw ValueTableError(error.description) }
            if tension != nil || continuity != nil || bias != nil { throw ValueTableError("tension, continuity and bias apply to --mode cubic") }
            return rows(animation.values(at: fractions), columns: columns, numbers: { entries($0.matrix) }, text: { $0.cssText })
        }
    }

    /// Column names of a colour space's three components.
    public static func componentNames(_ space: ColorSpace) -> [String] {
        switch space {
        case .srgb, .srgbLinear, .displayP3: ["r", "g", "b"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        }
    }

    /// Finite numbers separated by commas, exactly `count` of them.
    static func numbers(_ text: String, count: Int, _ what: String) throws(ValueTableError) -> [Double] {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == count else { throw ValueTableError("\(what): needs \(count) number\(count == 1 ? "" : "s"), got \(fields.count) in \"\(text)\"") }
        var result: [Double] = []
        for field in fields {
            guard let value = Double(field), value.isFinite else { throw ValueTableError("\(what): \"\(field)\" is not a finite number") }
            result.append(value)
        }
        return result
    }
}
