#!/usr/bin/env python3
"""Reads package-benchmark's JMH output and prints the ratios the README quotes.

Usage: Benchmarks/ratios.py [DIR]  (the --path given to `swift package benchmark --format jmh`;
default .build/benchmarks). Each benchmark evaluates 1,000 inputs per iteration; the median
throughput (iterations/s) is converted to nanoseconds per evaluation. Prints a Markdown table and
the ratios against the baselines of the same run, then checks the goals of the timing-curves
issue: our full-precision solve no slower than the classic 1e-7 baseline, and a sorted sweep
within 3 polynomial-evaluation times per input. Exits 1 when a goal is missed.
"""
import glob, json, os, sys

directory = sys.argv[1] if len(sys.argv) > 1 else ".build/benchmarks"
ns = {}
for path in glob.glob(os.path.join(directory, "*.json")):
    with open(path) as f:
        text = f.read()
    data = json.loads(text[text.find("["):])
    for entry in data:
        name = entry["benchmark"].split(".")[-1].replace("_", " ")
        p50 = entry["primaryMetric"]["scorePercentiles"]["50.0"]
        ns[name] = 1e9 / (p50 * 1000)
if not ns:
    sys.exit("ratios.py: no results in %s" % directory)

def get(fragment):
    return next((v for k, v in ns.items() if fragment in k), None)

print("| benchmark (1,000 inputs per iteration) | median ns per evaluation |")
print("|---|---:|")
for k in sorted(ns):
    print("| %s | %.1f |" % (k, ns[k]))
print()
ok = True
for curve in ("ease", "back", "hard"):
    ours, classic, bis = get("solve %s: ours" % curve), get("solve %s: classic" % curve), get("solve %s: bisection" % curve)
    if ours and classic and bis:
        print("- solve %s: ours / classic 1e-7 = %.2f; ours / bisection 1e-7 = %.2f" % (curve, ours / classic, ours / bis))
        ok &= ours <= classic
floor, sweep = get("floor"), get("sweep ease: ours, sorted batch")
if floor and sweep:
    print("- sorted sweep / one polynomial evaluation = %.1f (goal <= 3)" % (sweep / floor))
    ok &= sweep / floor <= 3
print("- goals: %s" % ("met" if ok else "NOT met"))
sys.exit(0 if ok else 1)
