import Foundation

/// Finds uses of a later stage's types in the sources of an earlier one (the rule of
/// docs/ARCHITECTURE.md), by name: which folder declares each top-level type, and which type names
/// each file's code (comments and string literals removed) mentions.
struct FolderDependencies {
    /// Stage index of every folder.
    let stageOfFolder: [String: Int]

    init(stages: [[String]]) {
        var stageOfFolder: [String: Int] = [:]
        for (index, folders) in stages.enumerated() {
            for folder in folders { stageOfFolder[folder] = index }
        }
        self.stageOfFolder = stageOfFolder
    }

    /// `Notations/Equation` for `Notations/Equation/EquationParser.swift`, `Spec` for
    /// `Spec/SpecParser.swift`: two levels under `Notations/`, `CodeGen/` and `Solver/` (whose
    /// subfolders are stages of their own), one elsewhere; `Solver` for the solver's driver files.
    static func folder(ofFile path: String) -> String {
        let parts = path.split(separator: "/").dropLast().map(String.init)
        let depth = ["Notations", "CodeGen", "Solver"].contains(parts.first ?? "") ? 2 : 1
        return parts.prefix(depth).joined(separator: "/")
    }

    /// One line per (file, type) where a file uses a type of a later stage or of a sibling folder,
    /// sorted: `Spec/SpecParser.swift uses SwiftIdentifier from CodeGen/Model`.
    func violations(in files: [String: String]) -> [String] {
        var owner: [String: String] = [:]
        for (path, text) in files {
            for name in Self.topLevelTypeNames(in: text) { owner[name] = Self.folder(ofFile: path) }
        }
        var result: [String] = []
        for (path, text) in files {
            let folder = Self.folder(ofFile: path)
            guard let stage = stageOfFolder[folder] else { continue }
            for name in Set(Self.capitalizedWords(in: Self.code(of: text))) {
                guard let other = owner[name], other != folder, let otherStage = stageOfFolder[other],
                    otherStage >= stage
                else { continue }
                result.append("\(path) uses \(name) from \(other)")
            }
        }
        return result.sorted()
    }

    /// One line per (file, type) where a file outside the notation folders and `allowedIn` uses a
    /// type that a notation folder declares and `isTextType` accepts (its parsers, lexers, rule-name
    /// tables), sorted: `Solver/Hint.swift uses COSLayoutRuleName from Notations/COSLayout`.
    func notationTextUses(
        in files: [String: String], allowedIn: Set<String>,
        isTextType: (String) -> Bool
    ) -> [String] {
        var owner: [String: String] = [:]
        for (path, text) in files where path.hasPrefix("Notations/") {
            for name in Self.topLevelTypeNames(in: text) where isTextType(name) {
                owner[name] = Self.folder(ofFile: path)
            }
        }
        var result: [String] = []
        for (path, text) in files {
            let folder = Self.folder(ofFile: path)
            guard !folder.hasPrefix("Notations/"), !allowedIn.contains(folder) else { continue }
            for name in Set(Self.capitalizedWords(in: Self.code(of: text))) {
                guard let other = owner[name] else { continue }
                result.append("\(path) uses \(name) from \(other)")
            }
        }
        return result.sorted()
    }

    /// Names declared by `struct`, `enum`, `class`, `protocol`, `actor` or `typealias` at the start
    /// of a line (top level: nested types are reached through their outer type's name).
    static func topLevelTypeNames(in text: String) -> [String] {
        let modifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate", "final", "indirect"]
        let introducers: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let first = line.first, first.isLetter else { continue }
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            var index = 0
            while index < words.count, modifiers.contains(words[index]) { index += 1 }
            if index + 1 < words.count, introducers.contains(words[index]) { names.append(words[index + 1]) }
        }
        return names
    }

    /// `text` without `//` comments, `/* */` comments and the contents of string literals
    /// (interpolations included, which is conservative: a type used only there is not seen).
    static func code(of text: String) -> String {
        var result = ""
        var iterator = Array(text.unicodeScalars)[...]
        var inString = false
        while let scalar = iterator.first {
            iterator = iterator.dropFirst()
            if inString {
                if scalar == "\\" { iterator = iterator.dropFirst() } else if scalar == "\"" { inString = false }
                continue
            }
            if scalar == "\"" {
                inString = true
            } else if scalar == "/", iterator.first == "/" {
                while let next = iterator.first, next != "\n" { iterator = iterator.dropFirst() }
            } else if scalar == "/", iterator.first == "*" {
                while !iterator.isEmpty, !(iterator.first == "*" && iterator.dropFirst().first == "/") {
                    iterator = iterator.dropFirst()
                }
                iterator = iterator.dropFirst(2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Words starting with an upper-case letter: candidate type names.
    static func capitalizedWords(in code: String) -> [String] {
        code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .filter { $0.first?.isUppercase == true }.map(String.init)
    }
}
