import Benchmark
import CurveTables
import Foundation

// Writing tables: one million rows of three columns through the buffered, atomic writer.

let million = CSVTable(header: ["x", "y", "slope"], rows: (0..<1_000_000).map { i in
    let x = Double(i) / 999_999
    return [x, x * x * (3 - 2 * x), 6 * x * (1 - x)]
})
let hundredThousand = CSVTable(header: million.header, rows: Array(million.rows.prefix(100_000)))
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("motioncurves-bench")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 10
    )
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    Benchmark("write CSV: 10^6 rows of 3 numbers [1000000 per iteration]") { _ in
        try! million.write(to: directory.appendingPathComponent("million.csv"))
    }
    Benchmark("write CSV: 10^5 rows, 6 fixed digits [100000 per iteration]") { _ in
        try! hundredThousand.write(to: directory.appendingPathComponent("fixed.csv"), precision: 6)
    }
}
