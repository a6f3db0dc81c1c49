// swift-tools-version: 6.1
//
// MotionCurves Studio: a local web page (served on 127.0.0.1 by Hummingbird) where designers shape
// timing curves, springs, keyframes and paths and export them. A package of its own beside the
// library, so that depending on MotionCurves never resolves Hummingbird or SwiftNIO: the library's
// Package.swift does not mention this package.
//
//   StudioAPI            the JSON API: handlers, plain functions of the request body (no Hummingbird,
//                        so the tests and the fuzz target need no socket and no server)
//   StudioHTTP           the HTTP side over Hummingbird and the page (Resources/)
//   motioncurves-studio  the server: `motioncurves-studio --port 8642` (0: any free port), prints the URL
// With MOTIONCURVES_FUZZ=1 (`make fuzz`) a libFuzzer target, FuzzStudioAPI, feeds raw request bodies
// to every endpoint.

import Foundation
import PackageDescription

let package = Package(
    name: "MotionCurvesStudio",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "motioncurves-studio", targets: ["motioncurves-studio"]),
        .library(name: "StudioAPI", targets: ["StudioAPI"]),
    ],
    dependencies: [
        .package(name: "MotionCurves", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "StudioAPI",
            dependencies: [.product(name: "MotionCurvesLAPACK", package: "MotionCurves")]
        ),
        .target(
            name: "StudioHTTP",
            dependencies: ["StudioAPI", .product(name: "Hummingbird", package: "hummingbird")],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "motioncurves-studio",
            dependencies: [
                "StudioAPI", "StudioHTTP",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "StudioAPITests",
            dependencies: [
                "StudioAPI", "StudioHTTP",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
    ]
)

if ProcessInfo.processInfo.environment["MOTIONCURVES_FUZZ"] != nil {
    package.targets.append(.executableTarget(
        name: "FuzzStudioAPI",
        dependencies: ["StudioAPI"],
        path: "Fuzz/StudioAPI",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ))
}
