import Foundation
import Testing

@testable import LayoutSpec

/// Random and mutated inputs never crash or hang the readers: each either reads or throws a
/// `SpecError` located inside the file.
@Suite struct DocumentRobustnessTests {
    typealias Generator = SplitMix64

    static let alphabet: [Unicode.Scalar] = Array(
        " \n\n  \t\r-:,[]{}#&*!|>'\"%@`?\\ab1.=é\u{FEFF}\u{0}".unicodeScalars)

    static func mutate(_ input: String, _ generator: inout Generator) -> String {
        var scalars = Array(input.unicodeScalars)
        for _ in 0..<(1 + generator.below(4)) {
            let index = generator.below(scalars.count + 1)
            switch generator.below(5) {
            case 0: scalars.insert(alphabet[generator.below(alphabet.count)], at: index)
            case 1: if index < scalars.count { scalars.remove(at: index) }
            case 2: if index < scalars.count { scalars[index] = alphabet[generator.below(alphabet.count)] }
            case 3: scalars = Array(scalars.prefix(index))
            default:
                let length = generator.below(12)
                let end = min(index + length, scalars.count)
                scalars.insert(contentsOf: scalars[index..<end], at: index)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static func check(_ input: String, path: String) {
        do {
            _ = try DocumentReader.read(contents: input, path: path)
        } catch let error as SpecError {
            let lineCount = DocumentLines(input, path: path).lines.count
            for diagnostic in error.diagnostics {
                guard let location = diagnostic.location else {
                    Issue.record("no location for \(input.debugDescription): \(error)")
                    continue
                }
                #expect(location.path == path)
                #expect(location.line >= 1 && location.line <= lineCount, "\(input.debugDescription): \(error)")
                #expect(location.column >= 1, "\(input.debugDescription): \(error)")
                #expect(!diagnostic.message.isEmpty)
            }
        } catch {
            Issue.record("unexpected error type for \(input.debugDescription): \(error)")
        }
    }

    @Test func mutatedSpecsNeverCrash() {
        var generator = Generator(state: 42)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<1000 {
            Self.check(Self.mutate(DocumentYAMLTests.spec, &generator), path: DocumentTestSupport.yamlPath)
            Self.check(Self.mutate(DocumentJSONTests.spec, &generator), path: DocumentTestSupport.jsonPath)
        }
        for _ in 0..<600 {
            let length = generator.below(40)
            let scalars = (0..<length).map { _ in Self.alphabet[generator.below(Self.alphabet.count)] }
            let input = String(String.UnicodeScalarView(scalars))
            Self.check(input, path: DocumentTestSupport.yamlPath)
            Self.check(input, path: DocumentTestSupport.jsonPath)
        }
        #expect(clock.now - start < .seconds(5))
    }

    @Test func pathologicalNestingIsAnErrorNotACrash() {
        for opener in ["[", "{a: ", "- ", "[{\"a\": "] {
            let input = String(repeating: opener, count: 1000)
            Self.check(input, path: DocumentTestSupport.yamlPath)
            Self.check(input, path: DocumentTestSupport.jsonPath)
        }
        let indented = (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        Self.check(indented, path: DocumentTestSupport.yamlPath)
    }
}
