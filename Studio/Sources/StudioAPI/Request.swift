// Strict reading of a request object: every field checked for its type and range, every number
// finite (JSON has no NaN; `null` where a number belongs is refused, not taken as a default), and
// a field the endpoint does not know refused too, so that a typo never passes silently.

/// A JSON object of a request, with the fields read so far (unknown ones are refused at the end).
final class APIRequest {
    let path: String
    let pairs: [(String, StudioJSON)]
    private var used: Set<String> = []

    /// The object `json`; `path` prefixes its fields in error messages (`spring.mass`).
    init(_ json: StudioJSON, path: String = "") throws(StudioError) {
        guard case .object(let pairs) = json else {
            throw StudioError("expected a JSON object", field: path.isEmpty ? nil : path)
        }
        self.path = path
        self.pairs = pairs
    }

    var keys: [String] { pairs.map(\.0) }

    func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The field, or nil when absent.
    func optional(_ key: String) -> StudioJSON? {
        used.insert(key)
        return pairs.first { $0.0 == key }?.1
    }

    /// Refuses any field no reader asked for.
    func checkAllUsed() throws(StudioError) {
        if let unknown = keys.first(where: { !used.contains($0) }) {
            throw StudioError("unknown field", field: name(unknown))
        }
    }

    func number(_ key: String, default value: Double? = nil) throws(StudioError) -> Double {
        guard let any = optional(key) else {
            if let value { return value }
            throw StudioError("missing", field: name(key))
        }
        return try Self.finite(any, name(key))
    }

    func integer(_ key: String, default value: Int, in range: ClosedRange<Int>) throws(StudioError) -> Int {
        let d = try number(key, default: Double(value))
        guard d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw StudioError("must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(d)", field: name(key))
        }
        return Int(d)
    }

    func string(_ key: String, default value: String? = nil) throws(StudioError) -> String {
        guard let any = optional(key) else {
            if let value { return value }
            throw StudioError("missing", field: name(key))
        }
        guard case .string(let s) = any else { throw StudioError("expected a string", field: name(key)) }
        guard s.count <= StudioAPI.maximumTextLength else {
            throw StudioError("longer than \(StudioAPI.maximumTextLength) characters", field: name(key))
        }
        return s
    }

    func bool(_ key: String, default value: Bool) throws(StudioError) -> Bool {
        guard let any = optional(key) else { return value }
        guard case .bool(let b) = any else { throw StudioError("expected true or false", field: name(key)) }
        return b
    }

    /// A finite number.
    static func finite(_ any: StudioJSON, _ field: String) throws(StudioError) -> Double {
        guard case .number(let d) = any else {
            throw StudioError(any == .null ? "must be a finite number, got null (NaN or infinity?)" : "expected a number", field: field)
        }
        guard d.isFinite else { throw StudioError("must be a finite number", field: field) }
        return d
    }

    /// An array of finite numbers.
    static func numbers(_ any: StudioJSON, _ field: String) throws(StudioError) -> [Double] {
        guard case .array(let items) = any else { throw StudioError("expected an array of numbers", field: field) }
        var out: [Double] = []
        for (i, item) in items.enumerated() { out.append(try finite(item, "\(field)[\(i)]")) }
        return out
    }
}
