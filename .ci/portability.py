#!/usr/bin/env python3
"""Portability checks for the core tier (issue 13), run by CI and `make portability`.

Fails (exit 1, one line per finding) on:
  1. a `Float80` token in Sources/, Tests/ or Benchmarks/ outside `#if arch(x86_64) || arch(i386)`
     (Float80 does not exist on arm64; comments and strings are ignored);
  2. `import Foundation`, `Glibc`, `Musl`, `Darwin`, `FoundationEssentials` or `Synchronization`
     in a core module (the core builds with the standard library and RealModule only);
  3. `@_exported import` outside the two umbrella modules;
  4. a core target that reaches CLAPACKE (or any system library) through its dependencies, read
     from `swift package describe --type json`;
  5. an underscored public, open or package declaration in Sources/ (a sealed API: what crosses
     modules inside the package has `package` access and an ordinary name).
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORE = ["MotionMath", "TimingCurves", "CBezierKernel", "Springs", "Keyframes", "Paths", "AnimationTiming", "Timelines", "ValueSpaces", "MotionCurves"]
UMBRELLAS = {"MotionCurves", "MotionCurvesLAPACK"}
UNDERSCORED = re.compile(
    r"\b(public|open|package)\s+((static|class|final|mutating|nonmutating|override|convenience|required|indirect)\s+)*"
    r"(func|var|let|struct|enum|class|actor|protocol|typealias|init|case|subscript)\s+_\w")
FORBIDDEN_IMPORTS = re.compile(r"^\s*(@\w+\s+)*import\s+(Foundation|FoundationEssentials|Glibc|Musl|Darwin|Synchronization)\b")
findings = []


def code_lines(text):
    """Lines with // comments, /* */ comments and string literals blanked (good enough for Swift here)."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    for line in text.split("\n"):
        line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
        yield line.split("//", 1)[0]


def check_float80(path):
    stack = []  # one bool per open #if: does it (or an enclosing one) guard for x86?
    for number, line in enumerate(code_lines(path.read_text()), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append(bool(re.search(r"arch\((x86_64|i386)\)", stripped)) and "!" not in stripped)
        elif stripped.startswith("#elseif") or stripped.startswith("#else"):
            if stack:
                stack[-1] = False
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        elif re.search(r"\bFloat80\b", line) and not any(stack):
            findings.append(f"{path.relative_to(ROOT)}:{number}: Float80 outside #if arch(x86_64) || arch(i386)")


for folder in ["Sources", "Tests", "Benchmarks"]:
    for path in sorted((ROOT / folder).rglob("*.swift")):
        if ".build" in path.parts:
            continue
        check_float80(path)
        module = path.relative_to(ROOT / folder).parts[0] if folder == "Sources" else None
        for number, line in enumerate(code_lines(path.read_text()), 1):
            if module in CORE and FORBIDDEN_IMPORTS.search(line):
                findings.append(f"{path.relative_to(ROOT)}:{number}: core module {module} imports {line.strip()}")
            if folder == "Sources" and UNDERSCORED.search(line):
                findings.append(f"{path.relative_to(ROOT)}:{number}: underscored non-internal declaration: {line.strip()}")
            if "@_exported" in line and module not in UMBRELLAS:
                findings.append(f"{path.relative_to(ROOT)}:{number}: @_exported import outside the umbrella modules")

# 4. The dependency graph.
describe = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT, capture_output=True, text=True)
if describe.returncode != 0:
    findings.append(f"swift package describe failed: {describe.stderr.strip()[:400]}")
else:
    text = describe.stdout
    package = json.loads(text[text.index("{"):])
    targets = {t["name"]: t for t in package["targets"]}

    def reach(name, seen):
        for dependency in targets.get(name, {}).get("target_dependencies", []):
            if dependency not in seen:
                seen.add(dependency)
                reach(dependency, seen)
        return seen

    for name in CORE:
        if name not in targets:
            findings.append(f"core target {name} is missing from the package")
            continue
        reached = reach(name, set())
        system = sorted(d for d in reached if targets.get(d, {}).get("type") == "system-target" or d == "CLAPACKE")
        if system:
            findings.append(f"core target {name} reaches system libraries: {', '.join(system)}")
    for product in package["products"]:
        if product["name"] == "MotionCurves":
            reached = set()
            for t in product["targets"]:
                reached |= reach(t, {t})
            outside = sorted(reached - set(CORE))
            if outside:
                findings.append(f"the core product MotionCurves reaches non-core targets: {', '.join(outside)}")

for finding in findings:
    print(finding)
if findings:
    print(f"portability: {len(findings)} finding(s)")
    sys.exit(1)
print(f"portability: clean (core targets: {', '.join(CORE)})")
