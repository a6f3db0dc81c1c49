#!/usr/bin/env python3
"""Counts the public declarations of each library module (Sources/<Module>, the executable excluded).

A declaration is a line that declares something `public` or `open` (func, init, subscript, var,
let, case, struct, enum, class, actor, protocol, typealias, associatedtype, extension members
included); public extensions themselves are not counted, their members are. Prints one line per
module and the total. `--max N` exits 1 when the total exceeds N (the API-size goal: 850);
`--by-file` also prints each file's count within its module, largest first (the inventory a
decision on what to remove starts from).
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DECLARATION = re.compile(
    r"^\s*(@[\w().:, ]+\s+)*(public|open)\s+((static|class|final|mutating|nonmutating|override|convenience|required|indirect|nonisolated|private\(set\)|internal\(set\)|fileprivate\(set\))\s+)*"
    r"(func|init|subscript|var|let|case|struct|enum|class|actor|protocol|typealias|associatedtype)\b")


def file_counts(module: pathlib.Path) -> dict:
    counts = {}
    for path in sorted(module.rglob("*.swift")):
        n = sum(1 for line in path.read_text(encoding="utf-8").splitlines() if DECLARATION.match(line))
        if n:
            counts[path.relative_to(module).as_posix()] = n
    return counts


def count(module: pathlib.Path) -> int:
    return sum(file_counts(module).values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max", type=int, default=None)
    parser.add_argument("--by-file", action="store_true")
    args = parser.parse_args()
    counts = {m.name: count(m) for m in sorted((ROOT / "Sources").iterdir())
              if m.is_dir() and m.name != "motioncurves" and any(m.rglob("*.swift"))}
    for name, n in counts.items():
        print(f"{name:22} {n:5}")
        if args.by_file:
            for path, k in sorted(file_counts(ROOT / "Sources" / name).items(), key=lambda item: -item[1]):
                print(f"    {path:40} {k:5}")
    total = sum(counts.values())
    print(f"{'total':22} {total:5}" + (f" (goal <= {args.max})" if args.max else ""))
    return 1 if args.max is not None and total > args.max else 0


if __name__ == "__main__":
    sys.exit(main())
