#!/usr/bin/env python3
"""Mutation testing of the numerical core: does the suite catch small, realistic bugs?

Each mutant below is one hand-made bug (a flipped sign, a boundary comparison, a changed
constant) in MotionMath, TimingCurves, Springs or Keyframes, with the test filters of the modules
that should catch it. For each mutant, one at a time, the script

  1. patches its file in a private copy of the tree (.build-mutants/tree: the tracked and
     untracked-but-not-ignored files of this checkout, synced at start; the checkout itself is never
     modified), after checking that the original snippet occurs exactly once (else the mutant is
     reported "stale": the code moved on and the entry needs updating);
  2. builds the test product (swift build --product MotionCurvesPackageTests, scratch path
     .build-mutants/build, so normal builds are not disturbed) and runs the mutant's filters;
  3. restores the file (in a finally block) and reports the mutant "killed" (a test failed, or the
     tests timed out), "survived" (every test passed: the suite misses this bug), "stale", or
     "no-build" (the mutant does not compile; it measures nothing and should be fixed).

First the unmutated copy is built and the union of all filters run ("baseline"); if that fails,
nothing is measured. Exit status: 0 when every mutant run was killed, 1 otherwise.

Usage: python3 .ci/mutants.py [--list] [--keep-going] [--timeout S] [--no-baseline] [NAME ...]
(NAME: run only mutants whose name contains it; by default the run stops at the first survivor.)
`make mutants` runs them all with --keep-going. Python 3.8+, standard library only.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build-mutants"  # ignored by .gitignore (.build-*/)
TREE = WORK / "tree"
SCRATCH = WORK / "build"
SWIFT = os.environ.get("SWIFT", "swift")
TEST_PRODUCT = "MotionCurvesPackageTests"


@dataclasses.dataclass(frozen=True)
class Mutant:
    name: str
    path: str  # relative to the repository root
    original: str  # must occur exactly once in the file
    replacement: str
    filters: tuple[str, ...]  # swift test --filter arguments (regular expressions)
    why: str  # the kind of bug, and which test is meant to catch it


# The three the issue names come first.
MUTANTS: list[Mutant] = [
    Mutant(
        "paths-relative-arc-as-absolute",
        "Sources/Paths/Path+SVG.swift",
        'try point(relativeTo: current, relative, "the arc end point")',
        'try point(relativeTo: current, false, "the arc end point")',
        ("PathsTests",),
        "a relative SVG arc's end point read as absolute (RelativePathCommandTests: every relative command from a non-origin start)",
    ),
    Mutant(
        "springs-q-c2-error-term-sign",
        "Sources/Springs/Spring+Kernel.swift",
        "(4 * pe - se)",
        "(4 * pe + se)",
        ("SpringsTests",),
        "sign of c²'s rounding-error term in q (CriticalDampingPrecisionTests: q and dampedFrequency within ulps of critical)",
    ),
    Mutant(
        "timingcurves-plain-acceptance-x2e25",
        "Sources/TimingCurves/CubicBezier+Solver.swift",
        "<= next * 0x1p-55 {",
        "<= next * 0x1p-30 {",
        ("TimingCurvesTests",),
        "the plain solve's certificate loosened 2^25 times (CubicBezierPrecisionTests: the 1e-13 contract from the first evaluation)",
    ),
    # Keyframes: SVG parsing and arcs.
    Mutant(
        "paths-relative-v-uses-x",
        "Sources/Paths/Path+SVG.swift",
        "let p = SIMD2<Double>(current.x, relative ? current.y + y : y)",
        "let p = SIMD2<Double>(current.x, relative ? current.x + y : y)",
        ("PathsTests",),
        "a relative vertical line offset from the wrong coordinate",
    ),
    Mutant(
        "paths-s-control-not-reflected",
        "Sources/Paths/Path+SVG.swift",
        "let c1 = lastCubicControl.map { current * 2 - $0 } ?? current",
        "let c1 = lastCubicControl.map { $0 } ?? current",
        ("PathsTests",),
        "S repeats the previous control instead of reflecting it",
    ),
    Mutant(
        "paths-z-keeps-current-point",
        "Sources/Paths/Path+SVG.swift",
        "path.closeSubpath()\n                current = subpathStart",
        "path.closeSubpath()",
        ("PathsTests",),
        "after Z, relative commands continue from the last point instead of the subpath's start",
    ),
    Mutant(
        "paths-arc-centre-side",
        "Sources/Paths/Path.swift",
        "if largeArc == sweep { factor = -factor }",
        "if largeArc != sweep { factor = -factor }",
        ("PathsTests",),
        "the SVG arc's centre on the wrong side of the chord (F.6.5.2 sign)",
    ),
    Mutant(
        "paths-arc-negative-sweep-wrap",
        "Sources/Paths/Path.swift",
        "if !sweep && delta > 0 { delta -= turn }",
        "if !sweep && delta > 0 { delta += turn }",
        ("PathsTests",),
        "a clockwise SVG arc's sweep wrapped the wrong way (ArcSweepTests: every flag combination on a quarter circle turns less than once)",
    ),
    # Springs.
    Mutant(
        "springs-q-km-error-term-factor",
        "Sources/Springs/Spring+Kernel.swift",
        "(4 * pe - se)",
        "(pe - se)",
        ("SpringsTests",),
        "the rounding-error term of k·m in q without its factor 4",
    ),
    Mutant(
        "springs-series-limit",
        "Sources/Springs/Spring+Kernel.swift",
        "static let seriesLimit = 1.0 / 64",
        "static let seriesLimit = 1.0",
        ("SpringsTests",),
        "the 7-term power series used 64 times further out than it is accurate",
    ),
    Mutant(
        "springs-overdamping-clamp-inverted",
        "Sources/Springs/Spring+Kernel.swift",
        "(c > critical && !allowsOverdamping)",
        "(c > critical && allowsOverdamping)",
        ("SpringsTests",),
        "damping above critical clamped when overdamping is allowed and honoured when not",
    ),
    Mutant(
        "springs-velocity-transition-sign",
        "Sources/Springs/Spring+Kernel.swift",
        "let v = v0.scaled(by: c - lambda * s)",
        "let v = v0.scaled(by: c + lambda * s)",
        ("SpringsTests",),
        "a sign in the velocity row of the transition",
    ),
    Mutant(
        "springs-critical-damping-half",
        "Sources/Springs/Spring.swift",
        "return p.isNormal && p.isFinite ? 2 * p.squareRoot()",
        "return p.isNormal && p.isFinite ? p.squareRoot()",
        ("SpringsTests",),
        "criticalDamping without its factor 2",
    ),
    # TimingCurves.
    # Not listed: the other acceptance constant S (packed[9]) loosened 1000× survives, and must: with
    # X′ > 1e-9 wherever the fast path runs (stepBounds), C < 2⁵¹ and A < 2¹⁰⁰, and then the Q test
    # E³ ≤ next·2⁻⁵⁵/(2(2C² + A)) already implies C·E ≤ ¼ and A·E² ≤ 1/16: an equivalent mutant.
    Mutant(
        "timingcurves-step-bound-c-halved",
        "Sources/TimingCurves/CubicBezier+Solver.swift",
        "return (high2 / (2 * low) * slack, abs(a) / low * slack)",
        "return (high2 / (4 * low) * slack, abs(a) / low * slack)",
        ("TimingCurvesTests",),
        "the bound C ≥ |X″/(2X′)| halved, so the fast path accepts steps its theorem does not cover",
    ),
    Mutant(
        "timingcurves-chebyshev-correction-sign",
        "Sources/TimingCurves/CubicBezier+Storage.swift",
        "        return ((u - step) - (k[2] * u + k[5]) * reciprocal * step2, step2)\n    }\n\n    /// ``chebyshevStep(_:_:_:)`` on eight",
        "        return ((u - step) + (k[2] * u + k[5]) * reciprocal * step2, step2)\n    }\n\n    /// ``chebyshevStep(_:_:_:)`` on eight",
        ("TimingCurvesTests",),
        "the sign of the scalar Chebyshev correction (the batch kernel keeps the right one)",
    ),
    Mutant(
        "timingcurves-interval-off-by-one",
        "Sources/TimingCurves/CubicBezier+Storage.swift",
        "let t = (scaled - 0.5) + magic",
        "let t = (scaled + 0.5) + magic",
        ("TimingCurvesTests",),
        "the table interval one too far (outputs stay right through the general solver; the cost tests see it)",
    ),
    Mutant(
        "timingcurves-start-extrapolation",
        "Sources/TimingCurves/CubicBezier.swift",
        "if x1 > 0 { return y1 / x1 }",
        "if x1 > 0 { return y2 / x1 }",
        ("TimingCurvesTests",),
        "the start extrapolation slope from the wrong control point",
    ),
    # MotionMath.
    Mutant(
        "motionmath-newton-bracket-orientation",
        "Sources/MotionMath/Double+Bisection.swift",
        "if (g < 0) == increasing { lo = x } else { hi = x }",
        "if (g < 0) != increasing { lo = x } else { hi = x }",
        ("MotionMathTests", "SpringsTests", "TimingCurvesTests"),
        "the safeguarded Newton root's bracket shrunk from the wrong side",
    ),
    Mutant(
        "motionmath-quadrature-floor-loose",
        "Sources/MotionMath/Quadrature.swift",
        "p.isAtFloor = finite && p.error <= 64 * Double.ulpOfOne * magnitude",
        "p.isAtFloor = finite && p.error <= 64e6 * Double.ulpOfOne * magnitude",
        ("MotionMathTests", "KeyframesTests"),
        "the quadrature's rounding floor a million times too high (pieces stop refining early)",
    ),
    Mutant(
        "motionmath-gauss-node-ulp",
        "Sources/MotionMath/Quadrature.swift",
        "(0.9739065285171717, 0.8650633666889845,",
        "(0.9739065285171718, 0.8650633666889845,",
        ("MotionMathTests",),
        "a Gauss–Legendre node one ulp off",
    ),
    Mutant(
        "motionmath-tridiagonal-pivot-inverted",
        "Sources/MotionMath/Tridiagonal.swift",
        "if abs(d[i]) >= abs(dl[i]) {",
        "if abs(d[i]) <= abs(dl[i]) {",
        ("LinearSolversTests", "KeyframesTests"),
        "partial pivoting choosing the smaller pivot",
    ),    Mutant(
        "valuespaces-hue-360-kept",
        "Sources/ValueSpaces/Color+Conversion.swift",
        "if hue >= 360 { hue = 0 }",
        "if hue > 360 { hue = 0 }",
        ("ValueSpacesTests",),
        "a hue rounding up to 360 kept as 360 (BoundaryCaseTests: lab(50 10 -1e-15) is lch(50 10 0))",
    ),
    Mutant(
        "valuespaces-same-rotation-loose",
        "Sources/ValueSpaces/TransformSpaces.swift",
        "guard abs(a.dot(b)) < 1 else { return .zero }",
        "guard abs(a.dot(b)) < 0.9999 else { return .zero }",
        ("CLITests.ValueKindCommandTests", "ValueSpacesTests"),
        "rotations 1° apart taken as the same rotation (ValueKindCommandTests: cubic rotate(0deg);rotate(1deg);rotate(2deg) turns)",
    ),
    Mutant(
        "timingcurves-bounce-offset",
        "Sources/TimingCurves/PennerEasing.swift",
        "offset = 0.9375",
        "offset = 0.9365",
        ("TimingCurvesTests",),
        "the third bounce's offset off by 1e-3 (PennerClosedFormTests: every curve against its closed form at seeded inputs)",
    ),
    Mutant(
        "timingcurves-clamp-order",
        "Sources/TimingCurves/EasingFunction+Parsing.swift",
        "max(arguments[0].value, min(arguments[1].value, arguments[2].value))",
        "min(max(arguments[0].value, arguments[1].value), arguments[2].value)",
        ("TimingCurvesTests",),
        "clamp() as min(max(MIN, VAL), MAX), wrong when MIN > MAX (CSSClampTests: clamp(0.8, 0.5, 0.2) is 0.8)",
    ),
    Mutant(
        "valuespaces-hemisphere-flip-loose",
        "Sources/ValueSpaces/RotationSpace.swift",
        "where result[i].dot(result[i - 1]) < 0 {",
        "where result[i].dot(result[i - 1]) < -0.5 {",
        ("ValueSpacesTests",),
        "quaternion signs aligned only below a dot of -0.5 (BoundaryCaseTests: a dot of -0.3 is flipped too)",
    ),
]


def run(command: list[str], timeout: float | None = None) -> tuple[int | None, str]:
    """Runs `command` in the copy; (exit status or None on timeout, combined output). On a timeout
    the command's whole process group (the one it was started in) is killed."""
    process = subprocess.Popen(command, cwd=TREE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, start_new_session=True)
    try:
        out, _ = process.communicate(timeout=timeout)
        return process.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, _ = process.communicate()
        return None, out or ""


def sync_tree() -> None:
    """Makes TREE a copy of the checkout's tracked and untracked-but-not-ignored files, rewriting
    only files whose content differs (so that SwiftPM's incremental build stays valid)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, stdout=subprocess.PIPE, check=True).stdout.decode().split("\0")
    files = {f for f in listed if f and (ROOT / f).is_file()}
    if (ROOT / "Package.resolved").is_file():
        files.add("Package.resolved")  # the pinned versions, so the copy resolves the same ones
    TREE.mkdir(parents=True, exist_ok=True)
    for f in sorted(files):
        source, target = ROOT / f, TREE / f
        data = source.read_bytes()
        if not target.is_file() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            shutil.copymode(source, target)
    for dirpath, dirnames, filenames in os.walk(TREE, topdown=True):
        rel_dir = Path(dirpath).relative_to(TREE)
        dirnames[:] = [d for d in dirnames if not (rel_dir == Path(".") and (d.startswith(".build") or d == ".swiftpm"))]
        for name in filenames:
            rel = (rel_dir / name).as_posix()
            if rel not in files and not rel.startswith(".build"):
                (TREE / rel).unlink()


def build_and_test(filters: tuple[str, ...], timeout: float) -> tuple[str, str]:
    """('passed' | 'failed' | 'timeout' | 'no-build', output tail)."""
    status, out = run([SWIFT, "build", "--product", TEST_PRODUCT, "--scratch-path", str(SCRATCH)], timeout)
    if status != 0:
        return ("timeout" if status is None else "no-build"), out[-3000:]
    command = [SWIFT, "test", "--skip-build", "--scratch-path", str(SCRATCH)]
    for f in filters:
        command += ["--filter", f]
    status, out = run(command, timeout)
    if status is None:
        return "timeout", out[-3000:]
    return ("passed" if status == 0 else "failed"), out


def failing_tests(output: str, limit: int = 3) -> list[str]:
    """The first few failure lines of swift-testing / XCTest output, for the report."""
    lines = [l.strip() for l in output.splitlines()
             if ("✘ Test" in l and "recorded an issue" in l) or " error: " in l or "' failed (" in l]
    return lines[:limit]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="run only mutants whose name contains one of these")
    parser.add_argument("--list", action="store_true", help="list the mutants and check their snippets, run nothing")
    parser.add_argument("--check", action="store_true", help="fail when any mutant's snippet does not occur exactly once (CI)")
    parser.add_argument("--keep-going", action="store_true", help="run every mutant even after one survives")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per build or test run (a hang counts as killed)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the unmutated run (when it is known to pass)")
    args = parser.parse_args()

    selected = [m for m in MUTANTS if not args.names or any(n in m.name for n in args.names)]
    if not selected:
        print("no mutant matches", args.names, file=sys.stderr)
        return 2
    names = [m.name for m in MUTANTS]
    assert len(names) == len(set(names)), "duplicate mutant names"

    if args.check:
        stale = [m for m in MUTANTS if not (ROOT / m.path).is_file() or (ROOT / m.path).read_text().count(m.original) != 1]
        for m in stale:
            print(f"STALE {m.name}: its snippet does not occur exactly once in {m.path}", file=sys.stderr)
        print(f"mutants: {len(MUTANTS) - len(stale)} of {len(MUTANTS)} snippets found exactly once")
        return 1 if stale else 0

    if args.list:
        for m in selected:
            count = (ROOT / m.path).read_text().count(m.original) if (ROOT / m.path).is_file() else 0
            state = "ok" if count == 1 else f"STALE ({count} occurrences)"
            print(f"{m.name:45} {m.path:50} [{', '.join(m.filters)}] {state}\n    {m.why}")
        return 0

    sync_tree()
    started = time.monotonic()
    if not args.no_baseline:
        filters = tuple(sorted({f for m in selected for f in m.filters}))
        print(f"baseline: unmutated tree, filters {', '.join(filters)} ...", flush=True)
        outcome, out = build_and_test(filters, args.timeout)
        if outcome != "passed":
            print(f"baseline {outcome}: the unmutated suite must pass before mutants mean anything\n{out[-3000:]}")
            return 2
        print(f"baseline passed ({time.monotonic() - started:.0f} s)", flush=True)

    results: list[tuple[Mutant, str, float]] = []
    for m in selected:
        path = TREE / m.path
        t0 = time.monotonic()
        text = path.read_text() if path.is_file() else ""
        count = text.count(m.original)
        if count != 1:
            results.append((m, "stale", 0.0))
            print(f"STALE     {m.name}: the snippet occurs {count} times in {m.path}", flush=True)
            continue
        try:
            path.write_text(text.replace(m.original, m.replacement))
            outcome, out = build_and_test(m.filters, args.timeout)
        finally:
            path.write_text(text)
        elapsed = time.monotonic() - t0
        verdict = {"failed": "killed", "timeout": "killed", "passed": "survived", "no-build": "no-build"}[outcome]
        results.append((m, verdict, elapsed))
        detail = " (timed out)" if outcome == "timeout" else ""
        print(f"{verdict.upper():9} {m.name}{detail} [{elapsed:.0f} s]", flush=True)
        if verdict == "killed":
            for line in failing_tests(out):
                print(f"          {line[:200]}")
        elif verdict == "no-build":
            print("          " + "\n          ".join(out.splitlines()[-8:]))
        else:
            print(f"          survived: {m.why}")
        if verdict == "survived" and not args.keep_going:
            print("stopping at the first survivor (--keep-going runs the rest)")
            break

    total = time.monotonic() - started
    counts = {v: sum(1 for _, r, _ in results if r == v) for v in ("killed", "survived", "stale", "no-build")}
    print(f"\n{len(results)} of {len(selected)} mutants run in {total:.0f} s: "
          + ", ".join(f"{n} {v}" for v, n in counts.items()))
    for m, verdict, elapsed in results:
        print(f"  {verdict:9} {elapsed:5.0f} s  {m.name}")
    return 0 if len(results) == len(selected) and counts["killed"] == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
