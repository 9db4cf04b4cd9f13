import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Apple's label + text field recipes of the Auto Layout Guide ("Views with Intrinsic Content
/// Size"), written as the guide writes them (each recipe's constraints in the guide's order, and
/// its hugging and resistance table, checked against the guide's text): views declared with their
/// Interface Builder kinds (labels hug at 251, text fields at 250, both resist compression at 750) and one
/// `ties: viewOrder` line. "Top Layout Guide.Bottom" is `safeArea.top`, "Standard" 8 points,
/// "Superview.LeadingMargin" `superview.leadingMargin` (8 points). Every input: a 375 × 812
/// container with a 47-point top safe-area inset; the system font at 17 points (ascender 16.2,
/// descender −4.3) in every view; labels 20.5 high, text fields 34 high.
@Suite struct InterfaceBuilderRecipesTests {
    static let views = """
        ties: viewOrder
        views:
          firstNameLabel: {kind: label}
          middleNameLabel: {kind: label}
          lastNameLabel: {kind: label}
          firstNameTextField: {kind: textField}
          middleNameTextField: {kind: textField}
          lastNameTextField: {kind: textField}
        """

    /// The columns' horizontal constraints (1–14 of both column recipes).
    static let columns = """
          - firstNameLabel.leading == superview.leadingMargin
          - middleNameLabel.leading == superview.leadingMargin
          - lastNameLabel.leading == superview.leadingMargin
          - firstNameTextField.leading == firstNameLabel.trailing + 8
          - middleNameTextField.leading == middleNameLabel.trailing + 8
          - lastNameTextField.leading == lastNameLabel.trailing + 8
          - firstNameTextField.trailing == superview.trailingMargin
          - middleNameTextField.trailing == superview.trailingMargin
          - lastNameTextField.trailing == superview.trailingMargin
          - firstNameLabel.baseline == firstNameTextField.baseline
          - middleNameLabel.baseline == middleNameTextField.baseline
          - lastNameLabel.baseline == lastNameTextField.baseline
          - firstNameTextField.width == middleNameTextField.width
          - firstNameTextField.width == lastNameTextField.width
        """

    static func frames(_ spec: String, sizes: [String: CGSize], fonts: [String: FontMetrics] = [:]) throws -> String {
        let layout = try LayoutCompiler().compile(contents: spec, path: "Recipe.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 812, scale: 0)
        request.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        request.sizes = sizes
        let system = FontMetrics(ascender: 16.2, descender: -4.3, capHeight: 12)
        for name in sizes.keys { request.fonts[name] = fonts[name] ?? system }
        return try layout.evaluate(request)
    }

    static let pair: [String: CGSize] = [
        "nameLabel": CGSize(width: 46, height: 20.5),
        "nameTextField": CGSize(width: 97, height: 34)
    ]

    /// Both pair recipes' views and horizontal constraints (1–3).
    static let pairHorizontally = """
        ties: viewOrder
        views:
          nameLabel: {kind: label}
          nameTextField: {kind: textField}
        constraints:
          - nameLabel.leading == superview.leadingMargin
          - nameTextField.trailing == superview.trailingMargin
          - nameTextField.leading == nameLabel.trailing + 8

        """

    @Test func simpleLabelAndTextField() throws {
        let spec =
            Self.pairHorizontally + """
                  - nameTextField.top == safeArea.top + 20
                  - nameLabel.baseline == nameTextField.baseline
                """
        // Horizontally: the label (hugging 251) keeps its 46 at x = 8; the field (hugging 250)
        // takes the rest: x = 8 + 46 + 8 = 62, width 375 − 8 − 62 = 305.
        // Vertically: the field at 47 + 20 = 67, 34 high; its text centred: baseline
        // 67 + 34 / 2 + (16.2 − 4.3) / 2 = 89.95. The label's baseline is 16.2 below its top:
        // 89.95 − 16.2 = 73.75.
        #expect(
            try Self.frames(spec, sizes: Self.pair)
                == #"{"frames": {"nameLabel": [8, 73.75, 46, 20.5], "nameTextField": [62, 67, 305, 34]}}"#)
        // Texts wider than the row (300 + 100 > 375 − 24 = 351): the compression resistances tie at
        // 750, and `ties: viewOrder` keeps the label (declared first) whole: the field gets
        // 351 − 300 = 51 at x = 8 + 300 + 8 = 316.
        #expect(
            try Self.frames(
                spec,
                sizes: [
                    "nameLabel": CGSize(width: 300, height: 20.5),
                    "nameTextField": CGSize(width: 100, height: 34)
                ])
                == #"{"frames": {"nameLabel": [8, 73.75, 300, 20.5], "nameTextField": [316, 67, 51, 34]}}"#)
    }

    @Test func dynamicHeightLabelAndTextField() throws {
        let spec =
            Self.pairHorizontally + """
                  - nameLabel.top >= safeArea.top + 20
                  - nameLabel.top == safeArea.top + 20 @249
                  - nameTextField.top >= safeArea.top + 20
                  - nameTextField.top == safeArea.top + 20 @249
                  - nameLabel.baseline == nameTextField.baseline
                """
        // The field is the taller: it sits at 67 and the label follows its baseline, as in the
        // simple recipe.
        #expect(
            try Self.frames(spec, sizes: Self.pair)
                == #"{"frames": {"nameLabel": [8, 73.75, 46, 20.5], "nameTextField": [62, 67, 305, 34]}}"#)
        // A 36-point label font (ascender 34.3, descender −9.1; the label 43 high): now the
        // label is the taller and sits at 67; `baseline` is its last baseline,
        // 67 + 43 − 9.1 = 100.9, so the field's top is 100.9 − 17 − 5.95 = 77.95.
        #expect(
            try Self.frames(
                spec,
                sizes: ["nameLabel": CGSize(width: 97, height: 43), "nameTextField": CGSize(width: 97, height: 34)],
                fonts: ["nameLabel": FontMetrics(ascender: 34.3, descender: -9.1, capHeight: 25.4)])
                == #"{"frames": {"nameLabel": [8, 67, 97, 43], "nameTextField": [113, 77.95, 254, 34]}}"#)
    }

    static let names: [String: CGSize] = [
        "firstNameLabel": CGSize(width: 82, height: 20.5), "middleNameLabel": CGSize(width: 96, height: 20.5),
        "lastNameLabel": CGSize(width: 80, height: 20.5), "firstNameTextField": CGSize(width: 97, height: 34),
        "middleNameTextField": CGSize(width: 97, height: 34), "lastNameTextField": CGSize(width: 97, height: 34)
    ]

    /// Horizontally both column recipes give every label the widest label's width and every
    /// field the rest: with the fields' widths equal, each row's label is 351 − F wide, so all
    /// labels share one width L. At 750 the labels want L ≥ 82, 96, 80 and the fields
    /// 351 − L ≥ 97: any L in 96…254 costs nothing. At 251 the labels' hugging Σ (L − wᵢ)⁺ is
    /// least at L = 96. So labels [8, …, 96], fields at 8 + 96 + 8 = 112, 255 wide.
    /// Vertically the rows are the simple recipe's, 34 + 8 = 42 apart: fields at 67, 109, 151,
    /// labels at 73.75, 115.75, 157.75.
    static let columnFrames =
        #"{"frames": {"firstNameLabel": [8, 73.75, 96, 20.5], "middleNameLabel": [8, 115.75, 96, 20.5], "#
        + #""lastNameLabel": [8, 157.75, 96, 20.5], "firstNameTextField": [112, 67, 255, 34], "#
        + #""middleNameTextField": [112, 109, 255, 34], "lastNameTextField": [112, 151, 255, 34]}}"#

    @Test func fixedHeightColumns() throws {
        let spec =
            Self.views + "\nconstraints:\n" + Self.columns + "\n" + """
                  - firstNameTextField.top == safeArea.top + 20
                  - middleNameTextField.top == firstNameTextField.bottom + 8
                  - lastNameTextField.top == middleNameTextField.bottom + 8
                """
        #expect(try Self.frames(spec, sizes: Self.names) == Self.columnFrames)
    }

    @Test func theColumnsTieIsShownNearATypicalInput() throws {
        // Without `ties: viewOrder` the compression resistances tie (750) once a row's texts do not
        // fit: label + 8 + field > 375 − 8 − 8, i.e. label + field > 351. Near the typical input
        // (a 375-point container, 100-point texts) that is the labels at 100 and the fields at
        // 252, the first whole width past 351 − 100 = 251 (the fields share one width).
        let spec =
            Self.views.replacingOccurrences(of: "ties: viewOrder\n", with: "") + "\nconstraints:\n" + Self.columns
            + "\n" + """
                  - firstNameTextField.top == safeArea.top + 20
                  - middleNameTextField.top == firstNameTextField.bottom + 8
                  - lastNameTextField.top == middleNameTextField.bottom + 8
                """
        var messages: [String] = []
        do {
            _ = try LayoutCompiler().compile(contents: spec, path: "Recipe.layout.yaml")
        } catch let error as SpecError {
            messages = error.diagnostics.map(\.message)
        }
        #expect(
            messages.first?.contains(
                "(for example when container.width = 375, firstNameLabel.intrinsicWidth = 100, "
                    + "firstNameTextField.intrinsicWidth = 252, lastNameLabel.intrinsicWidth = 100, "
                    + "lastNameTextField.intrinsicWidth = 252, middleNameLabel.intrinsicWidth = 100, "
                    + "middleNameTextField.intrinsicWidth = 252)") == true, "\(messages)")
    }

    @Test func dynamicHeightColumns() throws {
        let spec =
            Self.views + "\nconstraints:\n" + Self.columns + "\n" + """
                  - firstNameLabel.top >= safeArea.top + 20
                  - firstNameLabel.top == safeArea.top + 20 @249
                  - firstNameTextField.top >= safeArea.top + 20
                  - firstNameTextField.top == safeArea.top + 20 @249
                  - middleNameLabel.top >= firstNameLabel.bottom + 8
                  - middleNameLabel.top == firstNameLabel.bottom + 8 @249
                  - middleNameTextField.top >= firstNameTextField.bottom + 8
                  - middleNameTextField.top == firstNameTextField.bottom + 8 @249
                  - lastNameLabel.top >= middleNameLabel.bottom + 8
                  - lastNameLabel.top == middleNameLabel.bottom + 8 @249
                  - lastNameTextField.top >= middleNameTextField.bottom + 8
                  - lastNameTextField.top == middleNameTextField.bottom + 8 @249
                """
        // With the fields the taller in every row the rows are the fixed recipe's: each field
        // 8 below the one above (the labels' `>=` are slack: label 1 ends at 94.25, label 2
        // starts at 115.75).
        #expect(try Self.frames(spec, sizes: Self.names) == Self.columnFrames)
    }
}
