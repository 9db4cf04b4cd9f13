// swift-tools-version: 6.0
import PackageDescription

/// Whether the plugin compiles `Stack200.layout.yaml` (200 arranged views), so that the
/// benchmark times its generated `frames(for:)` against `HandWrittenStack200` (compilation
/// condition `STACK200`). Without it the benchmark still checks the hand-written frames against
/// the spec's, through the interpreter.
let compileStack200 = true

/// Benchmarks for LayoutGen, kept out of the product package so consumers never build them.
/// Run: `swift run -c release --package-path Benchmarks layout-benchmarks`.
let package = Package(
    name: "LayoutGenBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "LayoutGen", path: "..")],
    targets: [
        .target(
            name: "BenchmarkSpecs",
            dependencies: [.product(name: "LayoutRuntime", package: "LayoutGen")],
            exclude: compileStack200 ? [] : ["Stack200.layout.yaml", "Stack200Input.swift"],
            plugins: [.plugin(name: "LayoutGen", package: "LayoutGen")]
        ),
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                "BenchmarkSpecs",
                .product(name: "LayoutRuntime", package: "LayoutGen"),
                .product(name: "LayoutSpec", package: "LayoutGen")
            ],
            path: "Sources/LayoutBenchmarks",
            swiftSettings: compileStack200 ? [.define("STACK200")] : []
        )
    ]
)
