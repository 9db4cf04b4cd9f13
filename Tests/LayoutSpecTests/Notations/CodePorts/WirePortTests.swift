import Foundation
import Testing

@testable import LayoutSpec

/// Layouts from Wire's iOS app (wireapp/wire-ios), their constraint code pasted as written, with
/// the frames worked out by hand, left to right and right to left.
@Suite struct WirePortTests {
    /// wireapp/wire-ios @ b2d96ddd5767a83fbdff91ab64d3c52a9c5c7f8c,
    /// wire-ios/Wire-iOS/Sources/UserInterface/Components/Toast/ToastView.swift, lines 143-161
    /// (setupConstraints()). Code as written. By hand in a 343-point toast: the stack 15 from the
    /// leading edge and 10 from the trailing one, 318 wide; the close button 16 square at its
    /// trailing end, the message 318 − 16 − 17 = 285 wide, ⌈600 / 285⌉ = 3 lines of 15 = 45; the
    /// more-info button 28 high at the trailing end of a 28-point row, 45 + 12 below the top; the
    /// toast 15 + 85 + 15 = 115 high.
    @Test func toastViewAsWritten() throws {
        let text = """
            container: {height: fit}
            metrics:
              moreInfoButtonHeight: 28          # private let moreInfoButtonHeight: CGFloat = 28
            views:
              topView: {}
              bottomView: {}
              messageLabel: {kind: label, measure: heightForWidth, hugging: 250, parent: topView}  # numberOfLines = 0
              closeButton: {kind: button, parent: topView}
              moreInfoButton: {kind: button, parent: bottomView}
            stacks:
              stackView:                        # UIStackView(axis: .vertical), spacing = 12
                axis: vertical
                spacing: 12
                arranged: [topView, bottomView]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15),
                    stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                    stackView.topAnchor.constraint(equalTo: topAnchor, constant: 15),
                    stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -15),
                    messageLabel.leadingAnchor.constraint(equalTo: topView.leadingAnchor),
                    messageLabel.topAnchor.constraint(equalTo: topView.topAnchor),
                    messageLabel.bottomAnchor.constraint(equalTo: topView.bottomAnchor),
                    messageLabel.trailingAnchor.constraint(equalTo: closeButton.leadingAnchor, constant: -17),
                    closeButton.topAnchor.constraint(equalTo: topView.topAnchor),
                    closeButton.trailingAnchor.constraint(equalTo: topView.trailingAnchor),
                    closeButton.bottomAnchor.constraint(lessThanOrEqualTo: topView.bottomAnchor),
                    closeButton.widthAnchor.constraint(equalToConstant: 16),
                    closeButton.heightAnchor.constraint(equalToConstant: 16),
                    moreInfoButton.heightAnchor.constraint(equalToConstant: moreInfoButtonHeight),
                    moreInfoButton.centerYAnchor.constraint(equalTo: bottomView.centerYAnchor),
                    moreInfoButton.trailingAnchor.constraint(equalTo: bottomView.trailingAnchor),
                    bottomView.heightAnchor.constraint(equalTo: moreInfoButton.heightAnchor)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ToastView.layout.yaml")
        var request = EvaluationRequest(
            width: 343, scale: 1,
            sizes: [
                "messageLabel": CGSize(width: 600, height: 15), "moreInfoButton": CGSize(width: 110, height: 29),
                "closeButton": CGSize(width: 16, height: 16)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 15, y: 15, width: 318, height: 85))
        #expect(frames.frames["messageLabel"] == CGRect(x: 0, y: 0, width: 285, height: 45))
        #expect(frames.frames["closeButton"] == CGRect(x: 302, y: 0, width: 16, height: 16))
        #expect(frames.frames["bottomView"] == CGRect(x: 0, y: 57, width: 318, height: 28))
        #expect(frames.frames["moreInfoButton"] == CGRect(x: 208, y: 0, width: 110, height: 28))
        #expect(frames.fittingSize == CGSize(width: 343, height: 115))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 10, y: 15, width: 318, height: 85))
        #expect(frames.frames["messageLabel"] == CGRect(x: 33, y: 0, width: 285, height: 45))
        #expect(frames.frames["closeButton"] == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(frames.frames["moreInfoButton"] == CGRect(x: 0, y: 0, width: 110, height: 28))
    }

    /// wireapp/wire-ios @ 0e4d17b293b37064c44192ed28aed286c768f7d8,
    /// wire-ios/Wire-iOS/Sources/UserInterface/Components/MessagePreviewView.swift, lines 120-146
    /// (MessageThumbnailPreviewView.setupConstraints()) and 103. Code as written; the code's
    /// `if displaySender { … } else { … }` is a `when: displaySender` group, its local `inset` a
    /// metric. Added: two equations placing the sender label without a sender (the code adds that
    /// label only with one). By hand in a 375-point row: the 42-point thumbnail 12 from the trailing
    /// edge and top, the row 12 + 42 + 12 = 66 high; the text from 12 to 12 past the thumbnail's
    /// leading edge (the code's `constant: inset`), 333 − 12 = 321 wide. Without a sender the text is
    /// centred, (66 − 14) / 2 = 26; with one, 66 − 3 × 12 = 30 points hold the two one-line texts,
    /// 15 + 14, and the spare point goes to the sender label, the later in `views:` (`ties: viewOrder`).
    @Test func messageThumbnailPreviewWithAndWithoutSender() throws {
        let text = """
            container: {height: fit}
            ties: viewOrder
            conditions: [displaySender]
            metrics:
              inset: 12                                      # let inset: CGFloat = 12
              MessageThumbnailPreviewView.thumbnailSize: 42  # private static let thumbnailSize: CGFloat = 42
            views:
              contentTextView: {measure: intrinsic, compression: [750, 1000], measuredSize: {maxHeight: 15}}  # one line
              imagePreview: {}
              senderLabel: {kind: label, hugging: 250, measuredSize: {maxHeight: 15}}  # one line
            constraints:
              - "senderLabel.setContentCompressionResistancePriority(.required, for: .vertical)"
              - |
                NSLayoutConstraint.activate([
                    contentTextView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                    contentTextView.trailingAnchor.constraint(equalTo: imagePreview.leadingAnchor, constant: inset),
                    imagePreview.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                    imagePreview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
                    imagePreview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
                    imagePreview.widthAnchor.constraint(equalToConstant: MessageThumbnailPreviewView.thumbnailSize),
                    imagePreview.heightAnchor.constraint(equalToConstant: MessageThumbnailPreviewView.thumbnailSize)
                ])
              - when: displaySender
                constraints:
                  - |
                    NSLayoutConstraint.activate([

                        senderLabel.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                        senderLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                        senderLabel.trailingAnchor.constraint(equalTo: imagePreview.leadingAnchor, constant: inset),
                        contentTextView.topAnchor.constraint(equalTo: senderLabel.bottomAnchor, constant: inset),
                        contentTextView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset)
                    ])
                else:
                  - "contentTextView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true"
                  # added: the code adds no senderLabel without a sender; the spec needs a position
                  - senderLabel.top == superview.top
                  - senderLabel.leading == superview.leading
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "MessageThumbnailPreviewView.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: ["senderLabel": CGSize(width: 80, height: 15), "contentTextView": CGSize(width: 60, height: 14)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["imagePreview"] == CGRect(x: 321, y: 12, width: 42, height: 42))
        #expect(frames.frames["contentTextView"] == CGRect(x: 12, y: 26, width: 321, height: 14))
        #expect(frames.fittingSize == CGSize(width: 375, height: 66))
        request.conditions = ["displaySender"]
        frames = try layout.frames(for: request)
        #expect(frames.frames["senderLabel"] == CGRect(x: 12, y: 12, width: 321, height: 16))
        #expect(frames.frames["contentTextView"] == CGRect(x: 12, y: 40, width: 321, height: 14))
        #expect(frames.fittingSize == CGSize(width: 375, height: 66))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["imagePreview"] == CGRect(x: 12, y: 12, width: 42, height: 42))
        #expect(frames.frames["senderLabel"] == CGRect(x: 42, y: 12, width: 321, height: 16))
        #expect(frames.frames["contentTextView"] == CGRect(x: 42, y: 40, width: 321, height: 14))
        request.conditions = []
        frames = try layout.frames(for: request)
        #expect(frames.frames["contentTextView"] == CGRect(x: 42, y: 26, width: 321, height: 14))
    }

    /// wireapp/wire-ios @ 27ac138a3e9ae525f31036b797db40a7942687b3,
    /// wire-ios/Wire-iOS/Sources/UserInterface/Components/Views/DetailsCollectionViewCell.swift,
    /// lines 92-140 (setUp()), the statements of lines 97, 110-113, 117 and 132-137. Code as
    /// written, the stored `contentLeadingConstraint` and its `isActive = true` included. By hand in
    /// a 375 × 56 cell: the row 16 from the trailing edge, 359 wide, 8 from top and bottom, 40 high;
    /// the icon's box 64 wide, as high as the 16-point icon, centred, (40 − 16) / 2 = 12; the icon
    /// centred in it, (64 − 16) / 2 = 24; the 8-point spacer last; the titles 359 − 64 − 8 = 287
    /// wide, 20 + 15 = 35 high, (40 − 35) / 2 = 2.5, 3 on whole points, each at their leading edge.
    @Test func detailsCollectionViewCellAsWritten() throws {
        let text = """
            views:
              leftIconView: {kind: image, hugging: 250, parent: leftIconContainer}  # contentMode .scaleAspectFit
              leftIconContainer: {}
              iconViewSpacer: {}
              titleLabel: {kind: label, hugging: 250}
              statusLabel: {kind: label, hugging: 250}     # numberOfLines 1
            stacks:
              titleStackView:
                axis: vertical
                distribution: equalSpacing
                alignment: leading
                arranged: [titleLabel, statusLabel]
              contentStackView:
                axis: horizontal
                distribution: fill
                alignment: center
                arranged: [leftIconContainer, titleStackView, iconViewSpacer]
            constraints:
              - "leftIconView.setContentHuggingPriority(.required, for: .horizontal)"
              - "leftIconContainer.widthAnchor.constraint(equalToConstant: 64).isActive = true"
              - "leftIconContainer.heightAnchor.constraint(equalTo: leftIconView.heightAnchor).isActive = true"
              - "leftIconContainer.centerXAnchor.constraint(equalTo: leftIconView.centerXAnchor).isActive = true"
              - "leftIconContainer.centerYAnchor.constraint(equalTo: leftIconView.centerYAnchor).isActive = true"
              - "iconViewSpacer.widthAnchor.constraint(equalToConstant: 8).isActive = true"
              - "contentLeadingConstraint = contentStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)"
              - "contentLeadingConstraint.isActive = true"
              - "contentStackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true"
              - "contentStackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true"
              - "contentStackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "DetailsCollectionViewCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 56, scale: 1,
            sizes: [
                "leftIconView": CGSize(width: 16, height: 16), "titleLabel": CGSize(width: 120, height: 20),
                "statusLabel": CGSize(width: 80, height: 15)
            ])
        var frames = try layout.frames(for: request).frames
        #expect(frames["contentStackView"] == CGRect(x: 0, y: 8, width: 359, height: 40))
        #expect(frames["leftIconContainer"] == CGRect(x: 0, y: 12, width: 64, height: 16))
        #expect(frames["leftIconView"] == CGRect(x: 24, y: 0, width: 16, height: 16))
        #expect(frames["titleStackView"] == CGRect(x: 64, y: 3, width: 287, height: 35))
        #expect(frames["titleLabel"] == CGRect(x: 0, y: 0, width: 120, height: 20))
        #expect(frames["statusLabel"] == CGRect(x: 0, y: 20, width: 80, height: 15))
        #expect(frames["iconViewSpacer"] == CGRect(x: 351, y: 20, width: 8, height: 0))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["contentStackView"] == CGRect(x: 16, y: 8, width: 359, height: 40))
        #expect(frames["leftIconContainer"] == CGRect(x: 295, y: 12, width: 64, height: 16))
        #expect(frames["leftIconView"] == CGRect(x: 24, y: 0, width: 16, height: 16))
        #expect(frames["titleStackView"] == CGRect(x: 8, y: 3, width: 287, height: 35))
        #expect(frames["titleLabel"] == CGRect(x: 167, y: 0, width: 120, height: 20))
        #expect(frames["statusLabel"] == CGRect(x: 207, y: 20, width: 80, height: 15))
        #expect(frames["iconViewSpacer"] == CGRect(x: 0, y: 20, width: 8, height: 0))
    }

    /// wireapp/wire-ios @ 0ecdeca6ff14c1d20dc3915aba113242e1ba1ce9,
    /// wire-ios/Wire-iOS/Sources/UserInterface/Components/Controllers/CallQualityController/
    /// CallQualityViewController.swift, lines 141-173 (createConstraints()) and 202-212
    /// (updateLayout(isRegular:)). Code as written (the `let coreConstraints = [ … ]` array and its
    /// activation, the nine stored constraints), but for one change: the local alias
    /// `let bottomAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> = view.safeAreaLayoutGuide.bottomAnchor`
    /// (line 164) is dropped and line 166 names what it holds. `updateLayout(isRegular:)` toggling
    /// the stored constraints is the `when: regularWidth` group. The score selector is one measured
    /// view. The stack's height: 36 + 24 + question + 32 + 80 + 12 + 44. Compact (375 × 812, safe
    /// area 47 and 34): the card 8 from each side, 359 wide, the stack 16 inside, 327 wide; the
    /// question ⌈500 / 327⌉ = 2 lines, 40, the stack 268; the card 44 + 268 + 8 = 320 high, its bottom
    /// at 812 − 34 − 8 = 770, so at 450. Regular (768 × 1024): the stack as wide as the question's
    /// 500 (compression beats hugging), the card 500 + 88 = 588 wide and 44 + 248 + 8 = 300 high,
    /// centred, (768 − 588) / 2 = 90 and (1024 − 300) / 2 = 362. Symmetric: the same right to left.
    @Test func callQualityViewControllerCompactAndRegular() throws {
        let text = """
            views:
              dimmingView: {}
              contentView: {}                                        # RoundedView, a property named contentView
              titleLabel: {kind: label, hugging: 250}                # one line
              questionLabel: {kind: label, measure: heightForWidth, hugging: 250}   # numberOfLines 0
              scoreSelectorView: {measure: intrinsic}
              closeButton: {kind: button}
            stacks:
              callQualityStackView:
                parent: contentView
                axis: vertical
                alignment: fill
                distribution: fill
                spacing: 10
                customSpacing: {titleLabel: 24, questionLabel: 32, scoreSelectorView: 12}   # wr_addCustomSpacing
                arranged: [titleLabel, questionLabel, scoreSelectorView, closeButton]
            constraints:
              - |
                let coreConstraints = [
                    // Dimming view
                    dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
                    dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    dimmingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

                    // Content stack
                    callQualityStackView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                    callQualityStackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    closeButton.heightAnchor.constraint(equalToConstant: 44),

                    // Content view
                    contentView.topAnchor.constraint(equalTo: callQualityStackView.topAnchor, constant: -44)
                ]
              - "NSLayoutConstraint.activate(coreConstraints)"
              - when: regularWidth
                constraints:
                  - "ipad_centerYConstraint = contentView.centerYAnchor.constraint(equalTo: view.centerYAnchor)"
                  - "ipad_centerXConstraint = contentView.centerXAnchor.constraint(equalTo: view.centerXAnchor)"
                  - "ipad_paddingLeftConstraint = callQualityStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 44)"
                  - "ipad_paddingRightConstraint = callQualityStackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -44)"
                else:
                  - "iphone_leadingConstraint = contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)"
                  - "iphone_trailingConstraint = contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8)"
                  - "iphone_bottomConstraint = contentView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)"
                  - "iphone_paddingLeftConstraint = callQualityStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)"
                  - "iphone_paddingRightConstraint = callQualityStackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "CallQualityViewController.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 812, scale: 1,
            sizes: [
                "titleLabel": CGSize(width: 180, height: 36), "questionLabel": CGSize(width: 500, height: 20),
                "scoreSelectorView": CGSize(width: 300, height: 80), "closeButton": CGSize(width: 60, height: 20)
            ])
        request.safeAreaInsets = EvaluationRequest.Insets(top: 47, left: 0, bottom: 34, right: 0)
        var frames = try layout.frames(for: request).frames
        #expect(frames["dimmingView"] == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(frames["contentView"] == CGRect(x: 8, y: 450, width: 359, height: 320))
        #expect(frames["callQualityStackView"] == CGRect(x: 16, y: 44, width: 327, height: 268))
        #expect(frames["questionLabel"] == CGRect(x: 0, y: 60, width: 327, height: 40))
        #expect(frames["scoreSelectorView"] == CGRect(x: 0, y: 132, width: 327, height: 80))
        #expect(frames["closeButton"] == CGRect(x: 0, y: 224, width: 327, height: 44))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["contentView"] == CGRect(x: 8, y: 450, width: 359, height: 320))
        #expect(frames["callQualityStackView"] == CGRect(x: 16, y: 44, width: 327, height: 268))

        request.width = 768
        request.height = 1024
        request.safeAreaInsets = EvaluationRequest.Insets(top: 24, left: 0, bottom: 20, right: 0)
        request.conditions = ["regularWidth"]
        request.traits.layoutDirection = .leftToRight
        frames = try layout.frames(for: request).frames
        #expect(frames["contentView"] == CGRect(x: 90, y: 362, width: 588, height: 300))
        #expect(frames["callQualityStackView"] == CGRect(x: 44, y: 44, width: 500, height: 248))
        #expect(frames["questionLabel"] == CGRect(x: 0, y: 60, width: 500, height: 20))
        #expect(frames["closeButton"] == CGRect(x: 0, y: 204, width: 500, height: 44))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["contentView"] == CGRect(x: 90, y: 362, width: 588, height: 300))
        #expect(frames["callQualityStackView"] == CGRect(x: 44, y: 44, width: 500, height: 248))
    }

    /// wireapp/wire-ios @ 0c89bba616d2f31528c0a18b23d6f8caefd73689,
    /// wire-ios/Wire-iOS/Sources/UserInterface/StartUI/Common/Cells/StartUIIconCell.swift, lines
    /// 73-93 (createConstraints()). One change: line 91's `equalToConstant: .hairline` (CGFloat's
    /// one-pixel line, 1 / screen scale) is written `hairline`, an input; the local `iconSize` is a
    /// metric. By hand in a 375 × 56 cell on a 2× screen: the 32-point icon 16 from the leading edge,
    /// centred, (56 − 32) / 2 = 12; the title from 64 to the trailing edge, 311 wide, full height; the
    /// separator under it, 0.5 high at 56 − 0.5 = 55.5.
    @Test func startUIIconCellWithHairlineInput() throws {
        let text = """
            metrics:
              iconSize: 32          # let iconSize: CGFloat = 32.0
            inputs: {hairline: {min: 0.3, max: 1}}   # CGFloat.hairline: 1 / screen scale
            views:
              iconView: {kind: image, hugging: 250}         # contentMode .center
              titleLabel: {kind: label, hugging: 250}       # one line
              separator: {}
            constraints:
              - |
                NSLayoutConstraint.activate([
                    iconView.widthAnchor.constraint(equalToConstant: iconSize),
                    iconView.heightAnchor.constraint(equalToConstant: iconSize),
                    iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),

                    titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 64),
                    titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
                    titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

                    separator.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                    separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    separator.heightAnchor.constraint(equalToConstant: hairline)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "StartUIIconCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 56, scale: 2,
            sizes: ["iconView": CGSize(width: 16, height: 16), "titleLabel": CGSize(width: 140, height: 20)])
        request.inputs = ["hairline": 0.5]
        var frames = try layout.frames(for: request).frames
        #expect(frames["iconView"] == CGRect(x: 16, y: 12, width: 32, height: 32))
        #expect(frames["titleLabel"] == CGRect(x: 64, y: 0, width: 311, height: 56))
        #expect(frames["separator"] == CGRect(x: 64, y: 55.5, width: 311, height: 0.5))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["iconView"] == CGRect(x: 327, y: 12, width: 32, height: 32))
        #expect(frames["titleLabel"] == CGRect(x: 0, y: 0, width: 311, height: 56))
        #expect(frames["separator"] == CGRect(x: 0, y: 55.5, width: 311, height: 0.5))
    }
}
