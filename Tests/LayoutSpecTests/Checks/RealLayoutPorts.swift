/// Ports of real code-built screens to specs, as a new user writes them: the layouts the layout
/// checks are measured on (`RealLayoutPortsTests`). Each is written from how UIKit apps build such
/// a screen in code (anchors, Visual Format and `UIStackView`s), not copied from one app. The
/// correct ones are correct on every phone and iPad; the `bug…` ones hold a defect shipped apps
/// have had, which the checks must still report.
enum RealLayoutPorts {
    /// `AccessoryCell.layout.yaml`.
    static let accessoryCell = """
        # A subtitle table cell with a disclosure accessory: an icon, a title and a subtitle stacked
        # beside it, and an 8 × 13 chevron at the trailing edge; the texts stop 8 points before the chevron, and the cell is
        # at least the icon's height and 8-point insets tall.
        ties: viewOrder
        views:
          icon: {}
          title: {kind: label}
          subtitle: {kind: label}
          chevron: {}
        container: {height: fit}
        constraints:
          - "H:|-16-[icon(29)]-15-[title]-(>=8)-[chevron(8)]-16-|"
          - subtitle.leading == title.leading
          - subtitle.trailing <= chevron.leading - 8
          - icon.centerY == superview.centerY
          - icon.height == 29
          - title.top == superview.top + 11
          - subtitle.top == title.bottom + 2
          - superview.bottom == subtitle.bottom + 11
          - chevron.centerY == superview.centerY
          - chevron.height == 13
          - icon.top >= superview.top + 8
          - superview.bottom >= icon.bottom + 8
        """

    /// `BugCompareRow.layout.yaml`.
    static let bugCompareRow = """
        # REAL BUG: a comparison row designed on an iPad: three fixed 120-point columns after a
        # flexible name column; on a phone the name column's width is negative.
        views:
          name: {}
          basic: {}
          plus: {}
          pro: {}
        constraints:
          - "H:|-16-[name]-8-[basic(120)]-8-[plus(120)]-8-[pro(120)]-16-|"
          - name.top == safeArea.top + 12
          - basic.top == name.top
          - plus.top == name.top
          - pro.top == name.top
          - name.height == 44
          - basic.height == 44
          - plus.height == 44
          - pro.height == 44
        """

    /// `BugFixedBanner.layout.yaml`.
    static let bugFixedBanner = """
        # REAL BUG: a promotion banner given the width of its iPad design (400 points) and pinned to the
        # leading margin: on a phone it runs past the right edge.
        views:
          banner: {}
          caption: {kind: label, parent: banner}
        constraints:
          - banner.leading == superview.leading + 16
          - banner.width == 400
          - banner.top == safeArea.top + 16
          - banner.height == 120
          - caption.leading == banner.leading + 16
          - caption.trailing <= banner.trailing - 16
          - caption.centerY == banner.centerY
        """

    /// `BugFollowPastEdge.layout.yaml`.
    static let bugFollowPastEdge = """
        # REAL BUG: a profile row whose follow button is chained after the name with nothing holding it
        # inside: a long name pushes the button past the right edge on a phone.
        views:
          avatar: {kind: image}
          name: {kind: label}
          follow: {kind: button}
        constraints:
          - "H:|-16-[avatar(48)]-12-[name]-8-[follow]"
          - avatar.top == safeArea.top + 12
          - avatar.height == 48
          - name.centerY == avatar.centerY
          - follow.centerY == avatar.centerY
        """

    /// `ChatBubble.layout.yaml`.
    static let chatBubble = """
        # An incoming chat message: a bubble at the leading edge that grows with its text up to 60 points
        # from the trailing edge, the text inset 12 × 8 inside it, the time below the bubble.
        views:
          bubble: {}
          message: {measure: heightForWidth, parent: bubble}
          time: {kind: label}
        container: {height: fit}
        constraints:
          - bubble.leading == superview.leading + 12
          - bubble.trailing <= superview.trailing - 60
          - bubble.top == superview.top + 4
          - message.leading == bubble.leading + 12
          - message.trailing == bubble.trailing - 12
          - message.top == bubble.top + 8
          - message.bottom == bubble.bottom - 8
          - time.leading == bubble.leading
          - time.top == bubble.bottom + 2
          - superview.bottom == time.bottom + 4
        """

    /// `EmptyState.layout.yaml`.
    static let emptyState = """
        # An empty-state view centred on the screen: an image, a message and a retry button.
        views:
          image: {kind: image}
          message: {measure: heightForWidth}
          retry: {kind: button}
        constraints:
          - image.centerX == superview.centerX
          - image.size == 120
          - image.bottom == message.top - 16
          - "H:|-32-[message]-32-|"
          - message.centerY == superview.centerY
          - retry.top == message.bottom + 16
          - retry.centerX == superview.centerX
        """

    /// `FeedPostCell.layout.yaml`.
    static let feedPostCell = """
        # A feed cell: avatar, author name and timestamp on one line, the post's text below, a square
        # photo under it; a self-sizing cell. The
        # timestamp resists compression more than the name, which truncates.
        views:
          avatar: {kind: image}
          author: {kind: label}
          time: {kind: label, compression: 751}
          text: {measure: heightForWidth}
          photo: {}
        container: {height: fit}
        constraints:
          - "H:|-16-[avatar(40)]-10-[author]-(>=8)-[time]-16-|"
          - avatar.top == superview.top + 12
          - avatar.height == 40
          - author.centerY == avatar.centerY
          - time.centerY == avatar.centerY
          - "H:|-16-[text]-16-|"
          - text.top == avatar.bottom + 8
          - "H:|[photo]|"
          - photo.top == text.bottom + 8
          - photo.height == photo.width
          - superview.bottom == photo.bottom + 12
        """

    /// `HiddenRowsForm.layout.yaml`.
    static let hiddenRowsForm = """
        # A sign-up form as a vertical UIStackView of label + text field rows; the company and phone
        # rows are hidden for a personal account.
        views:
          nameLabel: {kind: label}
          nameField: {kind: textField}
          companyLabel: {kind: label}
          companyField: {kind: textField}
          phoneLabel: {kind: label}
          phoneField: {kind: textField}
          submit: {kind: button}
        stacks:
          form:
            axis: vertical
            arranged: [nameLabel, nameField, companyLabel, companyField, phoneLabel, phoneField, submit]
            spacing: 8
            hideable: [companyLabel, companyField, phoneLabel, phoneField]
        constraints:
          - form.top == safeArea.top + 20
          - form.leading == superview.leading + 20
          - form.trailing == superview.trailing - 20
        """

    /// `KeyboardComposer.layout.yaml`.
    static let keyboardComposer = """
        # A message composer that rides on the keyboard: a text field and a send button in a bar whose
        # bottom follows the keyboard layout guide.
        inputs: [keyboardHeight]
        guides: [keyboard]
        ties: viewOrder
        views:
          bar: {}
          field: {kind: textField, parent: bar}
          send: {kind: button, parent: bar}
        constraints:
          - keyboard.bottom == superview.bottom
          - keyboard.height == keyboardHeight
          - keyboard.leading == superview.leading
          - keyboard.trailing == superview.trailing
          - bar.bottom == keyboard.top
          - "H:|[bar]|"
          - bar.height == 52
          - field.leading == bar.leading + 12
          - field.centerY == bar.centerY
          - field.height == 36
          - send.leading == field.trailing + 8
          - send.trailing == bar.trailing - 12
          - send.centerY == bar.centerY
        """

    /// `LoginForm.layout.yaml`.
    static let loginForm = """
        # A code-built login screen: a logo, e-mail and password fields, a login button and a
        # "forgot password" button, in a 24-point inset column below the safe area.
        views:
          logo: {}
          email: {kind: textField}
          password: {kind: textField}
          login: {kind: button}
          forgot: {kind: button}
        constraints:
          - logo.top == safeArea.top + 48
          - logo.centerX == superview.centerX
          - logo.size == 96
          - "H:|-24-[email]-24-|"
          - "H:|-24-[password]-24-|"
          - "H:|-24-[login]-24-|"
          - "V:[logo]-32-[email(44)]-12-[password(44)]-24-[login(50)]-16-[forgot]"
          - forgot.centerX == superview.centerX
        """

    /// `OnboardingPage.layout.yaml`.
    static let onboardingPage = """
        # An onboarding page laid out in the readable content guide: an illustration, a title, a
        # multi-line description and a "continue" button, all as wide as the readable width.
        inputs: [readableWidth]
        guides: [readable]
        views:
          illustration: {kind: image}
          title: {kind: label}
          body: {measure: heightForWidth}
          next: {kind: button}
        constraints:
          - readable.width == readableWidth
          - readable.centerX == superview.centerX
          - readable.top == safeArea.top
          - readable.bottom == safeArea.bottom
          - illustration.top == readable.top + 40
          - illustration.centerX == readable.centerX
          - illustration.width == readable.width
          - illustration.height == 240
          - title.top == illustration.bottom + 24
          - title.leading == readable.leading
          - title.trailing <= readable.trailing
          - body.top == title.bottom + 8
          - body.leading == readable.leading
          - body.trailing == readable.trailing
          - next.leading == readable.leading
          - next.trailing == readable.trailing
          - next.height == 50
          - next.bottom == readable.bottom - 16
        """

    /// `PlayerControls.layout.yaml`.
    static let playerControls = """
        # A media player's controls: elapsed and remaining time labels on both sides of a scrubber,
        # and previous / play / next buttons centred below; the time labels are 48 points wide
        # (monospaced digits), the buttons 44 and the play button 64.
        views:
          elapsed: {kind: label}
          scrubber: {}
          remaining: {kind: label}
          previous: {kind: button}
          play: {kind: button}
          next: {kind: button}
        constraints:
          - "H:|-16-[elapsed(48)]-8-[scrubber]-8-[remaining(48)]-16-|"
          - scrubber.top == safeArea.top + 24
          - scrubber.height == 4
          - elapsed.centerY == scrubber.centerY
          - remaining.centerY == scrubber.centerY
          - play.centerX == superview.centerX
          - play.top == scrubber.bottom + 24
          - play.size == 64
          - previous.trailing == play.leading - 32
          - previous.centerY == play.centerY
          - previous.size == 44
          - next.size == 44
          - next.leading == play.trailing + 32
          - next.centerY == play.centerY
        """

    /// `ProductCard.layout.yaml`.
    static let productCard = """
        # A product card in a two-column grid: a 4:3 image, a two-line title, the price and an
        # "add to cart" button side by side at the bottom.
        ties: viewOrder
        views:
          image: {}
          title: {measure: heightForWidth}
          price: {kind: label}
          add: {kind: button}
        container: {height: fit}
        constraints:
          - "H:|[image]|"
          - image.top == superview.top
          - image.height == image.width * 0.75
          - "H:|-8-[title]-8-|"
          - title.top == image.bottom + 8
          - "H:|-8-[price]-(>=8)-[add]-8-|"
          - price.centerY == add.centerY
          - add.top == title.bottom + 8
          - superview.bottom == add.bottom + 8
        """

    /// `ProfileHeader.layout.yaml`.
    static let profileHeader = """
        # A profile header: a round avatar centred, the name and a multi-line bio below it, and a
        # follow button; the header's height fits its content.
        views:
          avatar: {kind: image}
          name: {kind: label}
          bio: {measure: heightForWidth}
          follow: {kind: button}
        container: {height: fit}
        constraints:
          - avatar.top == superview.top + 24
          - avatar.centerX == superview.centerX
          - avatar.size == 88
          - name.top == avatar.bottom + 12
          - name.centerX == superview.centerX
          - name.leading >= superview.leading + 16
          - name.trailing <= superview.trailing - 16
          - "H:|-24-[bio]-24-|"
          - bio.top == name.bottom + 4
          - follow.top == bio.bottom + 16
          - follow.centerX == superview.centerX
          - follow.width == 160
          - superview.bottom == follow.bottom + 24
        """

    /// `SearchHeader.layout.yaml`.
    static let searchHeader = """
        # A search header: a search field and a "Cancel" button beside it, under the safe area.
        ties: viewOrder
        views:
          field: {kind: textField}
          cancel: {kind: button}
        constraints:
          - "H:|-8-[field]-8-[cancel]-8-|"
          - field.top == safeArea.top + 8
          - field.height == 36
          - cancel.centerY == field.centerY
        """

    /// `SettingsSwitches.layout.yaml`.
    static let settingsSwitches = """
        # A settings screen built in code: four rows, each a title label leading and a UISwitch trailing,
        # centred in a 44-point row; the title gives way before the switch.
        ties: viewOrder
        views:
          wifiTitle: {kind: label}
          wifiSwitch: {kind: switch}
          bluetoothTitle: {kind: label}
          bluetoothSwitch: {kind: switch}
          airplaneTitle: {kind: label}
          airplaneSwitch: {kind: switch}
          notificationsTitle: {kind: label}
          notificationsSwitch: {kind: switch}
        constraints:
          - "H:|-16-[wifiTitle]-(>=8)-[wifiSwitch]-16-|"
          - "H:|-16-[bluetoothTitle]-(>=8)-[bluetoothSwitch]-16-|"
          - "H:|-16-[airplaneTitle]-(>=8)-[airplaneSwitch]-16-|"
          - "H:|-16-[notificationsTitle]-(>=8)-[notificationsSwitch]-16-|"
          - wifiSwitch.top == safeArea.top + 6
          - bluetoothSwitch.top == wifiSwitch.bottom + 13
          - airplaneSwitch.top == bluetoothSwitch.bottom + 13
          - notificationsSwitch.top == airplaneSwitch.bottom + 13
          - wifiTitle.centerY == wifiSwitch.centerY
          - bluetoothTitle.centerY == bluetoothSwitch.centerY
          - airplaneTitle.centerY == airplaneSwitch.centerY
          - notificationsTitle.centerY == notificationsSwitch.centerY
        """

    /// `StackedSettingsRows.layout.yaml`.
    static let stackedSettingsRows = """
        # A settings screen made of UIStackViews, as code-built apps write it: a vertical stack of rows
        # inside the margins, each row a horizontal stack of an icon, a title and a trailing switch or
        # value; the "sync" row can be hidden.
        views:
          syncIcon: {}
          syncTitle: {kind: label}
          syncSwitch: {kind: switch}
          darkIcon: {}
          darkTitle: {kind: label}
          darkSwitch: {kind: switch}
          languageIcon: {}
          languageTitle: {kind: label}
          languageValue: {kind: label}
          versionTitle: {kind: label}
          versionValue: {kind: label}
        stacks:
          rows:
            axis: vertical
            arranged: [syncRow, darkRow, languageRow, versionRow]
            spacing: 12
            hideable: [syncRow]
          syncRow:
            arranged: [syncIcon, syncTitle, syncSwitch]
            alignment: center
            spacing: 12
          darkRow:
            arranged: [darkIcon, darkTitle, darkSwitch]
            alignment: center
            spacing: 12
          languageRow:
            arranged: [languageIcon, languageTitle, languageValue]
            alignment: center
            spacing: 12
          versionRow:
            arranged: [versionTitle, versionValue]
            alignment: center
            spacing: 12
        constraints:
          - rows.top == safeArea.top + 16
          - rows.leading == superview.leading + 16
          - rows.trailing == superview.trailing - 16
          - syncIcon.size == 28
          - darkIcon.size == 28
          - languageIcon.size == 28
        """

    /// `ToolbarButtons.layout.yaml`.
    static let toolbarButtons = """
        # A bottom toolbar: four equal buttons in a horizontal stack above the safe area.
        views:
          back: {kind: button}
          share: {kind: button}
          bookmark: {kind: button}
          tabs: {kind: button}
        stacks:
          bar:
            arranged: [back, share, bookmark, tabs]
            distribution: fillEqually
            spacing: 8
        constraints:
          - bar.leading == superview.leading + 8
          - bar.trailing == superview.trailing - 8
          - bar.bottom == safeArea.bottom
          - bar.height == 49
        """

    /// The correct layouts, by file name.
    static let correct: [String: String] = [
        "AccessoryCell.layout.yaml": accessoryCell,
        "ChatBubble.layout.yaml": chatBubble,
        "EmptyState.layout.yaml": emptyState,
        "FeedPostCell.layout.yaml": feedPostCell,
        "HiddenRowsForm.layout.yaml": hiddenRowsForm,
        "KeyboardComposer.layout.yaml": keyboardComposer,
        "LoginForm.layout.yaml": loginForm,
        "OnboardingPage.layout.yaml": onboardingPage,
        "PlayerControls.layout.yaml": playerControls,
        "ProductCard.layout.yaml": productCard,
        "ProfileHeader.layout.yaml": profileHeader,
        "SearchHeader.layout.yaml": searchHeader,
        "SettingsSwitches.layout.yaml": settingsSwitches,
        "StackedSettingsRows.layout.yaml": stackedSettingsRows,
        "ToolbarButtons.layout.yaml": toolbarButtons
    ]

    /// The layouts with a real defect, by file name.
    static let withBugs: [String: String] = [
        "BugCompareRow.layout.yaml": bugCompareRow,
        "BugFixedBanner.layout.yaml": bugFixedBanner,
        "BugFollowPastEdge.layout.yaml": bugFollowPastEdge
    ]
}
