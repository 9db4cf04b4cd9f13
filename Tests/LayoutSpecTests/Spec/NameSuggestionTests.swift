import LayoutSpec
import Testing

/// "Did you mean": the closest known name when it is plausibly a typo, else none.
@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("titel", ["button", "title"], "title"),  // a swap of two letters: one edit
        ("gen", ["generate", "check"], "generate"),  // a prefix of three letters
        ("--widht", ["--width", "--height"], "--width"),
        ("constrains", ["constraints", "conditions"], "constraints"),  // one letter missing
        ("Title", ["title"], "title")  // case is ignored
    ])
    func closeNamesAreSuggested(name: String, candidates: [String], expected: String) {
        #expect(NameSuggestion.closest(to: name, in: candidates) == expected)
    }

    @Test(arguments: [
        ("c", ["a", "b"]),  // one letter: any other is one edit away, none is meant
        ("frobnicate", ["generate", "check"]),
        ("title", ["title"]),  // the name itself
        ("", ["a"])
    ])
    func farNamesAreNot(name: String, candidates: [String]) {
        #expect(NameSuggestion.closest(to: name, in: candidates) == nil)
    }

    @Test func theClauseQuotesTheSuggestion() {
        #expect(NameSuggestion.clause(for: "titel", in: ["title"]) == "; did you mean `title`?")
        #expect(NameSuggestion.clause(for: "gen", in: ["generate"], quote: "'") == "; did you mean 'generate'?")
        #expect(NameSuggestion.clause(for: "zzz", in: ["title"]).isEmpty)
    }
}
