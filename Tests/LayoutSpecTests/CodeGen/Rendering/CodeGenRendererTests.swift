import Foundation
import Testing

@testable import LayoutSpec

@Suite struct CodeGenRendererTests {
    static func renderedFixture() -> String {
        SwiftRenderer.render(
            LayoutCodeGenerator.generate(
                interface: CodeGenFixtures.interface,
                solution: CodeGenFixtures.solution))
    }

    @Test func rendersTheFixtureExactly() {
        let rendered = Self.renderedFixture()
        #expect(rendered == Self.golden + "\n")
        if rendered != Self.golden + "\n" { print(rendered) }
    }

    @Test func renderingIsDeterministic() {
        let first = Self.renderedFixture()
        for _ in 0..<5 {
            #expect(Self.renderedFixture() == first)
        }
        #expect(first.hasSuffix("}\n") && !first.hasSuffix("\n\n"))
        #expect(!first.contains("\t") && !first.contains("/work") && !first.contains("/tmp"))
    }

    @Test func internalAccessWritesNoKeyword() {
        var interface = CodeGenFixtures.interface
        interface.access = .internal
        let rendered = SwiftRenderer.render(
            LayoutCodeGenerator.generate(
                interface: interface,
                solution: CodeGenFixtures.solution))
        #expect(rendered.contains("\nenum CardLayout {"))
        #expect(rendered.contains("    struct Input: Equatable, Sendable {"))
        #expect(rendered.contains("    static func frames(for input: Input) -> Frames {"))
        #expect(!rendered.contains("public "))
        interface.access = .package
        let packaged = SwiftRenderer.render(
            LayoutCodeGenerator.generate(
                interface: interface,
                solution: CodeGenFixtures.solution))
        #expect(packaged.contains("\npackage enum CardLayout {"))
    }

    @Test func numberLiteralsReadBackExactly() {
        #expect(SwiftNumberLiteral.text(16) == "16")
        #expect(SwiftNumberLiteral.text(-0.0) == "0")
        #expect(SwiftNumberLiteral.text(0.5) == "0.5")
        #expect(SwiftNumberLiteral.text(-2.25) == "-2.25")
        #expect(SwiftNumberLiteral.text(0.1) == "0.1")
        #expect(SwiftNumberLiteral.text(1e-7) == "1e-07")
        #expect(SwiftNumberLiteral.text(.infinity) == "CGFloat.infinity")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random() ? 1 : -1)
            let text = SwiftNumberLiteral.text(value)
            #expect(Double(text) == value, "\(text) for \(value)")
        }
    }

    @Test func expressionsGetOnlyTheParenthesesTheirTreeNeeds() {
        let a = SwiftExpression.identifier("a")
        let b = SwiftExpression.identifier("b")
        let c = SwiftExpression.identifier("c")
        #expect(SwiftRenderer.expression(a + b + c) == "a + b + c")
        #expect(SwiftRenderer.expression(a - (b - c)) == "a - (b - c)")
        #expect(SwiftRenderer.expression((a + b) * c) == "(a + b) * c")
        #expect(SwiftRenderer.expression(a + b * c) == "a + b * c")
        #expect(SwiftRenderer.expression(a * .number(-2)) == "a * (-2)")
        #expect(SwiftRenderer.expression(.prefix(.negate, a + b)) == "-(a + b)")
        #expect(SwiftRenderer.expression(.parenthesized(a)) == "(a)")
        #expect(
            SwiftRenderer.expression(
                .binary(
                    .binary(a, .greaterOrEqual, .number(0)), .and,
                    .binary(b, .greaterOrEqual, .number(0)))) == "a >= 0 && b >= 0")
        #expect(SwiftRenderer.expression(.member(a + b, "width")) == "(a + b).width")
        #expect(SwiftRenderer.expression(.identifier("default")) == "`default`")
        #expect(
            SwiftRenderer.expression(.call(.identifier("f"), [SwiftArgument("x", .string("q\"uote"))]))
                == #"f(x: "q\"uote")"#)
    }

    @Test func identifiersAreSanitisedAndUnique() {
        #expect(SwiftIdentifier.sanitized("my-view") == "my_view")
        #expect(SwiftIdentifier.sanitized("2up") == "_2up")
        var names = LocalNameAllocator()
        #expect(names.make("input") == "input_2")
        #expect(names.make("a") == "a")
        #expect(names.make("a") == "a_2")
        #expect(names.make("default") == "default_2")
    }

    @Test func repeatedBasesGetTheNamesOfAFreshSearch() {
        // `make` remembers where each base's last search ended; the names must be those of a
        // search from `_2` every time, whatever mix of bases and ready-made suffixes (`a_3`
        // asked for before `a` reaches it) comes in.
        for seed in 0..<20 {
            var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
            var names = LocalNameAllocator()
            var taken = LocalNameAllocator.reservedNames.union(SwiftIdentifier.keywords)
            for _ in 0..<300 {
                let base = ["a", "b", "input", "s_gives"].randomElement(using: &random) ?? "a"
                let wanted = Bool.random(using: &random) ? base : "\(base)_\(Int.random(in: 2...40, using: &random))"
                #expect(names.make(wanted) == LocalNameAllocator.unique(wanted, avoiding: &taken), "seed \(seed)")
            }
        }
    }

    static let golden = """
        // Generated by layout-gen from Card.layout.yaml. Do not edit.
        import Foundation
        import LayoutRuntime

        /// The layout of `Card.layout.yaml`: every view's and guide's frame as a function
        /// of the run-time `Input`, solved ahead of time.
        public enum CardLayout {
            /// Everything the layout depends on at run time.
            public struct Input: Equatable, Sendable {
                /// The container's bounds: frames are in its coordinate space.
                public var bounds: CGRect
                /// The display scale frames are rounded to (0 disables rounding).
                public var scale: CGFloat
                /// The `spacing` input.
                public var spacing: CGFloat
                /// Whether the `compact` condition holds.
                public var compact: Bool
                /// `title`'s intrinsic content size.
                public var title: CGSize
                /// `title`'s font metrics (cap line and baselines).
                public var titleFont: FontMetrics
                /// The traits built-in conditions (`rtl`, size classes, idiom) are read from.
                public var traits: LayoutTraits

                /// Creates an input.
                public init(
                    bounds: CGRect,
                    scale: CGFloat = 1,
                    spacing: CGFloat,
                    compact: Bool = false,
                    title: CGSize,
                    titleFont: FontMetrics,
                    traits: LayoutTraits = .init()
                ) {
                    self.bounds = bounds
                    self.scale = scale
                    self.spacing = spacing
                    self.compact = compact
                    self.title = title
                    self.titleFont = titleFont
                    self.traits = traits
                }
            }

            /// Every view's and guide's frame, in its parent's coordinates, rounded to pixels.
            public struct Frames: Equatable, Sendable {
                /// `avatar`'s frame, in the container's coordinates.
                public var avatar: CGRect
                /// `title`'s frame, in the container's coordinates.
                public var title: CGRect
                /// `badge`'s frame, in `avatar`'s coordinates.
                public var badge: CGRect
                /// The container size that fits the content (solved where the spec says `fit`).
                public var fittingSize: CGSize

                /// Creates frames.
                public init(
                    avatar: CGRect,
                    title: CGRect,
                    badge: CGRect,
                    fittingSize: CGSize
                ) {
                    self.avatar = avatar
                    self.title = title
                    self.badge = badge
                    self.fittingSize = fittingSize
                }

                /// Gives each target its frame (in its parent's coordinates); a `nil` target is skipped.
                /// Call on the main actor after `frames(for:)`, e.g. `frames.apply(avatar: view)`.
                @MainActor
                public func apply(
                    avatar: (any LayoutFrameTarget)? = nil,
                    title: (any LayoutFrameTarget)? = nil,
                    badge: (any LayoutFrameTarget)? = nil
                ) {
                    avatar.applyLayoutFrame(self.avatar)
                    title.applyLayoutFrame(self.title)
                    badge.applyLayoutFrame(self.badge)
                }
            }

            /// The frames for `input`: a pure function, safe to call from any thread.
            public static func frames(for input: Input) -> Frames {
                let container_width: CGFloat = input.bounds.width
                let spacing: CGFloat = input.spacing
                let title_intrinsicHeight: CGFloat = input.title.height
                let title_capInset: CGFloat = PixelRounding.floorPx(
                    input.titleFont.ascender - input.titleFont.capHeight,
                    scale: input.scale
                )
                let rtl: Bool = input.traits.holds(.rtl)
                // Component 1: avatar.left, avatar.top, avatar.width, avatar.height
                let avatar_width_1: CGFloat = fmin(container_width - 32, 48)
                let avatar_width: CGFloat = fmax(avatar_width_1, 20)
                // Component 2: title.left, title.top, title.width, title.height, container.height
                let title_minX: CGFloat
                let title_minY: CGFloat
                let title_width: CGFloat
                let title_height: CGFloat
                let container_height: CGFloat
                let c2_region1_bound1: CGFloat = container_width - 200
                if c2_region1_bound1 >= 0 {
                    title_minX = 72
                    title_minY = spacing - title_capInset + 16
                    title_width = container_width - 88
                    title_height = title_intrinsicHeight
                    let container_height_part1: CGFloat = 0.25 * container_width + spacing + title_intrinsicHeight - title_capInset
                    container_height = container_height_part1 + 32
                } else {
                    title_minX = 72
                    title_minY = spacing - title_capInset + 16
                    title_width = 0.5 * container_width + 12
                    title_height = title_intrinsicHeight
                    let container_height_part1_2: CGFloat = 0.25 * container_width + spacing + title_intrinsicHeight - title_capInset
                    container_height = container_height_part1_2 + 32
                }
                // Component 3: badge.left, badge.top, badge.width, badge.height
                let badge_minX: CGFloat
                if rtl {
                    badge_minX = container_width - 60
                } else {
                    badge_minX = 44
                }
                // Frames: rounded by edges in the container's space, then moved into each parent.
                let originX: CGFloat = input.bounds.minX
                let originY: CGFloat = input.bounds.minY
                let avatar_left: CGFloat = originX + 16
                let avatar_top: CGFloat = originY + 16
                let avatar_right: CGFloat = avatar_left + avatar_width
                let avatar_bottom: CGFloat = avatar_top + 48
                let avatar_minXPixel: CGFloat = PixelRounding.px(avatar_left, scale: input.scale)
                let avatar_minYPixel: CGFloat = PixelRounding.px(avatar_top, scale: input.scale)
                let avatar_maxXPixel: CGFloat = PixelRounding.px(avatar_right, scale: input.scale)
                let avatar_maxYPixel: CGFloat = PixelRounding.px(avatar_bottom, scale: input.scale)
                let avatar_rounded: CGRect = CGRect(
                    x: avatar_minXPixel,
                    y: avatar_minYPixel,
                    width: avatar_maxXPixel - avatar_minXPixel,
                    height: avatar_maxYPixel - avatar_minYPixel
                )
                let title_left: CGFloat = originX + title_minX
                let title_top: CGFloat = originY + title_minY
                let title_right: CGFloat = title_left + title_width
                let title_bottom: CGFloat = title_top + title_height
                let title_minXPixel: CGFloat = PixelRounding.px(title_left, scale: input.scale)
                let title_minYPixel: CGFloat = PixelRounding.px(title_top, scale: input.scale)
                let title_maxXPixel: CGFloat = PixelRounding.px(title_right, scale: input.scale)
                let title_maxYPixel: CGFloat = PixelRounding.px(title_bottom, scale: input.scale)
                let title_rounded: CGRect = CGRect(
                    x: title_minXPixel,
                    y: title_minYPixel,
                    width: title_maxXPixel - title_minXPixel,
                    height: title_maxYPixel - title_minYPixel
                )
                let badge_left: CGFloat = originX + badge_minX
                let badge_top: CGFloat = originY + 10.25
                let badge_right: CGFloat = badge_left + 12
                let badge_bottom: CGFloat = badge_top + 12
                let badge_minXPixel: CGFloat = PixelRounding.px(badge_left, scale: input.scale)
                let badge_minYPixel: CGFloat = PixelRounding.px(badge_top, scale: input.scale)
                let badge_maxXPixel: CGFloat = PixelRounding.px(badge_right, scale: input.scale)
                let badge_maxYPixel: CGFloat = PixelRounding.px(badge_bottom, scale: input.scale)
                let badge_rounded: CGRect = CGRect(
                    x: badge_minXPixel,
                    y: badge_minYPixel,
                    width: badge_maxXPixel - badge_minXPixel,
                    height: badge_maxYPixel - badge_minYPixel
                )
                let badge_x: CGFloat = badge_rounded.origin.x - avatar_rounded.origin.x
                let badge_y: CGFloat = badge_rounded.origin.y - avatar_rounded.origin.y
                let badge_frame: CGRect = CGRect(
                    x: badge_x,
                    y: badge_y,
                    width: badge_rounded.size.width,
                    height: badge_rounded.size.height
                )
                let fitting_width: CGFloat = PixelRounding.px(input.bounds.width, scale: input.scale)
                let fitting_height: CGFloat = PixelRounding.px(container_height, scale: input.scale)
                return Frames(
                    avatar: avatar_rounded,
                    title: title_rounded,
                    badge: badge_frame,
                    fittingSize: CGSize(width: fitting_width, height: fitting_height)
                )
            }
        }
        """
}
