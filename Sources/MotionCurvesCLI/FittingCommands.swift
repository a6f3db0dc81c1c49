import ArgumentParser
import CurveFitting
import CurveTables
import Foundation
import Springs
import TimingCurves

struct FitBezierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit-bezier",
        abstract: "The least-squares cubic-bezier() closest to an easing: columns css,x1,y1,x2,y2,max_error,rms_error.",
        discussion: "EASING is CSS text, a curve name (easeOutBack) or spring(DURATION, BOUNCE). Levenberg–Marquardt with LAPACK dgels, x1 and x2 kept in [0, 1]; max_error is the true max |fit − easing| over [0, 1]: a scan of 16,384 cells with every extremum of the difference (and every corner of a piecewise easing) located by bisection, not a sample grid.\n\nExamples:\n  motioncurves fit-bezier \"spring(0.5, 0)\"\n  motioncurves fit-bezier easeOutQuint --format json"
    )

    @Argument(help: "The easing to fit.")
    var easing: String
    @Option(help: "Sample inputs for the least squares (8…4096; default 256).")
    var samples: Int = 256
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (8...BezierFit.maximumSamples).contains(samples) else {
            throw ValidationError("--samples must be from 8 to \(BezierFit.maximumSamples), got \(samples)")
        }
    }

    func run() throws {
        let target = try parseEasing(easing)
        let result: BezierFitResult
        result = try reporting { () throws(CurveFittingError) in try BezierFit.fit(target, samples: samples) }
        let b = result.bezier
        let numbers = [b.x1, b.y1, b.x2, b.y2, result.maxError, result.rmsError]
        let csv = "css,x1,y1,x2,y2,max_error,rms_error\n"
            + ([CSVTable.field(b.description)] + numbers.map { CSVTable.format($0) }).joined(separator: ",") + "\n"
        try output.emit(CSVTable(header: ["x1", "y1", "x2", "y2", "max_error", "rms_error"], rows: [numbers], textHeader: ["css"], textRows: [[b.description]]), csv: csv)
    }
}

struct CSSLinearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css-linear",
        abstract: "An easing as a CSS linear() string within a max error (one line).",
        discussion: "EASING is CSS text, a curve name or spring(DURATION, BOUNCE). The max error holds over the whole curve, not on a grid: each segment's true maximum error is found by locating every extremum of curve − chord (bisection on the slope difference, corners included). A spring's export spans its settling time within MAX-ERROR/2 and ends at exactly 1, so the held end value stays within the limit of the real spring. steps() exports exactly, two stops at each jump (at most 4999 steps), and linear() as itself; any other curve that jumps is refused, and so is an export that would need more than 10000 stops or 10000000 evaluations of the curve.\n\nExamples:\n  motioncurves css-linear \"spring(0.5, 0.3)\" --max-error 0.001\n  motioncurves css-linear easeOutBounce --max-error 0.0005"
    )

    @Argument(help: "The easing to export.")
    var easing: String
    @Option(name: .customLong("max-error"), parsing: .unconditional, help: "The largest allowed |linear(x) − easing(x)| (default 0.001).")
    var maxError: Double = 0.001
    @Option(help: "Scan resolution of the error certificate: cells at most 1/SAMPLES wide (16…100000; default 2000).")
    var samples: Int = 2000
    @Option(name: .customLong("initial-velocity"), parsing: .unconditional, help: "A spring's velocity at t = 0 in progress per second (a value's velocity divided by to − from, as Core Animation's initialVelocity; default 0). Only for spring(DURATION, BOUNCE).")
    var initialVelocity: Double?

    func run() throws {
        let (limit, grid) = (maxError, samples)
        let export: CSSLinearExport
        if let spring = try reporting({ () throws(EasingTextError) in try EasingText.spring(easing) }) {
            let velocity = initialVelocity ?? 0
            export = try reporting { () throws(CurveFittingError) in
                try CSSLinearExport(spring: spring, initialVelocity: velocity, maxError: limit, samples: grid)
            }
        } else {
            if initialVelocity != nil {
                throw ValidationError("--initial-velocity goes with a spring(DURATION, BOUNCE) easing only")
            }
            let target = try parseEasing(easing)
            export = try reporting { () throws(CurveFittingError) in try CSSLinearExport(target, maxError: limit, samples: grid) }
        }
        print(export.text)
    }
}
