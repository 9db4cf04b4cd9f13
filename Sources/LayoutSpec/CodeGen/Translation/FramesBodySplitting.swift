/// Splits a long `frames(for:)` body into private helper functions of bounded size, so that the
/// Swift compiler never works on one huge function body.
///
/// The compiler's cost grows faster than linearly in the size of one function (name lookup walks
/// every enclosing `let`, and the optimiser's passes are superlinear), so a 400-view layout in one
/// body took minutes to compile with `-O`; the same statements in parts of a few hundred each
/// compile in time linear in the number of parts (docs/GeneratedCode.md gives the numbers).
///
/// The body's top-level statements are cut, in order, into as few consecutive parts of even size
/// as keep each under about `maximumStatementsPerFunction` statements (never between a `let` declared without a value and
/// the `if` that gives it one). Each part becomes
/// `private static func framesPartN(<values it reads from earlier parts>) -> <values later parts read>`,
/// and `frames(for:)` calls the parts in order, then returns the frames as before: the same
/// operations in the same order, so results are unchanged, bit for bit.
enum FramesBodySplitting {
    /// Bodies with more statements than this (counting those inside `if`s) are split into parts
    /// of about this many statements.
    static let maximumStatementsPerFunction = 600

    /// `function` with its body cut into helper calls, and the helpers, in call order; `function`
    /// itself and no helpers when its body is short enough.
    ///
    /// `reserved` are the names the helpers must not take (the generated type's members).
    static func split(_ function: SwiftFunctionDeclaration, reserving reserved: Set<String>,
                      limit: Int = maximumStatementsPerFunction)
        -> (entry: SwiftFunctionDeclaration, helpers: [SwiftFunctionDeclaration]) {
        let limit = max(limit, 1)
        guard weight(function.body) > limit else { return (function, []) }
        var work = function.body
        var tail: [SwiftStatement] = []
        if case .returnValue = work.last, let last = work.popLast() { tail = [last] }
        // As many parts as the limit needs, of even size (no tiny last part).
        let total = weight(work)
        let count = (total + limit - 1) / limit
        let parts = cut(work, size: (total + count - 1) / max(count, 1))
        guard parts.count > 1 else { return (function, []) }

        // Every name the body declares at its top level (and the function's parameters), with its
        // type and the order it is declared in.
        var types: [String: SwiftType] = [:]
        var order: [String: Int] = [:]
        for parameter in function.parameters {
            types[parameter.name] = parameter.type
            order[parameter.name] = order.count
        }
        // Constants whose value is a literal are declared again in each part that reads them
        // instead of being passed: the optimiser folds them there as it did in one body (passed
        // through `@inline(never)` calls they made a 30-view layout 4x slower).
        var literals: [String: SwiftStatement] = [:]
        for statement in work {
            for (name, type) in declarations(statement) {
                types[name] = type
                order[name] = order.count
            }
            if case .constant(let name, _, .number) = statement { literals[name] = statement }
        }

        // Names read by each part's successors (later parts and the final `return`).
        var readsAfter: [Set<String>] = Array(repeating: [], count: parts.count)
        var later = Set<String>()
        UnusedConstantElimination.collectReads(tail, into: &later)
        for index in parts.indices.reversed() {
            readsAfter[index] = later
            UnusedConstantElimination.collectReads(parts[index], into: &later)
        }

        var taken = reserved.union(types.keys)
        UnusedConstantElimination.collectReads(function.body, into: &taken)
        var entryBody: [SwiftStatement] = []
        var helpers: [SwiftFunctionDeclaration] = []
        for (index, wholePart) in parts.enumerated() {
            let part = wholePart.filter {
                if case .constant(let name, _, _) = $0 { return literals[name] == nil }
                return true
            }
            var reads = Set<String>()
            UnusedConstantElimination.collectReads(part, into: &reads)
            let declared = part.flatMap(declarations)
            let declaredNames = Set(declared.map(\.name))
            let outside = reads.filter { types[$0] != nil && !declaredNames.contains($0) }
                .sorted { (order[$0] ?? 0) < (order[$1] ?? 0) }
            let liveIn = outside.filter { literals[$0] == nil }
            let redeclared = outside.compactMap { literals[$0] }
            let liveOut = declared.filter { readsAfter[index].contains($0.name) && literals[$0.name] == nil }
            guard !liveOut.isEmpty else {
                // Nothing after it reads this part: keep it inline (unused code never reaches here).
                entryBody += part
                continue
            }
            let name = uniqueName("\(function.name)Part\(helpers.count + 1)", avoiding: &taken)
            let call = SwiftExpression.call(.identifier(name), liveIn.map { SwiftArgument($0, .identifier($0)) })
            let result: SwiftExpression
            let resultType: SwiftType
            if liveOut.count == 1 {
                result = .identifier(liveOut[0].name)
                resultType = liveOut[0].type
                entryBody.append(.constant(name: liveOut[0].name, type: resultType, value: call))
            } else {
                result = .tuple(liveOut.map { .identifier($0.name) })
                resultType = .tuple(liveOut.map(\.type))
                entryBody.append(.tupleConstant(names: liveOut.map(\.name), types: liveOut.map(\.type), value: call))
            }
            helpers.append(SwiftFunctionDeclaration(
                documentation: ["Part \(helpers.count + 1) of `\(function.name)`, in order (split so each body stays small)."],
                // Inlined back, the parts would make one huge body for LLVM again (its jump
                // threading alone took 11 of 19 s on a 400-view layout).
                attributes: ["@inline(never)"], access: .private, name: name,
                parameters: liveIn.map { SwiftParameter(name: $0, type: types[$0] ?? .cgFloat) },
                returnType: resultType,
                body: redeclared + part + [.returnValue(result)]))
        }
        // Literal constants the final `return` reads are declared in `frames(for:)` too.
        var tailReads = Set<String>()
        UnusedConstantElimination.collectReads(tail, into: &tailReads)
        let tailLiterals = tailReads.sorted { (order[$0] ?? 0) < (order[$1] ?? 0) }.compactMap { literals[$0] }
        var entry = function
        entry.body = tailLiterals + entryBody + tail
        return (entry, helpers)
    }

    /// The number of statements in `statements`, counting those inside `if`s.
    static func weight(_ statements: [SwiftStatement]) -> Int {
        statements.reduce(0) { total, statement in
            guard case .conditional(let branches, let otherwise) = statement else { return total + 1 }
            return total + 1 + branches.reduce(0) { $0 + weight($1.body) } + weight(otherwise ?? [])
        }
    }

    /// Consecutive parts of at least `size` statements each (the last one may be shorter), cut only
    /// where no `let` declared without a value still waits for the `if` that assigns it, and not
    /// after a comment (which introduces what follows).
    private static func cut(_ statements: [SwiftStatement], size: Int) -> [[SwiftStatement]] {
        var parts: [[SwiftStatement]] = []
        var current: [SwiftStatement] = []
        var currentWeight = 0
        var unassigned = Set<String>()
        for statement in statements {
            current.append(statement)
            currentWeight += weight([statement])
            switch statement {
            case .uninitializedConstant(let name, _):
                unassigned.insert(name)
                continue
            case .comment:
                continue
            case .conditional:
                unassigned.subtract(assignedNames([statement]))
            default:
                break
            }
            if unassigned.isEmpty && currentWeight >= size {
                parts.append(current)
                current = []
                currentWeight = 0
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The names `statements` assign (`name = value`), inside `if`s too.
    private static func assignedNames(_ statements: [SwiftStatement]) -> Set<String> {
        var result = Set<String>()
        for statement in statements {
            switch statement {
            case .assignment(.identifier(let name), _):
                result.insert(name)
            case .conditional(let branches, let otherwise):
                for branch in branches { result.formUnion(assignedNames(branch.body)) }
                result.formUnion(assignedNames(otherwise ?? []))
            default:
                continue
            }
        }
        return result
    }

    /// The names a top-level statement declares, with their types.
    private static func declarations(_ statement: SwiftStatement) -> [(name: String, type: SwiftType)] {
        switch statement {
        case .constant(let name, let type, _), .uninitializedConstant(let name, let type):
            return [(name, type)]
        case .tupleConstant(let names, let types, _):
            return Array(zip(names, types)).map { (name: $0.0, type: $0.1) }
        default:
            return []
        }
    }

    /// `base`, or `base_2`, `base_3`, … — the first not in `taken`, which it joins.
    private static func uniqueName(_ base: String, avoiding taken: inout Set<String>) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
