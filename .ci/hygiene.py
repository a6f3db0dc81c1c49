#!/usr/bin/env python3
"""Source hygiene, run by CI: comments in Sources/ state contracts, not history.

Fails (exit 1, one line per finding) on a comment in a Swift, C or header file under Sources/ that
carries
  1. a timing: a number followed by ns or µs (measured figures live in Benchmarks/README.md and
     the module articles);
  2. a commit hash: "commit" followed by 7 or more hex digits;
  3. one of this project's issue numbers: "issue N" unless the word before names another
     project's tracker (csswg-drafts issue 4046 is a citation, issue 17 is history).
The DocC articles (*.docc) are where derivations and figures belong and are not checked.
Also fails when README.md, the front door, grows past README_LINES lines (the rest belongs in
Guides/, Benchmarks/README.md and the articles).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TIMING = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:ns|µs|us)\b")
COMMIT = re.compile(r"\bcommits?\s+[0-9a-f]{7,40}\b", re.IGNORECASE)
ISSUE = re.compile(r"(\S+)?\s*\b[Ii]ssues?\s+#?\d+")
README_LINES = 250
EXTERNAL = re.compile(r"[-/]|^(WebKit|Chromium|Firefox|Flutter|Compose|bug)$", re.IGNORECASE)


def comment_part(line: str) -> str:
    """The text after `//` (Swift and C line comments, doc comments), or a block-comment line."""
    stripped = line.strip()
    if stripped.startswith(("*", "/*")):
        return stripped
    index = line.find("//")
    return line[index:] if index >= 0 else ""


def findings():
    for path in sorted((ROOT / "Sources").rglob("*")):
        if path.suffix not in {".swift", ".c", ".h"} or ".docc" in path.parts[-2]:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            comment = comment_part(line)
            if not comment:
                continue
            where = f"{path.relative_to(ROOT)}:{number}"
            if TIMING.search(comment):
                yield f"{where}: a timing in a comment (figures belong in Benchmarks/README.md or the articles)"
            if COMMIT.search(comment):
                yield f"{where}: a commit hash in a comment"
            for match in ISSUE.finditer(comment):
                before = (match.group(1) or "").strip("(,;:/*")
                if not EXTERNAL.search(before):
                    yield f"{where}: an issue number in a comment (say what the code does, not its history)"


def main() -> int:
    problems = list(findings())
    readme = len((ROOT / "README.md").read_text(encoding="utf-8").splitlines())
    if readme > README_LINES:
        problems.append(f"README.md: {readme} lines, more than {README_LINES} (move the detail to Guides/)")
    for problem in problems:
        print(problem)
    if problems:
        print(f"hygiene: {len(problems)} finding(s)")
        return 1
    print(f"hygiene: no timings, commit hashes or issue numbers in Sources/ comments; README.md {readme} lines (<= {README_LINES})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
