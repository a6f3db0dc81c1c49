#!/usr/bin/env python3
"""Independent 40-digit references for the colour conversions of Sources/ValueSpaces/Color+Conversion.swift.

Writes Tests/ValueSpacesTests/ColorReferenceValues.swift: for a fixed set of sRGB colours (given as
8-bit channels, so the inputs are exact), their coordinates in every other space, computed in
mpmath at 40 digits from CSS Color 4 §17's definitions: the piecewise sRGB transfer function,
the rational sRGB, Display P3, a98-rgb and rec2020 matrices taken as exact fractions, the
ProPhoto matrix as the decimal numbers CSS prints, the three spaces' transfer functions (rec2020's
the gamma 2.4 of BT.1886 that CSS adopted in 2025), the Bradford D65/D50
matrices, OKLab's M1/M2 and their inverses as the decimal numbers CSS prints (taken as exact),
and the CIE Lab formulas with epsilon = 216/24389, kappa = 24389/27. The Swift side differs from
these by its own rounding only. Run: python3 Tests/References/colors_conversions.py (needs mpmath).
"""
import pathlib
import mpmath as mp

mp.mp.dps = 40
F = mp.mpf


def mat(rows):
    return mp.matrix([[F(x) if not isinstance(x, tuple) else F(x[0]) / F(x[1]) for x in r] for r in rows])


SRGB_TO_XYZ = mat([[(506752, 1228815), (87881, 245763), (12673, 70218)],
                   [(87098, 409605), (175762, 245763), (12673, 175545)],
                   [(7918, 409605), (87881, 737289), (1001167, 1053270)]])
XYZ_TO_P3 = mat([[(446124, 178915), (-333277, 357830), (-72051, 178915)],
                 [(-14852, 17905), (63121, 35810), (423, 17905)],
                 [(11844, 330415), (-50337, 660830), (316169, 330415)]])
XYZ_TO_A98 = mat([[(1829569, 896150), (-506331, 896150), (-308931, 896150)],
                  [(-851781, 878810), (1648619, 878810), (36519, 878810)],
                  [(16779, 1248040), (-147721, 1248040), (1266979, 1248040)]])
XYZ_TO_2020 = mat([[(30757411, 17917100), (-6372589, 17917100), (-4539589, 17917100)],
                   [(-19765991, 29648200), (47925759, 29648200), (467509, 29648200)],
                   [(792561, 44930125), (-1921689, 44930125), (42328811, 44930125)]])
XYZ50_TO_PROPHOTO = mat([["1.34578688164715830", "-0.25557208737979464", "-0.05110186497554526"],
                         ["-0.54463070512490190", "1.50824774284514680", "0.02052744743642139"],
                         ["0", "0", "1.21196754563894520"]])
D65_TO_D50 = mat([["1.0479297925449969", "0.022946870601609652", "-0.05019226628920524"],
                  ["0.02962780877005599", "0.9904344267538799", "-0.017073799063418826"],
                  ["-0.009243040646204504", "0.015055191490298152", "0.7518742814281371"]])
XYZ_TO_LMS = mat([["0.8190224379967030", "0.3619062600528904", "-0.1288737815209879"],
                  ["0.0329836539323885", "0.9292868615863434", "0.0361446663506424"],
                  ["0.0481771893596242", "0.2642395317527308", "0.6335478284694309"]])
LMS_TO_OKLAB = mat([["0.2104542683093140", "0.7936177747023054", "-0.0040720430116193"],
                    ["1.9779985324311684", "-2.4285922420485799", "0.4505937096174110"],
                    ["0.0259040424655478", "0.7827717124575296", "-0.8086757549230774"]])
D50 = [F("0.3457") / F("0.3585"), F(1), (1 - F("0.3457") - F("0.3585")) / F("0.3585")]


def lin(c):
    a = abs(c)
    return c / F("12.92") if a <= F("0.04045") else mp.sign(c) * ((a + F("0.055")) / F("1.055")) ** F("2.4")


def gam(l):
    a = abs(l)
    return mp.sign(l) * (F("1.055") * a ** (1 / F("2.4")) - F("0.055")) if a > F("0.0031308") else F("12.92") * l


def gam_a98(l):
    return mp.sign(l) * abs(l) ** (F(256) / 563)


def gam_prophoto(l):
    return mp.sign(l) * abs(l) ** (1 / F("1.8")) if abs(l) >= F(1) / 512 else 16 * l


def gam_2020(l):
    # BT.1886's display EOTF (gamma 2.4), which CSS adopted for rec2020 (csswg-drafts 12574).
    return mp.sign(l) * abs(l) ** (1 / F("2.4"))


def cbrt(x):
    return mp.sign(x) * mp.cbrt(abs(x))


def col(v):
    return mp.matrix(v)


def polar(v):
    c = mp.sqrt(v[1] ** 2 + v[2] ** 2)
    h = mp.degrees(mp.atan2(v[2], v[1]))
    if h < 0:
        h += 360
    return [v[0], c, h]


def lab_from_xyz50(x):
    eps, kappa = F(216) / 24389, F(24389) / 27
    f = [cbrt(x[i] / D50[i]) if x[i] / D50[i] > eps else (kappa * x[i] / D50[i] + 16) / 116 for i in range(3)]
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]


def hsl(rgb):
    r, g, b = rgb
    mx, mn = max(rgb), min(rgb)
    l, d = (mx + mn) / 2, mx - mn
    if d == 0:
        return None, [F(0), F(0), l * 100]
    s = 0 if l in (0, 1) else (mx - l) / min(l, 1 - l)
    if mx == r:
        h = (g - b) / d + (6 if g < b else 0)
    elif mx == g:
        h = (b - r) / d + 2
    else:
        h = (r - g) / d + 4
    return True, [h * 60, s * 100, l * 100]


def convert(rgb8):
    srgb = [F(c) / 255 for c in rgb8]
    linear = [lin(c) for c in srgb]
    xyz = SRGB_TO_XYZ * col(linear)
    p3_linear = XYZ_TO_P3 * xyz
    p3 = [gam(c) for c in p3_linear]
    xyz50 = D65_TO_D50 * xyz
    a98 = [gam_a98(c) for c in XYZ_TO_A98 * xyz]
    prophoto = [gam_prophoto(c) for c in XYZ50_TO_PROPHOTO * xyz50]
    rec2020 = [gam_2020(c) for c in XYZ_TO_2020 * xyz]
    lab = lab_from_xyz50(xyz50)
    lms = XYZ_TO_LMS * xyz
    oklab = LMS_TO_OKLAB * col([cbrt(c) for c in lms])
    oklab = [oklab[0], oklab[1], oklab[2]]
    chromatic, hsl_values = hsl(srgb)
    hwb = [hsl_values[0], min(srgb) * 100, (1 - max(srgb)) * 100]
    return {
        "srgbLinear": linear, "displayP3": p3, "displayP3Linear": [p3_linear[0], p3_linear[1], p3_linear[2]], "a98RGB": a98, "prophotoRGB": prophoto, "rec2020": rec2020,
        "xyzD65": [xyz[0], xyz[1], xyz[2]],
        "xyzD50": [xyz50[0], xyz50[1], xyz50[2]], "lab": lab, "lch": polar(lab),
        "oklab": oklab, "oklch": polar(oklab), "hsl": hsl_values, "hwb": hwb,
    }


COLOURS = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255),
           (255, 255, 255), (128, 128, 128), (1, 2, 3), (10, 200, 30), (102, 51, 153), (240, 248, 255),
           (250, 128, 114), (47, 79, 79), (154, 205, 50), (12, 34, 56), (254, 1, 127), (3, 3, 200)]


def main():
    lines = [
        "// Generated by Tests/References/colors_conversions.py (40-digit mpmath from CSS Color 4 §17's",
        "// definitions); do not edit. Each entry: 8-bit sRGB input, target space, exact coordinates.",
        "",
        "enum ColorReferenceValues {",
        "    static let entries: [(rgb: (UInt8, UInt8, UInt8), space: String, value: (Double, Double, Double))] = [",
    ]
    for rgb in COLOURS:
        for space, v in convert(rgb).items():
            nums = ", ".join(mp.nstr(x, 25, strip_zeros=False, min_fixed=-5, max_fixed=5) if abs(x) > F(10) ** -30 else "0" for x in v)
            lines.append(f"        (({rgb[0]}, {rgb[1]}, {rgb[2]}), \"{space}\", ({nums})),")
    lines += ["    ]", "}", ""]
    out = pathlib.Path(__file__).resolve().parent.parent / "ValueSpacesTests" / "ColorReferenceValues.swift"
    out.write_text("\n".join(lines))
    print(f"wrote {out} ({len(COLOURS) * 14} entries)")


main()
