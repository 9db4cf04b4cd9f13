import Foundation

/// Mutation-based generation: one to four edits of a seed's bytes — byte flips, line and token
/// edits, extreme numbers, deep nesting, long sums and chains, fragments of other seeds (other
/// notations), reserved or overlong type names, and bytes that are not UTF-8.
struct SpecMutator {
    /// Every seed, for splicing fragments of one into another.
    let seeds: [FuzzSeed]

    /// Tokens of every notation and of the document syntax, inserted at random places.
    static let tokens: [String] = [
        "==", ">=", "<=", "=", "+", "-", "*", "/", "(", ")", "[", "]", "{", "}", ",", ":", "|", "@", "@750", "@1",
        "@1000", "@high", "%", "H:", "V:", "|-", "-|", "superview", "container", "margins", "safeArea", ".width",
        ".left", ".top", ".centerX", ".edges", ".size", "when:", "else:", "&&", "||", "!", "'", "\"", "#", "- ",
        "\n", "\n  ", "\t", "ll = ", "tt = ", "w = ", "h = ", "Top(", "Width(", "Size(", ".like(", "~", "&", "\\",
        "\"\"", "null", "true", "[]", "{}", "views:", "metrics:", "inputs:", "conditions:", "container:",
        "measure: intrinsic", "measure: heightForWidth", "label: true", "parent: ", "height: fit", "width: fit",
        "name: ", "*/", "/*", "\u{0}", "é", "\u{2028}", "𝒜"
    ]

    /// Numbers at and past every limit.
    static let extremeNumbers: [String] = [
        "0", "-0", "1e308", "-1e308", "1e309", "999999999999", "1000000000", "-1000000000", "1000000001",
        "0.0000000001", "4294967296", "9223372036854775808", "NaN", "nan", "inf", ".inf", "-.inf", "0x10", "1_000",
        "1" + String(repeating: "0", count: 400), "3.", ".5", "1e-320", "00012", "+5"
    ]

    /// Type names that the generated code would shadow, and names too long for a file.
    static let hostileNames: [String] = [
        "CGFloat", "CGRect", "CGSize", "CGPoint", "Bool", "Int", "Double", "Equatable", "Sendable", "Hashable",
        "LayoutTraits", "FontMetrics", "LayoutInsets", "HeightForWidth", "PixelRounding", "LayoutFrameTarget",
        "Swift", "Foundation", "LayoutRuntime", "Input", "Frames", "MainActor", "String", "Optional", "self",
        "Self", "Type", "_", "class", String(repeating: "N", count: 230), "a\nb", "X*/Y", "\"Q\""
    ]

    /// A mutation of `seed`, drawing every choice from `random`.
    func mutate(_ seed: FuzzSeed, _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = seed.bytes
        for _ in 0..<(random.chance(1, in: 3) ? 1 + random.below(4) : 1) {
            bytes = mutateOnce(bytes, &random)
        }
        return bytes
    }

    private func mutateOnce(_ input: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = input
        let position = random.below(bytes.count + 1)
        switch random.below(16) {
        case 0:
            if !bytes.isEmpty { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
        case 1:
            if !bytes.isEmpty { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
        case 2:
            var lines = Self.lines(bytes)
            if !lines.isEmpty { lines.remove(at: random.below(lines.count)) }
            bytes = Self.joined(lines)
        case 3:
            var lines = Self.lines(bytes)
            if !lines.isEmpty { let line = random.pick(lines); lines.insert(line, at: random.below(lines.count + 1)) }
            bytes = Self.joined(lines)
        case 4:
            var lines = Self.lines(bytes)
            if lines.count > 1 { lines.swapAt(random.below(lines.count), random.below(lines.count)) }
            bytes = Self.joined(lines)
        case 5, 6:
            bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: position)
        case 7:
            bytes = Self.replacingNumber(bytes, with: random.pick(Self.extremeNumbers), &random)
        case 8:
            let depth = random.pick([2, 20, 31, 32, 33, 64, 100, 1_000, 9_000])
            let nesting = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            bytes = Self.replacingNumber(bytes, with: nesting, &random)
        case 9:
            let count = random.pick([10, 300, 900, 1_200, 5_000])
            let term = random.pick(["1 + ", "-", "ll = ", "1*", "a.width + ", "- (", "!"])
            bytes = Self.replacingNumber(bytes, with: String(repeating: term, count: count) + "1", &random)
        case 10:
            let other = random.pick(seeds)
            let lines = Self.lines(other.bytes)
            if !lines.isEmpty {
                var own = Self.lines(bytes)
                let start = random.below(lines.count)
                let fragment = lines[start..<min(lines.count, start + 1 + random.below(4))]
                own.insert(contentsOf: fragment, at: random.below(own.count + 1))
                bytes = Self.joined(own)
            }
        case 11:
            let name = random.pick(Self.hostileNames)
            var lines = Self.lines(bytes).filter { !$0.starts(with: Array("name:".utf8)) }
            let quoted =
                name.contains("\n") || name.contains("\"")
                ? "\"\(name.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\""))\""
                : name
            lines.insert(Array("name: \(quoted)".utf8), at: 0)
            bytes = Self.joined(lines)
        case 12:
            bytes = Array(bytes.prefix(position))
        case 13:
            let garbage = (0..<(1 + random.below(4))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes.insert(contentsOf: garbage, at: position)
        case 14:
            // Duplicate a chunk (keys, views, statements) many times.
            let length = min(bytes.count - position, 1 + random.below(40))
            if length > 0 {
                let chunk = Array(bytes[position..<(position + length)])
                for _ in 0..<random.pick([2, 10, 200]) { bytes.insert(contentsOf: chunk, at: position) }
            }
        default:
            let nesting = random.pick([10, 63, 64, 65, 200, 5_000])
            let open = random.pick(["[", "{", "- "])
            let close = open == "[" ? "]" : open == "{" ? "}" : ""
            let value = String(repeating: open, count: nesting) + "1" + String(repeating: close, count: nesting)
            bytes.insert(contentsOf: Array("\nviews: \(value)\n".utf8), at: position)
        }
        return bytes
    }

    /// `bytes` with one run of digits (chosen at random) replaced by `text`; appended to a random
    /// line when there is no number.
    private static func replacingNumber(_ bytes: [UInt8], with text: String, _ random: inout FuzzRandom) -> [UInt8] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                let start = index
                while index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x2E {
                    index += 1
                }
                runs.append(start..<index)
            } else {
                index += 1
            }
        }
        var result = bytes
        if let run = runs.isEmpty ? nil : random.pick(runs) {
            result.replaceSubrange(run, with: Array(text.utf8))
        } else {
            result.append(contentsOf: Array(text.utf8))
        }
        return result
    }

    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    }

    static func joined(_ lines: [[UInt8]]) -> [UInt8] {
        Array(lines.joined(separator: [0x0A]))
    }
}
