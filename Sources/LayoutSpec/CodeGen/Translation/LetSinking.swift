/// Moves each top-level `let` down to just before the first statement that reads it (docs/
/// GeneratedCode.md, "Large layouts").
///
/// In a large layout many values are shared (a grid's column positions, a row's top): scheduled by
/// what they read alone, all of them would be computed at the start of `frames(for:)` and live to
/// its end, and a body cut into parts would pass each of them from part to part. Sunk, a row's
/// top is computed where its row starts, and a part passes on only what later parts really share.
///
/// Only `let`s with a value move, and only later, never past a reader, so each still reads what it
/// read; results are unchanged bit for bit. A `let` nothing at the top level reads stays put, and a
/// comment stays just before the statement it introduced.
enum LetSinking {
    /// `statements` with each top-level `let` moved to just before its first reader.
    static func sink(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        // Which statement first reads each `let` declared at the top level.
        var declaredAt: [String: Int] = [:]
        var hasReader = Set<String>()
        for (index, statement) in statements.enumerated() {
            UnusedConstantElimination.forEachRead([statement]) { name in
                if declaredAt[name] != nil { hasReader.insert(name) }
            }
            if case .constant(let name, _, _) = statement { declaredAt[name] = index }
        }
        // A comment introduces the statement after it, and moves with it.
        var comments: [Int: [SwiftStatement]] = [:]
        var pendingComments: [SwiftStatement] = []
        for (index, statement) in statements.enumerated() {
            if case .comment = statement {
                pendingComments.append(statement)
            } else if !pendingComments.isEmpty {
                comments[index] = pendingComments
                pendingComments = []
            }
        }
        let trailingComments = pendingComments
        var emitted = Array(repeating: false, count: statements.count)
        var result: [SwiftStatement] = []
        result.reserveCapacity(statements.count)
        // Emits statement `index`, after every deferred `let` it reads (and theirs, first); with an
        // explicit stack, as chains of `let`s can be thousands long.
        func emit(_ root: Int) {
            var stack: [(index: Int, ready: Bool)] = [(root, false)]
            while let (index, ready) = stack.popLast() {
                guard !emitted[index] else { continue }
                if ready {
                    emitted[index] = true
                    result += comments[index] ?? []
                    result.append(statements[index])
                    continue
                }
                stack.append((index, true))
                var pending: [Int] = []
                UnusedConstantElimination.forEachRead([statements[index]]) { name in
                    if let at = declaredAt[name], !emitted[at] { pending.append(at) }
                }
                for at in pending.reversed() { stack.append((at, false)) }
            }
        }
        for (index, statement) in statements.enumerated() {
            if case .constant(let name, _, _) = statement, hasReader.contains(name) { continue }
            if case .comment = statement { continue }
            emit(index)
        }
        // Every deferred `let` has a reader, so it has been emitted by now; none is lost.
        for index in statements.indices where !emitted[index] {
            if case .comment = statements[index] { continue }
            emit(index)
        }
        return result + trailingComments
    }
}
