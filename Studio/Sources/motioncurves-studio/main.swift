// motioncurves-studio: serves MotionCurves Studio on 127.0.0.1 and prints its URL.

import ArgumentParser
import Foundation
import Hummingbird
import StudioAPI
import StudioHTTP

@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motioncurves-studio",
        abstract: "MotionCurves Studio: a local web page to shape timing curves, springs, keyframes and paths, and export them.",
        discussion: "Listens on 127.0.0.1 only and prints the URL to open. Stop it with Ctrl-C."
    )

    @Option(help: "The port (0: any free port).")
    var port: Int = 8642

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
    }

    func run() async throws {
        let app = StudioServer.application(port: port) { bound in
            // Unbuffered, so that a script reading the pipe sees the URL at once.
            FileHandle.standardOutput.write(Data("MotionCurves Studio: http://127.0.0.1:\(bound)/\n".utf8))
        }
        try await app.runService()
    }
}
