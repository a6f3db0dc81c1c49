import AnimationTiming
import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Frame sequences: which frame is on screen when. Columns time,frame (frames from 0).",
        discussion: """
            The sequence is a GIF's delays (--delays, seconds, comma-separated; tiny delays replaced \
            under --policy: webkit, firefox, float11ms or none) or an evenly timed image sequence (--count N \
            with --duration D or --fps F). --loops N plays N passes (0, the default, loops forever). \
            Times: --at FILE (seconds, one per line) or --samples N evenly spaced from 0 to the end \
            (one pass when looping forever); a time on a frame boundary shows the frame that starts \
            there, and after the last pass the last frame is held. With --refresh HZ and/or --interval \
            N (a display link calling back every N-th refresh; defaults 60 and 1), the rows are the \
            first --samples callbacks at k·N/HZ, with columns time,frame,skipped,repeated: source \
            frames passed over since the previous callback, and 1 when it shows the same frame again.

            Examples:
              motioncurves frames --delays 0.1,0.02,0.1 --loops 2 --samples 11
              motioncurves frames --count 24 --fps 24 --refresh 60 --samples 10 --format json
            """
    )

    @Option(parsing: .unconditional, help: "GIF frame delays in seconds, comma-separated.")
    var delays: String?
    @Option(help: "Tiny-delay replacement for --delays: webkit (< 11 ms), firefox (≤ 10 ms), float11ms (an iOS GIF decoder's Float(d) < 0.011f) or none (default webkit).")
    var policy: String?
    @Option(parsing: .unconditional, help: "An evenly timed sequence of N frames (1 ≤ N ≤ 2^50; with --duration or --fps).")
    var count: Int?
    @Option(parsing: .unconditional, help: "Seconds one pass of --count frames lasts.")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Frames per second of --count frames.")
    var fps: Double?
    @Option(parsing: .unconditional, help: "Passes to play (0 = forever, the default; at most 2^52 frames in all passes).")
    var loops: Int = 0
    @Option(parsing: .unconditional, help: "Display refresh rate in Hz (display-link mode; default 60).")
    var refresh: Double?
    @Option(parsing: .unconditional, help: "Display-link frame interval: call back every N-th refresh (display-link mode; default 1).")
    var interval: Int?
    @Option(help: "Times in seconds, one per line, in order.")
    var at: String?
    @Option(parsing: .unconditional, help: "N evenly spaced times (2 ≤ N ≤ 1000000), or N display-link callbacks (1 ≤ N ≤ 1000000); default 101.")
    var samples: Int?
    @Option(help: .hidden) var times: String?
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if (delays == nil) == (count == nil) {
            throw ValidationError("give either --delays or --count (with --duration or --fps)")
        }
        if delays != nil && (duration != nil || fps != nil) {
            throw ValidationError("--duration and --fps go with --count, not --delays")
        }
        if count != nil && policy != nil { throw ValidationError("--policy applies to --delays only") }
        if count != nil && (duration == nil) == (fps == nil) {
            throw ValidationError("--count needs exactly one of --duration and --fps")
        }
        if at != nil && times != nil { throw ValidationError("give --at (or its old spelling --times), not both") }
        if (at ?? times) != nil && samples != nil { throw ValidationError("give either --at or --samples, not both") }
        let displayLink = refresh != nil || interval != nil
        if displayLink && (at ?? times) != nil {
            throw ValidationError("--at lists times; with --refresh/--interval the times are the callbacks: use --samples N")
        }
        try checkSamples(samples, atLeast: displayLink ? 1 : 2)
        if loops < 0 { throw ValidationError("--loops must be 0 (forever) or more, got \(loops)") }
    }

    func run() throws {
        // Everything is checked and computed before anything is printed.
        let sequence: FrameSequence
        if let delays {
            let values = try numberList(delays, option: "--delays")
            guard let rule = GIFDelayPolicy(rawValue: policy ?? "webkit") else {
                throw CLIError("--policy must be one of \(GIFDelayPolicy.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(policy ?? "")\"")
            }
            let loopCount = loops
            sequence = try reporting { () throws(AnimationTimingError) in
                try FrameSequence(gifDelays: values.map { GIFFrameDelay(delay: $0) }, policy: rule, loopCount: loopCount)
            }
        } else {
            let (n, loopCount, seconds, rate) = (count ?? 0, loops, duration, fps)
            sequence = try reporting { () throws(AnimationTimingError) in
                if let seconds { return try FrameSequence(count: n, duration: seconds, loopCount: loopCount) }
                return try FrameSequence(count: n, frameRate: rate ?? .nan, loopCount: loopCount)
            }
        }

        var text: String
        var table: CSVTable
        if refresh != nil || interval != nil {
            let (hz, n, callbacks) = (refresh ?? 60, interval ?? 1, samples ?? 101)
            let frames = try reporting { () throws(AnimationTimingError) in
                try DisplayLink(refreshRate: hz, frameInterval: n).frames(of: sequence, callbacks: callbacks)
            }
            text = "time,frame,skipped,repeated\n"
            for f in frames {
                text += "\(CSVTable.format(f.time)),\(f.position.frame),\(f.skipped),\(f.repeated ? 1 : 0)\n"
            }
            table = CSVTable(header: ["time", "frame", "skipped", "repeated"],
                             rows: frames.map { [$0.time, Double($0.position.frame), Double($0.skipped), $0.repeated ? 1 : 0] })
        } else {
            let times: [Double]
            if let file = at ?? self.times {
                times = try readNumbers(file, option: at != nil ? "--at" : "--times")
            } else {
                let end = sequence.loopCount == 0 ? sequence.passDuration : sequence.totalDuration
                times = TimingCurveTables.evenInputs(samples ?? 101).map { $0 * end }
            }
            text = "time,frame\n"
            table = CSVTable(header: ["time", "frame"])
            var hint = 0
            for t in times {
                let p = try reporting { () throws(AnimationTimingError) in try sequence.position(at: t, hint: &hint) }
                text += "\(CSVTable.format(t)),\(p.frame)\n"
                table.rows.append([t, Double(p.frame)])
            }
        }
        try output.emit(table, csv: text)
    }
}
