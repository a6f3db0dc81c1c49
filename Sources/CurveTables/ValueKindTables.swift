// Keyframe tables of values that are not plain vectors — angles, rotations, colours, transforms —
// one code path for `motioncurves keyframes --kind …` and the table specs' "valueKind".

import AnimationTiming
import Foundation
import Keyframes
import Paths
import MotionMath
import TimingCurves
import ValueSpaces

/// The kinds of keyframe value the CLI and table specs accept.
package enum ValueKind: String, Sendable, CaseIterable {
    /// Numbers or points (the plain-vector keyframes).
    case number
    /// Angles on the circle (`AngleSpace`), in degrees unless told otherwise.
    case angle
    /// Rotations as unit quaternions `w,x,y,z` (`RotationSpace`).
    case quaternion
    /// CSS transform lists (`TransformListSpace`; cubic: `DecomposedTransformSpace`).
    case transform
    /// CSS colours (`ColorInterpolationSpace`), premultiplied, in an interpolation space.
    case color
}

/// How a value kind interpolates (the options that apply to it; the others are ignored).
package struct ValueKindOptions: Sendable {
    /// Angles: degrees (default) or radians.
    package var angleUnit: AngleUnit = .degrees
    /// Angles: the way round (default the shorter arc).
    package var turn: AngleInterpolation = .shorter
    /// Colours: the interpolation space (default OKLab, CSS's default).
    package var colorSpace: ColorSpace = .oklab
    /// Colours: the hue interpolation method in polar spaces (default shorter).
    package var hue: AngleInterpolation = .shorter
    /// Colours: none (the results in the interpolation space) or a mapping into sRGB (clip, or
    /// CSS Color 4's OKLCh chroma reduction), whose results are sRGB colours.
    package var gamut: GamutMapping = .none
    /// Transforms: how two 2-D matrices interpolate (default the specification's residual model).
    package var matrix2D: Matrix2DModel = .residual

    /// Options with CSS's defaults (degrees, the shorter way, OKLab, no gamut mapping, the
    /// specification's 2-D matrix model).
    package init(angleUnit: AngleUnit = .degrees, turn: AngleInterpolation = .shorter, colorSpace: ColorSpace = .oklab,
                hue: AngleInterpolation = .shorter, gamut: GamutMapping = .none, matrix2D: Matrix2DModel = .residual) {
        self.angleUnit = angleUnit
        self.turn = turn
        self.colorSpace = colorSpace
        self.hue = hue
        self.gamut = gamut
        self.matrix2D = matrix2D
    }
}

/// A keyframe request the value kinds reject, as one sentence.
package struct ValueTableError: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Keyframe tables of the value kinds.
package enum ValueKindTables {
    /// The keyframe values of a kind, parsed from one text per keyframe: a number for angles,
    /// `w,x,y,z` for quaternions.
    /// - Throws: ``ValueTableError`` naming the keyframe and what is wrong.
    package static func table(
        kind: ValueKind, values texts: [String], options: ValueKindOptions = ValueKindOptions(),
        keyTimes: [Double]?, mode: CalculationMode, timingFunction: (any TimingCurve)?,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?, endTangentRule: EndTangentRule = .parabolic,
        fractions: [Double]
    ) throws(ValueTableError) -> CSVTable {
        func build<Space: DifferentiableInterpolationSpace>(
            _ space: Space, _ values: [Space.Value], columns: [String], numbers: (Space.Value) -> [Double?],
            text: ((Space.Value) -> String)? = nil
        ) throws(ValueTableError) -> CSVTable {
            let animation: KeyframeAnimation<Space>
            do {
                animation = try KeyframeAnimation(
                    space: space, values: values, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
                    tensionValues: tension, continuityValues: continuity, biasValues: bias, endTangentRule: endTangentRule)
            } catch { throw ValueTableError(error.description) }
            return rows(animation.values(at: fractions), columns: columns, numbers: numbers, text: text)
        }
        func rows<Value>(_ values: [Value], columns: [String], numbers: (Value) -> [Double?], text: ((Value) -> String)?) -> CSVTable {
            tabulate("t", fractions, values, columns: columns, numbers: numbers, text: text)
        }
        switch kind {
        case .number:
            throw ValueTableError("numbers and points are plain keyframes (KeyframeTables)")
        case .angle:
            let angles = try texts.enumerated().map { (i, text) throws(ValueTableError) in try angle(text, "keyframe \(i + 1)") }
            return try build(AngleSpace<Double>(unit: options.angleUnit, interpolation: options.turn), angles, columns: ["angle"]) { [$0] }
        case .quaternion:
            let rotations = try texts.enumerated().map { (i, text) throws(ValueTableError) in try quaternion(text, "keyframe \(i + 1)") }
            return try build(RotationSpace(), rotations, columns: ["w", "x", "y", "z"]) { [$0.w, $0.x, $0.y, $0.z] }
        case .color:
            let colors = try texts.enumerated().map { (i, text) throws(ValueTableError) in try color(text, "keyframe \(i + 1)") }
            let gamut = options.gamut
            let output = gamut == .none ? options.colorSpace : .srgb
            func shown(_ c: Color) -> Color { gamut == .none ? c : c.mapped(to: .srgb, gamut: gamut) }
            return try build(
                ColorInterpolationSpace(space: options.colorSpace, hue: options.hue), colors,
                columns: componentNames(output) + ["alpha"], numbers: { colorNumbers(shown($0)) }, text: { shown($0).cssText })
        case .transform:
            let lists = try texts.enumerated().map { (i, text) throws(ValueTableError) in try transform(text, "keyframe \(i + 1)") }
            let columns = matrixColumns
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
            let animation: KeyframeAnimation<TransformListSpace>
            do {
                animation = try KeyframeAnimation(
                    space: TransformListSpace(matrix2D: options.matrix2D), values: lists, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction)
            } catch { throw ValueTableError(error.description) }
            if tension != nil || continuity != nil || bias != nil { throw ValueTableError("tension, continuity and bias apply to --mode cubic") }
            return rows(animation.values(at: fractions), columns: columns, numbers: { entries($0.matrix) }, text: { $0.cssText })
        }
    }

    /// The 16 entries of a matrix in CSS matrix3d() order (column-major), named as DOMMatrix
    /// names them, column first: m11, m12, m13, m14 (the first column), m21, …, and m41, m42, m43
    /// the translation.
    package static let matrixColumns = (1...4).flatMap { c in (1...4).map { r in "m\(c)\(r)" } }

    /// An angle: one finite number.
    static func angle(_ text: String, _ what: String) throws(ValueTableError) -> Double { try numbers(text, count: 1, what)[0] }

    /// A rotation: `w,x,y,z`, normalised.
    static func quaternion(_ text: String, _ what: String) throws(ValueTableError) -> Quaternion {
        let q = try numbers(text, count: 4, "\(what) (w,x,y,z)")
        do { return try Quaternion(w: q[0], x: q[1], y: q[2], z: q[3]) } catch { throw ValueTableError("\(what): \(error)") }
    }

    /// A colour: CSS colour text.
    static func color(_ text: String, _ what: String) throws(ValueTableError) -> Color {
        do { return try Color(css: text.trimmingCharacters(in: .whitespaces)) } catch { throw ValueTableError("\(what): \(error)") }
    }

    /// A transform: CSS transform text.
    static func transform(_ text: String, _ what: String) throws(ValueTableError) -> TransformList {
        do { return try TransformList(css: text) } catch { throw ValueTableError("\(what): \(error)") }
    }

    /// A basic animation of a value kind (CABasicAnimation fromValue/toValue, either of which may
    /// be the underlying value) over a timing model and easing: rows at `times` (seconds) with the
    /// kind's columns. Transforms interpolate as CSS lists; colours premultiplied in
    /// `options.colorSpace`, mapped by `options.gamut`.
    ///
    /// The underlying (model) value, shown wherever the animation is not in effect (before it
    /// starts, after it ends without a fill) and standing in for a missing fromValue or toValue,
    /// is `underlying`, else the kind's zero: angle 0, the identity rotation, transparent black,
    /// the identity transform `none` (as the number kind's 0).
    /// - Throws: ``ValueTableError`` for a value that does not parse, or neither `from` nor `to`.
    package static func propertyTable(
        kind: ValueKind, from: String?, to: String?, underlying: String?, options: ValueKindOptions = ValueKindOptions(),
        timing: AnimationTiming, easing: any TimingCurve, times: [Double]
    ) throws(ValueTableError) -> CSVTable {
        func play<Space: InterpolationSpace>(
            _ space: Space, zero: Space.Value, _ parse: (String, String) throws(ValueTableError) -> Space.Value, columns: [String],
            numbers: (Space.Value) -> [Double?], text: ((Space.Value) -> String)? = nil
        ) throws(ValueTableError) -> CSVTable {
            let (a, b) = (try from.map { (t) throws(ValueTableError) in try parse(t, "--from") }, try to.map { (t) throws(ValueTableError) in try parse(t, "--to") })
            guard a != nil || b != nil else { throw ValueTableError("give --from or --to") }
            let u = try underlying.map({ (t) throws(ValueTableError) in try parse(t, "--underlying") }) ?? zero
            let animation: PropertyAnimation<Space>
            do { animation = try PropertyAnimation(space: space, values: .basic(from: a, to: b, by: nil), timing: timing, timingFunction: easing) } catch {
                throw ValueTableError(error.description)
            }
            var values: [Space.Value] = []
            for t in times {
                do { values.append(try animation.value(at: t, underlying: u)) } catch { throw ValueTableError(error.description) }
            }
            return tabulate("time", times, values, columns: columns, numbers: numbers, text: text)
        }
        switch kind {
        case .number:
            throw ValueTableError("numbers and vectors are PropertyAnimation's (motioncurves animate without --kind)")
        case .angle:
            return try play(AngleSpace<Double>(unit: options.angleUnit, interpolation: options.turn), zero: 0, angle, columns: ["angle"]) { [$0] }
        case .quaternion:
            return try play(RotationSpace(), zero: .identity, quaternion, columns: ["w", "x", "y", "z"]) { [$0.w, $0.x, $0.y, $0.z] }
        case .color:
            let gamut = options.gamut
            let output = gamut == .none ? options.colorSpace : .srgb
            func shown(_ c: Color) -> Color { gamut == .none ? c.converted(to: output) : c.mapped(to: .srgb, gamut: gamut) }
            return try play(
                ColorInterpolationSpace(space: options.colorSpace, hue: options.hue), zero: .transparent, color, columns: componentNames(output) + ["alpha"],
                numbers: { colorNumbers(shown($0)) }, text: { shown($0).cssText })
        case .transform:
            return try play(TransformListSpace(matrix2D: options.matrix2D), zero: .none, transform, columns: matrixColumns, numbers: { m in (0..<16).map { m.matrix.storage[$0] } }, text: { $0.cssText })
        }
    }

    /// A table with the inputs as the first column (`name`), each value's numbers (nil for a
    /// missing one: an empty cell), and its CSS text as a last text column `css` when `text` is
    /// given.
    static func tabulate<Value>(
        _ name: String, _ inputs: [Double], _ values: [Value], columns: [String], numbers: (Value) -> [Double?], text: ((Value) -> String)?
    ) -> CSVTable {
        CSVTable(
            header: [name] + columns, optionalRows: zip(inputs, values).map { [$0] + numbers($1) },
            textHeader: text == nil ? [] : ["css"], textRows: text.map { values.map($0).map { [$0] } } ?? [])
    }

    /// A colour's three components and alpha, nil where a channel is missing (CSS `none`).
    static func colorNumbers(_ c: Color) -> [Double?] {
        [c.components.x, c.components.y, c.components.z].enumerated().map { c.missing.contains(.component($0)) ? nil : $1 }
            + [c.missing.contains(.alpha) ? nil : c.alpha]
    }

    /// Column names of a colour space's three components.
    package static func componentNames(_ space: ColorSpace) -> [String] {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: ["r", "g", "b"]
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
        guard fields.count == count else { throw ValueTableError("\(what): needs \(count) number\(count == 1 ? "" : "s"), got \(fields.count) in \"\(excerpt(text))\"") }
        var result: [Double] = []
        for field in fields {
            guard let value = Double(field), value.isFinite else { throw ValueTableError("\(what): \"\(field)\" is not a finite number") }
            result.append(value)
        }
        return result
    }
}
