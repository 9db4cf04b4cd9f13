import Foundation
import LayoutRuntime

@testable import LayoutSpec

/// Compiles generated code with `swiftc` (against the LayoutRuntime sources) and a driver that
/// prints every frame's bits, so tests can compare compiled results with the interpreter's.
enum CodeGenCompileSupport {
    struct CommandFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let packageRoot: URL = PackageRoot.url

    /// `swiftc` from PATH, or `nil` when the toolchain is absent.
    static func findCompiler() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// One line per frame (`name x y w h` as hex bit patterns), `fittingSize w h`, then `--`.
    static func bitLines(_ layout: EvaluatedLayout) -> String {
        var lines: [String] = []
        for name in layout.order {
            let rect = layout.frames[name] ?? .zero
            lines.append(
                "\(name) \(bits(rect.origin.x)) \(bits(rect.origin.y)) \(bits(rect.size.width)) \(bits(rect.size.height))"
            )
        }
        if let size = layout.fittingSize {
            lines.append("fittingSize \(bits(size.width)) \(bits(size.height))")
        }
        lines.append("--")
        return lines.joined(separator: "\n") + "\n"
    }

    static func bits(_ value: CGFloat) -> String {
        String(Double(value).bitPattern, radix: 16)
    }

    private static func exact(_ value: CGFloat) -> String {
        "CGFloat(Double(bitPattern: 0x\(String(Double(value).bitPattern, radix: 16))))"
    }

    private static func exact(_ value: Double) -> String { exact(CGFloat(value)) }

    /// Swift source that calls the generated `frames(for:)` for each input and prints `bitLines`.
    static func driverSource(for file: SwiftFile, inputs: [EvaluationInput]) -> String {
        let type = file.declaration.name
        let inputStruct = file.declaration.structure(named: "Input")
        let framesStruct = file.declaration.structure(named: "Frames")
        var source = """
            import Foundation
            import LayoutRuntime

            func bits(_ value: CGFloat) -> String { String(Double(value).bitPattern, radix: 16) }
            func show(_ name: String, _ rect: CGRect) {
                print(name, bits(rect.origin.x), bits(rect.origin.y), bits(rect.size.width), bits(rect.size.height))
            }

            """
        for (index, input) in inputs.enumerated() {
            var arguments: [String] = []
            for property in inputStruct?.properties ?? [] {
                let value: String
                switch property.binding {
                case .bounds: value = "CGRect(x: 0, y: 0, width: \(exact(input.width)), height: \(exact(input.height)))"
                case .scale: value = exact(input.scale)
                case .input(let name): value = exact(input.inputs[name] ?? 0)
                case .condition(let name): value = input.conditions.contains(name) ? "true" : "false"
                case .hiddenFlag(let view):
                    value = input.conditions.contains(BuiltInConditions.hiddenFlag(of: view)) ? "true" : "false"
                case .measuredSize(let name):
                    let size = input.sizes[name] ?? .zero
                    value = "CGSize(width: \(exact(size.width)), height: \(exact(size.height)))"
                case .heightForWidth(let name):
                    let size = input.sizes[name] ?? .zero
                    value =
                        "HeightForWidth(intrinsicSize: CGSize(width: \(exact(size.width)), height: \(exact(size.height))))"
                case .fontMetrics(let name):
                    let font = input.fonts[name] ?? .zero
                    value =
                        "FontMetrics(ascender: \(exact(font.ascender)), descender: \(exact(font.descender)), "
                        + "capHeight: \(exact(font.capHeight)))"
                case .safeAreaInsets: value = insets(input.safeAreaInsets)
                case .layoutMargins: value = insets(input.layoutMargins)
                case .traits: value = traits(input.resolvedTraits)
                default: continue
                }
                arguments.append("\(property.name): \(value)")
            }
            source += "let frames\(index) = \(type).frames(for: \(type).Input(\(arguments.joined(separator: ", "))))\n"
            for property in framesStruct?.properties ?? [] {
                switch property.binding {
                case .frame(let item): source += "show(\"\(item)\", frames\(index).\(property.name))\n"
                case .fittingSize:
                    source +=
                        "print(\"fittingSize\", bits(frames\(index).\(property.name).width), "
                        + "bits(frames\(index).\(property.name).height))\n"
                default: continue
                }
            }
            source += "print(\"--\")\n"
        }
        return source
    }

    private static func insets(_ insets: LayoutInsets) -> String {
        "LayoutInsets(top: \(exact(insets.top)), left: \(exact(insets.left)), bottom: \(exact(insets.bottom)), "
            + "right: \(exact(insets.right)))"
    }

    private static func traits(_ traits: LayoutTraits) -> String {
        func sizeClass(_ value: LayoutTraits.SizeClass) -> String {
            switch value {
            case .unspecified: return ".unspecified"
            case .compact: return ".compact"
            case .regular: return ".regular"
            }
        }
        let direction = traits.layoutDirection == .rightToLeft ? ".rightToLeft" : ".leftToRight"
        let idiom: String
        switch traits.idiom {
        case .unspecified: idiom = ".unspecified"
        case .phone: idiom = ".phone"
        case .pad: idiom = ".pad"
        }
        return
            "LayoutTraits(layoutDirection: \(direction), horizontalSizeClass: \(sizeClass(traits.horizontalSizeClass)), "
            + "verticalSizeClass: \(sizeClass(traits.verticalSizeClass)), idiom: \(idiom))"
    }

    /// Builds LayoutRuntime as a module, compiles `generated` + a driver for `inputs` (followed by
    /// `extraDriverSource`, which can use `frames0`, …) in Swift 6 mode with warnings as errors, runs
    /// it and returns its output.
    static func compileAndRun(
        _ file: SwiftFile, inputs: [EvaluationInput], compiler: URL,
        extraDriverSource: String = ""
    ) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutgen-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let runtimeDirectory = packageRoot.appendingPathComponent("Sources/LayoutRuntime")
        let runtimeSources = try FileManager.default.contentsOfDirectory(atPath: runtimeDirectory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { runtimeDirectory.appendingPathComponent($0).path }
        try run(
            compiler,
            [
                "-swift-version", "6", "-parse-as-library", "-emit-library", "-static",
                "-emit-module", "-module-name", "LayoutRuntime",
                "-emit-module-path", directory.appendingPathComponent("LayoutRuntime.swiftmodule").path,
                "-o", directory.appendingPathComponent("libLayoutRuntime.a").path
            ] + runtimeSources,
            in: directory)
        let generatedPath = directory.appendingPathComponent("\(file.declaration.name).swift")
        try SwiftRenderer.render(file).write(to: generatedPath, atomically: true, encoding: .utf8)
        let mainPath = directory.appendingPathComponent("main.swift")
        try (driverSource(for: file, inputs: inputs) + extraDriverSource).write(
            to: mainPath, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("driver")
        try run(
            compiler,
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "Driver",
                "-I", directory.path, "-L", directory.path, "-lLayoutRuntime",
                generatedPath.path, mainPath.path, "-o", executable.path
            ], in: directory)
        return try run(executable, [], in: directory)
    }

    @discardableResult
    private static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CommandFailure(
                description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) "
                    + "failed (\(process.terminationStatus)):\n\(text)")
        }
        return text
    }
}
