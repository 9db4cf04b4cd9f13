// swift-tools-version: 6.0
import PackageDescription

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
            plugins: [.plugin(name: "LayoutGen", package: "LayoutGen")]
        ),
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                "BenchmarkSpecs",
                .product(name: "LayoutRuntime", package: "LayoutGen"),
                .product(name: "LayoutSpec", package: "LayoutGen")
            ],
            path: "Sources/LayoutBenchmarks"
        )
    ]
)
