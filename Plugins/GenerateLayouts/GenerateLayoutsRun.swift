import Foundation

/// Finding specs and running `layout-gen generate` on each, shared by the SwiftPM and Xcode commands.
enum GenerateLayoutsRun {
    /// A failure, shown by SwiftPM and Xcode as `error: MESSAGE`.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong and how to fix it.
        var description: String
    }

    /// Generates every spec found under `directories`.
    static func generate(directories: [URL], tool: URL) throws {
        var specs: [URL] = []
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in enumerator where SpecFileName.isSpec(url.lastPathComponent) {
                specs.append(url)
            }
        }
        try generate(specs: specs, tool: tool)
    }

    /// Writes `<Stem>Layout.swift` beside each spec among `specs`; reports every failing spec, then fails.
    static func generate(specs candidates: [URL], tool: URL) throws {
        let specs = candidates.filter { SpecFileName.isSpec($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        var failed: [String] = []
        for spec in specs {
            let path = spec.path(percentEncoded: false)
            let output = spec.deletingLastPathComponent().appending(
                path: SpecFileName.outputFileName(forTypeName: SpecFileName.defaultTypeName(forPath: path)))
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", path, "--output-file", output.path(percentEncoded: false)]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                print("generated \(output.path(percentEncoded: false))")
            } else {
                failed.append(path)
            }
        }
        if !failed.isEmpty {
            throw Failure(
                description: "layout-gen reported errors in \(failed.joined(separator: ", ")) (see above); "
                    + "their generated files were left untouched")
        }
        if specs.isEmpty { print("no *.layout.yaml, *.layout.yml or *.layout.json files found") }
    }
}
