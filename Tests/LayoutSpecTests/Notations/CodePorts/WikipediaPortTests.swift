import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Layouts from Wikipedia's iOS app (wikimedia/wikipedia-ios), their constraint code pasted as
/// written, with the frames worked out by hand, left to right and right to left.
@Suite struct WikipediaPortTests {
    /// wikimedia/wikipedia-ios @ 1844bbecd278c2098a02a243e3d34e7c30710662, Components/Sources/
    /// Components/Components/Editors/Common Views/Input Views/Main/Detail Table Item/
    /// WKEditorSelectionDetailView.swift, lines 54-63 (setup()'s activate block). Code as written;
    /// declared: the margins of line 49, typeLabel's `.defaultLow` hugging (line 11), and
    /// `ties: viewOrder` with typeLabel last, the label meant to give way. By hand in 375 × 44: the
    /// type label from the 22-point margin, 8 to 44 − 8 = 36 down; the chevron 10 × 16 ending at the
    /// margin, 375 − 22 − 10 = 343, centred on the label, 22 − 8 = 14; the selection label 90 wide
    /// ending 8 before it, 335 − 90 = 245, 22 − 11 = 11 down; the type label takes the rest, 245 − 22
    /// = 223. Right to left: the chevron at 22, the selection label at 22 + 10 + 8 = 40, the type
    /// label at 130.
    @Test func selectionDetailViewAsWritten() throws {
        let text = """
            ties: viewOrder
            views:
              disclosureImageView: {kind: image, hugging: 250}   # UIImageView(), image = WKIcon.chevronRight
              selectionLabel: {kind: label, hugging: 250}        # UILabel(), textAlignment .right
              typeLabel: {kind: label, hugging: 250}             # UILabel(); line 11: hugging .defaultLow horizontally
            container:
              margins: [8, 22, 8, 22]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    layoutMarginsGuide.leadingAnchor.constraint(equalTo: typeLabel.leadingAnchor),
                    layoutMarginsGuide.trailingAnchor.constraint(equalTo: disclosureImageView.trailingAnchor),
                    layoutMarginsGuide.topAnchor.constraint(equalTo: typeLabel.topAnchor),
                    layoutMarginsGuide.bottomAnchor.constraint(equalTo: typeLabel.bottomAnchor),
                    typeLabel.trailingAnchor.constraint(equalTo: selectionLabel.leadingAnchor),
                    selectionLabel.trailingAnchor.constraint(equalTo: disclosureImageView.leadingAnchor, constant: -8),
                    selectionLabel.centerYAnchor.constraint(equalTo: disclosureImageView.centerYAnchor),
                    selectionLabel.centerYAnchor.constraint(equalTo: typeLabel.centerYAnchor)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "SelectionDetailView.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 44, scale: 1,
            sizes: [
                "typeLabel": CGSize(width: 40, height: 22), "selectionLabel": CGSize(width: 90, height: 22),
                "disclosureImageView": CGSize(width: 10, height: 16)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["typeLabel"] == CGRect(x: 22, y: 8, width: 223, height: 28))
        #expect(frames.frames["selectionLabel"] == CGRect(x: 245, y: 11, width: 90, height: 22))
        #expect(frames.frames["disclosureImageView"] == CGRect(x: 343, y: 14, width: 10, height: 16))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["typeLabel"] == CGRect(x: 130, y: 8, width: 223, height: 28))
        #expect(frames.frames["selectionLabel"] == CGRect(x: 40, y: 11, width: 90, height: 22))
        #expect(frames.frames["disclosureImageView"] == CGRect(x: 22, y: 14, width: 10, height: 16))
    }

    /// wikimedia/wikipedia-ios @ 033ddc1047499d15c8a1a00f7df7213b9cc8af8f,
    /// Wikipedia/Code/TalkPageCell.swift, lines 92-105 (setup()), as written. One statement from
    /// Wikipedia/Code/VerticalSpacerView.swift @ c4ef2ac7, line 19, changed: its implicit-self
    /// `heightAnchor` names its receiver, `leadReplySpacer.heightAnchor`; line 20 (`?.isActive`) is
    /// left out. Declared: the button's priorities (lines 60-61), the stack (lines 36-43), the views
    /// hidden when the thread is collapsed, a self-sized height. By hand 375 wide: the container 16
    /// in, 343 wide; the stack 12 inside it, 319 wide; the disclosure row 300 × 30, the topic ⌈600 /
    /// 319⌉ = 2 lines, 40, the spacer 16, the button 90 × 36: the stack 122, the container 146, the
    /// cell 16 + 146 + 16 = 178 high; collapsed, 70, 94 and 126. Right to left the leading-aligned
    /// row is at 319 − 300 = 19 and the button at 319 − 90 = 229.
    @Test func talkPageCellAsWrittenWithItsSpacerNamed() throws {
        let text = """
            container: {height: fit}
            views:
              rootContainer: {}                                   # plain UIView, rounded border
              disclosureRow: {measure: intrinsic}                 # TalkPageCellDisclosureRow (its own stack; fitting size)
              topicView: {measure: heightForWidth}                # TalkPageCellTopicView (wrapping text views)
              leadReplySpacer: {}                                 # VerticalSpacerView.spacerWith(space: 16)
              leadReplyButton: {kind: button, hugging: [1000, 250], compression: [1000, 750]}   # lines 60-61
            metrics:
              space: 16                                           # VerticalSpacerView's `space` (spacerWith(space: 16), line 44)
            stacks:
              stackView:
                parent: rootContainer                             # rootContainer.addSubview(stackView)
                axis: vertical
                alignment: leading
                distribution: fill
                arranged: [disclosureRow, topicView, leadReplySpacer, leadReplyButton]
                hideable: [leadReplySpacer, leadReplyButton]      # isHidden = !viewModel.isThreadExpanded
            constraints:
              # VerticalSpacerView.setup(), line 19, receiver named (CHANGED)
              - "spaceHeightAnchor = leadReplySpacer.heightAnchor.constraint(equalToConstant: space)"
              # TalkPageCell.setup()
              - "let rootContainerBottomConstraint = rootContainer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16)"
              - "rootContainerBottomConstraint.priority = .defaultHigh"
              - |
                NSLayoutConstraint.activate([
                    rootContainer.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                    rootContainerBottomConstraint,
                    rootContainer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    rootContainer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),

                    stackView.topAnchor.constraint(equalTo: rootContainer.topAnchor, constant: 12),
                    stackView.bottomAnchor.constraint(equalTo: rootContainer.bottomAnchor, constant: -12),
                    stackView.leadingAnchor.constraint(equalTo: rootContainer.leadingAnchor, constant: 12),
                    stackView.trailingAnchor.constraint(equalTo: rootContainer.trailingAnchor, constant: -12)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TalkPageCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: [
                "disclosureRow": CGSize(width: 300, height: 30), "topicView": CGSize(width: 600, height: 20),
                "leadReplyButton": CGSize(width: 90, height: 36)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["rootContainer"] == CGRect(x: 16, y: 16, width: 343, height: 146))
        #expect(frames.frames["stackView"] == CGRect(x: 12, y: 12, width: 319, height: 122))
        #expect(frames.frames["disclosureRow"] == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(frames.frames["topicView"] == CGRect(x: 0, y: 30, width: 319, height: 40))
        #expect(frames.frames["leadReplyButton"] == CGRect(x: 0, y: 86, width: 90, height: 36))
        #expect(frames.fittingSize == CGSize(width: 375, height: 178))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["disclosureRow"] == CGRect(x: 19, y: 0, width: 300, height: 30))
        #expect(frames.frames["topicView"] == CGRect(x: 0, y: 30, width: 319, height: 40))
        #expect(frames.frames["leadReplyButton"] == CGRect(x: 229, y: 86, width: 90, height: 36))
        request.conditions = ["leadReplySpacerHidden", "leadReplyButtonHidden"]
        frames = try layout.frames(for: request)
        #expect(frames.frames["rootContainer"] == CGRect(x: 16, y: 16, width: 343, height: 94))
        #expect(frames.frames["stackView"] == CGRect(x: 12, y: 12, width: 319, height: 70))
        #expect(frames.fittingSize == CGSize(width: 375, height: 126))
    }

    /// wikimedia/wikipedia-ios @ 02462a9ee58dfb0e8e214b549d08e674de5884f6,
    /// Wikipedia/Code/TalkPageCellCommentView.swift, lines 78-96 (setup()). One change: the three
    /// constraints of lines 78-85 (each with its `.priority = .required` line) and their names in the
    /// activate list (lines 93-95) are left out: each ties a view the fillProportionally stack
    /// arranges to that stack, which LayoutGen refuses (the stack places its views). Declared: the
    /// priorities set in the views' initializers, the stacks (lines 8-25), a fitted height. By hand
    /// 319 wide: the stack shares 319 − 4 = 315 in proportion to 10 and 200, × 1.5: the depth view
    /// 15, the inner stack 300 at 19; the text 200 × 20 and the button 60 × 34 under it, 54 high.
    /// With 620 points of text, × 0.5: 5, and 310 at 9, the text ⌈620 / 310⌉ = 2 lines, 74 high.
    /// Right to left the depth view is at 319 − 15 = 304 and the inner stack's views at 300 − width.
    @Test func talkPageCellCommentViewWithoutItsStackConstraints() throws {
        let text = """
            container: {height: fit}
            views:
              replyDepthView: {measure: intrinsic, hugging: [750, 750], compression: [250, 250]}     # TalkPageCellReplyDepthIndicator: .defaultHigh hugging, .defaultLow compression
              commentTextView: {measure: heightForWidth, hugging: [250, 1000], compression: [750, 1000]}   # UITextView, isScrollEnabled = false; lines 30-31
              replyButton: {kind: button, hugging: [1000, 1000], compression: [1000, 1000]}         # lines 50-53
            stacks:
              horizontalStackView:
                axis: horizontal
                alignment: leading
                distribution: fillProportionally
                spacing: 4
                arranged: [replyDepthView, verticalStackView]
              verticalStackView:
                axis: vertical
                distribution: fill
                alignment: top
                arranged: [commentTextView, replyButton]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    horizontalStackView.topAnchor.constraint(equalTo: topAnchor),
                    horizontalStackView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    horizontalStackView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    horizontalStackView.bottomAnchor.constraint(equalTo: bottomAnchor),

                    // replyDepthWidthConstraint,      (CHANGED: left out)
                    // replyDepthHeightConstraint,     (CHANGED: left out)
                    // commentTextWidthConstraint      (CHANGED: left out)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TalkPageCellCommentView.layout.yaml")
        var request = EvaluationRequest(
            width: 319, scale: 1,
            sizes: [
                "replyDepthView": CGSize(width: 10, height: 0), "commentTextView": CGSize(width: 200, height: 20),
                "replyButton": CGSize(width: 60, height: 34)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["replyDepthView"] == CGRect(x: 0, y: 0, width: 15, height: 0))
        #expect(frames.frames["verticalStackView"] == CGRect(x: 19, y: 0, width: 300, height: 54))
        #expect(frames.frames["commentTextView"] == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames.frames["replyButton"] == CGRect(x: 0, y: 20, width: 60, height: 34))
        #expect(frames.fittingSize == CGSize(width: 319, height: 54))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["replyDepthView"] == CGRect(x: 304, y: 0, width: 15, height: 0))
        #expect(frames.frames["verticalStackView"] == CGRect(x: 0, y: 0, width: 300, height: 54))
        #expect(frames.frames["commentTextView"] == CGRect(x: 100, y: 0, width: 200, height: 20))
        #expect(frames.frames["replyButton"] == CGRect(x: 240, y: 20, width: 60, height: 34))
        request.sizes["commentTextView"] = CGSize(width: 620, height: 20)
        request.traits.layoutDirection = .leftToRight
        frames = try layout.frames(for: request)
        #expect(frames.frames["replyDepthView"] == CGRect(x: 0, y: 0, width: 5, height: 0))
        #expect(frames.frames["verticalStackView"] == CGRect(x: 9, y: 0, width: 310, height: 74))
        #expect(frames.frames["commentTextView"] == CGRect(x: 0, y: 0, width: 310, height: 40))
        #expect(frames.frames["replyButton"] == CGRect(x: 0, y: 40, width: 60, height: 34))
    }

    /// wikimedia/wikipedia-ios @ 08625c0c298c494996b99e449f9d6467759be6d1,
    /// Wikipedia/Code/TalkPageErrorStateView.swift, lines 94-104 (setup()'s activate block). Code as
    /// written; declared: the four stacks (lines 49-92), widths of at least 130 + 2 × 20 = 170. By
    /// hand in 375 × 668: the stack 20 in, 335 wide; its views 150 (image), 24 + 10 + 15 = 49 (texts)
    /// and 45 (the button's least) make 244 < 270, so it is 270 high with gaps of 13, centred, 334 −
    /// 135 = 199 down: the texts at 163, the button at 225. In 320 × 601, 280 wide: the image at its
    /// least, 130, the title ⌈600 / 280⌉ = 3 lines, 72, the subtitle 2 lines, 32: 130 + 114 + 45 =
    /// 289, no gaps, 300.5 − 144.5 = 156 down. Fill-aligned between equal insets: the same right to
    /// left.
    @Test func talkPageErrorStateViewAsWritten() throws {
        let text = """
            container: {minWidth: 170}
            views:
              imageView: {kind: image, hugging: 250}                         # UIImageView(image: "talk-page-error-message"), aspect fit
              titleLabel: {kind: label, measure: heightForWidth, hugging: 250}    # numberOfLines = 0, centred
              subtitleLabel: {kind: label, measure: heightForWidth, hugging: 250} # numberOfLines = 0, centred
              button: {kind: button}
            stacks:
              stackView:
                axis: vertical
                distribution: equalSpacing                                    # stackView.distribution = .equalSpacing
                arranged: [imageStackView, textStackView, buttonStackView]
              imageStackView:
                axis: vertical
                arranged: [imageView]
              textStackView:
                axis: vertical
                arranged: [titleLabel, subtitleLabel]
                customSpacing: {titleLabel: 10, subtitleLabel: 20}            # setCustomSpacing(10, after: titleLabel), (20, after: subtitleLabel)
              buttonStackView:
                axis: vertical
                arranged: [button]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    button.heightAnchor.constraint(greaterThanOrEqualToConstant: 45),

                    imageView.heightAnchor.constraint(greaterThanOrEqualToConstant: 130),
                    imageView.widthAnchor.constraint(greaterThanOrEqualToConstant: 130),

                    stackView.heightAnchor.constraint(greaterThanOrEqualToConstant: 270),
                    stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
                    stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                    stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TalkPageErrorStateView.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 668, scale: 1,
            sizes: [
                "imageView": CGSize(width: 150, height: 150), "titleLabel": CGSize(width: 220, height: 24),
                "subtitleLabel": CGSize(width: 160, height: 15), "button": CGSize(width: 100, height: 30)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 20, y: 199, width: 335, height: 270))
        #expect(frames.frames["imageView"] == CGRect(x: 0, y: 0, width: 335, height: 150))
        #expect(frames.frames["textStackView"] == CGRect(x: 0, y: 163, width: 335, height: 49))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 34, width: 335, height: 15))
        #expect(frames.frames["buttonStackView"] == CGRect(x: 0, y: 225, width: 335, height: 45))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 20, y: 199, width: 335, height: 270))
        #expect(frames.frames["textStackView"] == CGRect(x: 0, y: 163, width: 335, height: 49))
        request = EvaluationRequest(
            width: 320, height: 601, scale: 1,
            sizes: [
                "imageView": CGSize(width: 100, height: 100), "titleLabel": CGSize(width: 600, height: 24),
                "subtitleLabel": CGSize(width: 560, height: 16), "button": CGSize(width: 100, height: 30)
            ])
        frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 20, y: 156, width: 280, height: 289))
        #expect(frames.frames["imageView"] == CGRect(x: 0, y: 0, width: 280, height: 130))
        #expect(frames.frames["textStackView"] == CGRect(x: 0, y: 130, width: 280, height: 114))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 82, width: 280, height: 32))
        #expect(frames.frames["buttonStackView"] == CGRect(x: 0, y: 244, width: 280, height: 45))
    }

    /// wikimedia/wikipedia-ios @ 00ae9106dab953a6e988583058e2773f0d404494,
    /// Wikipedia/Code/TalkPageTopicComposeViewController.swift, lines 151-170 (the root view:
    /// setupSafeAreaBackgroundView() and setupContainerScrollView()); the scroll view's content is
    /// `topicComposeContentWithItsScrollViewAsTheContainer`. One change: line 163, which stores the
    /// bottom constraint in a property for the keyboard, is left out (LayoutGen reads `self.x = …`
    /// as the container's attribute `x`). Declared: the margins of line 137. By hand in 375 × 812
    /// with a 47 / 34 safe area: both views 16 inside it, 47 + 16 = 63 down, 812 − 63 − 34 − 16 =
    /// 699 high, 343 wide; in 844 × 390 with 47-point sides and a 21-point bottom, 63 from the left,
    /// 16 down, 718 × 337. The same right to left.
    @Test func topicComposeRootViewWithoutTheStoredConstraint() throws {
        let text = """
            views:
              safeAreaBackgroundView: {}
              containerScrollView: {}
            container:
              margins: [16, 16, 16, 16]
            constraints:
              # setupSafeAreaBackgroundView()
              - |
                NSLayoutConstraint.activate([
                    safeAreaBackgroundView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    safeAreaBackgroundView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    safeAreaBackgroundView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    safeAreaBackgroundView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor)
                ])
              # setupContainerScrollView()
              - "let scrollViewBottomConstraint = view.layoutMarginsGuide.bottomAnchor.constraint(equalTo: containerScrollView.bottomAnchor)"
              # - "self.scrollViewBottomConstraint = scrollViewBottomConstraint"   (line 163; CHANGED: left out)
              - |
                NSLayoutConstraint.activate([
                    containerScrollView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    containerScrollView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    containerScrollView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    scrollViewBottomConstraint
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TopicComposeViewController.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 812, scale: 1)
        request.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        var frames = try layout.frames(for: request)
        #expect(frames.frames["safeAreaBackgroundView"] == CGRect(x: 16, y: 63, width: 343, height: 699))
        #expect(frames.frames["containerScrollView"] == CGRect(x: 16, y: 63, width: 343, height: 699))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["containerScrollView"] == CGRect(x: 16, y: 63, width: 343, height: 699))
        request = EvaluationRequest(width: 844, height: 390, scale: 1)
        request.safeAreaInsets = LayoutInsets(top: 0, left: 47, bottom: 21, right: 47)
        frames = try layout.frames(for: request)
        #expect(frames.frames["safeAreaBackgroundView"] == CGRect(x: 63, y: 16, width: 718, height: 337))
        #expect(frames.frames["containerScrollView"] == CGRect(x: 63, y: 16, width: 718, height: 337))
    }

    /// wikimedia/wikipedia-ios @ 00ae9106dab953a6e988583058e2773f0d404494,
    /// Wikipedia/Code/TalkPageTopicComposeViewController.swift, lines 179-225
    /// (setupContainerStackView()): the scroll view's content as a spec of its own, as wide as the
    /// scroll view. Changes, each marked `CHANGED`: (a) 4 times, `containerScrollView.` dropped
    /// before `contentLayoutGuide.X`, and the guide too: the content is this spec's container;
    /// (b) the frame guide's `widthAnchor` → the container's `widthAnchor`; (c) `greaterThanOrEqualTo:`
    /// the frame guide's `bottomAnchor` → `topAnchor, constant: frameHeight`, an input (the frame's
    /// bottom at offset 0); (d) twice, `containerStackView.readableContentGuide` →
    /// `readableContentGuide`, the container's (its margins the stack's 8, as the stack fills it);
    /// (e) `(1 / UIScreen.main.scale)` → `(hairline)`, an input, 1 at scale 1. By hand 343 wide, the
    /// frame 699 high: the readable width min(672, 343 − 16) = 327, centred at 8; the input box
    /// 16 + 22 + 8 + 1 + 16 + 16 = 79 around the body, ⌈300 / 295⌉ = 2 lines, 40; the fine print
    /// ⌈900 / 327⌉ = 3 lines, 48; 79 + 40 + 16 + 48 = 183 < 699, so the body, the one view hugging
    /// at 250, takes 699 − 143 = 556. At 1000 wide, the frame 200 high: 672 wide at 164, the body
    /// ⌈3000 / 640⌉ = 5 lines, 100, the fine print 2, 32: 79 + 100 + 16 + 32 = 227 high. Right to
    /// left the divider, which reaches the box's trailing edge, is at 0.
    @Test func topicComposeContentWithItsScrollViewAsTheContainer() throws {
        let text = """
            container: {height: fit, margins: [8, 8, 8, 8]}   # containerStackView's margins: the stack fills the container
            inputs:
              frameHeight: {min: 0, max: 10000}   # containerScrollView.frameLayoutGuide's height
              hairline: {min: 0, max: 1}          # 1 / UIScreen.main.scale
            views:
              inputContainerView: {}
              titleTextField: {kind: textField, parent: inputContainerView}
              divView: {parent: inputContainerView}
              bodyTextView: {measure: heightForWidth, parent: inputContainerView}
              bodyPlaceholderLabel: {kind: label, hugging: 250}      # containerScrollView.addSubview(bodyPlaceholderLabel)
              finePrintTextView: {measure: heightForWidth}
            stacks:
              containerStackView:
                axis: vertical
                alignment: center
                distribution: fill
                spacing: 16
                arranged: [inputContainerView, finePrintTextView]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    containerStackView.topAnchor.constraint(equalTo: topAnchor),   // CHANGED (a)
                    containerStackView.trailingAnchor.constraint(equalTo: trailingAnchor),   // CHANGED (a)
                    containerStackView.leadingAnchor.constraint(equalTo: leadingAnchor),   // CHANGED (a)
                    containerStackView.bottomAnchor.constraint(equalTo: bottomAnchor),   // CHANGED (a)

                    // Ensures scroll view only scrolls vertically
                    containerStackView.widthAnchor.constraint(equalTo: widthAnchor),   // CHANGED (b)

                    // Ensures content stretches at least to the bottom of the screen
                    containerStackView.bottomAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: frameHeight)   // CHANGED (c)
                ])
              - "titleTextField.setContentHuggingPriority(.required, for: .vertical)"
              - "bodyTextView.setContentHuggingPriority(.defaultLow, for: .vertical)"
              - "finePrintTextView.setContentHuggingPriority(.required, for: .vertical)"
              - |
                NSLayoutConstraint.activate([
                    inputContainerView.widthAnchor.constraint(equalTo: readableContentGuide.widthAnchor),   // CHANGED (d)
                    finePrintTextView.widthAnchor.constraint(equalTo: readableContentGuide.widthAnchor),   // CHANGED (d)

                    titleTextField.leadingAnchor.constraint(equalTo: inputContainerView.leadingAnchor, constant: 16),
                    titleTextField.trailingAnchor.constraint(equalTo: inputContainerView.trailingAnchor, constant: -16),
                    titleTextField.topAnchor.constraint(equalTo: inputContainerView.topAnchor, constant: 16),
                    titleTextField.bottomAnchor.constraint(equalTo: divView.topAnchor, constant: -8),

                    divView.heightAnchor.constraint(equalToConstant: (hairline)),   // CHANGED (e)
                    divView.leadingAnchor.constraint(equalTo: inputContainerView.leadingAnchor, constant: 16),
                    divView.trailingAnchor.constraint(equalTo: inputContainerView.trailingAnchor),
                    divView.bottomAnchor.constraint(equalTo: bodyTextView.topAnchor, constant: -16),

                    bodyTextView.leadingAnchor.constraint(equalTo: inputContainerView.leadingAnchor, constant: 16),
                    bodyTextView.trailingAnchor.constraint(equalTo: inputContainerView.trailingAnchor, constant: -16),
                    bodyTextView.bottomAnchor.constraint(equalTo: inputContainerView.bottomAnchor, constant: -16),

                    bodyPlaceholderLabel.leadingAnchor.constraint(equalTo: bodyTextView.leadingAnchor),
                    bodyPlaceholderLabel.topAnchor.constraint(equalTo: bodyTextView.topAnchor),
                    bodyPlaceholderLabel.trailingAnchor.constraint(equalTo: bodyTextView.trailingAnchor)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TopicComposeContent.layout.yaml")
        var request = EvaluationRequest(
            width: 343, scale: 1,
            sizes: [
                "titleTextField": CGSize(width: 100, height: 22), "bodyTextView": CGSize(width: 300, height: 20),
                "bodyPlaceholderLabel": CGSize(width: 80, height: 20),
                "finePrintTextView": CGSize(width: 900, height: 16)
            ])
        request.inputs = ["frameHeight": 699, "hairline": 1, "readableWidth": 672]
        var frames = try layout.frames(for: request)
        #expect(frames.frames["containerStackView"] == CGRect(x: 0, y: 0, width: 343, height: 699))
        #expect(frames.frames["inputContainerView"] == CGRect(x: 8, y: 0, width: 327, height: 635))
        #expect(frames.frames["titleTextField"] == CGRect(x: 16, y: 16, width: 295, height: 22))
        #expect(frames.frames["divView"] == CGRect(x: 16, y: 46, width: 311, height: 1))
        #expect(frames.frames["bodyTextView"] == CGRect(x: 16, y: 63, width: 295, height: 556))
        #expect(frames.frames["bodyPlaceholderLabel"] == CGRect(x: 24, y: 63, width: 295, height: 20))
        #expect(frames.frames["finePrintTextView"] == CGRect(x: 8, y: 651, width: 327, height: 48))
        #expect(frames.fittingSize == CGSize(width: 343, height: 699))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["titleTextField"] == CGRect(x: 16, y: 16, width: 295, height: 22))
        #expect(frames.frames["divView"] == CGRect(x: 0, y: 46, width: 311, height: 1))
        #expect(frames.frames["bodyPlaceholderLabel"] == CGRect(x: 24, y: 63, width: 295, height: 20))
        request.width = 1000
        request.inputs["frameHeight"] = 200
        request.sizes["bodyTextView"] = CGSize(width: 3000, height: 20)
        request.traits.layoutDirection = .leftToRight
        frames = try layout.frames(for: request)
        #expect(frames.frames["inputContainerView"] == CGRect(x: 164, y: 0, width: 672, height: 179))
        #expect(frames.frames["bodyTextView"] == CGRect(x: 16, y: 63, width: 640, height: 100))
        #expect(frames.frames["bodyPlaceholderLabel"] == CGRect(x: 180, y: 63, width: 640, height: 20))
        #expect(frames.frames["finePrintTextView"] == CGRect(x: 164, y: 195, width: 672, height: 32))
        #expect(frames.fittingSize == CGSize(width: 1000, height: 227))
    }
}
