import AnimationTiming
import ArgumentParser
import CurveTables
import MotionMath
import TimingCurves

struct StaggerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagger",
        abstract: "Start delays for a group of items (GSAP's, Motion's and anime.js's stagger): columns index,delay.",
        discussion: """
            GSAP (--convention gsap, the default): each item's distance from the origin (on a grid \
            of --grid-columns, Euclidean or along --axis) is normalised to [0, 1], eased by --ease and \
            spread over --total seconds, or --each × the items along the longest line ((n − 1) in \
            a row); --from edges starts at both ends. Motion (--convention motion): --each × the \
            distance in items, an --ease mapping the fraction of n × each. anime.js (--convention \
            anime): the distance in items or grid cells (⌈n/grid columns⌉ rows; signed along --axis), \
            eased as a fraction of the largest, rounded to hundredths as anime.js does, times \
            --each (or --total over the largest distance: anime.js's range [a, b] is --total b−a \
            --start a); --reversed puts the largest distance first. --from: first (default), last, \
            center, edges (GSAP), an index, or a fraction of the grid FX,FY (GSAP, anime.js). \
            --start adds a delay to every item.

            Examples:
              motioncurves stagger --count 5 --each 0.1 --from center
              motioncurves stagger --count 9 --grid-columns 3 --total 1 --from center --ease ease-in
              motioncurves stagger --count 5 --each 0.1 --from center --convention motion
              motioncurves stagger --count 15 --grid-columns 5 --each 10 --from center --convention anime
            """
    )

    @Option(help: "The number of items (0 to 1000000).") var count: Int
    @Option(parsing: .unconditional, help: "The delay per unit of distance, seconds (≥ 0).") var each: Double?
    @Option(parsing: .unconditional, help: "The span of all the delays, seconds (≥ 0; GSAP's amount).") var total: Double?
    @Option(help: "first (default), last, center, edges, an index, or FX,FY.") var from: String = "first"
    @Option(name: .customLong("grid-columns"), help: "Columns of the grid the items fill row by row (≥ 1; GSAP, anime.js).") var gridColumns: Int?
    @Option(help: "x or y: the distance along one axis of the grid (GSAP, anime.js).") var axis: String?
    @Option(help: "An easing (CSS text, a curve name, path(\"…\") or spring(DURATION, BOUNCE)) applied to the normalised distance.") var ease: String?
    @Option(parsing: .unconditional, help: "A delay added to every item, seconds (default 0).") var start: Double = 0
    @Option(help: "gsap (default), motion or anime.") var convention: String = "gsap"
    @Flag(help: "The largest distance first (anime.js's reversed).") var reversed = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if (each == nil) == (total == nil) { throw ValidationError("give one of --each or --total") }
        if Stagger.Convention(rawValue: convention) == nil { throw ValidationError("--convention must be gsap, motion or anime, got \"\(excerpt(convention))\"") }
        if let axis, Stagger.Axis(rawValue: axis) == nil { throw ValidationError("--axis must be x or y, got \"\(excerpt(axis))\"") }
        if Stagger.origin(parsing: from) == nil { throw ValidationError("--from must be first, last, center, edges, an index or FX,FY, got \"\(excerpt(from))\"") }
    }

    func run() throws {
        let easing = try ease.map { try parseEasing($0, option: "--ease") }
        let spacing: Stagger.Spacing = each.map { .each($0) } ?? .total(total ?? 0)
        let (origin, columns, axis, start, reversed) = (Stagger.origin(parsing: from) ?? .first, gridColumns, axis.flatMap(Stagger.Axis.init(rawValue:)), start, reversed)
        let kind = Stagger.Convention(rawValue: convention) ?? .gsap
        let count = count
        let delays = try reporting { () throws(AnimationTimingError) in
            try Stagger(spacing, from: origin, gridColumns: columns, axis: axis, easing: easing, start: start, reversed: reversed, convention: kind).delays(count: count)
        }
        try output.emit(CSVTable(header: ["index", "delay"], rows: delays.enumerated().map { [Double($0.offset), $0.element] }))
    }
}
