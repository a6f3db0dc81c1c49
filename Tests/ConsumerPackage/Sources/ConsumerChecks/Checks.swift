// The check both consumers print and count (a library of the consumer package, so that neither
// executable repeats it).

/// Failed checks so far.
@MainActor public var failures = 0

/// Prints `ok` or `FAIL` for `value` against `expected` (relative tolerance, absolute below 1).
@MainActor public func check(_ label: String, _ value: Double, _ expected: Double, tolerance: Double = 1e-12) {
    let ok = abs(value - expected) <= tolerance * max(1, abs(expected))
    print("\(ok ? "ok  " : "FAIL") \(label): \(value)")
    if !ok { failures += 1 }
}
