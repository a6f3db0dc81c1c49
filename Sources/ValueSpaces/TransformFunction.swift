// CSS transform functions (CSS Transforms 1 and 2): their matrices, identities, primitives and
// serialisation. Lengths are px (there is no layout box, so percentages and font- or
// viewport-relative units are not representable); angles are stored in radians.

import MotionMath
import RealModule

/// One CSS transform function. Lengths in px, angles in radians, scales and matrix entries unitless.
///
/// The matrix of each case is the one of CSS Transforms 2 §"Mathematical Description of Transform
/// Functions" (column vectors, y pointing down on screen so positive angles turn clockwise there).
public enum TransformFunction: Sendable, Hashable, CustomStringConvertible {
    /// translate(x, y) (px); `translate(x)` has y = 0.
    case translate(Double, Double)
    /// translateX(x) (px).
    case translateX(Double)
    /// translateY(y) (px).
    case translateY(Double)
    /// translateZ(z) (px).
    case translateZ(Double)
    /// translate3d(x, y, z) (px).
    case translate3d(Double, Double, Double)
    /// scale(sx, sy); `scale(s)` has sy = sx.
    case scale(Double, Double)
    /// scaleX(sx).
    case scaleX(Double)
    /// scaleY(sy).
    case scaleY(Double)
    /// scaleZ(sz).
    case scaleZ(Double)
    /// scale3d(sx, sy, sz).
    case scale3d(Double, Double, Double)
    /// rotate(θ) (radians): about z, as rotateZ, but a 2-D function.
    case rotate(Double)
    /// rotateX(θ) (radians): rotate3d(1, 0, 0, θ).
    case rotateX(Double)
    /// rotateY(θ) (radians): rotate3d(0, 1, 0, θ).
    case rotateY(Double)
    /// rotateZ(θ) (radians): rotate3d(0, 0, 1, θ).
    case rotateZ(Double)
    /// rotate3d(x, y, z, θ): θ radians about the axis (x, y, z), which need not be unit; a zero
    /// axis makes the function the identity.
    case rotate3d(Double, Double, Double, Double)
    /// skew(ax, ay) (radians); `skew(ax)` has ay = 0.
    case skew(Double, Double)
    /// skewX(a) (radians): x' = x + tan(a)·y.
    case skewX(Double)
    /// skewY(a) (radians): y' = y + tan(a)·x.
    case skewY(Double)
    /// matrix(a, b, c, d, e, f).
    case matrix(Double, Double, Double, Double, Double, Double)
    /// matrix3d(a1 … a16), column-major.
    case matrix3d(TransformMatrix)
    /// perspective(d) (px), or perspective(none) for nil (the identity). Depths below 1 px are
    /// used as 1 px (CSS Transforms 2, csswg-drafts issue 6320), so perspective(0) is perspective(1px).
    case perspective(Double?)

    /// The 4×4 matrix of the function.
    /// - Complexity: O(1).
    public var matrix: TransformMatrix {
        var m = TransformMatrix.identity
        switch self {
        case .translate(let x, let y): m[0, 3] = x; m[1, 3] = y
        case .translateX(let x): m[0, 3] = x
        case .translateY(let y): m[1, 3] = y
        case .translateZ(let z): m[2, 3] = z
        case .translate3d(let x, let y, let z): m[0, 3] = x; m[1, 3] = y; m[2, 3] = z
        case .scale(let x, let y): m[0, 0] = x; m[1, 1] = y
        case .scaleX(let x): m[0, 0] = x
        case .scaleY(let y): m[1, 1] = y
        case .scaleZ(let z): m[2, 2] = z
        case .scale3d(let x, let y, let z): m[0, 0] = x; m[1, 1] = y; m[2, 2] = z
        case .rotate(let a), .rotateZ(let a):
            let (c, s) = (Double.cos(a), Double.sin(a))
            m[0, 0] = c; m[0, 1] = -s; m[1, 0] = s; m[1, 1] = c
        case .rotateX(let a):
            let (c, s) = (Double.cos(a), Double.sin(a))
            m[1, 1] = c; m[1, 2] = -s; m[2, 1] = s; m[2, 2] = c
        case .rotateY(let a):
            let (c, s) = (Double.cos(a), Double.sin(a))
            m[0, 0] = c; m[0, 2] = s; m[2, 0] = -s; m[2, 2] = c
        case .rotate3d(let x, let y, let z, let a):
            let n = SIMD3(x, y, z).magnitude
            guard n > 0, n.isFinite else { return m }
            let u = SIMD3(x, y, z) / n
            let s = Double.sin(a)
            // 1 − cos a = 2 sin²(a/2), without cancellation near a = 0.
            let h = Double.sin(a / 2)
            let v = 2 * h * h
            m[0, 0] = 1 - v * (u.y * u.y + u.z * u.z)
            m[1, 1] = 1 - v * (u.x * u.x + u.z * u.z)
            m[2, 2] = 1 - v * (u.x * u.x + u.y * u.y)
            m[0, 1] = v * u.x * u.y - s * u.z
            m[1, 0] = v * u.x * u.y + s * u.z
            m[0, 2] = v * u.x * u.z + s * u.y
            m[2, 0] = v * u.x * u.z - s * u.y
            m[1, 2] = v * u.y * u.z - s * u.x
            m[2, 1] = v * u.y * u.z + s * u.x
        case .skew(let ax, let ay): m[0, 1] = Double.tan(ax); m[1, 0] = Double.tan(ay)
        case .skewX(let a): m[0, 1] = Double.tan(a)
        case .skewY(let a): m[1, 0] = Double.tan(a)
        case .matrix(let a, let b, let c, let d, let e, let f): m = TransformMatrix(affine: a, b, c, d, e, f)
        case .matrix3d(let matrix): m = matrix
        case .perspective(let d):
            if let d { m[3, 2] = -1 / max(d, 1) }
        }
        return m
    }

    /// True for the functions of CSS Transforms 1 (2-D): translate, translateX/Y, scale,
    /// scaleX/Y, rotate, skew, skewX/Y, matrix.
    public var is2D: Bool {
        switch self {
        case .translate, .translateX, .translateY, .scale, .scaleX, .scaleY, .rotate, .skew, .skewX, .skewY, .matrix: true
        default: false
        }
    }

    /// The identity function of the same kind (translate(0, 0), scale(1, 1), rotate(0),
    /// rotate3d(x, y, z, 0), matrix(1, 0, 0, 1, 0, 0), perspective(none), …), used for `none`
    /// and for padding the shorter list.
    public var identity: TransformFunction {
        switch self {
        case .translate: .translate(0, 0)
        case .translateX: .translateX(0)
        case .translateY: .translateY(0)
        case .translateZ: .translateZ(0)
        case .translate3d: .translate3d(0, 0, 0)
        case .scale: .scale(1, 1)
        case .scaleX: .scaleX(1)
        case .scaleY: .scaleY(1)
        case .scaleZ: .scaleZ(1)
        case .scale3d: .scale3d(1, 1, 1)
        case .rotate: .rotate(0)
        case .rotateX: .rotateX(0)
        case .rotateY: .rotateY(0)
        case .rotateZ: .rotateZ(0)
        case .rotate3d(let x, let y, let z, _): .rotate3d(x, y, z, 0)
        case .skew: .skew(0, 0)
        case .skewX: .skewX(0)
        case .skewY: .skewY(0)
        case .matrix: .matrix(1, 0, 0, 1, 0, 0)
        case .matrix3d: .matrix3d(.identity)
        case .perspective: .perspective(nil)
        }
    }

    /// The function's numeric arguments (px, radians, factors), for validation.
    var arguments: [Double] {
        switch self {
        case .translate(let x, let y), .scale(let x, let y), .skew(let x, let y): [x, y]
        case .translateX(let v), .translateY(let v), .translateZ(let v), .scaleX(let v), .scaleY(let v), .scaleZ(let v),
             .rotate(let v), .rotateX(let v), .rotateY(let v), .rotateZ(let v), .skewX(let v), .skewY(let v): [v]
        case .translate3d(let x, let y, let z), .scale3d(let x, let y, let z): [x, y, z]
        case .rotate3d(let x, let y, let z, let a): [x, y, z, a]
        case .matrix(let a, let b, let c, let d, let e, let f): [a, b, c, d, e, f]
        case .matrix3d(let m): (0..<16).map { m.storage[$0] }
        case .perspective(let d): d.map { [$0] } ?? []
        }
    }

    /// Checks that every argument is finite (and a perspective depth not negative).
    /// - Throws: `ValueSpaceError.nonFinite(_:)`; `ValueSpaceError.invalidValue(_:)` for a
    ///   negative perspective depth (CSS rejects it).
    public func validate() throws(ValueSpaceError) {
        guard arguments.allSatisfy(\.isFinite) else { throw .nonFinite(cssText) }
        if case .perspective(let d?) = self, d < 0 { throw .invalidValue("perspective depth \(d) px is negative") }
    }

    /// The function as CSS text: lengths in px, angles in deg (radians × 180/π, so a round trip
    /// through ``TransformList/init(css:)`` is exact to a few ulps, not bit for bit).
    public var cssText: String {
        func px(_ v: Double) -> String { v == 0 ? "0px" : "\(cssNumber(v))px" }
        func deg(_ v: Double) -> String { "\(cssNumber(v * 180 / Double.pi))deg" }
        func n(_ v: Double) -> String { cssNumber(v) }
        switch self {
        case .translate(let x, let y): return "translate(\(px(x)), \(px(y)))"
        case .translateX(let x): return "translateX(\(px(x)))"
        case .translateY(let y): return "translateY(\(px(y)))"
        case .translateZ(let z): return "translateZ(\(px(z)))"
        case .translate3d(let x, let y, let z): return "translate3d(\(px(x)), \(px(y)), \(px(z)))"
        case .scale(let x, let y): return "scale(\(n(x)), \(n(y)))"
        case .scaleX(let x): return "scaleX(\(n(x)))"
        case .scaleY(let y): return "scaleY(\(n(y)))"
        case .scaleZ(let z): return "scaleZ(\(n(z)))"
        case .scale3d(let x, let y, let z): return "scale3d(\(n(x)), \(n(y)), \(n(z)))"
        case .rotate(let a): return "rotate(\(deg(a)))"
        case .rotateX(let a): return "rotateX(\(deg(a)))"
        case .rotateY(let a): return "rotateY(\(deg(a)))"
        case .rotateZ(let a): return "rotateZ(\(deg(a)))"
        case .rotate3d(let x, let y, let z, let a): return "rotate3d(\(n(x)), \(n(y)), \(n(z)), \(deg(a)))"
        case .skew(let x, let y): return "skew(\(deg(x)), \(deg(y)))"
        case .skewX(let a): return "skewX(\(deg(a)))"
        case .skewY(let a): return "skewY(\(deg(a)))"
        case .matrix(let a, let b, let c, let d, let e, let f): return "matrix(\([a, b, c, d, e, f].map(n).joined(separator: ", ")))"
        case .matrix3d(let m): return "matrix3d(\((0..<16).map { n(m.storage[$0]) }.joined(separator: ", ")))"
        case .perspective(let d): return d.map { "perspective(\(px($0)))" } ?? "perspective(none)"
        }
    }

    /// ``cssText``.
    public var description: String { cssText }
}
