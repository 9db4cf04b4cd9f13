import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

// Every expectation below is computed by hand from the spec (arithmetic in the comments) and
// asserted on both paths: the generated Swift compiled into `LayoutExamples` and `eval`.
// Rounding (docs/GeneratedCode.md, runtime): minX' = px(minX), maxX' = px(maxX), width' = maxX' − minX';
// px rounds half away from zero at the scale.

@Suite struct RelativityGalleryTests {
    // title font: ascender 18.6, descender −4.3, capHeight 13.2.
    static let font = FontMetrics(ascender: 18.6, descender: -4.3, capHeight: 13.2)
    static let evalFont = EvaluationRequest.Font(ascender: 18.6, descender: -4.3, capHeight: 13.2)

    @Test func at300x200scale2() throws {
        let generated = RelativityGalleryLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 300, height: 200), scale: 2, titleFont: Self.font))
        try SeedExamples.check(
            "RelativityGallery", generated: generated,
            request: .init(width: 300, height: 200, scale: 2, fonts: ["title": Self.evalFont]),
            expected: [
                // a <> ~2~ <> b <> ~1~ <> c, with ~1~ implied at both ends: weights 1+2+1+1 = 5,
                // R = 300 − 3·40 = 180, ~1~ = 36. a.x = 36, b.x = 36+40+72 = 148, c.x = 148+40+36 = 224.
                // Across: y = (200 − 20)/2 = 90.
                "a": [36, 90, 40, 20], "b": [148, 90, 40, 20], "c": [224, 90, 40, 20],
                // leftHalf: topLeft at (0, 0), size = (0,0) |--| bottom-centre (150, 200).
                "leftHalf": [0, 0, 150, 200],
                // Vertically within leftHalf: R = 200 − 3·10 = 170, 4 units of 42.5.
                // x.y = 42.5, y.y = 42.5+10+42.5 = 95, z.y = 95+10+42.5 = 147.5; x = 75 − 15 = 60.
                "x": [60, 42.5, 30, 10], "y": [60, 95, 30, 10], "z": [60, 147.5, 30, 10],
                // title.topLeft --> .topLeft + (16, 16).
                "title": [16, 16, 120, 24],
                // baseline y = maxY − ceilPx(4.3) = 40 − ceil(8.6)/2 = 40 − 4.5 = 35.5.
                "underline": [16, 35.5, 120, 2],
                // capRight = (136, 16 + floorPx(18.6 − 13.2)) = (136, 16 + floor(10.8)/2) = (136, 21); +4 in x.
                "icon": [140, 21, 10, 10],
                // width = 300 − 136 = 164, height = 24; left-middle on title's right-middle: y = 28 − 12 = 16.
                "detail": [136, 16, 164, 24],
                // tag.topLeft = title.bottomRight + (10, 0) = (146, 40).
                "tag": [146, 40, 30, 12]
            ])
    }

    @Test func at400x300scale1() throws {
        let generated = RelativityGalleryLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 400, height: 300), scale: 1, titleFont: Self.font))
        try SeedExamples.check(
            "RelativityGallery", generated: generated,
            request: .init(width: 400, height: 300, scale: 1, fonts: ["title": Self.evalFont]),
            expected: [
                // R = 400 − 120 = 280, ~1~ = 56: a.x = 56, b.x = 56+40+112 = 208, c.x = 208+40+56 = 304;
                // y = (300 − 20)/2 = 140.
                "a": [56, 140, 40, 20], "b": [208, 140, 40, 20], "c": [304, 140, 40, 20],
                "leftHalf": [0, 0, 200, 300],
                // R = 300 − 30 = 270, ~1~ = 67.5, every point pixel-rounded as Relativity's PixelRounder:
                // P = px(67.5) = 68 → x.y; P = 78; P = px(78 + 67.5) = 146 → y.y; P = 156;
                // P = px(156 + 67.5) = 224 → z.y. x = px(px(100) − px(15)) = 85.
                "x": [85, 68, 30, 10], "y": [85, 146, 30, 10], "z": [85, 224, 30, 10],
                "title": [16, 16, 120, 24],
                // scale 1: ceilPx(4.3) = 5 → baseline 40 − 5 = 35; floorPx(5.4) = 5 → cap 21.
                "underline": [16, 35, 120, 2],
                "icon": [140, 21, 10, 10],
                // width = 400 − 136 = 264.
                "detail": [136, 16, 264, 24],
                "tag": [146, 40, 30, 12]
            ])
    }
}

@Suite struct COSLayoutRulesTests {
    @Test func at300x200() throws {
        let generated = COSLayoutRulesLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 300, height: 200)))
        try SeedExamples.check(
            "COSLayoutRules", generated: generated, request: .init(width: 300, height: 200),
            expected: [
                // tt = rr = 5, 80×32: x = 300 − 5 − 80 = 215, y = 5.
                "corner": [215, 5, 80, 32],
                // ll = bb = rr = 10, tt = 50%: x = 10, w = 300 − 20 = 280; y = 50%·200 = 100, h = 200 − 10 − 100 = 90.
                "sheet": [10, 100, 280, 90],
                // bb = 10, h = 44: y = 200 − 10 − 44 = 146; ll = rr = 20: w = 260.
                "footer": [20, 146, 260, 44],
                // tt = corner.bt + 4 = 37 + 4 = 41; rr = corner.rr = 5, w = 80/2 = 40: x = 300 − 5 − 40 = 255.
                "badge": [255, 41, 40, 20],
                // w = 60%·300 = 180, clamped by maxw = 150; cl = 150: x = 150 − 75 = 75; tt = 5 + 40 = 45.
                "banner": [75, 45, 150, 30],
                // w = H:25%·300 = 75, h = V:25%·200 = 50.
                "panel": [10, 10, 75, 50],
                // In panel (75×50): ll = rr = 4: w = 67; ct = 50%·50 = 25: y = 25 − 5 = 20.
                "inner": [4, 20, 67, 10]
            ])
    }

    @Test func at400x600() throws {
        let generated = COSLayoutRulesLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 400, height: 600)))
        try SeedExamples.check(
            "COSLayoutRules", generated: generated, request: .init(width: 400, height: 600),
            expected: [
                // x = 400 − 85 = 315.
                "corner": [315, 5, 80, 32],
                // y = 300, h = 600 − 10 − 300 = 290, w = 380.
                "sheet": [10, 300, 380, 290],
                // y = 600 − 54 = 546, w = 360.
                "footer": [20, 546, 360, 44],
                // x = 400 − 45 = 355.
                "badge": [355, 41, 40, 20],
                // 60%·400 = 240 → 150; x = 200 − 75 = 125.
                "banner": [125, 45, 150, 30],
                // 25%·400 = 100, 25%·600 = 150.
                "panel": [10, 10, 100, 150],
                // w = 100 − 8 = 92; ct = 75: y = 70.
                "inner": [4, 70, 92, 10]
            ])
    }
}

@Suite struct EasyPeasyHeaderTests {
    @Test func phone320x480() throws {
        let generated = EasyPeasyHeaderLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 320, height: 480)))
        try SeedExamples.check(
            "EasyPeasyHeader", generated: generated, request: .init(width: 320, height: 480),
            expected: Self.expected320x480(footerX: 16))
    }

    @Test func phone320x480rtl() throws {
        let generated = EasyPeasyHeaderLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 320, height: 480), traits: LayoutTraits(layoutDirection: .rightToLeft)
            ))
        // Leading(16) under rtl: right == S.right − 16 = 304: x = 304 − 160 = 144.
        try SeedExamples.check(
            "EasyPeasyHeader", generated: generated,
            request: .init(width: 320, height: 480, conditions: ["rtl"]),
            expected: Self.expected320x480(footerX: 144))
    }

    static func expected320x480(footerX: Double) -> ExpectedFrames {
        [
            // Top(20) replaced Top(0); Left(0), Right(0): w = 320; Height(60).
            "headerView": [0, 20, 320, 60],
            // Width().like(headerView) = 320; Top(10).to(headerView): y = 80 + 10 = 90;
            // Left().to(headerView, .left) = 0; Height(<=30) required beats Height(>=40) @500: 30.
            "contentLabel": [0, 90, 320, 30],
            // Top(10).to(contentLabel): y = 120 + 10 = 130; Left(10), Right(10): w = 300;
            // Height(60) (Height(100) only when isPad).
            "layoutGuide": [10, 130, 300, 60],
            // Top(10).to(layoutGuide): y = 190 + 10 = 200; CenterX(0): x = 160 − 30 = 130; Size(60).
            "label": [130, 200, 60, 60],
            // Width(0).like(layoutGuide) = 300; Top(10).to(label): y = 270; CenterX(0).to(label): x = 160 − 150 = 10.
            "separator": [10, 270, 300, 2],
            // Leading(16); Bottom(10): y = 480 − 10 − 30 = 440; Width(*0.5).like(headerView) = 160.
            "footer": [footerX, 440, 160, 30]
        ]
    }

    @Test func pad768x1024() throws {
        let generated = EasyPeasyHeaderLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 768, height: 1024), traits: LayoutTraits(idiom: .pad)))
        try SeedExamples.check(
            "EasyPeasyHeader", generated: generated,
            request: .init(width: 768, height: 1024, conditions: ["pad"]),
            expected: [
                "headerView": [0, 20, 768, 60],
                "contentLabel": [0, 90, 768, 30],
                // Height(100).when(isPad) replaced Height(60); w = 768 − 20 = 748.
                "layoutGuide": [10, 130, 748, 100],
                // y = 230 + 10 = 240; x = 384 − 30 = 354.
                "label": [354, 240, 60, 60],
                // w = 748; y = 300 + 10 = 310; x = 384 − 374 = 10.
                "separator": [10, 310, 748, 2],
                // y = 1024 − 40 = 984; w = 768/2 = 384.
                "footer": [16, 984, 384, 30]
            ])
    }
}

@Suite struct FlightLayoutBadgeTests {
    @Test func at320x480() throws {
        let generated = FlightLayoutBadgeLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 320, height: 480), caption: CGSize(width: 100, height: 20)))
        try SeedExamples.check(
            "FlightLayoutBadge", generated: generated,
            request: .init(width: 320, height: 480, sizes: ["caption": .init(width: 100, height: 20)]),
            expected: [
                // center/center + (20, −20): x = 160 − 70 + 20 = 110, y = 240 − 70 − 20 = 150.
                "bigView": [110, 150, 140, 140],
                // leftEdge/top of the superview + (16, 16).
                "avatar": [16, 16, 48, 48],
                // rightEdge of avatar: x = 64 − 12 + 4 = 56; top: y = 16 − 4 = 12.
                "badge": [56, 12, 12, 12],
                // right of avatar: x = 64 + 8 = 72; center: y = 40 − 20/2 = 30; intrinsic 100×20.
                "caption": [72, 30, 100, 20],
                // center of bigView: x = 180 − 40 = 140; above: y = 150 − 24 − 4 = 122.
                "tooltip": [140, 122, 80, 24],
                // center: x = 160 − 100 = 60; base: y = 480 − 30 − 10 = 440.
                "bar": [60, 440, 200, 30]
            ])
    }

    @Test func at375x667() throws {
        let generated = FlightLayoutBadgeLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 667), caption: CGSize(width: 60.5, height: 17)))
        try SeedExamples.check(
            "FlightLayoutBadge", generated: generated,
            request: .init(width: 375, height: 667, sizes: ["caption": .init(width: 60.5, height: 17)]),
            expected: [
                // x = 187.5 − 70 + 20 = 137.5 → 138 (max 277.5 → 278); y = 333.5 − 90 = 243.5 → 244 (max 383.5 → 384).
                "bigView": [138, 244, 140, 140],
                "avatar": [16, 16, 48, 48],
                "badge": [56, 12, 12, 12],
                // x = 72, max 132.5 → 133: w 61; y = 40 − 8.5 = 31.5 → 32, max 48.5 → 49: h 17.
                "caption": [72, 32, 61, 17],
                // x = 207.5 − 40 = 167.5 → 168 (max 247.5 → 248); y = 243.5 − 28 = 215.5 → 216 (max 239.5 → 240).
                "tooltip": [168, 216, 80, 24],
                // x = 187.5 − 100 = 87.5 → 88 (max 287.5 → 288); y = 667 − 40 = 627.
                "bar": [88, 627, 200, 30]
            ])
    }
}

@Suite struct ConstraintFormatterFormTests {
    // Fonts (ascender, descender, capHeight): nameLabel (16, −4, 12), nameValue (22.4, −5.6, 16),
    // note (14, −3.5, 10).
    static let fonts: [String: EvaluationRequest.Font] = [
        "nameLabel": .init(ascender: 16, descender: -4, capHeight: 12),
        "nameValue": .init(ascender: 22.4, descender: -5.6, capHeight: 16),
        "note": .init(ascender: 14, descender: -3.5, capHeight: 10)
    ]

    static func input(width: CGFloat, height: CGFloat, scale: CGFloat, rtl: Bool) -> ConstraintFormatterFormLayout.Input
    {
        .init(
            bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale,
            nameLabelFont: FontMetrics(ascender: 16, descender: -4, capHeight: 12),
            nameValueFont: FontMetrics(ascender: 22.4, descender: -5.6, capHeight: 16),
            noteFont: FontMetrics(ascender: 14, descender: -3.5, capHeight: 10),
            traits: LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight))
    }

    /// Frames that do not depend on the reading direction at 375 × 667 (container margins
    /// top 20, left 16, bottom 40, right 16; card margins top 12, left 16, bottom 12, right 32).
    static let common375x667: ExpectedFrames = [
        // view1.top == superview.topMargin = 20, height 30; H:|-10-[view1]-10-|: w = 355
        // (centerX 187.5 agrees). view1.bottom = 50 == view2.top + 10: view2.top = 40.
        "view1": [10, 20, 355, 30],
        "view2": [0, 40, 375, 44],
        // edges(100, 16, 20, 16): x 16, y 100, w 375 − 32 = 343, h 667 − 120 = 547.
        "card": [16, 100, 343, 547],
        // centerXWithinMargins of card = (16+16 + 359−32)/2 = 179.5: x = 119.5 → 120 (max 239.5 → 240);
        // bottom = card.bottomMargin = 647 − 12 = 635: y = 591.
        "button": [120, 591, 120, 44],
        // size = (120 − 100, 44 − 20) = (20, 24); centre (179.5, 613 − 40 = 573):
        // x = 169.5 → 170 (max 189.5 → 190), y = 561.
        "icon": [170, 561, 20, 24],
        // overlay's 8-inset rect == card's margin rect (32, 112)…(327, 635):
        // x = 24, y = 104, maxX = 335, maxY = 643.
        "overlay": [24, 104, 311, 539],
        // centre within the container's margins: ((16 + 359)/2, (20 + 627)/2) = (187.5, 323.5), size 6:
        // x = 184.5 → 185 (max 190.5 → 191), y = 320.5 → 321 (max 326.5 → 327).
        "dot": [185, 321, 6, 6],
        // rule.minX + 8 = 16, rule.maxX − 8 = 359, rule.maxY − 8 = 627: x 8, w 359, maxY 635, y 618.
        "rule": [8, 618, 359, 17]
    ]

    @Test func ltr375x667() throws {
        let generated = ConstraintFormatterFormLayout.frames(
            for: Self.input(width: 375, height: 667, scale: 1, rtl: false))
        try SeedExamples.check(
            "ConstraintFormatterForm", generated: generated,
            request: .init(width: 375, height: 667, fonts: Self.fonts),
            expected: Self.common375x667.merging([
                // leading == card.leadingMargin = 16 + 16 = 32; top == card.topMargin = 112.
                // firstBaseline = 112 + px(16) = 128.
                "nameLabel": [32, 112, 80, 20],
                // H:[nameLabel]-8-[nameValue]: x = 112 + 8 = 120; trailing = card.trailingMargin = 359 − 32 = 327:
                // w = 207. firstBaseline 128: y = 128 − px(22.4) = 106. lastBaseline = 136 − ceilPx(5.6) = 130.
                "nameValue": [120, 106, 207, 30],
                // firstBaseline = 130 + 20 = 150: y = 150 − 14 = 136; leading = 120; w = 207/2 − 10 = 93.5
                // → max 213.5 → 214: w 94. baseline = 154 − ceilPx(3.5) = 150.
                "note": [120, 136, 94, 18],
                // top = 150 + 1 = 151; w = 93.5/2 = 46.75; centerX = 120 + 46.75 = 166.75:
                // x = 143.375 → 143, max 190.125 → 190: w 47.
                "underline": [143, 151, 47, 1]
            ]) { $1 })
    }

    @Test func rtl375x667() throws {
        let generated = ConstraintFormatterFormLayout.frames(
            for: Self.input(width: 375, height: 667, scale: 1, rtl: true))
        try SeedExamples.check(
            "ConstraintFormatterForm", generated: generated,
            request: .init(width: 375, height: 667, conditions: ["rtl"], fonts: Self.fonts),
            expected: Self.common375x667.merging([
                // leading = card.leadingMargin: maxX = card.maxX − rightMargin = 359 − 32 = 327: x = 247.
                "nameLabel": [247, 112, 80, 20],
                // H: flips: nameValue.maxX = 247 − 8 = 239; trailing = card.trailingMargin = 16 + 16 = 32: w 207.
                "nameValue": [32, 106, 207, 30],
                // leading = nameValue.leading: maxX = 239; w 93.5: x = 145.5 → 146, max 239: w 93.
                "note": [146, 136, 93, 18],
                // centerX = 239 − 46.75 = 192.25: x = 168.875 → 169, max 215.625 → 216: w 47.
                "underline": [169, 151, 47, 1]
            ]) { $1 })
    }

    /// 320 × 480 at scale 2, in both directions.
    @Test(arguments: [false, true]) func at320x480scale2(rtl: Bool) throws {
        let generated = ConstraintFormatterFormLayout.frames(
            for: Self.input(width: 320, height: 480, scale: 2, rtl: rtl))
        var expected: ExpectedFrames = [
            "view1": [10, 20, 300, 30],
            "view2": [0, 40, 320, 44],
            // w = 320 − 32 = 288, h = 480 − 120 = 360.
            "card": [16, 100, 288, 360],
            // centerXWithinMargins = (32 + 272)/2 = 152: x = 92; bottom = 460 − 12 = 448: y = 404.
            "button": [92, 404, 120, 44],
            // centre (152, 426 − 40 = 386): (142, 374).
            "icon": [142, 374, 20, 24],
            // margin rect of card (32, 112)…(272, 448), outset by 8.
            "overlay": [24, 104, 256, 352],
            // ((16 + 304)/2, (20 + 440)/2) = (160, 230).
            "dot": [157, 227, 6, 6],
            // maxY = 440 + 8 = 448: y = 431; x 8, w 320 − 16 = 304.
            "rule": [8, 431, 304, 17]
            // firstBaseline 128 (px(16) at scale 2 is 16). value: y = 128 − px(22.4) = 128 − 22.5 = 105.5;
            // w = 272 − 120 = 152. lastBaseline = 135.5 − ceilPx(5.6) = 135.5 − 6 = 129.5.
            // note: firstBaseline 149.5: y = 135.5; w = 152/2 − 10 = 66. baseline = 153.5 − ceilPx(3.5) = 150.
            // underline: top 151, w 33.
        ]
        if rtl {
            // nameLabel.maxX = 272: x = 192. nameValue.maxX = 184, minX = 32.
            // note.maxX = 184: x = 118. underline centre 151: x = 134.5.
            expected["nameLabel"] = [192, 112, 80, 20]
            expected["nameValue"] = [32, 105.5, 152, 30]
            expected["note"] = [118, 135.5, 66, 18]
            expected["underline"] = [134.5, 151, 33, 1]
        } else {
            // nameValue.x = 112 + 8 = 120. underline centre = 120 + 33 = 153: x = 136.5.
            expected["nameLabel"] = [32, 112, 80, 20]
            expected["nameValue"] = [120, 105.5, 152, 30]
            expected["note"] = [120, 135.5, 66, 18]
            expected["underline"] = [136.5, 151, 33, 1]
        }
        try SeedExamples.check(
            "ConstraintFormatterForm", generated: generated,
            request: .init(
                width: 320, height: 480, scale: 2, conditions: rtl ? ["rtl"] : [],
                fonts: Self.fonts),
            expected: expected)
    }
}
