import Foundation

/// Number literals that the Swift compiler reads back as exactly the same `Double`.
enum SwiftNumberLiteral {
    /// The literal for `value`: an integer when it is one (`16`), else the shortest decimal that
    /// round-trips (`0.1`); a hexadecimal float literal when the compiler's literal path (through
    /// `Float80` on x86) would round that decimal differently; `CGFloat.infinity`/`.nan` otherwise.
    /// `-0` prints as `0`.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        let decimal = value.description
        if readsBackExactly(decimal, as: value) { return decimal }
        return hexadecimal(value)
    }

    /// The value an emitted literal stands for (`-0` is `0`).
    static func value(_ value: Double) -> Double {
        value == 0 ? 0 : value
    }

    private static func readsBackExactly(_ text: String, as value: Double) -> Bool {
        #if arch(x86_64) && !os(Windows)
        guard let extended = Float80(text) else { return false }
        return Double(extended) == value
        #else
        return Double(text) == value
        #endif
    }

    /// `0x1.8p3`-style exact literal.
    private static func hexadecimal(_ value: Double) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        var fraction = String(magnitude.significandBitPattern, radix: 16)
        fraction = String(repeating: "0", count: 13 - fraction.count) + fraction
        if !magnitude.isNormal {
            return "\(sign)0x0.\(fraction)p-1022"
        }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let exponent = Int(magnitude.exponent)
        return fraction.isEmpty ? "\(sign)0x1p\(exponent)" : "\(sign)0x1.\(fraction)p\(exponent)"
    }
}
