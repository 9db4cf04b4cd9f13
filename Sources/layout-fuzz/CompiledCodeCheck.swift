import Foundation
import LayoutRuntime
import LayoutSpec

/// The check run on a sample of accepted cases: the generated file compiles with `swiftc` in
/// Swift 6 mode with warnings as errors, against the LayoutRuntime sources, and the compiled
/// `frames(for:)` gives bit for bit the frames `eval` (the interpreter) gives for the same input.
struct CompiledCodeCheck {
    /// `swiftc`.
    let compiler: String
    /// A folder holding `libLayoutRuntime.a` and its module, built once per run.
    let runtimeDirectory: URL

    /// Builds LayoutRuntime from `root/Sources/LayoutRuntime` into `directory`.
    static func prepare(root: URL, directory: URL) throws -> CompiledCodeCheck {
        guard let compiler = findCompiler() else {
            throw FuzzFailure(kind: "setup", detail: "swiftc is not on PATH")
        }
        let sources = root.appendingPathComponent("Sources/LayoutRuntime")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        let result = try ProcessRunner.run(
            compiler,
            [
                "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module",
                "-module-name", "LayoutRuntime",
                "-emit-module-path", directory.appendingPathComponent("LayoutRuntime.swiftmodule").path,
                "-o", directory.appendingPathComponent("libLayoutRuntime.a").path
            ] + files,
            in: directory, limit: 600)
        guard result.status == 0, !result.signaled else {
            throw FuzzFailure(kind: "setup", detail: "cannot build LayoutRuntime: \(result.error)")
        }
        return CompiledCodeCheck(compiler: compiler, runtimeDirectory: directory)
    }

    private static func findCompiler() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Compiles `layout`'s source with a driver that prints its frames for `input`, runs it and
    /// compares with the interpreter.
    func run(_ layout: CompiledLayout, input: EvaluationInput, in directory: URL) throws {
        let generated = directory.appendingPathComponent("\(layout.typeName).swift")
        let main = directory.appendingPathComponent("main.swift")
        let executable = directory.appendingPathComponent("driver")
        try layout.source.write(to: generated, atomically: true, encoding: .utf8)
        try Self.driverSource(for: layout.code, input: input).write(to: main, atomically: true, encoding: .utf8)
        let build = try ProcessRunner.run(
            compiler,
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "Driver",
                "-I", runtimeDirectory.path, "-L", runtimeDirectory.path, "-lLayoutRuntime",
                generated.path, main.path, "-o", executable.path
            ],
            in: directory, limit: 300)
        guard build.status == 0, !build.signaled else {
            throw FuzzFailure(kind: "does-not-compile", detail: String((build.error + build.output).prefix(2_000)))
        }
        let ran = try ProcessRunner.run(executable.path, [], in: directory, limit: 10)
        let expected = Self.bitLines(GeneratedCodeInterpreter.evaluate(layout.code, input: input))
        guard ran.status == 0, !ran.signaled, ran.output == expected else {
            throw FuzzFailure(kind: "eval-mismatch", detail: "compiled:\n\(ran.output)\ninterpreted:\n\(expected)")
        }
    }

    /// One line per frame (`name x y w h` as hexadecimal bit patterns), `fittingSize w h`, `--`.
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

    private static func bits(_ value: CGFloat) -> String { String(Double(value).bitPattern, radix: 16) }

    private static func exact(_ value: CGFloat) -> String {
        "CGFloat(Double(bitPattern: 0x\(String(Double(value).bitPattern, radix: 16))))"
    }

    /// A `main.swift` calling the generated `frames(for:)` for `input` and printing `bitLines`.
    static func driverSource(for file: SwiftFile, input: EvaluationInput) -> String {
        let type = file.declaration.name
        var arguments: [String] = []
        for property in file.declaration.structure(named: "Input")?.properties ?? [] {
            let value: String
            switch property.binding {
            case .bounds: value = "CGRect(x: 0, y: 0, width: \(exact(input.width)), height: \(exact(input.height)))"
            case .scale: value = exact(input.scale)
            case .input(let name): value = exact(input.inputs[name] ?? 0)
            case .condition(let name): value = input.conditions.contains(name) ? "true" : "false"
            case .measuredSize(let name):
                let size = input.sizes[name] ?? .zero
                value = "CGSize(width: \(exact(size.width)), height: \(exact(size.height)))"
            case .heightForWidth(let name):
                let size = input.sizes[name] ?? .zero
                value =
                    "HeightForWidth(intrinsicSize: CGSize(width: \(exact(size.width)), height: \(exact(size.height))))"
            case .fontMetrics:
                value = "FontMetrics(ascender: 0, descender: 0, capHeight: 0)"
            case .safeAreaInsets: value = "LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)"
            case .layoutMargins: value = "LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)"
            case .traits: value = "LayoutTraits()"
            default: continue
            }
            arguments.append("\(property.name): \(value)")
        }
        var source = """
            import Foundation
            import LayoutRuntime

            func bits(_ value: CGFloat) -> String { String(Double(value).bitPattern, radix: 16) }
            func show(_ name: String, _ rect: CGRect) {
                print(name, bits(rect.origin.x), bits(rect.origin.y), bits(rect.size.width), bits(rect.size.height))
            }
            let frames = \(type).frames(for: \(type).Input(\(arguments.joined(separator: ", "))))

            """
        for property in file.declaration.structure(named: "Frames")?.properties ?? [] {
            switch property.binding {
            case .frame(let item): source += "show(\(literal(item)), frames.`\(property.name)`)\n"
            case .fittingSize:
                source +=
                    "print(\"fittingSize\", bits(frames.`\(property.name)`.width), bits(frames.`\(property.name)`.height))\n"
            default: continue
            }
        }
        return source + "print(\"--\")\n"
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
