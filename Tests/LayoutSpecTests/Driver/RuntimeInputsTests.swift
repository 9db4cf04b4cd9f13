import Foundation
import LayoutSpec
import Testing

/// Runtime inputs at the spec level: condition diagnostics, `parent:` errors,
/// `eval --when/--safe-area/--margins`, and the generated `Frames.apply(...)`.
@Suite struct RuntimeInputsTests {
    /// The diagnostics of compiling `yaml` as `T.layout.yaml` (warnings when it compiles).
    private func diagnostics(_ yaml: String) -> [String] {
        do {
            return try LayoutCompiler().compile(contents: yaml, path: "T.layout.yaml").warnings.map(\.description)
        } catch let error as SpecError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    // MARK: Conditions

    @Test func unusedDeclaredConditionWarnsAtItsDeclaration() {
        let found = diagnostics(
            """
            views: [a]
            conditions: [editing, expanded]
            container: {minWidth: 100, minHeight: 10}
            constraints:
              - a.left == 0
              - a.top == 0
              - a.height == 10
              - when: editing
                constraints: [a.width == 100]
                else: [a.width == 50]
            """)
        #expect(
            found == [
                "T.layout.yaml:2:23: warning: condition `expanded` is declared but never used: use it in a `when:` group "
                    + "(or `.when(expanded)`), or remove it from `conditions:`"
            ])
    }

    @Test func conditionUsedOnlyInANestedOrEmptyGroupCountsAsUsed() {
        let found = diagnostics(
            """
            views: [a]
            conditions: [editing, expanded]
            constraints:
              - a.edges == superview.edges
              - when: rtl
                constraints:
                  - when: editing || !expanded
                    constraints: []
            """)
        #expect(found.isEmpty)
    }

    @Test func undeclaredConditionIsAnErrorAtItsToken() {
        let found = diagnostics(
            """
            views: [a]
            conditions: [editing]
            constraints:
              - a.edges == superview.edges
              - when: regularWidth && !editting
                constraints: [a.width == 100]
            """)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "T.layout.yaml:5:28: error: unknown condition `editting`: declare it under `conditions:`") == true)
    }

    // MARK: Nesting

    @Test func parentCycleIsAnErrorAtTheParentValue() {
        let found = diagnostics(
            """
            views:
              a: {parent: b}
              b: {parent: a}
              c: {parent: c}
            constraints:
              - a.edges == superview.edges
            """)
        #expect(
            found == [
                "T.layout.yaml:2:15: error: view `a`'s `parent:` chain is a cycle through `a`",
                "T.layout.yaml:3:15: error: view `b`'s `parent:` chain is a cycle through `b`",
                "T.layout.yaml:4:15: error: view `c`'s `parent:` chain is a cycle through `c`"
            ])
    }

    @Test func unknownParentIsAnErrorAtTheParentValue() {
        let found = diagnostics(
            """
            views:
              a: {}
              b: {parent: nobody}
            constraints:
              - a.edges == superview.edges
            """)
        #expect(
            found == [
                "T.layout.yaml:3:15: error: view `b` has `parent: nobody`, which is not a declared view; known views: a, b"
            ])
    }

    // MARK: eval

    /// A declared condition, a built-in one, the safe area and runtime container margins.
    static let insetsSpec = """
        conditions: [wide]
        container: {margins: input}
        views: [bar, panel]
        constraints:
          - bar.leading == margins.leading
          - bar.trailing == margins.trailing
          - bar.top == safeArea.top
          - bar.height == 10
          - panel.top == bar.bottom
          - panel.bottom == safeArea.bottom
          - panel.left == 0
          - when: wide
            constraints: [panel.width == 300]
            else: [panel.width == 100]
        """

    private func withSpec<T>(_ contents: String, _ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("runtime-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Insets.layout.yaml").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return try body(path)
    }

    @Test func evalTakesDeclaredAndBuiltInConditionsSafeAreaAndMargins() throws {
        try withSpec(Self.insetsSpec) { path in
            // Defaults: margins 8 → bar x 8, w 400 − 16 = 384; safe area 0 → bar y 0; panel y 10,
            // h = 600 − 10 = 590, w 100 (wide false).
            let plain = try CLITests.run(["eval", path, "--width", "400", "--height", "600"])
            #expect(plain.status == 0)
            #expect(plain.stdout == "{\"frames\": {\"bar\": [8, 0, 384, 10], \"panel\": [0, 10, 100, 590]}}\n")
            // --when wide (declared) → panel w 300; --when rtl (built in) swaps leading/trailing:
            // bar.right == margins.right (400 − 20 = 380), bar.left == margins.left (4) → same rect.
            // --margins 1,4,2,20: bar x 4, w = 400 − 4 − 20 = 376. --safe-area 44,0,34,0: bar y 44,
            // panel y 54, bottom 600 − 34 = 566 → h 512.
            let run = try CLITests.run([
                "eval", path, "--width", "400", "--height", "600", "--when", "wide",
                "--when", "rtl", "--margins", "1,4,2,20", "--safe-area=44,0,34,0"
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "{\"frames\": {\"bar\": [4, 44, 376, 10], \"panel\": [0, 54, 300, 512]}}\n")
        }
    }

    @Test(arguments: [["--margins", "1,2,3"], ["--safe-area", "a,b,c,d"], ["--when", "narrow"]])
    func evalRejectsBadInsetsAndUnknownConditions(extra: [String]) throws {
        try withSpec(Self.insetsSpec) { path in
            let run = try CLITests.run(["eval", path, "--width", "400"] + extra)
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains(extra[0] == "--when" ? "no condition 'narrow'" : extra[0]))
        }
    }

    @Test func helpDocumentsTheInsetOptions() throws {
        let run = try CLITests.run(["eval", "--help"])
        #expect(run.stdout.contains("--safe-area T,L,B,R"))
        #expect(run.stdout.contains("--margins T,L,B,R"))
    }

    // MARK: Applying frames

    @Test func framesDeclareAnApplyMethodWithOneOptionalTargetPerItem() throws {
        let layout = try LayoutCompiler().compile(
            contents: """
                views:
                  card: {}
                  apply: {parent: card}
                constraints:
                  - card.edges == superview.edges
                  - apply.edges == superview.edges
                """, path: "T.layout.yaml")
        // A view named `apply` keeps its property; the method takes the next free name.
        #expect(
            layout.source.contains(
                """
                        @MainActor
                        func applyFrames(
                            card: (any LayoutFrameTarget)? = nil,
                            apply: (any LayoutFrameTarget)? = nil
                        ) {
                            card.applyLayoutFrame(self.card)
                            apply.applyLayoutFrame(self.apply)
                        }
                """))
    }
}

/// `leading`/`trailing` constants are measured in the reading direction, as in Auto Layout.
@Suite struct ReadingDirectionConstantTests {
    @Test func trailingToLeadingSpacingFlipsUnderRTL() throws {
        let spec = """
            views: [a, b]
            constraints:
              - b.leading == superview.leading + 10
              - b.width == 50
              - a.leading == b.trailing + 12
              - a.width == 30
              - a.top == 0
              - b.top == 0
              - a.height == 10
              - b.height == 10
            """
        let compiled = try LayoutCompiler().compile(contents: spec, path: "Rtl.layout.yaml")
        // ltr: b at 10…60, a at 60 + 12 = 72.
        #expect(
            try compiled.evaluate(EvaluationRequest(width: 300, height: 100))
                == #"{"frames": {"a": [72, 0, 30, 10], "b": [10, 0, 50, 10]}}"#)
        // rtl: b's right edge at 300 − 10 = 290, so b at 240; a's right edge at 240 − 12 = 228, so a at 198.
        #expect(
            try compiled.evaluate(EvaluationRequest(width: 300, height: 100, conditions: ["rtl"]))
                == #"{"frames": {"a": [198, 0, 30, 10], "b": [240, 0, 50, 10]}}"#)
    }
}
