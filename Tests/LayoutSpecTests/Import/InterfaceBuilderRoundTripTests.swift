import Foundation
import Testing

@testable import LayoutSpec

/// `layout-gen import` over the Interface Builder files written for these tests
/// (Tests/InterfaceBuilderFiles): every imported spec compiles, and its example — the canvas as the
/// input, the frames stored in the file as the expected frames — passes, so LayoutGen's frames
/// equal Interface Builder's (within 1e-6, tighter than the half point asked of the round trip).
@Suite struct InterfaceBuilderRoundTripTests {
    static let folder = PackageRoot.url.appendingPathComponent("Tests/InterfaceBuilderFiles")

    /// The files written for these tests.
    static let compilingFiles = [
        "ProfileCell.xib", "Login.storyboard", "Problems.xib", "Toolbar.xib", "UserRow.xib", "Gallery.storyboard",
        "Article.xib", "Bars.storyboard", "Autoresizing.xib", "SignIn.storyboard", "UnwrittenDefaults.xib",
        "LooseCell.xib", "AccessoryCell.xib", "RootStack.xib", "ButtonRow.xib"
    ]

    static func imported(_ file: String) throws -> InterfaceBuilderImport {
        try InterfaceBuilderImporter.importFile(path: folder.appendingPathComponent(file).path)
    }

    /// The `frames:` entries of a spec's example: name → [x, y, w, h].
    static func exampleFrames(_ text: String) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        var inFrames = false
        for line in text.split(separator: "\n") {
            if line == "    frames:" { inFrames = true; continue }
            guard inFrames, line.hasPrefix("      "), let colon = line.firstIndex(of: ":") else {
                inFrames = false; continue
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let numbers = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " []"))
            frames[name] = numbers.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        return frames
    }

    /// Every view's stored frame, read from the file with a plain scan (not the importer): the id of
    /// each element that is followed by a `<rect key="frame">`, and whether it is marked misplaced
    /// or ambiguous. A control placed by constraints is placed by its alignment rect
    /// (docs/ComingFromInterfaceBuilder.md): a switch's is 2 points narrower on the trailing side,
    /// a 31-point slider's 2 points in at each side and 1 up from the bottom, a segmented control's
    /// 1 point shorter; its frame here is that rect, the frame the spec computes.
    static func storedFrames(_ file: String) throws -> [String: (frame: [Double], stale: Bool)] {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        var result: [String: (frame: [Double], stale: Bool)] = [:]
        var lastTag = ""
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<rect key=\"frame\""), let id = attribute("id", in: lastTag) {
                var frame = ["x", "y", "width", "height"].compactMap { attribute($0, in: trimmed).flatMap(Double.init) }
                if lastTag.contains("translatesAutoresizingMaskIntoConstraints=\"NO\""), frame.count == 4 {
                    if lastTag.hasPrefix("<switch ") { frame[2] -= 2 }
                    if lastTag.hasPrefix("<slider "), frame[3] == 31 {
                        frame = [frame[0] + 2, frame[1], frame[2] - 4, 30]
                    }
                    if lastTag.hasPrefix("<segmentedControl ") { frame[3] -= 1 }
                }
                result[id] = (frame, lastTag.contains("misplaced=\"YES\"") || lastTag.contains("ambiguous=\"YES\""))
            }
            if trimmed.hasPrefix("<") && !trimmed.hasPrefix("</") { lastTag = trimmed }
        }
        return result
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    @Test(arguments: compilingFiles)
    func everyImportedSpecCompilesWithItsExample(file: String) throws {
        let result = try Self.imported(file)
        #expect(!result.specs.isEmpty)
        for spec in result.specs {
            // Compiling checks the example: a frame that differs from the solution by more than
            // 1e-6 is an error at the example's line.
            #expect(throws: Never.self, "\(spec.fileName)") {
                try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
            }
        }
    }

    /// The names the importer gives, id by id (from the outlets, user labels, classes and
    /// elements of the files), so the stored frames can be matched with the examples.
    static let names: [String: [String: String]] = [
        "ProfileCell.xib": [
            "cnt-00-001": "contentView", "img-00-001": "avatarView", "lbl-00-001": "nameLabel",
            "lbl-00-002": "detailLabel", "lbl-00-003": "timeLabel", "bdg-00-001": "badgeView1",
            "sep-00-001": "separator"
        ],
        "Login.storyboard": [
            "ban-lg-001": "banner", "txt-lg-001": "emailField", "txt-lg-002": "passwordField",
            "btn-lg-001": "loginButton", "lbl-lg-001": "footerLabel",
            "swt-lg-002": "notificationsSwitch", "lbl-lg-002": "notificationsLabel",
            "lbl-lg-003": "footnote"
        ],
        "Problems.xib": [
            "lbl-pb-001": "label1", "gst-pb-001": "view1", "hol-pb-001": "holographicView1",
            "scr-pb-001": "scrollView1", "cnt-pb-001": "content", "lbl-pb-002": "label2",
            "bar-pb-002": "bar"
        ],
        "Toolbar.xib": [
            "stk-tb-001": "row", "img-tb-001": "imageView1", "lbl-tb-001": "titleLabel",
            "stk-tb-002": "counterColumn", "lbl-tb-003": "countLabel"
        ],
        "UserRow.xib": ["img-ur-001": "avatarView", "lbl-ur-001": "nameLabel"],
        "Gallery.storyboard": ["pho-gl-001": "photo", "lbl-gl-001": "captionLabel"],
        "Article.xib": ["scr-ar-001": "scroller", "cnt-ar-001": "page", "bdy-ar-001": "body"],
        "Bars.storyboard": [
            "ban-br-001": "banner", "btn-br-001": "composeButton", "cnt-br-002": "contentView",
            "lbl-br-002": "titleLabel", "txt-br-003": "body"
        ],
        "Autoresizing.xib": [
            "ar0-as-001": "fixed", "ar1-as-001": "left", "ar2-as-001": "width", "ar3-as-001": "right",
            "ar4-as-001": "leftWidth", "ar5-as-001": "leftRight", "ar6-as-001": "widthRight", "ar7-as-001": "all"
        ],
        "SignIn.storyboard": [
            "v01-si-001": "backgroundImage", "v02-si-001": "logoView", "v03-si-001": "titleLabel",
            "v04-si-001": "subtitleLabel", "v05-si-001": "emailLabel", "v06-si-001": "emailField",
            "v07-si-001": "passwordLabel", "v08-si-001": "passwordField", "v09-si-001": "forgotButton",
            "v10-si-001": "signInButton", "v11-si-001": "divider", "v12-si-001": "signUpLabel",
            "v13-si-001": "signUpButton", "v14-si-001": "formStack", "v15-si-001": "card",
            "v16-si-001": "closeButton", "v17-si-001": "activityIndicator", "v18-si-001": "footerLabel",
            "v19-si-001": "versionLabel", "v20-si-001": "helpButton"
        ],
        "UnwrittenDefaults.xib": ["stk": "rows", "row": "row", "sld": "volume", "seg": "mode"],
        "LooseCell.xib": ["cnt-lc-001": "contentView", "crd-lc-001": "card", "lbl-lc-001": "title"],
        "AccessoryCell.xib": ["cnt-ac-001": "contentView", "ttl-ac-001": "title", "val-ac-001": "value"],
        "RootStack.xib": ["lft-rs-001": "left", "rgt-rs-001": "right"],
        "ButtonRow.xib": ["stk-br-001": "buttons", "btn-br-001": "later", "btn-br-002": "rate"]
    ]

    /// Round trip: every view of the file that is not marked misplaced or ambiguous is in an
    /// example with exactly its stored frame (and the examples pass, above); the stale ones are not.
    @Test(arguments: compilingFiles)
    func examplesHoldEveryStoredFrame(file: String) throws {
        let result = try Self.imported(file)
        var examples: [String: [Double]] = [:]
        for spec in result.specs {
            examples.merge(Self.exampleFrames(spec.text)) { first, _ in first }
        }
        let names = try #require(Self.names[file])
        var checked = 0
        for (id, stored) in try Self.storedFrames(file) {
            guard let name = names[id] else { continue }  // a root: the container, the example's input
            if stored.stale {
                #expect(examples[name] == nil, "\(name) is stale in the file and must not be checked")
            } else {
                #expect(examples[name] == stored.frame, "\(file): \(name)")
                checked += 1
            }
        }
        #expect(checked == names.count - (file == "Problems.xib" ? 2 : 0))
    }

    /// A stored frame that Auto Layout would not compute makes the example fail at its line.
    @Test func aWrongStoredFrameIsAnErrorAtTheExample() throws {
        let url = Self.folder.appendingPathComponent("ProfileCell.xib")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(
                of: "<rect key=\"frame\" x=\"76\" y=\"20\" width=\"120\"",
                with: "<rect key=\"frame\" x=\"77\" y=\"20\" width=\"120\"")
        let result = try InterfaceBuilderImporter.importDocument(Data(text.utf8), path: "ProfileCell.xib")
        let spec = try #require(result.specs.first)
        let frameLine =
            try #require(
                spec.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.hasPrefix("      nameLabel: [77") }) + 1
        let error = try #require(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        }
        #expect(error.diagnostics.first?.location?.line == frameLine)
    }
}
