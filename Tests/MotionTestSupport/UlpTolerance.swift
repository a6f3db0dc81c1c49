/// The tests' one tolerance in ulps, in Guides/Precision.md's sense: an error of n ulp(x) is
/// |actual − expected| ≤ n·ulp(x), with x the expected value unless `scale` names another (e.g.
/// `of: 1` for "n ulps of 1", i.e. n·ε). Same arithmetic as the hand-written
/// `abs(a − b) <= n * x.ulp` it replaces, so a converted bound is the same bound.
/// Use inside `#expect` (which shows the arguments on failure); ``ulpError(_:_:of:)`` for messages.
public func isClose(_ actual: Double, _ expected: Double, ulps: Double, of scale: Double? = nil) -> Bool {
    actual == expected || abs(actual - expected) <= ulps * (scale ?? expected).ulp
}

/// |actual − expected| / ulp(scale ?? expected): the error in the unit ``isClose(_:_:ulps:of:)`` bounds.
public func ulpError(_ actual: Double, _ expected: Double, of scale: Double? = nil) -> Double {
    actual == expected ? 0 : abs(actual - expected) / (scale ?? expected).ulp
}
