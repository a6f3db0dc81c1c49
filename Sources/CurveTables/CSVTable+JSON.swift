// The JSON form of a table: what `--format json` prints.

/// The JSON form of a ``CSVTable``.
extension CSVTable {
    /// The table as a JSON array with one object per row, keyed by the header (numeric columns
    /// first, then the text columns), e.g. `[{"x":0.0,"y":0.0,"slope":0.4}, …]`.
    ///
    /// Numbers are the shortest text that reads back as the same Double (as in ``csv(precision:nonFinite:)``);
    /// NaN and infinities, which JSON cannot represent, and missing cells (a colour's `none`) are
    /// `null`. Text cells are JSON strings.
    /// Keys keep the header's order. Ends with a newline.
    /// - Complexity: O(rows × columns).
    public func json() -> String {
        let numericKeys = header.map(Self.jsonString)
        let textKeys = textHeader.map(Self.jsonString)
        var out = "["
        for (index, row) in rows.enumerated() {
            out += index == 0 ? "\n  {" : ",\n  {"
            var fields: [String] = []
            fields.reserveCapacity(row.count + textKeys.count)
            for (key, value) in zip(numericKeys, row) {
                // Missing cells hold NaN, so they are null here too.
                fields.append(key + ":" + (value.isFinite ? value.description : "null"))
            }
            if index < textRows.count {
                for (key, text) in zip(textKeys, textRows[index]) { fields.append(key + ":" + Self.jsonString(text)) }
            }
            out += fields.joined(separator: ",") + "}"
        }
        out += rows.isEmpty ? "]\n" : "\n]\n"
        return out
    }

    /// `text` as a JSON string literal (RFC 8259: quote, backslash and control characters escaped).
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
