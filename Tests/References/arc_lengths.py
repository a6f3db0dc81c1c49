#!/usr/bin/env python3
"""Independent references for the elliptical-arc lengths in Tests/KeyframesTests/ArcLengthBoundTests.swift.

Each SVG arc is converted from endpoint to centre form (SVG 1.1 F.6.5, radii scaled up per F.6.6)
in 50-digit arithmetic, and its length integral_{theta1}^{theta1+dtheta} sqrt(rx^2 sin^2 + ry^2 cos^2)
is evaluated by mpmath's tanh-sinh quadrature split at the quarter turns. Centre-form arcs take the
Double inputs as exact. Run: python3 Tests/References/arc_lengths.py (needs mpmath).
"""
import mpmath as mp

mp.mp.dps = 50


def length(rx, ry, theta1, dtheta):
    # mpmath's quadrature stops on an absolute error of about 10^-dps: integrate at unit scale.
    m = max(rx, ry)
    rx, ry = rx / m, ry / m
    f = lambda t: mp.sqrt((rx * mp.sin(t)) ** 2 + (ry * mp.cos(t)) ** 2)
    a, b = (theta1, theta1 + dtheta) if dtheta > 0 else (theta1 + dtheta, theta1)
    q = mp.pi / 2
    cuts = [a] + [k * q for k in range(int(mp.ceil(a / q)), int(mp.floor(b / q)) + 1) if a < k * q < b] + [b]
    return m * mp.quad(f, cuts)


def svg_arc(x0, y0, rx, ry, phi_deg, large, sweep, x, y):
    x0, y0, rx, ry, x, y = map(mp.mpf, (x0, y0, rx, ry, x, y))
    rx, ry = abs(rx), abs(ry)
    phi = mp.mpf(phi_deg) * mp.pi / 180
    c, s = mp.cos(phi), mp.sin(phi)
    hx, hy = (x0 - x) / 2, (y0 - y) / 2
    x1, y1 = c * hx + s * hy, -s * hx + c * hy
    lam = x1 ** 2 / rx ** 2 + y1 ** 2 / ry ** 2
    if lam > 1:
        rx, ry = rx * mp.sqrt(lam), ry * mp.sqrt(lam)
    num = max(mp.mpf(0), rx ** 2 * ry ** 2 - rx ** 2 * y1 ** 2 - ry ** 2 * x1 ** 2)
    den = rx ** 2 * y1 ** 2 + ry ** 2 * x1 ** 2
    k = mp.sqrt(num / den)
    if large == sweep:
        k = -k
    cx1, cy1 = k * rx * y1 / ry, -k * ry * x1 / rx
    t1 = mp.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    t2 = mp.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    d = t2 - t1
    if sweep and d < 0:
        d += 2 * mp.pi
    if not sweep and d > 0:
        d -= 2 * mp.pi
    return length(rx, ry, t1, d)


if __name__ == "__main__":
    print("svg M 0 0 A743205 500 10 0 0 1 2:", mp.nstr(svg_arc(0, 0, 743205, 500, 10, 0, 0, 1, 2), 25))
    print("svg M 3 -7 a 1e6 1 0 1 0 5 1e-3:", mp.nstr(svg_arc(3, -7, 1e6, 1, 0, 1, 0, 8, -7 + mp.mpf("1e-3")), 25))
    # Centre-form arcs with Double inputs (exact binary values).
    for rx, ry, t1, dt in [(743205.0, 500.0, -3.1402956856879283, -0.0035919370348807002),(1e15, 1.0, 1.0, 1e-9), (1.0, 1e-15, -3.0, 6.0), (743205.0, 500.0, 1.5707, 3e-6),
                           (3.0, 1.0, 0.5, 100.0), (1e300, 1e285, 0.25, 2.0), (1e-300, 3e-301, 0.0, 3.0)]:
        v = length(mp.mpf(rx), mp.mpf(ry), mp.mpf(t1), mp.mpf(dt))
        print(f"centre rx={rx!r} ry={ry!r} theta1={t1!r} sweep={dt!r}:", mp.nstr(v, 25))
