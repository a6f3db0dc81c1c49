// swift-tools-version: 6.1
// A package that uses MotionCurves as a dependency (both tiers: `core-consumer` links only the core
// product, `consumer` the LAPACK tier), the way a new user would (Guides/UsingThePackage.md: "Use it in
// your package"). `make consumer` builds and runs it; CI does too.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        .package(name: "MotionCurves", path: "../.."),
    ],
    targets: [
        .target(name: "ConsumerChecks"),
        // SwiftUI's names for the types MotionCurves shares, to check a file that imports both.
        .target(name: "SwiftUIStandIn"),
        .executableTarget(
            name: "consumer",
            dependencies: ["ConsumerChecks", .product(name: "MotionCurvesLAPACK", package: "MotionCurves")]
        ),
        .executableTarget(
            name: "core-consumer",
            dependencies: ["ConsumerChecks", "SwiftUIStandIn", .product(name: "MotionCurves", package: "MotionCurves")]
        ),
    ]
)
