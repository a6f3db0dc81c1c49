import ArgumentParser
import CurveTables
import Foundation
import Timelines

struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "A SwiftUI-style keyframe timeline from a JSON spec: columns time and one per track (name, or name.x, name.y, …).",
        discussion: """
            SPEC.json: {"fps": 60, "tracks": [{"name": "scale", "initial": 1, "keyframes": [ \
            {"type": "linear", "to": 1.2, "duration": 0.3, "curve": "ease-in"}, \
            {"type": "spring", "to": 1, "spring": "bouncy"}, {"type": "cubic", "to": 0.9, "duration": 0.4}, \
            {"type": "move", "to": 0}]}]}. Values are numbers or arrays of 2–4 numbers. Rows are the \
            frames i/fps up to the longest track's end (at most 1000000 rows; at most 100000 keyframes \
            per track). The full schema is in Guides/CommandLine.md.

            Examples:
              motioncurves timeline pose.json
              motioncurves timeline pose.json --fps 30 --format json
            """
    )

    @Argument(help: "The JSON timeline spec.")
    var spec: String
    @Option(parsing: .unconditional, help: "Frames per second (overrides the spec's fps; at most 1000000 frames in all).")
    var fps: Double?
    @OptionGroup var output: OutputOptions

    func run() throws {
        let data = try readInput(spec, option: "spec")
        let rate = fps
        let table: CSVTable
        do {
            table = try TimelineSpec(json: data).table(fps: rate)
        } catch {
            throw CLIError(error.description)
        }
        try output.emit(table)
    }
}
