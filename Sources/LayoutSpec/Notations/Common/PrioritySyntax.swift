/// A priority as written after `@`: a number, one of the names `required high medium low`, or a
/// metric (resolved when lowering).
package struct PrioritySyntax: Hashable, Sendable {
    /// What was written.
    package enum Value: Hashable, Sendable {
        /// A number 1…1000 or a named level.
        case literal(Int)
        /// A metric's name.
        case metric(String)
    }

    /// The named priority levels of Auto Layout.
    package static let namedLevels: [String: Int] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    /// What was written.
    package var value: Value
    /// Offset of the `@`.
    package var offset: Int
    /// Offset of the value after the `@`.
    package var valueOffset: Int

    /// Creates a priority.
    package init(_ value: Value, offset: Int, valueOffset: Int) {
        self.value = value
        self.offset = offset
        self.valueOffset = valueOffset
    }

    /// What a priority may be, for messages.
    static let expectation = "a priority after `@`: a number 1…1000, required, high, medium, low or a metric"

    /// Parses `@VALUE` at the cursor (the `@` must be current).
    static func parse(_ cursor: inout TokenCursor) throws -> PrioritySyntax {
        let at = try cursor.expect("@", "`@`")
        let token = cursor.current
        switch token.kind {
        case .number:
            cursor.advance()
            return PrioritySyntax(
                .literal(try checkedLevel(token.numberValue ?? 0, at: token, in: cursor)),
                offset: at.offset, valueOffset: token.offset)
        case .identifier:
            cursor.advance()
            if let level = namedLevels[token.text] {
                return PrioritySyntax(.literal(level), offset: at.offset, valueOffset: token.offset)
            }
            return PrioritySyntax(.metric(token.text), offset: at.offset, valueOffset: token.offset)
        default:
            throw cursor.unexpected(expected: expectation)
        }
    }

    /// `value` as a priority level, or an error at `token`.
    static func checkedLevel(_ value: Double, at token: Token, in cursor: TokenCursor) throws -> Int {
        guard value >= 1, value <= 1000, value == value.rounded() else {
            throw cursor.error(
                at: token,
                "priority \(token.text) is out of range: use a whole number from 1 to 1000 (or required, high, medium, low)"
            )
        }
        return Int(value)
    }
}
