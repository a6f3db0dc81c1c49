// libFuzzer target: the command line, in-process. The input is an argument vector (arguments
// separated by NUL bytes) given to the `motioncurves` command parser and run: every vector must
// parse and run or end in an error — never trap, hang or exhaust memory — so the counts and
// magnitudes each option accepts are bounded before any work. Standard input reads as empty and
// standard output goes to /dev/null. Skipped: `tables` (it writes files) and counts between 4,096
// and the row ceiling, which are valid but slow in the fuzzer's debug build (the ceiling itself
// and everything past it are exercised).

import Foundation
import MotionCurvesCLI

nonisolated(unsafe) private var quiet = false

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if !quiet {
        let null = open("/dev/null", O_RDWR)
        dup2(null, 0)
        dup2(null, 1)
        quiet = true
    }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard !arguments.isEmpty, arguments.count <= 32 else { return 0 }
    if arguments.first == "tables" || arguments.contains(where: { $0.contains("completion") }) { return 0 }
    for argument in arguments {
        if let number = Double(argument.split(separator: "=").last.map(String.init) ?? argument), number.magnitude > 4096, number.magnitude <= 1_000_000 {
            return 0
        }
    }
    _ = MotionCurvesCommand.run(arguments: arguments)
    return 0
}
