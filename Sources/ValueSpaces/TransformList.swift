// CSS transform lists (the value of the `transform` property) and their interpolation,
// CSS Transforms 1 §9 "Interpolation of Transforms" with the Level 2 rules for 3-D primitives:
//   1. none ↔ none is none; `none` stands for the other list's identity functions.
//   2. Lists of different lengths: the shorter is padded at the end with the identity functions
//      of the longer list's remaining functions.
//   3. Pairwise from the start: functions with the same name, or derived from a common primitive
//      (translateX + translateY → translate, translateX + translateZ → translate3d, rotate +
//      rotateX → rotate3d, skewX + skewY → skew, …), interpolate numerically; rotate3d pairs
//      with different axes (both angles non-zero) by quaternion slerp; matrix, matrix3d and
//      perspective pairs as matrices.
//   4. At the first pair without a common primitive, the remaining functions of each list are
//      multiplied into one matrix each and these two are interpolated as matrices (2-D
//      decomposition when both are 2-D, else 3-D); the result ends the list.
//   5. When a matrix needed in 3 or 4 cannot be decomposed, the whole value switches discretely
//      at t = ½ (the specs' fallback).

import MotionMath
import RealModule

/// A CSS transform list: `none` (empty) or a sequence of ``TransformFunction``s.
public struct TransformList: Sendable, Hashable, CustomStringConvertible {
    /// The functions, first to last (the matrix is their product in this order).
    public let functions: [TransformFunction]

    /// The empty list, CSS `none`.
    public static let none = TransformList(unchecked: [])

    init(unchecked functions: [TransformFunction]) { self.functions = functions }

    /// A list of functions.
    /// - Throws: `ValueSpaceError.nonFinite(_:)` for a non-finite argument, or for a list whose
    ///   matrix overflows (`scale(1e200) scale(1e200)`); `ValueSpaceError.invalidValue(_:)` for a
    ///   negative perspective depth.
    public init(_ functions: [TransformFunction]) throws(ValueSpaceError) {
        for f in functions { try f.validate() }
        try Self.checkFinite(functions)
        self.functions = functions
    }

    /// Throws unless the product of the functions' matrices is finite (each argument being finite
    /// does not make their product so).
    static func checkFinite(_ functions: [TransformFunction]) throws(ValueSpaceError) {
        var m = TransformMatrix.identity
        for (k, f) in functions.enumerated() {
            m = m * f.matrix
            guard (0..<16).allSatisfy({ m.storage[$0].isFinite }) else {
                throw .nonFinite("the transform list's matrix overflows at its function \(k + 1), \(f.cssText)")
            }
        }
    }

    /// The product F1·F2·…·Fn of the functions' matrices (identity for `none`).
    /// - Complexity: O(n).
    public var matrix: TransformMatrix {
        functions.reduce(TransformMatrix.identity) { $0 * $1.matrix }
    }

    /// The list as CSS text: `none`, or the functions separated by spaces.
    public var cssText: String {
        functions.isEmpty ? "none" : functions.map(\.cssText).joined(separator: " ")
    }

    /// ``cssText``.
    public var description: String { cssText }

    /// The interpolated list a fraction t of the way to `other`, as the module comment above
    /// describes (CSS Transforms 1 §9, Level 2 §"Interpolation of primitives and derived
    /// transform functions"). t outside [0, 1] extrapolates numerically (an overshooting timing
    /// function); t = 0 returns self and t = 1 returns other exactly. Never produces NaN from
    /// finite input: undecomposable matrices switch discretely at t = ½.
    /// Two 2-D matrices interpolate in `matrix2D` (``Matrix2DModel``: the specification's
    /// residual by default; `.skew` for what the web-platform-tests and Chromium and Firefox do).
    /// - Complexity: O(n) for lists of n functions.
    public func interpolated(to other: TransformList, fraction t: Double, matrix2D: Matrix2DModel = .residual) -> TransformList {
        if t == 0 { return self }
        if t == 1 { return other }
        var a = functions, b = other.functions
        if a.isEmpty && b.isEmpty { return .none }
        if a.count < b.count { a += b[a.count...].map(\.identity) }
        if b.count < a.count { b += a[b.count...].map(\.identity) }
        var result: [TransformFunction] = []
        for i in a.indices {
            switch Self.interpolatePair(a[i], b[i], t, matrix2D: matrix2D) {
            case .value(let f):
                result.append(f)
            case .notDecomposable:
                return t < 0.5 ? self : other
            case .noCommonPrimitive:
                let ma = a[i...].reduce(TransformMatrix.identity) { $0 * $1.matrix }
                let mb = b[i...].reduce(TransformMatrix.identity) { $0 * $1.matrix }
                guard let m = ma.interpolated(to: mb, fraction: t, matrix2D: matrix2D) else { return t < 0.5 ? self : other }
                result.append(Self.function(of: m))
                return TransformList(unchecked: result)
            }
        }
        return TransformList(unchecked: result)
    }

    enum PairResult { case value(TransformFunction), noCommonPrimitive, notDecomposable }

    static func function(of m: TransformMatrix) -> TransformFunction {
        if m.is2D {
            let (a, b, c, d, e, f) = m.affineComponents
            return .matrix(a, b, c, d, e, f)
        }
        return .matrix3d(m)
    }

    /// The translation vector of a translate-family function, and whether it is 2-D.
    static func translation(_ f: TransformFunction) -> (SIMD3<Double>, Bool)? {
        switch f {
        case .translate(let x, let y): (SIMD3(x, y, 0), true)
        case .translateX(let x): (SIMD3(x, 0, 0), true)
        case .translateY(let y): (SIMD3(0, y, 0), true)
        case .translateZ(let z): (SIMD3(0, 0, z), false)
        case .translate3d(let x, let y, let z): (SIMD3(x, y, z), false)
        default: nil
        }
    }

    static func scaling(_ f: TransformFunction) -> (SIMD3<Double>, Bool)? {
        switch f {
        case .scale(let x, let y): (SIMD3(x, y, 1), true)
        case .scaleX(let x): (SIMD3(x, 1, 1), true)
        case .scaleY(let y): (SIMD3(1, y, 1), true)
        case .scaleZ(let z): (SIMD3(1, 1, z), false)
        case .scale3d(let x, let y, let z): (SIMD3(x, y, z), false)
        default: nil
        }
    }

    /// The rotate3d() form (axis as written, angle) of a rotation function.
    static func rotation(_ f: TransformFunction) -> (SIMD3<Double>, Double)? {
        switch f {
        case .rotate(let a), .rotateZ(let a): (SIMD3(0, 0, 1), a)
        case .rotateX(let a): (SIMD3(1, 0, 0), a)
        case .rotateY(let a): (SIMD3(0, 1, 0), a)
        case .rotate3d(let x, let y, let z, let a): (SIMD3(x, y, z), a)
        default: nil
        }
    }

    static func skewing(_ f: TransformFunction) -> SIMD2<Double>? {
        switch f {
        case .skew(let x, let y): SIMD2(x, y)
        case .skewX(let x): SIMD2(x, 0)
        case .skewY(let y): SIMD2(0, y)
        default: nil
        }
    }

    static func interpolatePair(_ fa: TransformFunction, _ fb: TransformFunction, _ t: Double, matrix2D: Matrix2DModel) -> PairResult {
        func lerp(_ x: Double, _ y: Double) -> Double { MotionMath.lerp(x, y, t) }
        // Same name: numeric, same function type (rotate3d and the matrix kinds have their own rules).
        switch (fa, fb) {
        case (.translate(let x0, let y0), .translate(let x1, let y1)): return .value(.translate(lerp(x0, x1), lerp(y0, y1)))
        case (.translateX(let x0), .translateX(let x1)): return .value(.translateX(lerp(x0, x1)))
        case (.translateY(let x0), .translateY(let x1)): return .value(.translateY(lerp(x0, x1)))
        case (.translateZ(let x0), .translateZ(let x1)): return .value(.translateZ(lerp(x0, x1)))
        case (.scale(let x0, let y0), .scale(let x1, let y1)): return .value(.scale(lerp(x0, x1), lerp(y0, y1)))
        case (.scaleX(let x0), .scaleX(let x1)): return .value(.scaleX(lerp(x0, x1)))
        case (.scaleY(let x0), .scaleY(let x1)): return .value(.scaleY(lerp(x0, x1)))
        case (.scaleZ(let x0), .scaleZ(let x1)): return .value(.scaleZ(lerp(x0, x1)))
        case (.rotate(let x0), .rotate(let x1)): return .value(.rotate(lerp(x0, x1)))
        case (.rotateX(let x0), .rotateX(let x1)): return .value(.rotateX(lerp(x0, x1)))
        case (.rotateY(let x0), .rotateY(let x1)): return .value(.rotateY(lerp(x0, x1)))
        case (.rotateZ(let x0), .rotateZ(let x1)): return .value(.rotateZ(lerp(x0, x1)))
        case (.skew(let x0, let y0), .skew(let x1, let y1)): return .value(.skew(lerp(x0, x1), lerp(y0, y1)))
        case (.skewX(let x0), .skewX(let x1)): return .value(.skewX(lerp(x0, x1)))
        case (.skewY(let x0), .skewY(let x1)): return .value(.skewY(lerp(x0, x1)))
        case (.perspective, .perspective), (.matrix, .matrix), (.matrix3d, .matrix3d), (.matrix, .matrix3d), (.matrix3d, .matrix):
            guard let m = fa.matrix.interpolated(to: fb.matrix, fraction: t, matrix2D: matrix2D) else { return .notDecomposable }
            return .value(function(of: m))
        default: break
        }
        // Common primitives.
        if let (va, a2D) = translation(fa), let (vb, b2D) = translation(fb) {
            let v = va + (vb - va) * t
            return .value(a2D && b2D ? .translate(v.x, v.y) : .translate3d(v.x, v.y, v.z))
        }
        if let (va, a2D) = scaling(fa), let (vb, b2D) = scaling(fb) {
            let v = va + (vb - va) * t
            return .value(a2D && b2D ? .scale(v.x, v.y) : .scale3d(v.x, v.y, v.z))
        }
        if let va = skewing(fa), let vb = skewing(fb) {
            let v = va + (vb - va) * t
            return .value(.skew(v.x, v.y))
        }
        if let (axisA, angleA) = rotation(fa), let (axisB, angleB) = rotation(fb) {
            return .value(interpolateRotations(axisA, angleA, axisB, angleB, t))
        }
        return .noCommonPrimitive
    }

    /// rotate3d() interpolation (CSS Transforms 2): a common axis (equal after normalisation, or
    /// either angle zero, or either axis zero — an identity) interpolates the angle numerically;
    /// otherwise the spec converts both to 4×4 matrices and interpolates those, whose
    /// decomposition gives each rotation as the quaternion with w ≥ 0 (its angle taken in
    /// [−π, π]: rotateX(270deg) is rotateX(−90deg) there), then the spec's slerp along the 4-D arc
    /// (no sign flip); the result is returned as rotate3d(axis, angle), the same matrix.
    static func interpolateRotations(_ axisA: SIMD3<Double>, _ angleA: Double, _ axisB: SIMD3<Double>, _ angleB: Double, _ t: Double) -> TransformFunction {
        let (na, nb) = (axisA.magnitude, axisB.magnitude)
        let (angleA, angleB) = (na > 0 ? angleA : 0, nb > 0 ? angleB : 0)
        let ua = na > 0 ? axisA / na : SIMD3(0, 0, 1)
        let ub = nb > 0 ? axisB / nb : SIMD3(0, 0, 1)
        let angle = angleA + (angleB - angleA) * t
        let sameAxis = (ua - ub).magnitude <= 4 * Double.ulpOfOne
        if angleA == 0 || sameAxis { return .rotate3d(ub.x, ub.y, ub.z, angle) }
        if angleB == 0 { return .rotate3d(ua.x, ua.y, ua.z, angle) }
        // (cos θ/2, sin θ/2 · u); the axes are unit and finite.
        var qa = (try? Quaternion(axis: ua, angle: angleA)) ?? .identity, qb = (try? Quaternion(axis: ub, angle: angleB)) ?? .identity
        // As the matrices decompose (CSS Transforms 2 "Decomposing a 3D matrix": w = ½√(1 + trace) ≥ 0).
        if qa.w < 0 { qa = qa.negated }
        if qb.w < 0 { qb = qb.negated }
        let q = qa * Quaternion.exp(DecomposedTransformSpace.rotationLog(qa, qb) * t)
        let r = q.logarithm(shortest: false)
        let s = r.magnitude
        guard s > 0 else { return .rotate3d(0, 0, 1, 0) }
        return .rotate3d(r.x / s, r.y / s, r.z / s, s)
    }
}
