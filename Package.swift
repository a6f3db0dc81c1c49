// swift-tools-version: 6.1
//
// MotionCurves: animation math (timing curves, keyframes, springs) as exact, fast functions of time.
//
// Two tiers (README, "Use it in your package"):
//   core — Swift on the standard library and swift-numerics' RealModule (and the C target CBezierKernel: optional AVX
//   kernels, x86 only), for apps and engines on every platform below: MotionMath, TimingCurves (its batch kernels),
//   Springs, Keyframes (its arc-length speed kernel), Timelines, ValueSpaces; umbrella product `MotionCurves`.
//   LAPACK — design-time work over LAPACKE (Debian liblapacke-dev; on a Mac a LAPACKE that pkg-config finds):
//   LinearSolvers, SpringSystems, CurveFitting, and CurveTables (Foundation, CSV/JSON);
//   umbrella product `MotionCurvesLAPACK` (which re-exports the core too).
//   The CLI uses both. `.ci/portability.py` (which reads `swift package describe`) and
//   `.ci/core-without-lapack.sh` keep LAPACK out of the core.
//
// Dependency direction (each arrow is "is used by"):
//   MotionMath (vectors, Motion, roots, search, rescaling, quadrature, tridiagonal solves)
//     ──► TimingCurves, Springs (with its frame generators), Keyframes, Timelines, CurveTables
//   CBezierKernel ──► TimingCurves ──► Keyframes (which also calls CBezierKernel's speed kernel)
//   TimingCurves ──► Springs (a spring's progress as a timing curve)
//   Keyframes, Springs ──► Timelines
//   Keyframes ──► Paths (path model, SVG, walks at constant speed, path easing, morphing)
//   Keyframes ──► AnimationTiming (CAMediaTiming, Web Animations timing, PropertyAnimation, frame sequences)
//   MotionMath (InterpolationSpace) ──► ValueSpaces (angles, rotations, colours, transforms)
//   CLAPACKE ──► LinearSolvers ──► SpringSystems, CurveFitting
//   core modules ──► CurveTables ──► motioncurves (CLI)
//   Keyframes ──► DeformableBall (an example: KYAnimatedPageControl's ball) ──► motioncurves
//   core modules ──► MotionCurves;  MotionCurves, LAPACK-tier modules ──► MotionCurvesLAPACK

import Foundation
import PackageDescription

let package = Package(
    name: "MotionCurves",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MotionCurves", targets: ["MotionCurves"]),
        .library(name: "MotionCurvesLAPACK", targets: ["MotionCurvesLAPACK"]),
        .library(name: "MotionMath", targets: ["MotionMath"]),
        .library(name: "TimingCurves", targets: ["TimingCurves"]),
        .library(name: "Springs", targets: ["Springs"]),
        .library(name: "Keyframes", targets: ["Keyframes"]),
        .library(name: "Timelines", targets: ["Timelines"]),
        .library(name: "AnimationTiming", targets: ["AnimationTiming"]),
        .library(name: "Paths", targets: ["Paths"]),
        .library(name: "ValueSpaces", targets: ["ValueSpaces"]),
        .library(name: "LinearSolvers", targets: ["LinearSolvers"]),
        .library(name: "SpringSystems", targets: ["SpringSystems"]),
        .library(name: "CurveFitting", targets: ["CurveFitting"]),
        .library(name: "CurveTables", targets: ["CurveTables"]),
        .executable(name: "motioncurves", targets: ["motioncurves"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "MotionMath", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        // LAPACK through LAPACKE (Debian liblapacke-dev, found with pkg-config; `make deps` installs it).
        .systemLibrary(name: "CLAPACKE", pkgConfig: "lapacke", providers: [.apt(["liblapacke-dev"])]),
        .target(name: "LinearSolvers", dependencies: ["CLAPACKE"]),
        .target(name: "SpringSystems", dependencies: ["Springs", "LinearSolvers"]),
        .target(
            name: "CurveFitting",
            dependencies: ["TimingCurves", "Springs", "LinearSolvers", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // C, for one function compiled for AVX and chosen at run time (Swift has no per-function
        // target attribute; unsafe flags would bar the package from being used as a dependency).
        .target(name: "CBezierKernel"),
        .target(
            name: "TimingCurves",
            dependencies: ["MotionMath", "CBezierKernel", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "Springs",
            dependencies: ["MotionMath", "TimingCurves", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "Keyframes",
            dependencies: ["MotionMath", "TimingCurves", "CBezierKernel", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "Timelines", dependencies: ["MotionMath", "TimingCurves", "Springs", "Keyframes"]),
        // Paths: the path model, SVG path data in and out, walks at constant speed, path easing, morphing.
        .target(
            name: "Paths",
            dependencies: ["MotionMath", "TimingCurves", "Keyframes", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // CAMediaTiming and Web Animations timing, property animations, frame sequences.
        .target(
            name: "AnimationTiming",
            dependencies: ["MotionMath", "TimingCurves", "Keyframes", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // KYAnimatedPageControl's deformable ball: an example built on Keyframes' paths, used by
        // the CLI's `ball` command; not a product and not in the umbrellas.
        .target(
            name: "DeformableBall",
            dependencies: ["MotionMath", "Keyframes", "Paths", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Angles, rotations (quaternions), colours and transforms: values with their own interpolation
        // spaces (MotionMath's InterpolationSpace), which the generic interpolators accept.
        .target(name: "ValueSpaces", dependencies: ["MotionMath", .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "CurveTables", dependencies: ["MotionMath", "TimingCurves", "Springs", "Keyframes", "Timelines", "ValueSpaces", "AnimationTiming", "Paths"]),
        .target(name: "MotionCurves", dependencies: ["MotionMath", "TimingCurves", "Springs", "Keyframes", "Timelines", "ValueSpaces", "AnimationTiming", "Paths"]),
        .target(name: "MotionCurvesLAPACK", dependencies: ["MotionCurves", "LinearSolvers", "SpringSystems", "CurveFitting", "CurveTables"]),
        // The commands of the `motioncurves` executable, a target of their own so that the CLI
        // fuzz target (Fuzz/CLI) runs them in-process; not a product.
        .target(
            name: "MotionCurvesCLI",
            dependencies: [
                "MotionMath", "TimingCurves", "Springs", "Keyframes", "Timelines", "ValueSpaces", "CurveFitting", "CurveTables",
                "DeformableBall", "AnimationTiming", "Paths",
                // `oscillators` (coupled oscillators): LAPACK is linked already, through CurveFitting.
                "SpringSystems", "LinearSolvers",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "motioncurves", dependencies: ["MotionCurvesCLI"]),
        // Shared test helpers (the seed, MOTIONCURVES_SEED, seeded property checks, ulp tolerance); used only by the test targets.
        .target(name: "MotionTestSupport", dependencies: [.product(name: "PropertyBased", package: "swift-property-based"), .product(name: "RealModule", package: "swift-numerics")], path: "Tests/MotionTestSupport"),
        .testTarget(name: "MotionMathTests", dependencies: ["MotionMath", "MotionTestSupport", .product(name: "RealModule", package: "swift-numerics")]),
        .testTarget(
            name: "TimingCurvesTests",
            dependencies: [
                "TimingCurves", "MotionMath", "MotionTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SpringsTests",
            dependencies: [
                "Springs", "MotionMath", "MotionTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KeyframesTests",
            dependencies: [
                "Keyframes", "TimingCurves", "MotionMath", "MotionTestSupport", "DeformableBall", "AnimationTiming", "Paths",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PathsTests",
            dependencies: [
                "Paths", "Keyframes", "TimingCurves", "MotionMath", "MotionTestSupport", "DeformableBall",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "DeformableBallTests", dependencies: ["DeformableBall", "Keyframes", "Paths", "MotionMath"]),
        .testTarget(
            name: "AnimationTimingTests",
            dependencies: [
                "AnimationTiming", "Keyframes", "TimingCurves", "MotionMath", "MotionTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TimelinesTests",
            dependencies: ["Timelines", "Keyframes", "Paths", "Springs", "TimingCurves", "MotionMath", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .testTarget(name: "LinearSolversTests", dependencies: [
            "LinearSolvers", "SpringSystems", "Springs", "CurveFitting", "TimingCurves", "MotionMath", "MotionTestSupport",
            .product(name: "RealModule", package: "swift-numerics"), .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "RobustnessTests", dependencies: ["TimingCurves", "Springs", "Keyframes", "Paths", "Timelines", "LinearSolvers", "MotionMath", "MotionTestSupport", "ValueSpaces", "AnimationTiming", "CurveTables"]),
        // Every Swift example of the module articles, generated by .ci/article_examples.py.
        .testTarget(name: "ArticleExampleTests", dependencies: ["MotionCurvesLAPACK"]),
        .testTarget(
            name: "ValueSpacesTests",
            dependencies: [
                "ValueSpaces", "Keyframes", "Springs", "Timelines", "TimingCurves", "MotionMath", "MotionTestSupport", "AnimationTiming", "Paths",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        .testTarget(name: "CurveTablesTests", dependencies: ["CurveTables", "TimingCurves", "Keyframes", "Paths"]),
        // Runs the built `motioncurves` executable (swift test builds every product first).
        .testTarget(name: "CLITests", dependencies: ["TimingCurves", "Springs", "Keyframes", "ValueSpaces", "MotionMath", "DeformableBall", "AnimationTiming", "Paths", "CurveTables", "CurveFitting", "Timelines"]),
        // The native solvers of browser engines in C, the baselines of TimingCurves' solver: a library
        // so that NativeBezierTests can check them as well as the benchmark time them.
        .target(name: "NativeBezier", path: "Benchmarks/NativeBezier"),
        .testTarget(name: "NativeBezierTests", dependencies: ["NativeBezier", "TimingCurves"]),
        .executableTarget(
            name: "TimingCurvesBenchmarks",
            dependencies: ["TimingCurves", "NativeBezier", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/TimingCurvesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Create-and-sample: what an engine pays per animation, against plain baselines.
        .executableTarget(
            name: "LifecycleBenchmarks",
            dependencies: ["TimingCurves", "Springs", "Keyframes", "Paths", "Timelines", "NativeBezier", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/LifecycleBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "KeyframesBenchmarks",
            dependencies: ["Keyframes", "Paths", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/KeyframesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LinearSolversBenchmarks",
            dependencies: ["Keyframes", "CurveFitting", "SpringSystems", "Springs", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/LinearSolversBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CurveTablesBenchmarks",
            dependencies: ["CurveTables", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/CurveTablesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ValueSpacesBenchmarks",
            dependencies: ["ValueSpaces", "Keyframes", "MotionMath", "TimingCurves", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/ValueSpacesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SpringsBenchmarks",
            dependencies: ["Springs", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/SpringsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

let environment = ProcessInfo.processInfo.environment

// The benchmark executables are left out of the fuzz builds, whose plugin tools' own main would
// clash with libFuzzer's, and of the sanitizer builds (`make sanitize`, MOTIONCURVES_SANITIZE=1),
// which run the tests alone: `make test` compiles them and `make bench` runs them. The
// NativeBezier library under Benchmarks/ stays: NativeBezierTests depends on it.
if environment["MOTIONCURVES_FUZZ"] != nil || environment["MOTIONCURVES_SANITIZE"] != nil {
    package.targets.removeAll { $0.type == .executable && $0.path?.hasPrefix("Benchmarks") == true }
}

// libFuzzer targets (Fuzz/), added only for `make fuzz` (MOTIONCURVES_FUZZ=1), built with
// `swift build --sanitize=fuzzer` (debug); libFuzzer supplies `main`.
if environment["MOTIONCURVES_FUZZ"] != nil {
    for (name, dependency) in [("FuzzEasing", "TimingCurves"), ("FuzzPath", "Paths"), ("FuzzTableSpec", "CurveTables"), ("FuzzTimelineSpec", "CurveTables"), ("FuzzNumbers", "Keyframes"), ("FuzzValues", "ValueSpaces"), ("FuzzCLI", "MotionCurvesCLI")] {
        package.targets.append(.executableTarget(
            name: name,
            dependencies: [.target(name: dependency), "Springs", "TimingCurves", "Keyframes", "Paths", "MotionMath"],
            path: "Fuzz/\(name.dropFirst(4))",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
    }
}
