// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        // The headless collection view: drive a screen's components in an app's own tests.
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "TesseraSVG", targets: ["TesseraSVG"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        // Only the command-line tool uses this; library targets depend on the toolchain alone.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only the core's tests use this (property-based tests with shrinking).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "TesseraCore"),
        .target(name: "TesseraUIKit", dependencies: ["TesseraCore"]),
        // Every file is wrapped in `#if canImport(SwiftUI) && canImport(UIKit)`: empty on Linux.
        .target(name: "TesseraSwiftUI", dependencies: ["TesseraCore", "TesseraUIKit"]),
        .target(name: "TesseraTesting", dependencies: ["TesseraCore"]),
        .target(name: "TesseraSVG", dependencies: ["TesseraCore", "TesseraTesting"]),
        // The gallery's scripted scenes: used by the tool and by the golden-SVG tests.
        .target(name: "TesseraGallery", dependencies: ["TesseraCore", "TesseraTesting", "TesseraSVG"]),
        // `tessera bench`'s heap-allocation counter (replaces malloc in the tool only).
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraCore", "TesseraTesting", "TesseraSVG", "TesseraGallery", "AllocationCounter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TesseraCoreTests",
            dependencies: ["TesseraCore", "TesseraTesting", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TesseraSVGTests",
            dependencies: ["TesseraCore", "TesseraTesting", "TesseraSVG", "TesseraGallery"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
