import Foundation
import Testing

@testable import LayoutSpec

/// Layouts from Firefox for iOS (mozilla-mobile/firefox-ios), their constraint code pasted as
/// written, with the frames worked out by hand, left to right and right to left.
@Suite struct FirefoxPortTests {
    /// mozilla-mobile/firefox-ios @ 057e46f8bb34bd4467613a085323e24af231dd45,
    /// Client/Frontend/Library/ReaderPanel.swift, lines 96-118 (ReadingListTableViewCell's init: its
    /// three SnapKit closures, `(make) -> Void in` headers and `// TODO` comment included). Code as
    /// written; `ReadingListTableViewCellUX` (lines 16-25) as metrics under its code names. By hand in
    /// a 375 × 86 cell: the read indicator 12 square, 18 from the leading edge, (86 − 12) / 2 = 37
    /// down; the title 10 down, from 48 to 40 before the trailing edge, 375 − 88 = 287 wide, one line
    /// of 20 (or ⌈400 / 287⌉ = 2 lines, 40); the hostname as wide, 86 − 11 − 15 = 60 down. Right to
    /// left: the indicator at 375 − 18 − 12 = 345, the labels at 40.
    @Test func readingListCellAsWritten() throws {
        let text = """
            ties: viewOrder
            views:
              readStatusImageView: {kind: image, hugging: 250}
              titleLabel: {kind: label, measure: heightForWidth, hugging: 250}   # numberOfLines = 2
              hostnameLabel: {kind: label, hugging: 250}                         # numberOfLines = 1
            metrics:
              ReadingListTableViewCellUX.ReadIndicatorWidth: 12
              ReadingListTableViewCellUX.ReadIndicatorHeight: 12
              ReadingListTableViewCellUX.ReadIndicatorLeftOffset: 18
              ReadingListTableViewCellUX.TitleLabelTopOffset: 14 - 4
              ReadingListTableViewCellUX.TitleLabelLeftOffset: 16 + 16 + 16
              ReadingListTableViewCellUX.TitleLabelRightOffset: -40
              ReadingListTableViewCellUX.HostnameLabelBottomOffset: 11
            constraints:
              - |
                readStatusImageView.snp.makeConstraints { (make) -> Void in
                    make.width.equalTo(ReadingListTableViewCellUX.ReadIndicatorWidth)
                    make.height.equalTo(ReadingListTableViewCellUX.ReadIndicatorHeight)
                    make.centerY.equalTo(self.contentView)
                    make.leading.equalTo(self.contentView).offset(ReadingListTableViewCellUX.ReadIndicatorLeftOffset)
                }
              - |
                titleLabel.snp.makeConstraints { (make) -> Void in
                    make.top.equalTo(self.contentView).offset(ReadingListTableViewCellUX.TitleLabelTopOffset)
                    make.leading.equalTo(self.contentView).offset(ReadingListTableViewCellUX.TitleLabelLeftOffset)
                    make.trailing.equalTo(self.contentView).offset(ReadingListTableViewCellUX.TitleLabelRightOffset) // TODO Not clear from ux spec
                    make.bottom.lessThanOrEqualTo(hostnameLabel.snp.top).priority(1000)
                }
              - |
                hostnameLabel.snp.makeConstraints { (make) -> Void in
                    make.bottom.equalTo(self.contentView).offset(-ReadingListTableViewCellUX.HostnameLabelBottomOffset)
                    make.leading.trailing.equalTo(self.titleLabel)
                }
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ReadingListCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 86, scale: 1,
            sizes: [
                "titleLabel": CGSize(width: 200, height: 20), "hostnameLabel": CGSize(width: 120, height: 15),
                "readStatusImageView": CGSize(width: 12, height: 12)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["readStatusImageView"] == CGRect(x: 18, y: 37, width: 12, height: 12))
        #expect(frames.frames["titleLabel"] == CGRect(x: 48, y: 10, width: 287, height: 20))
        #expect(frames.frames["hostnameLabel"] == CGRect(x: 48, y: 60, width: 287, height: 15))
        request.sizes["titleLabel"] = CGSize(width: 400, height: 20)
        frames = try layout.frames(for: request)
        #expect(frames.frames["titleLabel"] == CGRect(x: 48, y: 10, width: 287, height: 40))
        #expect(frames.frames["hostnameLabel"] == CGRect(x: 48, y: 60, width: 287, height: 15))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["readStatusImageView"] == CGRect(x: 345, y: 37, width: 12, height: 12))
        #expect(frames.frames["titleLabel"] == CGRect(x: 40, y: 10, width: 287, height: 40))
        #expect(frames.frames["hostnameLabel"] == CGRect(x: 40, y: 60, width: 287, height: 15))
    }

    /// mozilla-mobile/firefox-ios @ 057e46f8bb34bd4467613a085323e24af231dd45,
    /// Client/Frontend/Library/ReaderPanel.swift, lines 273-314 (ReadingListPanel's
    /// createEmptyStateOverview(): five SnapKit closures). Code as written; `ReadingListPanelUX`
    /// (lines 42-50) as metrics under its code names; the overlay is the container. By hand in
    /// 320 × 568: the welcome label 220 + 10 + 40 = 270 wide, centred at (320 − 270) / 2 = 25, 150
    /// down, 20 high; the reader-mode label 220 wide at its leading edge, 150 + 20 + 15 = 185 down,
    /// ⌈400 / 220⌉ = 2 lines of 18 = 36, its 40-point circle at the welcome label's trailing edge
    /// (295 − 40 = 255), centred on it, 185 + 18 − 20 = 183; the reading-list label 185 + 36 + 15 =
    /// 236 down, ⌈600 / 220⌉ = 3 lines = 54, its circle at 236 + 27 − 20 = 243. Right to left the
    /// labels start at 295 − 220 = 75 and the circles at 25.
    @Test func readingListEmptyStateAsWritten() throws {
        let text = """
            views:
              welcomeLabel: {kind: label, hugging: 250}                            # one line, centred text
              readerModeLabel: {kind: label, measure: heightForWidth, hugging: 250}    # numberOfLines = 0
              readerModeImageView: {kind: image, hugging: 250}                     # UIImageView(image: ReaderModeCircle)
              readingListLabel: {kind: label, measure: heightForWidth, hugging: 250}   # numberOfLines = 0
              readingListImageView: {kind: image, hugging: 250}                    # UIImageView(image: AddToReadingListCircle)
            metrics:
              ReadingListPanelUX.WelcomeScreenPadding: 15
              ReadingListPanelUX.WelcomeScreenItemWidth: 220
              ReadingListPanelUX.WelcomeScreenCircleWidth: 40
              ReadingListPanelUX.WelcomeScreenCircleSpacer: 10
            constraints:
              - |
                welcomeLabel.snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.top.equalToSuperview().offset(150)
                    make.width.equalTo(ReadingListPanelUX.WelcomeScreenItemWidth + ReadingListPanelUX.WelcomeScreenCircleSpacer + ReadingListPanelUX.WelcomeScreenCircleWidth)
                }
              - |
                readerModeLabel.snp.makeConstraints { make in
                    make.top.equalTo(welcomeLabel.snp.bottom).offset(ReadingListPanelUX.WelcomeScreenPadding)
                    make.leading.equalTo(welcomeLabel.snp.leading)
                    make.width.equalTo(ReadingListPanelUX.WelcomeScreenItemWidth)
                }
              - |
                readerModeImageView.snp.makeConstraints { make in
                    make.centerY.equalTo(readerModeLabel)
                    make.trailing.equalTo(welcomeLabel.snp.trailing)
                }
              - |
                readingListLabel.snp.makeConstraints { make in
                    make.top.equalTo(readerModeLabel.snp.bottom).offset(ReadingListPanelUX.WelcomeScreenPadding)
                    make.leading.equalTo(welcomeLabel.snp.leading)
                    make.width.equalTo(ReadingListPanelUX.WelcomeScreenItemWidth)

                }
              - |
                readingListImageView.snp.makeConstraints { make in
                    make.centerY.equalTo(readingListLabel)
                    make.trailing.equalTo(welcomeLabel.snp.trailing)
                }
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "ReadingListEmptyState.layout.yaml")
        var request = EvaluationRequest(
            width: 320, height: 568, scale: 1,
            sizes: [
                "welcomeLabel": CGSize(width: 190, height: 20), "readerModeLabel": CGSize(width: 400, height: 18),
                "readerModeImageView": CGSize(width: 40, height: 40),
                "readingListLabel": CGSize(width: 600, height: 18),
                "readingListImageView": CGSize(width: 40, height: 40)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["welcomeLabel"] == CGRect(x: 25, y: 150, width: 270, height: 20))
        #expect(frames.frames["readerModeLabel"] == CGRect(x: 25, y: 185, width: 220, height: 36))
        #expect(frames.frames["readerModeImageView"] == CGRect(x: 255, y: 183, width: 40, height: 40))
        #expect(frames.frames["readingListLabel"] == CGRect(x: 25, y: 236, width: 220, height: 54))
        #expect(frames.frames["readingListImageView"] == CGRect(x: 255, y: 243, width: 40, height: 40))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["welcomeLabel"] == CGRect(x: 25, y: 150, width: 270, height: 20))
        #expect(frames.frames["readerModeLabel"] == CGRect(x: 75, y: 185, width: 220, height: 36))
        #expect(frames.frames["readerModeImageView"] == CGRect(x: 25, y: 183, width: 40, height: 40))
        #expect(frames.frames["readingListLabel"] == CGRect(x: 75, y: 236, width: 220, height: 54))
        #expect(frames.frames["readingListImageView"] == CGRect(x: 25, y: 243, width: 40, height: 40))
    }

    /// mozilla-mobile/firefox-ios @ 0347f2fba077ef80292b8ea1ccdd0548b20dd61c,
    /// Client/Frontend/Widgets/PhotonActionSheet/PhotonActionSheetCell.swift, lines 144-167 (init's
    /// three SnapKit closures and line 151's hugging). Code as written; declared: the stacks (lines
    /// 112-118, 147-157), the locals `padding` and `topPadding` (lines 163-164) as metrics, the
    /// factories' content priorities on the views, the icon's width held at 24 (its required hugging
    /// against any other image width) and a cell at least 24 + 2 × 1 = 26 high. By hand in 375 × 60:
    /// the stack 16 and 1 inside, 343 × 58; the icon 24 square at its trailing end, (58 − 24) / 2 =
    /// 17 down; the text stack 343 − 16 − 24 = 303 wide, 20 + 2 + 16 = 38 high, (58 − 38) / 2 = 10
    /// down, its labels leading-aligned at their widths. In 375 × 80 the title wraps, ⌈400 / 303⌉ =
    /// 2 lines, 40: the text stack 58 high, (78 − 58) / 2 = 10 down, the icon (78 − 24) / 2 = 27.
    /// Right to left the icon is at 0, the text stack at 40, the labels at 303 − width.
    @Test func photonActionSheetCellAsWritten() throws {
        let text = """
            container: {minHeight: 26}
            views:
              selectedOverlay: {}
              titleLabel: {kind: label, measure: heightForWidth, hugging: [250, 750]}     # createLabel(): hugging .defaultHigh vertical; numberOfLines 4
              subtitleLabel: {kind: label, measure: heightForWidth, hugging: [250, 750]}  # numberOfLines 0
              statusIcon: {kind: image, hugging: [1000, 250], compression: [1000, 750], measuredSize: {minWidth: 24, maxWidth: 24}}  # createIconImageView(): .required horizontal
            stacks:
              textStackView:                # UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
                axis: vertical
                arranged: [titleLabel, subtitleLabel]
                spacing: 2                  # PhotonActionSheetCell.VerticalPadding
                alignment: leading
              stackView:
                axis: horizontal
                arranged: [textStackView, statusIcon]
                spacing: 16                 # PhotonActionSheetCell.Padding
                alignment: center
            metrics:
              PhotonActionSheetCellUX.StatusIconSize: 24
              padding: 16                   # let padding = PhotonActionSheetCell.Padding
              topPadding: 1                 # let topPadding = PhotonActionSheetCell.HorizontalPadding
            constraints:
              - |
                selectedOverlay.snp.makeConstraints { make in
                    make.edges.equalTo(contentView)
                }
              - "textStackView.setContentHuggingPriority(.defaultLow, for: .horizontal)"
              - |
                statusIcon.snp.makeConstraints { make in
                    make.size.equalTo(PhotonActionSheetCellUX.StatusIconSize)
                }
              - |
                stackView.snp.makeConstraints { make in
                    make.edges.equalTo(contentView).inset(UIEdgeInsets(top: topPadding, left: padding, bottom: topPadding, right: padding))
                }
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "PhotonActionSheetCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 60, scale: 1,
            sizes: [
                "titleLabel": CGSize(width: 120, height: 20), "subtitleLabel": CGSize(width: 200, height: 16),
                "statusIcon": CGSize(width: 24, height: 24)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["selectedOverlay"] == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(frames.frames["stackView"] == CGRect(x: 16, y: 1, width: 343, height: 58))
        #expect(frames.frames["textStackView"] == CGRect(x: 0, y: 10, width: 303, height: 38))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 120, height: 20))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 22, width: 200, height: 16))
        #expect(frames.frames["statusIcon"] == CGRect(x: 319, y: 17, width: 24, height: 24))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 16, y: 1, width: 343, height: 58))
        #expect(frames.frames["textStackView"] == CGRect(x: 40, y: 10, width: 303, height: 38))
        #expect(frames.frames["titleLabel"] == CGRect(x: 183, y: 0, width: 120, height: 20))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 103, y: 22, width: 200, height: 16))
        #expect(frames.frames["statusIcon"] == CGRect(x: 0, y: 17, width: 24, height: 24))
        request.height = 80
        request.sizes["titleLabel"] = CGSize(width: 400, height: 20)
        request.traits.layoutDirection = .leftToRight
        frames = try layout.frames(for: request)
        #expect(frames.frames["stackView"] == CGRect(x: 16, y: 1, width: 343, height: 78))
        #expect(frames.frames["textStackView"] == CGRect(x: 0, y: 10, width: 303, height: 58))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 303, height: 40))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 42, width: 200, height: 16))
        #expect(frames.frames["statusIcon"] == CGRect(x: 319, y: 27, width: 24, height: 24))
    }

    /// mozilla-mobile/firefox-ios @ 106a26624be87d459eeca0665bb504bfe571f2c5,
    /// firefox-ios/Client/Frontend/Widgets/PhotonActionSheet/PhotonActionSheetSiteHeaderView.swift,
    /// lines 76-100 (setupLayout()'s activate block). Code as written; the local `padding` (line 74)
    /// and `UX` values (lines 12-17) as metrics; declared: a header at least 52 + 2 × 12 = 76 high,
    /// and `ties: viewOrder` (both labels resist compression at 750). By hand in 375 × 80: the image
    /// 52 square, 12 from the leading edge, centred, 40 − 26 = 14 down; the label box from 12 + 52 +
    /// 12 = 76 to 12 before the trailing edge, 287 wide, 20 + 2 + 18 = 40 high, 40 − 20 = 20 down.
    /// In 375 × 84 the title wraps, ⌈400 / 287⌉ = 2 lines: the box 40 + 2 + 18 = 60 high, 42 − 30 =
    /// 12 down, the image 42 − 26 = 16. Right to left, the image at 375 − 12 − 52 = 311, the box at 12.
    @Test func photonActionSheetSiteHeaderAsWritten() throws {
        let text = """
            container: {minHeight: 76}
            ties: viewOrder
            views:
              imageView: {kind: image, hugging: 250}            # FaviconImageView (.build), 52 x 52 by constraints
              labelContainerView: {}
              titleLabel: {kind: label, measure: heightForWidth, hugging: 250, parent: labelContainerView}  # numberOfLines = 2
              descriptionLabel: {kind: label, hugging: 250, parent: labelContainerView}                     # numberOfLines = 1
            metrics:
              padding: 12                                           # let padding = PhotonActionSheetSiteHeaderView.UX.padding
              UX.siteImageViewSize: 52
              PhotonActionSheetSiteHeaderView.UX.verticalPadding: 2
            constraints:
              - |
                NSLayoutConstraint.activate([
                    imageView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: padding),
                    imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding),
                    imageView.widthAnchor.constraint(equalToConstant: UX.siteImageViewSize),
                    imageView.heightAnchor.constraint(equalToConstant: UX.siteImageViewSize),
                    imageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -padding),
                    imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),

                    labelContainerView.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: padding),
                    labelContainerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -padding),
                    labelContainerView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: padding),
                    labelContainerView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor,
                                                               constant: -padding),
                    labelContainerView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),

                    titleLabel.leadingAnchor.constraint(equalTo: labelContainerView.leadingAnchor),
                    titleLabel.trailingAnchor.constraint(equalTo: labelContainerView.trailingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: labelContainerView.topAnchor),

                    descriptionLabel.leadingAnchor.constraint(equalTo: labelContainerView.leadingAnchor),
                    descriptionLabel.trailingAnchor.constraint(equalTo: labelContainerView.trailingAnchor),
                    descriptionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor,
                                                          constant: PhotonActionSheetSiteHeaderView.UX.verticalPadding),
                    descriptionLabel.bottomAnchor.constraint(equalTo: labelContainerView.bottomAnchor)
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "PhotonActionSheetSiteHeader.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 80, scale: 1,
            sizes: [
                "titleLabel": CGSize(width: 200, height: 20), "descriptionLabel": CGSize(width: 150, height: 18),
                "imageView": CGSize(width: 52, height: 52)
            ])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["imageView"] == CGRect(x: 12, y: 14, width: 52, height: 52))
        #expect(frames.frames["labelContainerView"] == CGRect(x: 76, y: 20, width: 287, height: 40))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 287, height: 20))
        #expect(frames.frames["descriptionLabel"] == CGRect(x: 0, y: 22, width: 287, height: 18))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["imageView"] == CGRect(x: 311, y: 14, width: 52, height: 52))
        #expect(frames.frames["labelContainerView"] == CGRect(x: 12, y: 20, width: 287, height: 40))
        request.height = 84
        request.sizes["titleLabel"] = CGSize(width: 400, height: 20)
        frames = try layout.frames(for: request)
        #expect(frames.frames["imageView"] == CGRect(x: 311, y: 16, width: 52, height: 52))
        #expect(frames.frames["labelContainerView"] == CGRect(x: 12, y: 12, width: 287, height: 60))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 287, height: 40))
        #expect(frames.frames["descriptionLabel"] == CGRect(x: 0, y: 42, width: 287, height: 18))
    }

    /// mozilla-mobile/firefox-ios @ 13c16655ed40d2fd73e3b65ea2c2e109cb976c87,
    /// Client/Frontend/Widgets/TwoLineImageOverlayCell.swift, lines 82-110 (setupLayout()'s activate
    /// block, its trailing comma included). Code as written; the stack from lines 41-45 and 72-73,
    /// `UX.imageSize` (line 13) as a metric. By hand in 375 × 64: the container view 16 short of the
    /// trailing edge, 359 wide; the 28-point image 16 in, (64 − 28) / 2 = 18 down; its overlay 22
    /// square, 8 past the image's trailing and bottom edges, 16 + 28 + 8 − 22 = 30 and 18 + 28 + 8 −
    /// 22 = 32; the stack from 16 + 28 + 16 = 60 to 8 before the container's end, 291 × 48, its 8
    /// spacing leaving 40, exactly the labels' 24 + 16. In 375 × 84, 60 points are shared in
    /// proportion, 24 × 1.5 = 36 and 16 × 1.5 = 24, the image 42 − 14 = 28 down. Right to left the
    /// container is at 16, the image at 359 − 16 − 28 = 315, the overlay at 315 − 8 = 307 and the
    /// stack at 8.
    @Test func twoLineImageOverlayCellAsWritten() throws {
        let text = """
            views:
              containerView: {}
              leftImageView: {kind: image, hugging: 250, parent: containerView}          # FaviconImageView
              leftOverlayImageView: {kind: image, hugging: 250, parent: containerView}
              titleLabel: {kind: label, hugging: 250}                                    # numberOfLines 1 (default)
              descriptionLabel: {kind: label, hugging: 250}
            stacks:
              stackView:
                parent: containerView
                axis: vertical
                arranged: [titleLabel, descriptionLabel]
                spacing: 8
                distribution: fillProportionally
            metrics:
              UX.imageSize: 28
            constraints:
              - |
                NSLayoutConstraint.activate([
                    containerView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    containerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    containerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    containerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor,
                                                            constant: -16),

                    leftImageView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor,
                                                           constant: 16),
                    leftImageView.centerYAnchor.constraint(equalTo: containerView.centerYAnchor),
                    leftImageView.heightAnchor.constraint(equalToConstant: UX.imageSize),
                    leftImageView.widthAnchor.constraint(equalToConstant: UX.imageSize),
                    leftImageView.trailingAnchor.constraint(equalTo: stackView.leadingAnchor,
                                                            constant: -16),

                    leftOverlayImageView.trailingAnchor.constraint(equalTo: leftImageView.trailingAnchor,
                                                                   constant: 8),
                    leftOverlayImageView.bottomAnchor.constraint(equalTo: leftImageView.bottomAnchor,
                                                                 constant: 8),
                    leftOverlayImageView.heightAnchor.constraint(equalToConstant: 22),
                    leftOverlayImageView.widthAnchor.constraint(equalToConstant: 22),

                    stackView.topAnchor.constraint(equalTo: containerView.topAnchor,
                                                   constant: 8),
                    stackView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor,
                                                      constant: -8),
                    stackView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor,
                                                        constant: -8),
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "TwoLineImageOverlayCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 64, scale: 1,
            sizes: ["titleLabel": CGSize(width: 150, height: 24), "descriptionLabel": CGSize(width: 180, height: 16)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["containerView"] == CGRect(x: 0, y: 0, width: 359, height: 64))
        #expect(frames.frames["leftImageView"] == CGRect(x: 16, y: 18, width: 28, height: 28))
        #expect(frames.frames["leftOverlayImageView"] == CGRect(x: 30, y: 32, width: 22, height: 22))
        #expect(frames.frames["stackView"] == CGRect(x: 60, y: 8, width: 291, height: 48))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 291, height: 24))
        #expect(frames.frames["descriptionLabel"] == CGRect(x: 0, y: 32, width: 291, height: 16))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["containerView"] == CGRect(x: 16, y: 0, width: 359, height: 64))
        #expect(frames.frames["leftImageView"] == CGRect(x: 315, y: 18, width: 28, height: 28))
        #expect(frames.frames["leftOverlayImageView"] == CGRect(x: 307, y: 32, width: 22, height: 22))
        #expect(frames.frames["stackView"] == CGRect(x: 8, y: 8, width: 291, height: 48))
        request.height = 84
        frames = try layout.frames(for: request)
        #expect(frames.frames["leftImageView"] == CGRect(x: 315, y: 28, width: 28, height: 28))
        #expect(frames.frames["leftOverlayImageView"] == CGRect(x: 307, y: 42, width: 22, height: 22))
        #expect(frames.frames["stackView"] == CGRect(x: 8, y: 8, width: 291, height: 68))
        #expect(frames.frames["titleLabel"] == CGRect(x: 0, y: 0, width: 291, height: 36))
        #expect(frames.frames["descriptionLabel"] == CGRect(x: 0, y: 44, width: 291, height: 24))
    }
}
