import Foundation

/// A measured size found in a lowered system: which statement, which unknown it sets, and when.
struct MeasuredSize: Hashable, Sendable {
    /// The statement and component.
    var key: MeasuredDistance
    /// The sized unknown (`subject.width` or `subject.height`).
    var variable: Variable
    /// The statement as written.
    var text: String
    /// The guard the statement's constraints carry.
    var condition: ConditionExpression?

    /// Every Relativity sizing statement's sized unknowns among `constraints`, in order.
    static func all(in constraints: [LinearConstraint]) -> [MeasuredSize] {
        var seen: Set<MeasuredDistance> = []
        var result: [MeasuredSize] = []
        for constraint in constraints where mayMeasure(constraint.origin) && constraint.origin.text.contains("|--|") {
            guard case .sizing(let sizing)? = try? RelativityStatementParser.parse(constraint.origin.text,
                                                                                 base: constraint.origin.location)
            else { continue }
            let components: [Bool]
            switch sizing.attribute {
            case .size: components = [true, false]
            case .width: components = [true]
            case .height: components = [false]
            }
            for isWidth in components {
                let key = MeasuredDistance(location: constraint.origin.location, isWidth: isWidth)
                guard seen.insert(key).inserted else { continue }
                result.append(MeasuredSize(key: key, variable: Variable(sizing.subject, isWidth ? .width : .height),
                                           text: constraint.origin.text, condition: constraint.condition))
            }
        }
        return result
    }

    /// Whether the origin's text may contain `|--|`: whether one of its parts, or their junction,
    /// does, as UTF-8 bytes. This is a necessary condition for Foundation's `contains("|--|")` (no
    /// other character is canonically equivalent to `|` or `-`), found with `memchr` rather than
    /// through `NSString`, and without joining the parts: every constraint of a VFL line quotes the
    /// whole line (`the gap between [v3] and [v4] in H:|[v0]…`), so a 1,000-view row has thousands
    /// of 10,000-character texts, and searching them through `NSString` took most of its
    /// generation time (quadratic in the views).
    private static func mayMeasure(_ origin: ConstraintOrigin) -> Bool {
        let parts = origin.textParts
        if parts.contains(where: mayMeasure) { return true }
        return zip(parts, parts.dropFirst()).contains { mayMeasure(String($0.suffix(3)) + String($1.prefix(3))) }
    }

    /// Whether `text`'s UTF-8 bytes contain `|--|`.
    private static func mayMeasure(_ text: String) -> Bool {
        let bar = UInt8(ascii: "|"), dash = UInt8(ascii: "-")
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset + 4 <= bytes.count,
                  let hit = memchr(base + offset, Int32(bar), bytes.count - offset - 3) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == dash, bytes[index + 2] == dash, bytes[index + 3] == bar { return true }
                offset = index + 1
            }
            return false
        }
        // A bridged or otherwise non-contiguous string: leave the decision to `contains`.
        return found ?? true
    }
}
