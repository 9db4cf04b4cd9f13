import Foundation
import Testing

@testable import LayoutSpec

/// Layouts from Mastodon's iOS app (mastodon/mastodon-ios), their constraint code pasted as
/// written, with the frames worked out by hand, left to right and right to left.
@Suite struct MastodonPortTests {
    /// mastodon/mastodon-ios @ a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8,
    /// Mastodon/Scene/Onboarding/PickServer/TableViewCell/PickServerCell.swift, lines 89-122
    /// (_init()). Code as written. By hand in a 375-point row: the 32-point thumbnail 16 from the
    /// leading edge, the 20-point checkbox 16 from the trailing one, at 339; the labels from 64 to
    /// 323, 259 wide; the description ⌈600 / 259⌉ = 3 lines of 18 = 54; the labels 21 + 4 + 54 = 79
    /// high at 11, the cell 11 + 79 + 11 = 101; thumbnail and checkbox centred on the labels,
    /// 50.5 − 16 = 34.5 and 50.5 − 10 = 40.5, 35 and 41 on whole points.
    @Test func pickServerCellAsWritten() throws {
        let text = """
            container: {height: fit}          # a self-sizing table cell's contentView
            views:
              thumbnailImageView: {}          # no image until loaded: sized by constraints
              checkbox: {}                    # image nil unless selected: sized by constraints
              domainLabel: {kind: label, hugging: 250}
              descriptionLabel: {kind: label, measure: heightForWidth, hugging: 250}   # numberOfLines = 0
            stacks:
              containerView:                  # UIStackView(), axis .vertical, spacing 4
                axis: vertical
                spacing: 4
                arranged: [domainLabel, descriptionLabel]
                customSpacing: {descriptionLabel: 6}     # setCustomSpacing(6, after: descriptionLabel)
            constraints:
              - |
                NSLayoutConstraint.activate([
                    thumbnailImageView.heightAnchor.constraint(equalToConstant: 32),
                    thumbnailImageView.widthAnchor.constraint(equalTo: thumbnailImageView.heightAnchor),

                    thumbnailImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    thumbnailImageView.centerYAnchor.constraint(equalTo: containerView.centerYAnchor),
                ])
              - |
                NSLayoutConstraint.activate([
                    containerView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    containerView.leadingAnchor.constraint(equalTo: thumbnailImageView.trailingAnchor, constant: 16),
                    checkbox.leadingAnchor.constraint(equalTo: containerView.trailingAnchor, constant: 16),
                    contentView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: 11),
                    checkbox.centerYAnchor.constraint(equalTo: containerView.centerYAnchor),
                ])
              - |
                NSLayoutConstraint.activate([
                    contentView.trailingAnchor.constraint(equalTo: checkbox.trailingAnchor, constant: 16),
                    checkbox.heightAnchor.constraint(equalToConstant: 20),
                    checkbox.widthAnchor.constraint(equalTo: checkbox.heightAnchor),
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "PickServerCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: ["domainLabel": CGSize(width: 130, height: 21), "descriptionLabel": CGSize(width: 600, height: 18)])
        var frames = try layout.frames(for: request)
        #expect(frames.frames["thumbnailImageView"] == CGRect(x: 16, y: 35, width: 32, height: 32))
        #expect(frames.frames["containerView"] == CGRect(x: 64, y: 11, width: 259, height: 79))
        #expect(frames.frames["descriptionLabel"] == CGRect(x: 0, y: 25, width: 259, height: 54))
        #expect(frames.frames["checkbox"] == CGRect(x: 339, y: 41, width: 20, height: 20))
        #expect(frames.fittingSize == CGSize(width: 375, height: 101))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["thumbnailImageView"] == CGRect(x: 327, y: 35, width: 32, height: 32))
        #expect(frames.frames["containerView"] == CGRect(x: 52, y: 11, width: 259, height: 79))
        #expect(frames.frames["checkbox"] == CGRect(x: 16, y: 41, width: 20, height: 20))
    }

    /// mastodon/mastodon-ios @ a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8,
    /// Mastodon/Scene/Notification/Cell/NotificationFilteringBannerTableViewCell.swift, lines 64-83
    /// (setupConstraints()). Code as written (`let constraints = [ … ]`, then
    /// `NSLayoutConstraint.activate(constraints)`), but for one change: line 79's
    /// `UIView.separatorLineHeight(of: contentView)` (1 / display scale, at run time) is written
    /// `separatorLineHeight`, an input. By hand in a 375-point row: the row 16 from each side, 343
    /// wide, at 8; the icon's 46-point box first, the labels 12 after it, 343 − 58 = 285 wide,
    /// 21 + 18 = 39 high, centred on the 46-point row, 3.5, 4 on whole points; the 24 × 22 icon
    /// centred in its box, 11 and 12; the 1-point line 7 below the row, the cell 8 + 46 + 7 + 1 = 62.
    @Test func notificationFilteringBannerCellWithSeparatorInput() throws {
        let text = """
            container: {height: fit}
            views:
              iconImageWrapperView: {}
              iconImageView: {kind: image, hugging: 250, parent: iconImageWrapperView}   # SF "archivebox"
              titleLabel: {kind: label, hugging: 250}
              subtitleLabel: {kind: label, hugging: 250}
              separatorLine: {}
            stacks:
              labelStackView: {axis: vertical, alignment: leading, arranged: [titleLabel, subtitleLabel]}
              contentStackView:
                {axis: horizontal, alignment: center, spacing: 12, arranged: [iconImageWrapperView, labelStackView]}
            inputs: {separatorLineHeight: {min: 0.3, max: 1}}   # 1 / displayScale
            metrics:
              # static let authorAvatarButtonSize = CGSize(width: 46, height: 46)
              CGSize.authorAvatarButtonSize.width: 46
              CGSize.authorAvatarButtonSize.height: 46
            constraints:
              - |
                let constraints = [
                    iconImageWrapperView.widthAnchor.constraint(equalToConstant: CGSize.authorAvatarButtonSize.width),
                    iconImageWrapperView.heightAnchor.constraint(equalToConstant: CGSize.authorAvatarButtonSize.height).priority(.defaultHigh),
                    iconImageView.centerXAnchor.constraint(equalTo: iconImageWrapperView.centerXAnchor),
                    iconImageView.centerYAnchor.constraint(equalTo: iconImageWrapperView.centerYAnchor),

                    contentStackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    contentStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    contentView.trailingAnchor.constraint(equalTo: contentStackView.trailingAnchor, constant: 16),
                    separatorLine.topAnchor.constraint(equalTo: contentStackView.bottomAnchor, constant: 7),

                    separatorLine.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    separatorLine.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    separatorLine.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    separatorLine.heightAnchor.constraint(equalToConstant: separatorLineHeight)
                ]
              - "NSLayoutConstraint.activate(constraints)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "NotificationFilteringBannerCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: [
                "iconImageView": CGSize(width: 24, height: 22), "titleLabel": CGSize(width: 160, height: 21),
                "subtitleLabel": CGSize(width: 120, height: 18)
            ])
        request.inputs = ["separatorLineHeight": 1]
        var frames = try layout.frames(for: request)
        #expect(frames.frames["contentStackView"] == CGRect(x: 16, y: 8, width: 343, height: 46))
        #expect(frames.frames["iconImageWrapperView"] == CGRect(x: 0, y: 0, width: 46, height: 46))
        #expect(frames.frames["iconImageView"] == CGRect(x: 11, y: 12, width: 24, height: 22))
        #expect(frames.frames["labelStackView"] == CGRect(x: 58, y: 4, width: 285, height: 39))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 21, width: 120, height: 18))
        #expect(frames.frames["separatorLine"] == CGRect(x: 0, y: 61, width: 375, height: 1))
        #expect(frames.fittingSize == CGSize(width: 375, height: 62))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["iconImageWrapperView"] == CGRect(x: 297, y: 0, width: 46, height: 46))
        #expect(frames.frames["labelStackView"] == CGRect(x: 0, y: 4, width: 285, height: 39))
        #expect(frames.frames["titleLabel"] == CGRect(x: 125, y: 0, width: 160, height: 21))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 165, y: 21, width: 120, height: 18))
    }

    /// mastodon/mastodon-ios @ a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8,
    /// MastodonSDK/Sources/MastodonUI/Scene/ComposeContent/AutoComplete/Cell/
    /// AutoCompleteTableViewCell.swift, lines 77-126 (_init()). Code as written, but for one change:
    /// line 124's `UIView.separatorLineHeight(of: contentView)` (1 / display scale, at run time) is
    /// written `separatorLineHeight`, an input. By hand in a 375-point row with 16-point margins:
    /// the paddings 12 high (@750, nothing opposes), the row between the margins, 343 wide, at 12;
    /// the avatar 42 square (@999 beats its 400-point image), the row as high; the labels 12 after
    /// it, 343 − 54 = 289 wide, filling 42 equally, 21 each; the cell 12 + 42 + 12 = 66; the 1-point
    /// line at 65.
    @Test func autoCompleteCellWithSeparatorInput() throws {
        let text = """
            container: {height: fit, margins: [8, 16, 8, 16]}   # contentView layout margins on a 375-pt iPhone
            views:
              topPaddingView: {}
              bottomPaddingView: {}
              avatarImageView: {kind: image, hugging: 250}    # intrinsic size = its image's
              titleLabel: {kind: label, hugging: 250}         # one line
              subtitleLabel: {kind: label, hugging: 250}
              separatorLine: {}
            stacks:
              containerStackView: {axis: horizontal, spacing: 12, arranged: [avatarImageView, contentStackView]}
              contentStackView: {axis: vertical, distribution: fillEqually, arranged: [titleLabel, subtitleLabel]}
            inputs: {separatorLineHeight: {min: 0.3, max: 1}}   # 1 / displayScale
            metrics:
              # static let avatarImageSize = CGSize(width: 42, height: 42)
              AutoCompleteTableViewCell.avatarImageSize.width: 42
              AutoCompleteTableViewCell.avatarImageSize.height: 42
            constraints:
              - |
                NSLayoutConstraint.activate([
                    topPaddingView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    topPaddingView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    topPaddingView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    topPaddingView.heightAnchor.constraint(equalToConstant: 12).priority(.defaultHigh),
                ])
              - |
                NSLayoutConstraint.activate([
                    containerStackView.topAnchor.constraint(equalTo: topPaddingView.bottomAnchor),
                    containerStackView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    containerStackView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                ])
              - |
                NSLayoutConstraint.activate([
                    avatarImageView.heightAnchor.constraint(equalToConstant: AutoCompleteTableViewCell.avatarImageSize.height).priority(.required - 1),
                    avatarImageView.widthAnchor.constraint(equalToConstant: AutoCompleteTableViewCell.avatarImageSize.width).priority(.required - 1),
                ])
              - |
                NSLayoutConstraint.activate([
                    bottomPaddingView.topAnchor.constraint(equalTo: contentStackView.bottomAnchor),
                    bottomPaddingView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    bottomPaddingView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    bottomPaddingView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    bottomPaddingView.heightAnchor.constraint(equalTo: topPaddingView.heightAnchor, multiplier: 1.0),
                ])
              - |
                NSLayoutConstraint.activate([
                    separatorLine.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    separatorLine.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    separatorLine.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    separatorLine.heightAnchor.constraint(equalToConstant: separatorLineHeight).priority(.defaultHigh),
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "AutoCompleteCell.layout.yaml")
        var request = EvaluationRequest(
            width: 375, scale: 1,
            sizes: [
                "avatarImageView": CGSize(width: 400, height: 400), "titleLabel": CGSize(width: 120, height: 20),
                "subtitleLabel": CGSize(width: 90, height: 18)
            ])
        request.inputs = ["separatorLineHeight": 1]
        var frames = try layout.frames(for: request)
        #expect(frames.frames["topPaddingView"] == CGRect(x: 0, y: 0, width: 375, height: 12))
        #expect(frames.frames["containerStackView"] == CGRect(x: 16, y: 12, width: 343, height: 42))
        #expect(frames.frames["avatarImageView"] == CGRect(x: 0, y: 0, width: 42, height: 42))
        #expect(frames.frames["contentStackView"] == CGRect(x: 54, y: 0, width: 289, height: 42))
        #expect(frames.frames["subtitleLabel"] == CGRect(x: 0, y: 21, width: 289, height: 21))
        #expect(frames.frames["bottomPaddingView"] == CGRect(x: 0, y: 54, width: 375, height: 12))
        #expect(frames.frames["separatorLine"] == CGRect(x: 0, y: 65, width: 375, height: 1))
        #expect(frames.fittingSize == CGSize(width: 375, height: 66))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request)
        #expect(frames.frames["containerStackView"] == CGRect(x: 16, y: 12, width: 343, height: 42))
        #expect(frames.frames["avatarImageView"] == CGRect(x: 301, y: 0, width: 42, height: 42))
        #expect(frames.frames["contentStackView"] == CGRect(x: 0, y: 0, width: 289, height: 42))
    }

    /// mastodon/mastodon-ios @ a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8,
    /// Mastodon/Scene/Onboarding/PickServer/View/PickServerEmptyStateView.swift, lines 50-107
    /// (_init()). Code as written: line 56's stored `topPaddingViewTopLayoutConstraint`, the
    /// activate list naming it, the content priorities. By hand in 375 × 600: the image (80 × 64)
    /// and the indicator-and-label row (20 + 4 + 230 = 254 wide, 20 high) centred, 147.5 and 60.5,
    /// 148 and 61 on whole points; the stack 64 + 16 + 20 = 100 high; the paddings share 500 as
    /// 2.5 : 1, 357.14 and 142.86, 357 and 143.
    @Test func pickServerEmptyStateViewAsWritten() throws {
        let text = """
            views:
              topPaddingView: {}
              bottomPaddingView: {}
              networkIndicatorImageView: {kind: image, hugging: 250}   # SF "wifi.exclamationmark" 64pt
              activityIndicatorView: {measure: intrinsic}              # UIActivityIndicatorView(style: .medium)
              infoLabel: {kind: label, measure: heightForWidth, hugging: 250}   # numberOfLines = 0
            stacks:
              containerStackView:
                axis: vertical
                alignment: center
                distribution: fill
                spacing: 16
                arranged: [networkIndicatorImageView, infoContainerStackView]
              infoContainerStackView:
                {axis: horizontal, distribution: fill, spacing: 4, arranged: [activityIndicatorView, infoLabel]}
            constraints:
              - "topPaddingViewTopLayoutConstraint = topPaddingView.topAnchor.constraint(equalTo: topAnchor, constant: 0)"
              - |
                NSLayoutConstraint.activate([
                    topPaddingViewTopLayoutConstraint,
                    topPaddingView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    topPaddingView.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
              - |
                NSLayoutConstraint.activate([
                    containerStackView.topAnchor.constraint(equalTo: topPaddingView.bottomAnchor),
                    containerStackView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    containerStackView.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
              - "activityIndicatorView.setContentHuggingPriority(.required - 1, for: .horizontal)"
              - "infoLabel.setContentCompressionResistancePriority(.required - 1, for: .vertical)"
              - "infoLabel.setContentCompressionResistancePriority(.required - 1, for: .horizontal)"
              - |
                NSLayoutConstraint.activate([
                    bottomPaddingView.topAnchor.constraint(equalTo: containerStackView.bottomAnchor),
                    bottomPaddingView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    bottomPaddingView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottomPaddingView.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
              - |
                NSLayoutConstraint.activate([
                    topPaddingView.heightAnchor.constraint(equalTo: bottomPaddingView.heightAnchor, multiplier: 2.5).priority(.defaultHigh),    // magic scale
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "PickServerEmptyStateView.layout.yaml")
        var request = EvaluationRequest(
            width: 375, height: 600, scale: 1,
            sizes: [
                "networkIndicatorImageView": CGSize(width: 80, height: 64),
                "activityIndicatorView": CGSize(width: 20, height: 20), "infoLabel": CGSize(width: 230, height: 20)
            ])
        var frames = try layout.frames(for: request).frames
        #expect(frames["topPaddingView"] == CGRect(x: 0, y: 0, width: 375, height: 357))
        #expect(frames["containerStackView"] == CGRect(x: 0, y: 357, width: 375, height: 100))
        #expect(frames["networkIndicatorImageView"] == CGRect(x: 148, y: 0, width: 80, height: 64))
        #expect(frames["infoContainerStackView"] == CGRect(x: 61, y: 80, width: 254, height: 20))
        #expect(frames["activityIndicatorView"] == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(frames["infoLabel"] == CGRect(x: 24, y: 0, width: 230, height: 20))
        #expect(frames["bottomPaddingView"] == CGRect(x: 0, y: 457, width: 375, height: 143))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["infoContainerStackView"] == CGRect(x: 61, y: 80, width: 254, height: 20))
        #expect(frames["activityIndicatorView"] == CGRect(x: 234, y: 0, width: 20, height: 20))
        #expect(frames["infoLabel"] == CGRect(x: 0, y: 0, width: 230, height: 20))
    }
}
