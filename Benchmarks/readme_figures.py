#!/usr/bin/env python3
"""Writes the measured performance figures of Benchmarks/README.md from Benchmarks/latest.json.

Usage: Benchmarks/readme_figures.py [--check] [--summary FILE] [--readme FILE]

Benchmarks/README.md holds, between the lines `<!-- figures:begin -->` and
`<!-- figures:end -->`, the table and the ratio lines that Benchmarks/ratios.py prints for the
committed run (its report(), fed the summary's ns and mallocs per evaluation). Without --check the
section is rewritten in place; with --check nothing is written and the exit status is 1 when the
file differs from what would be written (run it after editing the file or latest.json:
`make figures-check`, part of .ci/run). Python standard library only.
"""
import argparse, difflib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ beside the committed scripts
sys.path.insert(0, HERE)
from ratios import report  # noqa: E402

BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"


def generated(summary_path):
    with open(summary_path) as f:
        summary = json.load(f)
    # A summary written before a field was kept lacks it: report() says so rather than failing.
    lines, _ = report(summary.get("ns_per_evaluation", {}), summary.get("mallocs_per_evaluation"),
                      summary.get("paired_ns_per_input"), summary.get("pacing_pair_ns_per_query"),
                      summary.get("lifecycle_ns_per_animation"), summary.get("sizes"),
                      summary.get("run_before_ratios"))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the README is not up to date")
    parser.add_argument("--summary", default=os.path.join(HERE, "latest.json"))
    parser.add_argument("--readme", default=os.path.join(HERE, "README.md"))
    args = parser.parse_args()

    with open(args.readme, encoding="utf-8") as f:
        text = f.read()
    if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
        sys.exit("readme_figures.py: %s needs exactly one %s ... %s section" % (args.readme, BEGIN, END))
    head, rest = text.split(BEGIN, 1)
    old_body, tail = rest.split(END, 1)
    body = "\n" + "\n".join(generated(args.summary)) + "\n"
    if old_body == body:
        return 0
    if args.check:
        diff = difflib.unified_diff(old_body.splitlines(), body.splitlines(), "README.md (committed)",
                                    "README.md (from %s)" % os.path.relpath(args.summary), lineterm="")
        print("\n".join(diff))
        print("readme_figures.py: the README's figures differ from %s; run python3 Benchmarks/readme_figures.py"
              % os.path.relpath(args.summary), file=sys.stderr)
        return 1
    with open(args.readme, "w", encoding="utf-8") as f:
        f.write(head + BEGIN + body + END + tail)
    print("readme_figures.py: rewrote the figures section of %s" % os.path.relpath(args.readme))
    return 0


if __name__ == "__main__":
    sys.exit(main())
