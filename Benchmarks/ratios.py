#!/usr/bin/env python3
"""Reads package-benchmark's JMH output and prints the ratios the README quotes.

Usage: Benchmarks/ratios.py DIR  (the --path of `swift package benchmark --format jmh`)
Prints a Markdown table of median times per 1,000 evaluations and the ratios against the
baselines of the same run, then checks the goals of the timing-curves issue:
  - our full-precision solve takes no more time than the classic 1e-7 baseline (each curve);
  - a sorted sweep costs at most 3 polynomial evaluations per input (time ratio to the floor).
Exits 1 when a goal is missed.
"""
import glob, json, os, sys

directory = sys.argv[1] if len(sys.argv) > 1 else ".build/benchmarks"
scores = {}
for path in glob.glob(os.path.join(directory, "**", "*.json"), recursive=True):
    with open(path) as f:
        text = f.read()
    start = min([i for i in (text.find("["), text.find("{")) if i >= 0] or [0])
    data = json.loads(text[start:])
    for entry in data if isinstance(data, list) else [data]:
        name = entry.get("benchmark", "")
        metric = entry.get("primaryMetric", {})
        if "Wall clock" not in name and "wallClock" not in name and "Time" not in name:
            continue
        # Median (p50) when present, else the score.
        percentiles = metric.get("scorePercentiles", {})
        value = percentiles.get("50.0", metric.get("score"))
        unit = metric.get("scoreUnit", "")
        bench = name.split(".", 1)[-1].rsplit(".", 1)[0] if "." in name else name
        scores[bench] = (float(value), unit)

if not scores:
    sys.exit("ratios.py: no wall-clock results found in %s" % directory)

def find(fragment):
    for k, v in scores.items():
        if fragment in k:
            return v[0]
    return None

print("| benchmark | median per 1,000 evaluations | unit |")
print("|---|---:|---|")
for k in sorted(scores):
    print("| %s | %.1f | %s |" % (k, scores[k][0], scores[k][1]))

ok = True
print()
for curve in ("ease", "back", "hard"):
    ours, classic, bis = find("solve %s: ours" % curve), find("solve %s: classic" % curve), find("solve %s: bisection" % curve)
    if ours and classic and bis:
        print("solve %s: ours / classic = %.2f, ours / bisection = %.2f" % (curve, ours / classic, ours / bis))
        ok &= ours <= classic
floor, sweep = find("floor"), find("sweep ease: ours, sorted batch")
if floor and sweep:
    print("sorted sweep / polynomial floor = %.2f (goal <= 3)" % (sweep / floor))
    ok &= sweep / floor <= 3
print("goals met" if ok else "GOAL MISSED")
sys.exit(0 if ok else 1)
