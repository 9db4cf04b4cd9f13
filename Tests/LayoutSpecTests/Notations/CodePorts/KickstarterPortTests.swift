import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Layouts from Kickstarter's iOS app (kickstarter/ios-oss), their constraint code pasted as
/// written, with the frames worked out by hand, left to right and right to left.
@Suite struct KickstarterPortTests {
    /// kickstarter/ios-oss @ 21c1d1ab8ee52a8c5dcc57122473a632f5fb5057,
    /// Kickstarter-iOS/Features/ProjectPage/Views/ProjectPageNavigationBarView.swift, lines 155-183
    /// (setupConstraints()'s two activate blocks, the second split before each `.constraint(`). Code
    /// as written; declared: the stack's style from bindStyles() (lines 74-77: spacing 0, margins
    /// relative, UIKit's zero margins), its views (lines 162-171), the bar 44 high. By hand in
    /// 375 × 44: the stack fills the bar; the close button 44 square; the share and save buttons as
    /// tall as the fill-aligned stack, 44, and as wide as tall; the spacer 375 − 3 × 44 = 243. Right
    /// to left: save at 0, share at 44, the spacer at 88, close at 331.
    @Test func projectPageNavigationBarViewAsWritten() throws {
        let text = """
            container: {minHeight: 44, maxHeight: 44}
            views:
              navigationCloseButton: {}                 # CloseButtonView (a UIView subclass); sized by constraints below
              spacer: {}                                # UIView(frame: .zero)
              navigationShareButton: {kind: button}     # UIButton(type: .custom) with an image
              navigationSaveButton: {kind: button}
            stacks:
              rootStackView:
                axis: horizontal
                distribution: fill
                alignment: fill
                spacing: 0
                layoutMarginsRelativeArrangement: true
                layoutMargins: 0
                arranged: [navigationCloseButton, spacer, navigationShareButton, navigationSaveButton]
            constraints:
              - |
                NSLayoutConstraint.activate([
                  self.rootStackView.topAnchor.constraint(equalTo: self.topAnchor),
                  self.rootStackView.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                  self.rootStackView.trailingAnchor.constraint(equalTo: self.trailingAnchor),
                  self.rootStackView.bottomAnchor.constraint(equalTo: self.bottomAnchor)
                ])
              - |
                NSLayoutConstraint
                  .activate([
                    self.navigationShareButton.widthAnchor
                      .constraint(equalTo: self.navigationShareButton.heightAnchor),
                    self.navigationSaveButton.widthAnchor
                      .constraint(equalTo: self.navigationSaveButton.heightAnchor),
                    self.navigationCloseButton.widthAnchor
                      .constraint(equalToConstant: 44),
                    self.navigationCloseButton.heightAnchor
                      .constraint(equalToConstant: 44)
                  ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ProjectPageNavigationBarView.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 44, scale: 1,
            sizes: [
                "navigationShareButton": CGSize(width: 24, height: 24),
                "navigationSaveButton": CGSize(width: 24, height: 24)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["rootStackView"] == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(frames.frames["navigationCloseButton"] == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(frames.frames["spacer"] == CGRect(x: 44, y: 0, width: 243, height: 44))
        #expect(frames.frames["navigationShareButton"] == CGRect(x: 287, y: 0, width: 44, height: 44))
        #expect(frames.frames["navigationSaveButton"] == CGRect(x: 331, y: 0, width: 44, height: 44))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["navigationCloseButton"] == CGRect(x: 331, y: 0, width: 44, height: 44))
        #expect(frames.frames["spacer"] == CGRect(x: 88, y: 0, width: 243, height: 44))
        #expect(frames.frames["navigationShareButton"] == CGRect(x: 44, y: 0, width: 44, height: 44))
        #expect(frames.frames["navigationSaveButton"] == CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    /// kickstarter/ios-oss @ 21c1d1ab8ee52a8c5dcc57122473a632f5fb5057,
    /// Kickstarter-iOS/Features/ProjectPage/Views/Cells/ProjectTabAIGenerationCell.swift, lines
    /// 82-86 (configureViews()) and 61-80 (configureWith(value:)): the cell, its details view
    /// measured at the fitting size of `projectTabAIGenerationDetailsWithGridConstants`. One change:
    /// the project helper `ksr_constrainViewToMarginsInParent()` (lines 83-85) is written as the four
    /// anchor calls its body makes, `subview` → `self.rootStackView`, `parent` → `self.contentView`.
    /// Declared: the content view's margins 12 / 18 (lines 48-50), the stack's style (vertical,
    /// spacing 18, margins relative and zero), the category label then the details view arranged,
    /// a self-sized height. By hand 375 wide: the stack at the margins, 18 in, 12 down, 339 wide; the
    /// category ⌈400 / 339⌉ = 2 lines of 24, 48; the details 112 high, 48 + 18 = 66 down; the stack
    /// 178, the cell 12 + 178 + 12 = 202 high. Fill-aligned between equal margins: the same right to
    /// left.
    @Test func projectTabAIGenerationCellWithItsHelperExpanded() throws {
        let text = """
            container: {height: fit, margins: [12, 18, 12, 18]}
            views:
              categoryLabel: {kind: label, measure: heightForWidth, hugging: 250}   # UILabel(frame: .zero), numberOfLines = 0
              detailsView: {measure: intrinsic}                                      # view(question:answer:): part 2's fitting size
            stacks:
              rootStackView:
                axis: vertical
                spacing: 18
                layoutMarginsRelativeArrangement: true
                layoutMargins: 0
                arranged: [categoryLabel, detailsView]
            constraints:
              # ksr_constrainViewToMarginsInParent() body, subview -> self.rootStackView, parent -> self.contentView (CHANGED)
              - "self.rootStackView.leadingAnchor.constraint(equalTo: self.contentView.layoutMarginsGuide.leadingAnchor)"
              - "self.rootStackView.trailingAnchor.constraint(equalTo: self.contentView.layoutMarginsGuide.trailingAnchor)"
              - "self.rootStackView.topAnchor.constraint(equalTo: self.contentView.layoutMarginsGuide.topAnchor)"
              - "self.rootStackView.bottomAnchor.constraint(equalTo: self.contentView.layoutMarginsGuide.bottomAnchor)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ProjectTabAIGenerationCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: ["categoryLabel": CGSize(width: 400, height: 24), "detailsView": CGSize(width: 339, height: 112)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["rootStackView"] == CGRect(x: 18, y: 12, width: 339, height: 178))
        #expect(frames.frames["categoryLabel"] == CGRect(x: 0, y: 0, width: 339, height: 48))
        #expect(frames.frames["detailsView"] == CGRect(x: 0, y: 66, width: 339, height: 112))
        #expect(frames.fittingSize == CGSize(width: 375, height: 202))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["rootStackView"] == CGRect(x: 18, y: 12, width: 339, height: 178))
        #expect(frames.frames["detailsView"] == CGRect(x: 0, y: 66, width: 339, height: 112))
    }

    /// kickstarter/ios-oss @ 21c1d1ab8ee52a8c5dcc57122473a632f5fb5057,
    /// Kickstarter-iOS/Features/ProjectPage/Views/Cells/ProjectTabAIGenerationCell.swift, lines
    /// 91-131: the view `view(question:answer:)` builds, its local `container` this spec's container,
    /// its activate block (lines 111-128) pasted. One change: `Styles.grid(1)` → `grid1` and
    /// `Styles.grid(2)` → `grid2` (lines 118, 123, 125), a function call being no constant LayoutGen
    /// reads; `Styles.grid(n)` is 6 n. By hand 339 wide (the cell's stack): the question ⌈500 / 339⌉
    /// = 2 lines, 40; the answer from 6 + 12 = 18, 321 wide, 40 + 12 = 52 down, ⌈700 / 321⌉ = 3
    /// lines, 60; the bar 6 wide beside it, as tall; the view 112 high. Right to left: the bar at
    /// 339 − 6 = 333, the answer at 0.
    @Test func projectTabAIGenerationDetailsWithGridConstants() throws {
        let text = """
            container: {height: fit}
            metrics:
              grid1: 6    # Styles.grid(1)
              grid2: 12   # Styles.grid(2)
            views:
              questionLabel: {kind: label, measure: heightForWidth, hugging: 250}
              answerLabel: {kind: label, measure: heightForWidth, hugging: 250}
              answerBar: {}
            constraints:
              - |
                NSLayoutConstraint.activate([
                  questionLabel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                  questionLabel.trailingAnchor
                    .constraint(equalTo: container.trailingAnchor),
                  questionLabel.topAnchor.constraint(equalTo: container.topAnchor),

                  answerBar.leadingAnchor.constraint(equalTo: questionLabel.leadingAnchor),
                  answerBar.widthAnchor.constraint(equalToConstant: grid1),   // CHANGED: Styles.grid(1)
                  answerBar.topAnchor.constraint(equalTo: answerLabel.topAnchor),
                  answerBar.bottomAnchor.constraint(equalTo: answerLabel.bottomAnchor),

                  answerLabel.leadingAnchor
                    .constraint(equalTo: answerBar.trailingAnchor, constant: grid2),   // CHANGED: Styles.grid(2)
                  answerLabel.topAnchor
                    .constraint(equalTo: questionLabel.bottomAnchor, constant: grid2),   // CHANGED: Styles.grid(2)
                  answerLabel.trailingAnchor.constraint(equalTo: questionLabel.trailingAnchor),
                  answerLabel.bottomAnchor.constraint(equalTo: container.bottomAnchor)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ProjectTabAIGenerationDetails.layout.yaml")
        var request = EvaluationRequest(
            width: 339, scale: 1,
            sizes: ["questionLabel": CGSize(width: 500, height: 20), "answerLabel": CGSize(width: 700, height: 20)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["questionLabel"] == CGRect(x: 0, y: 0, width: 339, height: 40))
        #expect(frames.frames["answerBar"] == CGRect(x: 0, y: 52, width: 6, height: 60))
        #expect(frames.frames["answerLabel"] == CGRect(x: 18, y: 52, width: 321, height: 60))
        #expect(frames.fittingSize == CGSize(width: 339, height: 112))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["questionLabel"] == CGRect(x: 0, y: 0, width: 339, height: 40))
        #expect(frames.frames["answerBar"] == CGRect(x: 333, y: 52, width: 6, height: 60))
        #expect(frames.frames["answerLabel"] == CGRect(x: 0, y: 52, width: 321, height: 60))
    }

    /// kickstarter/ios-oss @ ae1e568e1c6fa1c4f5aef2c41492d279cc5b48a2,
    /// Kickstarter-iOS/Features/ProjectPage/SimilarProjects/Views/SimilarProjectsCardView.swift,
    /// lines 65-67 (configureViews()'s priorities) and 71-124 (setupConstraints()). Two changes:
    /// line 97's `Styles.grid(3)` → `grid3` (18), a function call being no constant LayoutGen reads;
    /// one constraint added, the image's leading edge (the code sets its width only, so its x is
    /// undetermined). Declared: `Constants` (lines 5-15) under their code names, the status stack's
    /// style, a self-sized height. By hand 320 wide, the title's font 19 / −5: the image 320 ×
    /// 320 × 9 / 16 = 180; the title 18 below it, 198, 18 in, 284 wide, ⌈500 / 284⌉ = 2 lines of 24,
    /// 48, its last baseline 246 − 5 = 241; the status stack 18 below that, 259, 16 + 8 + 100 = 124
    /// wide, 18 high, its icon (18 − 16) / 2 = 1 down; the progress bar 18 below, 295, 9 high; the
    /// card 304 high. Right to left the stack is at 320 − 18 − 124 = 178, its icon at 108.
    @Test func similarProjectsCardViewWithGridConstantAndImagePlaced() throws {
        let text = """
            container: {height: fit}
            views:
              projectImageView: {kind: image, hugging: 250}
              projectTitleLabel: {kind: label, measure: heightForWidth, hugging: 250}
              projectStatusLabel: {kind: label, hugging: 250}
              projectStatusImageView: {kind: image, hugging: 250}
              progressBarContainerView: {}
              progressBarView: {parent: progressBarContainerView}
            stacks:
              projectStatusStackView:
                axis: horizontal
                alignment: center
                spacing: Constants.projectStatusStackViewSpacing
                arranged: [projectStatusImageView, projectStatusLabel]
            metrics:
              Constants.imageAspectRatio: 0.5625          # CGFloat(9.0 / 16.0)
              Constants.projectStatusStackViewSpacing: 8
              Constants.daysLeftImageViewHeight: 16
              Constants.daysLeftImageViewWidth: 16
              Constants.progressBarHeight: 9
              Constants.viewSpacing: 18                   # Styles.grid(3)
              grid3: 18                                   # Styles.grid(3) (line 97)
            constraints:
              # configureViews()
              - "self.projectTitleLabel.setContentCompressionResistancePriority(.required, for: .vertical)"
              - "self.projectStatusStackView.setContentCompressionResistancePriority(.required, for: .vertical)"
              - "self.projectStatusLabel.setContentCompressionResistancePriority(.required, for: .vertical)"
              # setupConstraints()
              - |
                NSLayoutConstraint.activate([
                  // projectImageView
                  self.projectImageView.topAnchor.constraint(equalTo: self.topAnchor),
                  self.projectImageView.widthAnchor.constraint(equalTo: self.widthAnchor),
                  self.projectImageView.heightAnchor.constraint(
                    equalTo: self.widthAnchor,
                    multiplier: Constants.imageAspectRatio
                  ),

                  // projectTitleLabel
                  self.projectTitleLabel.topAnchor.constraint(
                    equalTo: self.projectImageView.bottomAnchor,
                    constant: Constants.viewSpacing
                  ),
                  self.projectTitleLabel.leadingAnchor.constraint(
                    equalTo: self.leadingAnchor,
                    constant: Constants.viewSpacing
                  ),
                  self.projectTitleLabel.trailingAnchor.constraint(
                    equalTo: self.trailingAnchor,
                    constant: -Constants.viewSpacing
                  ),

                  // projectStatusStackView
                  self.projectStatusStackView.topAnchor.constraint(
                    equalTo: self.projectTitleLabel.lastBaselineAnchor,
                    constant: grid3   // CHANGED: Styles.grid(3)
                  ),
                  self.projectStatusStackView.leadingAnchor.constraint(
                    equalTo: self.leadingAnchor,
                    constant: Constants.viewSpacing
                  ),

                  self.projectStatusStackView.bottomAnchor.constraint(
                    equalTo: self.progressBarContainerView.topAnchor,
                    constant: -Constants.viewSpacing
                  ),

                  // projectStatusImageView
                  self.projectStatusImageView.heightAnchor.constraint(equalToConstant: Constants.daysLeftImageViewHeight),
                  self.projectStatusImageView.widthAnchor.constraint(equalToConstant: Constants.daysLeftImageViewWidth),

                  // progressBarContainerView
                  self.progressBarContainerView.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                  self.progressBarContainerView.trailingAnchor.constraint(equalTo: self.trailingAnchor),
                  self.progressBarContainerView.bottomAnchor.constraint(equalTo: self.bottomAnchor),
                  self.progressBarContainerView.heightAnchor.constraint(equalToConstant: Constants.progressBarHeight),

                  // progressBarView
                  self.progressBarView.topAnchor.constraint(equalTo: self.progressBarContainerView.topAnchor),
                  self.progressBarView.leadingAnchor.constraint(equalTo: self.progressBarContainerView.leadingAnchor),
                  self.progressBarView.trailingAnchor.constraint(equalTo: self.progressBarContainerView.trailingAnchor),
                  self.progressBarView.bottomAnchor.constraint(equalTo: self.progressBarContainerView.bottomAnchor)
                ])
              # CHANGED: added, not in the source (the code never places the image horizontally)
              - "self.projectImageView.leadingAnchor.constraint(equalTo: self.leadingAnchor)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "SimilarProjectsCardView.layout.yaml")
        var request = EvaluationRequest(
            width: 320, scale: 1,
            sizes: [
                "projectImageView": CGSize(width: 400, height: 300),
                "projectTitleLabel": CGSize(width: 500, height: 24),
                "projectStatusLabel": CGSize(width: 100, height: 18),
                "projectStatusImageView": CGSize(width: 16, height: 16)
            ],
            fonts: ["projectTitleLabel": FontMetrics(ascender: 19, descender: -5, capHeight: 14)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["projectImageView"] == CGRect(x: 0, y: 0, width: 320, height: 180))
        #expect(frames.frames["projectTitleLabel"] == CGRect(x: 18, y: 198, width: 284, height: 48))
        #expect(frames.frames["projectStatusStackView"] == CGRect(x: 18, y: 259, width: 124, height: 18))
        #expect(frames.frames["projectStatusImageView"] == CGRect(x: 0, y: 1, width: 16, height: 16))
        #expect(frames.frames["projectStatusLabel"] == CGRect(x: 24, y: 0, width: 100, height: 18))
        #expect(frames.frames["progressBarContainerView"] == CGRect(x: 0, y: 295, width: 320, height: 9))
        #expect(frames.frames["progressBarView"] == CGRect(x: 0, y: 0, width: 320, height: 9))
        #expect(frames.fittingSize == CGSize(width: 320, height: 304))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["projectTitleLabel"] == CGRect(x: 18, y: 198, width: 284, height: 48))
        #expect(frames.frames["projectStatusStackView"] == CGRect(x: 178, y: 259, width: 124, height: 18))
        #expect(frames.frames["projectStatusImageView"] == CGRect(x: 108, y: 1, width: 16, height: 16))
        #expect(frames.frames["projectStatusLabel"] == CGRect(x: 0, y: 0, width: 100, height: 18))
    }

    /// kickstarter/ios-oss @ 21c1d1ab8ee52a8c5dcc57122473a632f5fb5057,
    /// Kickstarter-iOS/Features/ProjectPage/SimilarProjects/Cells/SimilarProjectsTableViewCell.swift,
    /// lines 83-111 (updateConstraints()'s activate block). Code as written;
    /// `SimilarProjectsCellConstants.spacing` (line 11, 18) as a metric. By hand in 375 × 380: the
    /// title at 18, 18, its own 160 × 24; the collection view 18 + 24 + 18 = 60 down, 18 in on both
    /// sides, 339 wide, to the bottom, 320 high; the page control 18 down at the trailing edge, its
    /// own 120 wide, 30 high. Right to left: the title at 375 − 18 − 160 = 197, the page control at
    /// 0.
    @Test func similarProjectsTableViewCellAsWritten() throws {
        let text = """
            views:
              titleLabel: {kind: label, hugging: 250}          # UILabel(frame: .zero): code defaults 250/750
              collectionView: {}                                # UICollectionView: no intrinsic size
              pageControl: {measure: intrinsic}                 # UIPageControl: intrinsic size from numberOfPages
            metrics:
              SimilarProjectsCellConstants.spacing: 18
            constraints:
              - |
                NSLayoutConstraint.activate([
                  self.titleLabel.topAnchor.constraint(
                    equalTo: self.contentView.topAnchor,
                    constant: SimilarProjectsCellConstants.spacing
                  ),
                  self.titleLabel.leadingAnchor.constraint(
                    equalTo: self.contentView.leadingAnchor,
                    constant: SimilarProjectsCellConstants.spacing
                  ),
                  self.collectionView.topAnchor.constraint(
                    equalTo: self.titleLabel.bottomAnchor,
                    constant: SimilarProjectsCellConstants.spacing
                  ),
                  self.collectionView.leadingAnchor.constraint(
                    equalTo: self.contentView.leadingAnchor,
                    constant: SimilarProjectsCellConstants.spacing
                  ),
                  self.collectionView.trailingAnchor.constraint(
                    equalTo: self.contentView.trailingAnchor,
                    constant: -SimilarProjectsCellConstants.spacing
                  ),
                  self.collectionView.bottomAnchor.constraint(equalTo: self.contentView.bottomAnchor),
                  self.pageControl.topAnchor.constraint(
                    equalTo: self.contentView.topAnchor,
                    constant: SimilarProjectsCellConstants.spacing
                  ),
                  self.pageControl.trailingAnchor.constraint(equalTo: self.contentView.trailingAnchor),
                  self.pageControl.heightAnchor.constraint(equalToConstant: 30)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "SimilarProjectsTableViewCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 380, scale: 1,
            sizes: ["titleLabel": CGSize(width: 160, height: 24), "pageControl": CGSize(width: 120, height: 26)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["titleLabel"] == CGRect(x: 18, y: 18, width: 160, height: 24))
        #expect(frames.frames["collectionView"] == CGRect(x: 18, y: 60, width: 339, height: 320))
        #expect(frames.frames["pageControl"] == CGRect(x: 255, y: 18, width: 120, height: 30))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["titleLabel"] == CGRect(x: 197, y: 18, width: 160, height: 24))
        #expect(frames.frames["collectionView"] == CGRect(x: 18, y: 60, width: 339, height: 320))
        #expect(frames.frames["pageControl"] == CGRect(x: 0, y: 18, width: 120, height: 30))
    }
}
