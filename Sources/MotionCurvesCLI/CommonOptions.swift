import ArgumentParser
import CurveTables
import Foundation

/// How a command prints its rows.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// CSV with a header row (the default; the contract of REFERENCES.md §4).
    case csv
    /// A JSON array of objects, one per row, keyed by the column names (`CSVTable.json()`).
    case json
}

/// `--format csv|json`, shared by every command that prints rows.
struct OutputOptions: ParsableArguments {
    @Option(help: "csv (default: a header row, then one line per row) or json (an array of objects, one per row, keyed by column name; NaN and infinities as null).")
    var format: OutputFormat = .csv

    /// Prints `table` in the chosen format. `csv`, when given, is the CSV text to print instead of
    /// the table's own (commands whose CSV writes integers or puts a text column first keep their
    /// established text; the JSON comes from `table` either way).
    /// Columns whose infinities are values, not overflow: a slope at a vertical tangent, the
    /// iteration after infinitely many, an error of infinitely many ulps.
    static let infiniteColumns: Set<String> = ["slope", "iteration", "max_ulps", "ulps"]

    /// - Parameter undefined: columns where NaN and infinity are documented values (a timing's
    ///   iteration and progress outside the active interval, an undamped spring's settling time).
    /// - Throws: ``CLIError`` naming the column and row of any other NaN, or of an infinity
    ///   outside ``infiniteColumns`` (a result beyond the largest Double): nothing is printed then.
    func emit(_ table: CSVTable, csv: String? = nil, undefined: Set<String> = []) throws {
        if let (name, value, row) = table.firstNonFinite(allowingInfinityIn: Self.infiniteColumns, ignoring: undefined) {
            let at = row.first.map { "\(table.header.first ?? "row") = \(CSVTable.format($0))" } ?? "a row"
            throw CLIError("\(name) at \(at) is \(value.isNaN ? "undefined (NaN)" : "beyond the largest finite number"); nothing was printed")
        }
        switch format {
        case .csv: print(csv ?? table.csv(), terminator: "")
        case .json: print(table.json(), terminator: "")
        }
    }
}

/// `--at FILE`: the file of parameter values (inputs x for curves, fractions for keyframes and
/// paths, seconds for springs and timings), one number per line. `--inputs` and `--times`, the
/// older spellings, are hidden aliases.
struct AtFileOption: ParsableArguments {
    @Option(help: ArgumentHelp("Evaluate at the numbers in FILE (- for standard input; at most 1000000), one per line, in order (the rows come out in the file's order).", valueName: "FILE"))
    var at: String?
    @Option(help: .hidden) var inputs: String?
    @Option(help: .hidden) var times: String?

    /// The file and the spelling it was given with, if any.
    var given: (path: String, option: String)? {
        if let at { return (at, "--at") }
        if let inputs { return (inputs, "--inputs") }
        if let times { return (times, "--times") }
        return nil
    }

    /// The spelling used, for messages ("--at" when none was given).
    var spelling: String { given?.option ?? "--at" }

    func validate() throws {
        let count = [at, inputs, times].compactMap { $0 }.count
        if count > 1 { throw ValidationError("give one of --at (or its old spellings --inputs, --times), not several") }
    }

    /// The numbers of the file (checked: finite, one per line), or nil when no file was given.
    /// - Throws: ``CLIError`` naming the option, the file and the line.
    func numbers() throws -> [Double]? {
        guard let given else { return nil }
        return try readNumbers(given.path, option: given.option)
    }
}

/// Checks a `--samples` count against its floor and the one ceiling of every command and table
/// spec (`TableSpec.maximumRows`), before anything is allocated.
func checkSamples(_ samples: Int?, atLeast floor: Int) throws {
    guard let samples else { return }
    if samples < floor { throw ValidationError("--samples must be at least \(floor), got \(samples)") }
    if samples > TableSpec.maximumRows {
        throw ValidationError("--samples must be at most \(TableSpec.maximumRows), got \(samples)")
    }
}

/// The largest input file a command reads (`--at`, `--spec`, a compared CSV, a system): 64 MiB,
/// room for `TableSpec.maximumRows` numbers of any length a Double prints as.
let maximumInputBytes = 64 << 20

/// The bytes of an input file, read as a stream so that pipes, FIFOs, process substitutions
/// (`<(…)`) and `-` (standard input) work like regular files.
/// - Throws: ``CLIError`` naming the option and the file with the reason first: no such file,
///   permission denied, a directory, or more than ``maximumInputBytes``.
func readInput(_ path: String, option: String) throws -> Data {
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else {
        throw CLIError("\(option): cannot read \(path): \(String(cString: strerror(errno)).lowercased())")
    }
    defer { if fd != 0 { close(fd) } }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw CLIError("\(option): cannot read \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        guard data.count + count <= maximumInputBytes else {
            throw CLIError("\(option): \(path) is larger than \(maximumInputBytes >> 20) MiB")
        }
        data.append(contentsOf: buffer[0..<count])
    }
    return data
}

/// ``readInput(_:option:)`` as UTF-8 text.
func readInputText(_ path: String, option: String) throws -> String {
    guard let text = String(data: try readInput(path, option: option), encoding: .utf8) else {
        throw CLIError("\(option): \(path) is not UTF-8 text")
    }
    return text
}
