/// At most `limit` characters of `text` for an error message: all of it when short enough,
/// otherwise a window around `offset` (a character offset; the start when nil) with "…" where the
/// text is cut, so that a message about a megabyte of input stays one short line.
/// - Complexity: O(offset + limit).
package func excerpt(_ text: some StringProtocol, around offset: Int? = nil, limit: Int = 60) -> String {
    let characters = text.unicodeScalars
    let count = characters.count
    guard count > limit else { return String(text) }
    let center = min(max(offset ?? 0, 0), count)
    let start = max(0, min(center - limit / 2, count - limit))
    let end = start + limit
    let lower = characters.index(characters.startIndex, offsetBy: start)
    let upper = characters.index(lower, offsetBy: limit)
    var shown = String(String.UnicodeScalarView(characters[lower..<upper]))
    if start > 0 { shown = "…" + shown }
    if end < count { shown += "…" }
    return shown
}
