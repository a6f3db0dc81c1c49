#!/usr/bin/env python3
"""Writes the notebooks of this folder from the cell sources below (run once when editing them;
the .ipynb files are committed). Each notebook calls the motioncurves CLI, loads its CSV with
pandas and saves every figure as a PNG in Notebooks/figures/."""
import json, os

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COMMON = r'''
import io, json, os, subprocess
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

CLI = os.environ.get("MOTIONCURVES", "../.build/release/motioncurves")
FIGURES = os.environ.get("FIGURES", "figures")
os.makedirs(FIGURES, exist_ok=True)

def mc(*args):
    """Runs the CLI and returns its CSV as a DataFrame."""
    out = subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, check=True).stdout
    return pd.read_csv(io.StringIO(out))

def number(*args):
    return float(subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, check=True).stdout)

def decorate(axes, xlabel, ylabel):
    """Labels, a legend and a light grid on each of `axes`."""
    for ax in axes:
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)

def save(fig, name):
    fig.tight_layout()
    fig.savefig(os.path.join(FIGURES, name + ".png"), dpi=110)
    plt.close(fig)
'''

TIMING = [
"# Timing curves\nEvery named curve of `motioncurves easing`, and the solver's error against a 50-digit reference beside the classic 1e-7 algorithm.",
COMMON,
r'''
names = ["ease", "ease-in", "ease-out", "ease-in-out", "easeInEaseOut", "easeOutBack", "easeInOutBack",
         "easeOutBounce", "easeOutElastic", "easeInOutCirc", "material-standard", "material-emphasized-decelerate"]
fig, axes = plt.subplots(3, 4, figsize=(13, 9), sharex=True)
for ax, name in zip(axes.flat, names):
    t = mc("easing", name, "--samples", 201)
    ax.plot(t.x, t.y)
    ax.set_title(name)
    ax.grid(alpha=0.3)
for ax in axes[-1]:
    ax.set_xlabel("input fraction of time x")
for ax in axes[:, 0]:
    ax.set_ylabel("progress y")
save(fig, "timing-named-curves")
''',
r'''
import mpmath as mp
mp.mp.dps = 50

def reference(x1, y1, x2, y2, x):
    """y at x by solving Bx(t) = x to 50 digits."""
    x1, y1, x2, y2, x = map(mp.mpf, (x1, y1, x2, y2, x))
    bx = lambda t: 3 * (1 - t) ** 2 * t * x1 + 3 * (1 - t) * t ** 2 * x2 + t ** 3
    t = mp.findroot(lambda t: bx(t) - x, (mp.mpf(0), mp.mpf(1)), solver="anderson") if 0 < x < 1 else x
    return 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t ** 2 * y2 + t ** 3

def classic(x1, y1, x2, y2, x, epsilon=1e-7):
    """The classic web solver: Newton from t = x (up to 8 steps), then bisection to 1e-7 in x."""
    cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
    cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    X = lambda t: ((ax * t + bx) * t + cx) * t
    dX = lambda t: (3 * ax * t + 2 * bx) * t + cx
    t = x
    for _ in range(8):
        e = X(t) - x
        if abs(e) < epsilon: break
        d = dX(t)
        if abs(d) < 1e-6: break
        t -= e / d
    else:
        pass
    if abs(X(t) - x) >= epsilon:
        lo, hi, t = 0.0, 1.0, x
        while lo < hi:
            e = X(t)
            if abs(e - x) < epsilon: break
            if x > e: lo = t
            else: hi = t
            t = (hi - lo) / 2 + lo
    return ((ay * t + by) * t + cy) * t

curve = (0.68, -0.55, 0.265, 1.55)
xs = [i / 400 for i in range(1, 400)]
ours = mc("bezier", *curve, "--samples", 401).y.values[1:400]
ref = [reference(*curve, x) for x in xs]
err_ours = [max(abs(float(mp.mpf(o) - r)), 1e-18) for o, r in zip(ours, ref)]
err_classic = [max(abs(float(mp.mpf(classic(*curve, x)) - r)), 1e-18) for x, r in zip(xs, ref)]
fig, ax = plt.subplots(figsize=(9, 4.5))
ax.semilogy(xs, err_classic, label="classic solver (1e-7 in x)")
ax.semilogy(xs, err_ours, label="MotionCurves (Newton + bisection, exact stop)")
ax.set_title("cubic-bezier(0.68, -0.55, 0.265, 1.55): error in y against a 50-digit reference")
ax.set_xlabel("input fraction of time x")
ax.set_ylabel("|y − y_exact| (floored at 1e-18)")
ax.legend()
ax.grid(alpha=0.3, which="both")
save(fig, "timing-solver-error")
print("worst error, ours:", max(err_ours), " classic:", max(err_classic))
''',
r'''
# Parametric easings and combinators (TimingCurves article, Parametric easings, Combinators):
# back and elastic with their parameters, and curves built from ease-in.
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
for text in ["back.out(1.70158)", "back.out(3)", "elastic.out(1, 0.3)", "elastic.out(1.5, 0.5)", "poly.out(2.5)"]:
    t = mc("easing", text, "--samples", 401)
    left.plot(t.x, t.y, label=text)
left.set_title("Parametric easings (GSAP spelling)")
for text in ["ease-in", "flipped(ease-in)", "mirrored(ease-in)", "interval(0.2, 0.8, ease-in)", "split(0.5, ease-in, saw-tooth(2))"]:
    t = mc("easing", text, "--samples", 401)
    right.plot(t.x, t.y, label=text)
right.set_title("Combinators of ease-in")
decorate((left, right), "input fraction x", "progress y")
save(fig, "timing-parametric-combinators")
''',
r'''
# Stagger (AnimationTiming article, Stagger): start delays of a 7 × 7 grid from its center,
# GSAP's convention (Euclidean distance, total 1 s, ease-in), as a heat map.
t = mc("stagger", "--count", 49, "--grid-columns", 7, "--total", 1, "--from", "center", "--ease", "ease-in")
fig, ax = plt.subplots(figsize=(5.5, 4.5))
image = ax.imshow(t.delay.to_numpy().reshape(7, 7), cmap="viridis")
fig.colorbar(image, ax=ax, label="start delay (s)")
ax.set_title("GSAP stagger, 7 × 7 from the center\n(total 1 s, ease-in)", fontsize=10)
save(fig, "timing-stagger-grid")
''',
r'''
# Engines' solvers (TimingCurves article, Engines' solvers): |engine − exact| along three curves,
# from `easing E --as ENGINE` (WebKit at a 0.3-s animation's tolerance), and the largest per engine over every named cubic-bezier curve
# (`engine-error`, 10,001 inputs each). Zero differences are drawn at 1e-17 on the log axis.
import numpy as np
engines = ["chromium", "webkit", "firefox", "gecko-smil", "flutter", "motion"]
curves = ["ease", "ease-in-out", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"]
fig, axes = plt.subplots(1, len(curves) + 1, figsize=(17, 4.5))
for ax, curve in zip(axes, curves):
    for engine in engines:
        t = mc("easing", curve, "--as", engine, "--samples", 2001)
        ax.semilogy(t.x, np.maximum(t.error.abs(), 1e-17), label=engine, lw=0.9)
    ax.set_title(curve if len(curve) < 30 else "back " + curve[12:], fontsize=10)
    ax.set_xlabel("input fraction x")
    ax.set_ylim(1e-17, 1)
    ax.grid(alpha=0.3)
axes[0].set_ylabel("|engine − exact| (log scale)")
axes[0].legend(fontsize=8)
table = mc("engine-error", "--duration", 0.3)
worst = table.groupby("engine", sort=False).max_error.max()
bars = axes[-1].bar(range(len(worst)), np.maximum(worst.to_numpy(), 1e-17))
axes[-1].set_yscale("log")
axes[-1].set_xticks(range(len(worst)))
axes[-1].set_xticklabels(worst.index, rotation=30, ha="right", fontsize=8)
axes[-1].bar_label(bars, labels=[f"{v:.1e}" for v in worst], fontsize=7)
axes[-1].set_title("largest over the named curves\n(0.3-s animation: WebKit ε = 1/300, classic 1/60)", fontsize=10)
save(fig, "timing-engine-error")
''',
]

SPRINGS = [
"# Springs\nThe three regimes, a damping-ratio sweep with exact settling times, 60-fps frames beside KYSpringLayerAnimation's damped-cosine keyframes, and one step response per toolkit's default or named spring.",
COMMON,
r'''
fig, ax = plt.subplots(figsize=(9, 4.5))
for damping, label in [(6, "underdamped (ζ = 0.3)"), (20, "critical (ζ = 1)"), (60, "overdamped (ζ = 3)")]:
    args = ["spring", "--mass", 1, "--stiffness", 100, "--damping", damping, "--fps", 240, "--duration", 2]
    t = mc(*args)
    ax.plot(t.time, t.value, label=label)
ax.axhline(1, color="gray", lw=0.8)
ax.set_title("Spring regimes, k = 100, m = 1")
ax.set_xlabel("time (s)")
ax.set_ylabel("value")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "springs-regimes")
''',
r'''
fig, ax = plt.subplots(figsize=(9, 4.5))
for zeta in [0.1, 0.3, 0.5, 0.7, 1.0]:
    c = 2 * zeta * 10
    t = mc("spring", "--stiffness", 100, "--damping", c, "--fps", 240, "--duration", 3)
    line, = ax.plot(t.time, t.value, label=f"ζ = {zeta}")
    settle = number("settling-duration", "--stiffness", 100, "--damping", c)
    ax.axvline(settle, color=line.get_color(), ls=":", lw=1)
ax.set_title("Damping-ratio sweep; dotted: exact settling time (|x − 1| ≤ 0.001 after it)")
ax.set_xlabel("time (s)")
ax.set_ylabel("value")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "springs-zeta-sweep")
''',
r'''
fig, ax = plt.subplots(figsize=(9, 4.5))
smooth = mc("spring", "--stiffness", 157.91367041742973, "--damping", 17.59291886010284, "--fps", 600, "--duration", 1)
frames = mc("spring", "--stiffness", 157.91367041742973, "--damping", 17.59291886010284, "--fps", 60, "--duration", 1)
cosine = mc("spring-keyframes", "--damping", 5, "--frequency", 30, "--duration", 1, "--closing-frame")
ax.plot(smooth.time, smooth.value, label="physical spring (duration 0.5, bounce 0.3)")
ax.plot(frames.time, frames.value, "o", ms=3, label="its 60-fps frames")
ax.plot(cosine.x, cosine.value, "s", ms=3, label="KYSpringLayerAnimation's 1 − e^(−5x)·cos(30x)")
ax.set_title("60-fps frames: the physical spring and a damped-cosine keyframe generator")
ax.set_xlabel("time (s) / normalised x")
ax.set_ylabel("value")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "springs-frames")
''',
r'''
# One step response per toolkit, each from that toolkit's own parameters (Springs article,
# Springs of other toolkits); dotted: each spring's exact settling time.
springs = [
    ("SwiftUI .bouncy (duration 0.5, bounce 0.3)", ["--preset", "bouncy"]),
    ("Core Animation default (1, 100, 10)", ["--preset", "default"]),
    ("Material 3 expressive default spatial", ["--preset", "material-expressive-default-spatial"]),
    ("Material 3 standard default spatial", ["--preset", "material-standard-default-spatial"]),
    ("React Native default (Origami 40, 7)", ["--origami-tension", 40, "--origami-friction", 7]),
    ("POP default (bounciness 4, speed 12)", ["--bounciness", 4, "--speed", 12]),
    ("Motion default (duration 0.8 s, bounce 0.3)", ["--motion-duration", 0.8, "--bounce", 0.3]),
    ("react-spring default (tension 170, friction 26)", ["--stiffness", 170, "--damping", 26]),
]
fig, ax = plt.subplots(figsize=(9, 5))
for label, args in springs:
    t = mc("spring", *args, "--fps", 240, "--duration", 1.2)
    line, = ax.plot(t.time, t.value, label=label)
    settle = number("settling-duration", *args)
    if settle <= 1.2:
        ax.axvline(settle, color=line.get_color(), ls=":", lw=1)
ax.axhline(1, color="gray", lw=0.8)
ax.set_title("Each toolkit's default or named spring, from its own parameters (unit step from rest)")
ax.set_xlabel("time (s)")
ax.set_ylabel("value")
ax.legend(fontsize=8)
ax.grid(alpha=0.3)
save(fig, "springs-toolkits")
''',
r'''
# Android's fling at 4000 px/s (density 1) in the four models (Springs article, Fling): the exact
# curve Android's table samples, OverScroller's whole pixels and milliseconds, Compose's floats,
# and Flutter's ballistic power law, which covers the same distance sooner.
fig, (top, bottom) = plt.subplots(2, 1, figsize=(9, 6.5), sharex=True)
for model, style in [("exact", "-"), ("android", "--"), ("compose", ":"), ("flutter", "-.")]:
    t = mc("fling", "--velocity", 4000, "--model", model, "--fps", 240)
    top.plot(t.time, t.value, style, label=model)
    bottom.plot(t.time, t.velocity, style, label=model)
top.set_title("A 4000 px/s fling: the exact spline, Android, Compose and Flutter")
top.set_ylabel("position (px)")
bottom.set_ylabel("velocity (px/s)")
bottom.set_xlabel("time (s)")
top.legend()
top.grid(alpha=0.3)
bottom.grid(alpha=0.3)
save(fig, "springs-fling")
''',
r'''
# Motion's inertia (Springs article, Bounded inertia): a flick at 1200 px/s from 0 aims at 960;
# with a bound at 500 it hands over to the bounce spring at the exact crossing; snapped to a
# 400-px grid it rests at 800.
fig, ax = plt.subplots(figsize=(9, 4.5))
for label, args in [("no bound (target 960)", []), ("max 500: bounce spring at the crossing", ["--max", 500]),
                    ("snapped to a 400-px grid", ["--snap", 400])]:
    t = mc("inertia", "--velocity", 1200, *args, "--fps", 240, "--duration", 2)
    ax.plot(t.time, t.value, label=label)
ax.axhline(500, color="gray", lw=0.8, ls=":")
ax.set_title("Motion's inertia at 1200 px/s (power 0.8, τ = 0.325 s, bounce k = 500, c = 10)")
ax.set_xlabel("time (s)")
ax.set_ylabel("position (px)")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "springs-inertia")
''',
r'''
# UIScrollView's rubber band (Springs article, Rubber-banding) for a 960-pt viewport: the
# displacement starts at slope c = 0.55 and never reaches the dimension.
fig, ax = plt.subplots(figsize=(9, 4.5))
for c in [0.3, 0.55, 0.8]:
    t = mc("rubber-band", "--dimension", 960, "--coefficient", c, "--to", 4000, "--samples", 401)
    ax.plot(t.overscroll, t.displacement, label=f"c = {c}" + (" (UIScrollView)" if c == 0.55 else ""))
ax.plot([0, 1745], [0, 960], color="gray", lw=0.8, ls=":", label="slope 0.55 at the edge")
ax.axhline(960, color="gray", lw=0.8)
ax.set_title("Rubber band, viewport 960 pt: displacement shown for a drag past the edge")
ax.set_xlabel("overscroll (pt)")
ax.set_ylabel("displacement (pt)")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "springs-rubber-band")
''',
r'''
# Reanimated's withDecay (Springs article, Rubber-banding), frame by frame from 2000 px/s: its
# velocity rule counts time since the start, so the glide depends on the frame rate; with a clamp
# [0, 300] its rubber band goes past the bound and snaps back. UIScrollView's exact deceleration
# (the same 0.998 per ms) for comparison.
fig, axes = plt.subplots(1, 2, figsize=(14, 4.5))
exact = mc("decay", "--velocity", 2000, "--fps", 60)
for fps in [60, 120]:
    rigid = mc("decay", "--model", "reanimated", "--velocity", 2000, "--fps", fps)
    axes[0].plot(rigid.time, rigid.value, label=f"Reanimated at {fps} fps")
    band = mc("decay", "--model", "reanimated", "--velocity", 2000, "--fps", fps, "--clamp", "0,300", "--rubber-band")
    axes[1].plot(band.time, band.value, label=f"Reanimated rubber band at {fps} fps")
axes[0].plot(exact.time, exact.value, color="gray", ls="--", label="UIScrollView (exact)")
axes[1].axhline(300, color="gray", lw=0.8, ls=":", label="clamp bound")
axes[0].set_title("A glide from 2000 px/s, deceleration 0.998")
axes[1].set_title("The same flick with clamp [0, 300] and the rubber band (factor 0.6)")
decorate(axes, "time (s)", "position (px)")
save(fig, "springs-reanimated-decay")
''',
r'''
# Springs across runtimes (Springs article): when each runtime ends the same animation, 0 → 100
# from rest at 60 Hz (`spring … --as all`), beside the exact settling time into ±0.1.
import numpy as np
springs = [("SwiftUI .bouncy", ["--preset", "bouncy"]), ("SwiftUI .smooth", ["--preset", "smooth"]),
           ("Material expressive spatial", ["--preset", "material-expressive-default-spatial"])]
fig, axes = plt.subplots(1, len(springs), figsize=(16, 4.8), sharey=True)
for ax, (title, args) in zip(axes, springs):
    t = mc("spring", *args, "--to", 100, "--as", "all")
    bars = ax.barh(t.runtime, t.time_60, color="#4a90d9")
    ax.bar_label(bars, labels=[f"{v:.3f} s" for v in t.time_60], fontsize=7, padding=2)
    ax.axvline(t.settling_time[0], color="black", ls="--", lw=0.9, label="exact settling into ±0.1")
    ax.set_title(title, fontsize=10)
    ax.set_xlabel("seconds until the runtime ends the animation (60 Hz)")
    ax.invert_yaxis()
    ax.grid(alpha=0.3, axis="x")
axes[0].legend(fontsize=8, loc="lower right")
save(fig, "springs-runtimes")
''',
]

KEYFRAMES = [
"# Keyframes\nCore Animation's documentation example in every calculation mode, paced versus linear along the bounce path, tension/continuity/bias, the C2 splines, and the deformable ball's restore animation.",
COMMON,
r'''
values = "310,60,120,60,310"; times = "0,0.25,0.5,0.75,1"
fig, ax = plt.subplots(figsize=(10, 5))
for mode in ["linear", "discrete", "paced", "cubic", "cubicPaced"]:
    t = mc("keyframes", "--values", values, "--key-times", times, "--mode", mode, "--samples", 401)
    ax.plot(t.t, t.value, label=mode, drawstyle="steps-post" if mode == "discrete" else "default")
ax.plot([0, 0.25, 0.5, 0.75, 1], [310, 60, 120, 60, 310], "ko", label="keyframes")
ax.set_title("Core Animation's example (values 310, 60, 120, 60, 310) in the five calculation modes")
ax.set_xlabel("fraction of the duration")
ax.set_ylabel("position.y (points)")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "keyframes-modes")
''',
r'''
bounce = "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"
fig, ax = plt.subplots(figsize=(10, 5))
for paced, marker in [(False, "o"), (True, "x")]:
    args = ["path", bounce, "--samples", 41] + (["--paced"] if paced else [])
    t = mc(*args)
    ax.plot(t.x, t.y, marker, ms=4, label="paced" if paced else "linear (equal time per segment)")
ax.invert_yaxis()
ax.set_title("The bounce path sampled at 41 equal times: paced (constant speed) vs linear")
ax.set_xlabel("x (points)")
ax.set_ylabel("y (points, down)")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "keyframes-bounce-path")
''',
r'''
# How small can a paced segment's inverse be? The benchmarks' paced path (Benchmarks/KeyframesBenchmarks) is
# 10^4 copies of the S-shaped cubic (0, 0), (0.2, 1.5), (0.8, -1.5), (1, 0). A paced query evaluates one
# polynomial u(s) per sub-interval, so the inverse of a segment is a set of sub-intervals, each holding
# degree + 1 coefficients and 3 more doubles (ArcLengthTable's records). Below: an estimate of the fewest
# sub-intervals a polynomial of each degree needs, interpolating as the library does (at the lengths of the
# degree + 1 Chebyshev-Lobatto points of the sub-interval, Gauss-Legendre lengths here), each the widest from
# the left whose length error (the error in u times the speed there, at 7 points between nodes) stays within
# accuracy x L, and their bytes. The library's own construction (degree 16, widths changed by factors of 2
# and its square root, checked at the midpoints) needs more: this is the floor its representation allows.
import numpy as np

P = np.array([[0, 0], [0.2, 1.5], [0.8, -1.5], [1, 0]], float)
D0, D1, D2 = 3 * (P[1] - P[0]), 6 * (P[2] - P[1]), 3 * (P[3] - P[2])
def speed(u):
    u = np.asarray(u, float)[..., None]
    return np.linalg.norm(D0 * (1 - u) ** 2 + D1 * (1 - u) * u + D2 * u ** 2, axis=-1)
gx, gw = np.polynomial.legendre.leggauss(40)
def lengths(a, us, parts=8):
    """Arc length from a to each u of `us` (composite 40-point Gauss-Legendre, ~1e-16 relative)."""
    out = []
    for u in us:
        edges = np.linspace(a, u, parts + 1)
        half = (edges[1:] - edges[:-1])[:, None] / 2
        out.append(float((half * (speed(edges[:-1, None] + half * (gx + 1)) @ gw[:, None])).sum()))
    return np.array(out)
total = lengths(0, [1], 64)[0]
def fits(a, b, degree, accuracy):
    """Whether the degree-n inverse of [a, b] is within accuracy x total in length (its error in u times the
    speed there, at 7 points between each pair of nodes)."""
    x = -np.cos(np.pi * np.arange(degree + 1) / degree)
    u = a + (b - a) * (x + 1) / 2
    t = 2 * lengths(a, u) / lengths(a, [b])[0] - 1
    w = 1 / np.array([np.prod(t[j] - np.delete(t, j)) for j in range(degree + 1)])
    check = np.concatenate([(k * u[:-1] + (8 - k) * u[1:]) / 8 for k in range(1, 8)])
    tc = 2 * lengths(a, check) / lengths(a, [b])[0] - 1
    q = w / (tc[:, None] - t[None, :])
    return bool((np.abs((q @ u) / q.sum(1) - check) * speed(check)).max() <= accuracy * total)
def fewest(degree, accuracy):
    a, count = 0.0, 0
    while a < 1:
        count += 1
        if fits(a, 1, degree, accuracy):
            break
        lo, hi = 0.0, 1 - a
        for _ in range(24):
            lo, hi = ((lo + hi) / 2, hi) if fits(a, a + (lo + hi) / 2, degree, accuracy) else (lo, (lo + hi) / 2)
        if lo == 0:
            raise ValueError(f"no sub-interval from u = {a} fits degree {degree} at {accuracy}")
        a += lo
    return count
rows = [(d, acc, fewest(d, acc)) for d in (16, 32) for acc in (1e-6, 1e-9, 1e-12)]
table = pd.DataFrame(rows, columns=["degree", "accuracy", "sub-intervals"])
table["bytes of records"] = table["sub-intervals"] * (table.degree + 4) * 8
print(table.to_string(index=False))
fig, ax = plt.subplots(figsize=(8, 4.5))
for k, d in enumerate((16, 32)):
    part = table[table.degree == d]
    bars = ax.bar(np.arange(3) + (k - 0.5) * 0.35, part["bytes of records"], 0.35, label=f"degree {d}")
    ax.bar_label(bars, labels=[f"{n} × {d + 4} doubles" for n in part["sub-intervals"]], fontsize=8)
ax.axhline(512, color="black", ls="--", lw=0.9, label="512 bytes")
ax.set_xticks(range(3))
ax.set_xticklabels(["accuracy 1e-6", "1e-9", "1e-12 (default)"])
ax.set_ylabel("bytes of inverse records per segment")
ax.set_title("Estimated fewest polynomial sub-intervals of the benchmark's S-shaped segment")
ax.legend()
ax.grid(alpha=0.3, axis="y")
save(fig, "keyframes-inverse-floor")
''',
r'''
values = "0,1,0.2,1.2,0"
fig, axes = plt.subplots(1, 3, figsize=(14, 4.2), sharey=True)
for ax, (name, flag) in zip(axes, [("tension", "--tension"), ("continuity", "--continuity"), ("bias", "--bias")]):
    for v in [-0.8, 0, 0.8]:
        t = mc("keyframes", "--values", values, "--mode", "cubic", flag, f"0,{v},{v},{v},0", "--samples", 401)
        ax.plot(t.t, t.value, label=f"{name} = {v}")
    ax.set_title(f"Kochanek–Bartels {name}")
    ax.set_xlabel("fraction of the duration")
    ax.legend()
    ax.grid(alpha=0.3)
axes[0].set_ylabel("value")
save(fig, "keyframes-tcb")
''',
r'''
fig, ax = plt.subplots(figsize=(10, 5))
values = "0,1,0.2,1.2,0"; times = "0,0.1,0.45,0.7,1"
for mode in ["cubic", "natural", "clamped", "notAKnot", "periodic", "monotone"]:
    t = mc("keyframes", "--values", values, "--key-times", times, "--mode", mode, "--samples", 401)
    ax.plot(t.t, t.value, label=mode, lw=2.5 if mode == "monotone" else 1.5)
ax.plot([0, 0.1, 0.45, 0.7, 1], [0, 1, 0.2, 1.2, 0], "ko", label="keyframes")
ax.set_title("Catmull-Rom (cubic), the C2 splines and the monotone cubic on non-uniform key times")
ax.set_xlabel("fraction of the duration")
ax.set_ylabel("value")
ax.legend()
ax.grid(alpha=0.3)
save(fig, "keyframes-c2-splines")
''',
r'''
from matplotlib.path import Path as MPath
from matplotlib.patches import PathPatch

def svg_path(data):
    """SVG path data of M, C and Z commands (what `motioncurves ball` writes) as a matplotlib Path."""
    words, vertices, codes, i = data.split(), [], [], 0
    while i < len(words):
        w = words[i]
        if w == "M":
            vertices.append((float(words[i + 1]), float(words[i + 2]))); codes.append(MPath.MOVETO); i += 3
        elif w == "C":
            for j in range(3):
                vertices.append((float(words[i + 1 + 2 * j]), float(words[i + 2 + 2 * j]))); codes.append(MPath.CURVE4)
            i += 7
        elif w == "Z":
            vertices.append(vertices[0]); codes.append(MPath.CLOSEPOLY); i += 1
        else:
            raise ValueError(f"unexpected command {w}")
    return MPath(vertices, codes)

# KYAnimatedPageControl's restore animation: the damped cosine e^(−5x)·cos(30x) drives the factor from 1 to 0
# over 0.8 s at 60 fps (48 frames); every third frame drawn, the resting square in grey.
t = mc("ball", "--diameter", 60, "--damped-cosine", "5,30", "--duration", 0.8, "--fps", 60)
shown = t.iloc[::3]
fig, axes = plt.subplots(2, 8, figsize=(16, 4.6))
for ax, (_, row) in zip(axes.flat, shown.iterrows()):
    ax.add_patch(PathPatch(svg_path(row.path), facecolor="#4a90d9", edgecolor="black", lw=0.8))
    ax.add_patch(plt.Rectangle((0, 0), 60, 60, fill=False, edgecolor="0.75", lw=0.8))
    ax.set_xlim(-50, 70); ax.set_ylim(90, -30); ax.set_aspect("equal"); ax.axis("off")
    ax.set_title(f"frame {int(row.frame)}: t = {row.time:.3f} s\nfactor {row.factor:+.3f}", fontsize=8)
fig.suptitle("The deformable ball restored by the damped cosine (direction left, offset d/3.6)")
save(fig, "keyframes-ball-restore")
''',
r'''
# Keys with tangents and weights (Keyframes article): keys 0, 10, 4 at times 0, 0.4, 2, the
# middle key's out weight varied, then clampedAuto tangents, which never overshoot a key
# (`keyframes --mode bezier`).
fig, (left, right) = plt.subplots(1, 2, figsize=(13, 4.5))
for weight in [0, 1 / 3, 0.6, 1]:
    t = mc("keyframes", "--mode", "bezier", "--values", "0,10,4", "--key-times", "0,0.4,2",
           "--out-weights", f"0.3333333333333333,{weight},0.3333333333333333", "--samples", 401)
    left.plot(t.t, t.value, label=f"out weight {weight:.2f}" + (" (Hermite)" if abs(weight - 1 / 3) < 1e-9 else ""))
left.set_title("auto tangents, the middle key's out weight varied")
for tangent in ["auto", "clampedAuto", "linear"]:
    t = mc("keyframes", "--mode", "bezier", "--values", "0,8,10,3,4", "--key-times", "0,0.5,1,1.6,2",
           "--in-tangents", tangent, "--out-tangents", tangent, "--samples", 401)
    right.plot(t.t, t.value, label=tangent)
right.plot([0, 0.5, 1, 1.6, 2], [0, 8, 10, 3, 4], "ko", ms=4, label="keys")
right.set_title("tangent modes: clampedAuto stays between the keys")
decorate((left, right), "time", "value")
save(fig, "keyframes-weighted-tangents")
''',
]

PERFORMANCE = [
"# Performance\nThe ratios of one `make bench` run (Benchmarks/latest.json, written by Benchmarks/ratios.py).",
COMMON,
r'''
with open(os.environ.get("BENCH_SUMMARY", "../Benchmarks/latest.json")) as f:
    summary = json.load(f)
import numpy as np

# Left: the whole lifecycle (create a curve, then N frames), per animation, ours and the native
# baselines at each N. Right: the steady state (one warm curve, random inputs), ns per input, per
# curve. Every bar is labelled by what it measures; log scales, since the parts span 10^3.
lifecycle = summary.get("lifecycle_ns_per_animation", {}).get("curve", {})
paired = summary.get("paired_ns_per_input", {})
fig, (left, right) = plt.subplots(1, 2, figsize=(15, 6.5))
# The last two are references for the price of full precision (hatched), not solvers a user calls.
series = [("plain", "CubicBezier: create + N × value(at:)"), ("prepared", "prepared(): create + N × value(at:)"),
          ("native a", "native (a) Newton from t = x, ε = 1e-7"), ("native b", "native (b) 11-sample table, ε = 1e-7"),
          ("native b to an ulp", "reference: native (b) on to an ulp"), ("plain first guess", "reference: plain first guess, no step")]
if lifecycle:
    ns_ = sorted(lifecycle, key=int)
    shown = [(key, label) for key, label in series if any(key in lifecycle[n] for n in ns_)]
    width = 0.8 / len(shown)
    for k, (key, label) in enumerate(shown):
        values = [lifecycle[n].get(key, np.nan) for n in ns_]
        left.bar(np.arange(len(ns_)) + (k - (len(shown) - 1) / 2) * width, values, width, label=label,
                 hatch="//" if label.startswith("reference") else None, edgecolor="white" if label.startswith("reference") else None)
    left.set_xticks(range(len(ns_)))
    left.set_xticklabels(["N = %s" % n for n in ns_])
    left.set_yscale("log")
    left.set_ylabel("ns per animation (log scale)")
    left.set_title("create a curve and sample N frames (2,000 random curves)")
    left.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=2)
    left.grid(alpha=0.3, axis="y")
else:
    left.text(0.5, 0.5, "no lifecycle run in this summary", ha="center", transform=left.transAxes)
parts = [("plain value(at:) random", "CubicBezier.value(at:)"), ("prepared value(at:) random", "prepared value(at:)"),
         ("prepared batch random", "prepared values(at:), a batch"), ("native a random", "native (a)"), ("native b random", "native (b)")]
if paired:
    curves = [c for c in ("ease", "easeInOut", "back", "hard") if c in paired]
    width = 0.16
    for k, (key, label) in enumerate(parts):
        values = [paired[c].get(key, np.nan) for c in curves]
        right.bar(np.arange(len(curves)) + (k - 2) * width, values, width, label=label)
    right.set_xticks(range(len(curves)))
    right.set_xticklabels(curves)
    right.set_yscale("log")
    right.set_ylabel("ns per input (log scale)")
    right.set_title("steady state: one warm curve, random inputs")
    right.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=3)
    right.grid(alpha=0.3, axis="y")
else:
    right.text(0.5, 0.5, "no paired run in this summary", ha="center", transform=right.transAxes)
save(fig, "performance-benchmarks")
print(summary.get("machine", ""))
''',
]

VALUES = [
"# Value spaces\nAngles the shorter way round, rotations along great arcs (slerp and the spherical Catmull-Rom), colour ramps in each interpolation space, and a transform interpolated through its decomposition.",
COMMON,
r'''
import numpy as np
fig, axes = plt.subplots(1, 2, figsize=(12, 4.2))
for turn in ["shorter", "longer", "increasing", "decreasing", "numeric"]:
    t = mc("keyframes", "--kind", "angle", "--values", "350,10,60", "--turn", turn, "--samples", 201)
    axes[0].plot(t.t, t.angle, label=turn)
axes[0].set_title("Angle keyframes 350°, 10°, 60° (linear), by --turn")
axes[0].set_xlabel("fraction of the duration"); axes[0].set_ylabel("angle (degrees, unwrapped)")
axes[0].legend(); axes[0].grid(alpha=0.3)
for mode in ["linear", "cubic"]:
    t = mc("keyframes", "--kind", "angle", "--values", "350,10,60,30", "--mode", mode, "--samples", 201)
    axes[1].plot(t.t, t.angle, label=mode)
axes[1].set_title("350°, 10°, 60°, 30°: linear and Catmull-Rom, through 360° not back")
axes[1].set_xlabel("fraction of the duration"); axes[1].legend(); axes[1].grid(alpha=0.3)
save(fig, "values-angles")
''',
r'''
def rotate(q, v):
    """The vector v rotated by the unit quaternion rows q = (w, x, y, z)."""
    w, u = q[:, :1], q[:, 1:]
    t = 2 * np.cross(u, v)
    return v + w * t + np.cross(u, t)

def about(axis, degrees):
    axis = np.asarray(axis, float) / np.linalg.norm(axis)
    half = np.radians(degrees) / 2
    return [np.cos(half), *(np.sin(half) * axis)]

# Rotations that carry the z axis to −y, x, (0, ½√2, ½√2) and −x in turn.
keys = "; ".join(",".join(repr(float(c)) for c in q) for q in
                 [about([1, 0, 0], 0), about([1, 0, 0], 90), about([0, 1, 0], 90), about([1, 0, 0], -45), about([0, 1, 0], -90)])
fig = plt.figure(figsize=(12, 5.5))
ax = fig.add_subplot(1, 2, 1, projection="3d")
u, v = np.mgrid[0:2 * np.pi:40j, 0:np.pi:20j]
ax.plot_wireframe(np.cos(u) * np.sin(v), np.sin(u) * np.sin(v), np.cos(v), color="0.85", linewidth=0.5)
point = np.array([0.0, 0.0, 1.0])
for mode, style in [("linear", "-"), ("paced", ":"), ("cubic", "-")]:
    t = mc("keyframes", "--kind", "quaternion", "--values", keys, "--mode", mode, "--samples", 301)
    path = rotate(t[["w", "x", "y", "z"]].to_numpy(), point)
    ax.plot(path[:, 0], path[:, 1], path[:, 2], style, label=mode, linewidth=2 if mode == "cubic" else 1.2)
kt = mc("keyframes", "--kind", "quaternion", "--values", keys, "--mode", "discrete", "--samples", 6)
ends = rotate(kt[["w", "x", "y", "z"]].to_numpy(), point)
ax.scatter(ends[:, 0], ends[:, 1], ends[:, 2], color="k", s=20, label="keyframes")
ax.set_title("The z axis carried by rotation keyframes: slerp arcs,\npaced, and the spherical Catmull-Rom (C¹)")
ax.legend(loc="lower left")
ax2 = fig.add_subplot(1, 2, 2)
for mode in ["linear", "paced", "cubic"]:
    t = mc("keyframes", "--kind", "quaternion", "--values", keys, "--mode", mode, "--samples", 601)
    q = t[["w", "x", "y", "z"]].to_numpy()
    dots = np.abs(np.sum(q[1:] * q[:-1], axis=1)).clip(0, 1)
    speed = 2 * np.arccos(dots) / np.diff(t.t)
    ax2.plot(t.t[1:], speed, label=mode)
ax2.set_title("Angular speed (rad per unit fraction): paced is constant")
ax2.set_xlabel("fraction of the duration"); ax2.legend(); ax2.grid(alpha=0.3)
save(fig, "values-rotations")
''',
r'''
# Colour ramps: the same keyframes in each interpolation space (premultiplied, CSS Color 4), shown
# as sRGB after CSS's OKLCh chroma reduction; and the raw sRGB channels of the OKLab ramp.
keys = "#1e90ff;gold;rgb(220 20 60 / 0.4)"
spaces = ["srgb", "srgb-linear", "oklab", "oklch", "lab", "lch", "hsl"]
fig, axes = plt.subplots(len(spaces) + 1, 1, figsize=(11, 7.5))
checker = np.indices((12, 300)).sum(axis=0) // 6 % 2 * 0.25 + 0.6
for ax, space in zip(axes, spaces):
    t = mc("keyframes", "--kind", "color", "--values", keys, "--space", space, "--gamut", "oklch-chroma", "--samples", 300)
    rgba = t[["r", "g", "b", "alpha"]].to_numpy().clip(0, 1)
    over = rgba[None, :, :3] * rgba[None, :, 3:] + checker[:, :, None] * (1 - rgba[None, :, 3:])
    ax.imshow(over, aspect="auto")
    ax.set_yticks([]); ax.set_xticks([]); ax.set_ylabel(space, rotation=0, ha="right", va="center")
t = mc("keyframes", "--kind", "color", "--values", keys, "--space", "oklab", "--samples", 300)
c = mc("keyframes", "--kind", "color", "--values", keys, "--space", "oklab", "--gamut", "oklch-chroma", "--samples", 300)
for channel, colour in zip("rgb", ["red", "green", "blue"]):
    axes[-1].plot(c.t, c[channel], color=colour)
axes[-1].set_ylabel("OKLab ramp,\nsRGB channels", rotation=0, ha="right", va="center")
axes[-1].set_xlim(0, 1); axes[-1].grid(alpha=0.3)
axes[0].set_title("dodgerblue → gold → crimson at 40% alpha, premultiplied, in each space (checkerboard shows alpha)")
save(fig, "values-colours")
''',
r'''
# A transform interpolated three ways: CSS list interpolation (rotate numerically with translate),
# the decomposed matrices (cubic keyframes), and a plain entry-wise matrix blend for contrast.
square = np.array([[0, 0], [40, 0], [40, 40], [0, 40], [0, 0]], float)
keys = "translate(0px, 0px) rotate(0deg) scale(1);translate(150px, 30px) rotate(270deg) scale(1.5, 0.6)"
fig, axes = plt.subplots(1, 3, figsize=(14, 4.6), sharey=True)
def corners(row):
    m = np.array([row[f"m{r}{c}"] for r in range(1, 5) for c in range(1, 5)]).reshape(4, 4)
    p = np.c_[square, np.zeros(len(square)), np.ones(len(square))] @ m.T
    return p[:, :2] / p[:, 3:]
lists = mc("keyframes", "--kind", "transform", "--values", keys, "--samples", 9)
decomposed = mc("keyframes", "--kind", "transform", "--values", keys, "--mode", "cubic", "--samples", 9)
for ax, table, title in [(axes[0], lists, "CSS lists: rotate() interpolated as a number\n(270° the long way, as CSS says)"),
                         (axes[1], decomposed, "decomposed matrices: translation, scale,\nskew linear, rotation by slerp (−90°)")]:
    for k, row in table.iterrows():
        p = corners(row)
        ax.plot(p[:, 0], p[:, 1], color=plt.cm.viridis(k / 8))
    ax.set_title(title, fontsize=10); ax.set_aspect("equal"); ax.grid(alpha=0.3)
first, last = corners(lists.iloc[0]), corners(lists.iloc[-1])
for k in range(9):
    f = k / 8
    m0 = np.array([lists.iloc[0][f"m{r}{c}"] for r in range(1, 5) for c in range(1, 5)]).reshape(4, 4)
    m1 = np.array([lists.iloc[-1][f"m{r}{c}"] for r in range(1, 5) for c in range(1, 5)]).reshape(4, 4)
    m = (1 - f) * m0 + f * m1
    p = np.c_[square, np.zeros(len(square)), np.ones(len(square))] @ m.T
    axes[2].plot(p[:, 0], p[:, 1], color=plt.cm.viridis(f))
axes[2].set_title("entry-wise matrix blend, for contrast:\nthe square shrinks and shears")
axes[2].set_aspect("equal"); axes[2].grid(alpha=0.3); axes[2].title.set_fontsize(10)
axes[0].invert_yaxis()
save(fig, "values-transforms")
''',
]


def notebook(cells):
    return {
        "cells": [
            {"cell_type": "markdown" if i == 0 else "code", "metadata": {}, "source": src.strip("\n"),
             **({} if i == 0 else {"execution_count": None, "outputs": []})}
            for i, src in enumerate(cells)
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 4,
    }


for name, cells in [("timing-curves", TIMING), ("springs", SPRINGS), ("keyframes", KEYFRAMES), ("values", VALUES), ("performance", PERFORMANCE)]:
    with open(os.path.join(HERE, name + ".ipynb"), "w") as f:
        json.dump(notebook(cells), f, indent=1)
        f.write("\n")
print("wrote the notebooks")
