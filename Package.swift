// swift-tools-version: 6.0
import PackageDescription

/// LayoutGen: a build-time layout compiler.
///
/// No package dependencies: the toolchain only. A consumer's clean build stays fast.
let package = Package(
    name: "LayoutGen",
    products: [
        .library(name: "LayoutRuntime", targets: ["LayoutRuntime"]),
        .library(name: "LayoutSwiftUI", targets: ["LayoutSwiftUI"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .executable(name: "layout-gen", targets: ["layout-gen"]),
        .plugin(name: "LayoutGen", targets: ["LayoutGen"]),
        .plugin(name: "GenerateLayouts", targets: ["GenerateLayouts"])
    ],
    targets: [
        // The tiny runtime linked by generated code: pixel rounding, font metrics, traits, apply.
        .target(name: "LayoutRuntime"),
        // What generated SwiftUI layouts (`swiftUI: true`) use besides the runtime: the `Layout`
        // glue and `.layoutView(_:)`. Separate, so an app that uses none does not link SwiftUI.
        .target(name: "LayoutSwiftUI", dependencies: ["LayoutRuntime"]),
        // The generator as a library: document → spec model → lowering → solver → code.
        // The HTML preview's JavaScript runtime is a real `.js` file, embedded as bytes
        // (`PackageResources.LayoutPreviewRuntime_js`): no bundle lookup, so the plugin's tool runs anywhere.
        .target(
            name: "LayoutSpec",
            dependencies: ["LayoutRuntime"],
            resources: [.embedInCode("CodeGen/Rendering/LayoutPreviewRuntime.js")]
        ),
        // Thin command-line front over LayoutSpec.
        .executableTarget(name: "layout-gen", dependencies: ["LayoutSpec"]),
        // The hostile-spec fuzzer (docs/Fuzzing.md, Scripts/fuzz.sh).
        .executableTarget(name: "layout-fuzz", dependencies: ["LayoutSpec", "LayoutRuntime"]),
        // Build-tool plugin: one build command per spec.
        .plugin(name: "LayoutGen", capability: .buildTool(), dependencies: ["layout-gen"]),
        // Command plugin: writes generated files into the package, for teams that commit them.
        .plugin(
            name: "GenerateLayouts",
            capability: .command(
                intent: .custom(
                    verb: "generate-layouts", description: "Write each layout spec's generated Swift file beside it"),
                permissions: [.writeToPackageDirectory(reason: "writes <Stem>Layout.swift beside each layout spec")]
            ),
            dependencies: ["layout-gen"]
        ),
        // Example specs, compiled by the plugin inside this package and asserted in tests.
        .target(
            name: "LayoutExamples",
            dependencies: ["LayoutRuntime", "LayoutSwiftUI"],
            path: "Specs",
            plugins: ["LayoutGen"]
        ),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
        .testTarget(name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime"]),
        // The command line run in-process (`@testable import layout_gen`), its help pinned by golden files.
        .testTarget(name: "LayoutGenTests", dependencies: ["layout-gen", "LayoutSpec"]),
        // Builds a temporary consumer package that applies the plugin (LAYOUTGEN_INTEGRATION=1).
        .testTarget(name: "IntegrationTests"),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["LayoutExamples", "LayoutSpec", "LayoutRuntime"],
            exclude: ["Golden"]
        )
    ]
)
