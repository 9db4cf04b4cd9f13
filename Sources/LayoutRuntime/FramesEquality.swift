import Foundation

/// `==` for the `Frames` of a large generated layout (docs/GeneratedCode.md, "Large layouts").
/// The equality the compiler synthesizes compares every property in turn through its public
/// accessor and, for hundreds of frames, cost a 400-view file about 45% of its compile time; this
/// one comparison, compiled once here, gives the same answer.
public enum FramesEquality {
    /// Whether `lhs` and `rhs` hold equal numbers, compared one `CGFloat` at a time with `==` (so
    /// `0` equals `-0` and `nan` equals nothing, exactly as comparing each `CGRect` does).
    ///
    /// - Precondition: every stored property of `Value` is a `CGRect`, `CGSize`, `CGPoint`,
    ///   `CGFloat` or an empty struct, so that its bytes are `CGFloat`s and nothing else. Generated
    ///   `Frames` are.
    public static func equal<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                let stride = MemoryLayout<CGFloat>.stride
                for offset in Swift.stride(from: 0, to: left.count - stride + 1, by: stride)
                where left.load(fromByteOffset: offset, as: CGFloat.self)
                    != right.load(fromByteOffset: offset, as: CGFloat.self)
                {
                    return false
                }
                return true
            }
        }
    }
}
