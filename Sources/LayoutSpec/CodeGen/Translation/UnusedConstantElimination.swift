/// Removes `let`s nothing reads (and the assignments to them), until none is left, so the
/// generated code compiles without "never used" warnings whatever the solution's shape.
enum UnusedConstantElimination {
    static func apply(to statements: [SwiftStatement]) -> [SwiftStatement] {
        apply(toSections: [statements]).first ?? []
    }

    /// `sections` without the `let`s that nothing in any section reads, each section kept apart
    /// (their concatenation is what `apply(to:)` gives for the concatenated statements).
    ///
    /// One pass, linear in the code's size: every name's reads are counted, and removing a `let`
    /// nothing reads takes back the reads of its value (and of the assignments to it), which may
    /// leave another `let` unread, and so on; then the removed `let`s are filtered out at once.
    static func apply(toSections sections: [[SwiftStatement]]) -> [[SwiftStatement]] {
        var usage = Usage()
        for section in sections { usage.count(section) }
        var unread = usage.definitions.keys.filter { usage.isUnread($0) }.sorted()
        var removed = Set<String>()
        while let name = unread.popLast() {
            // A tuple goes as a whole.
            for member in usage.tuples[name] ?? [name] where removed.insert(member).inserted {
                for read in usage.definitions[member] ?? [] {
                    usage.reads[read, default: 0] -= 1
                    if usage.definitions[read] != nil, !removed.contains(read), usage.isUnread(read) {
                        unread.append(read)
                    }
                }
            }
        }
        let used = Set(usage.definitions.keys).subtracting(removed)
        var removedAny = false
        return sections.map { filter($0, keeping: used.union(usage.undefinedReads), removedAny: &removedAny) }
    }

    /// Each name's reads, and what each `let` (with the assignments to it) reads.
    private struct Usage {
        /// How many times each name is read by what is kept so far.
        var reads: [String: Int] = [:]
        /// The names each defined name's value and assignments read (a tuple's names share theirs).
        var definitions: [String: [String]] = [:]
        /// The names of each tuple, which is kept while one of them is read.
        var tuples: [String: [String]] = [:]

        /// Names read but never defined here (parameters, `input`): always kept.
        var undefinedReads: Set<String> { Set(reads.keys).subtracting(definitions.keys) }

        func isUnread(_ name: String) -> Bool {
            (tuples[name] ?? [name]).allSatisfy { (reads[$0] ?? 0) <= 0 }
        }

        mutating func count(_ statements: [SwiftStatement]) {
            for statement in statements {
                switch statement {
                case .constant(let name, _, let value):
                    define(name, reading: value)
                case .uninitializedConstant(let name, _):
                    if definitions[name] == nil { definitions[name] = [] }
                case .assignment(.identifier(let name), let value):
                    define(name, reading: value)
                case .tupleConstant(let names, _, let value):
                    var valueReads: [String] = []
                    UnusedConstantElimination.forEachRead(value) { valueReads.append($0) }
                    for read in valueReads { reads[read, default: 0] += 1 }
                    // The first name carries the tuple's reads; every name stands for the tuple.
                    for (index, name) in names.enumerated() {
                        definitions[name, default: []] += index == 0 ? valueReads : []
                        tuples[name] = names
                    }
                case .conditional(let branches, let otherwise):
                    for branch in branches {
                        UnusedConstantElimination.forEachRead(branch.condition) { reads[$0, default: 0] += 1 }
                        count(branch.body)
                    }
                    if let otherwise { count(otherwise) }
                default:
                    UnusedConstantElimination.forEachRead([statement]) { reads[$0, default: 0] += 1 }
                }
            }
        }

        private mutating func define(_ name: String, reading value: SwiftExpression) {
            var valueReads: [String] = []
            UnusedConstantElimination.forEachRead(value) { valueReads.append($0) }
            for read in valueReads { reads[read, default: 0] += 1 }
            definitions[name, default: []] += valueReads
        }
    }

    private static func filter(
        _ statements: [SwiftStatement], keeping used: Set<String>,
        removedAny: inout Bool
    ) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        for statement in statements {
            switch statement {
            case .constant(let name, _, _), .uninitializedConstant(let name, _):
                if used.contains(name) { result.append(statement) } else { removedAny = true }
            case .assignment(.identifier(let name), _):
                if used.contains(name) { result.append(statement) } else { removedAny = true }
            case .tupleConstant(let names, _, _):
                // All or nothing: the tuple comes from one call.
                if names.contains(where: used.contains) { result.append(statement) } else { removedAny = true }
            case .conditional(let branches, let otherwise):
                let newBranches = branches.map {
                    SwiftConditionalBranch(
                        condition: $0.condition,
                        body: filter($0.body, keeping: used, removedAny: &removedAny))
                }
                let newOtherwise = otherwise.map { filter($0, keeping: used, removedAny: &removedAny) }
                // An `if` left with nothing to do goes too (generated conditions have no effects).
                if newBranches.allSatisfy(\.body.isEmpty) && (newOtherwise ?? []).isEmpty { continue }
                result.append(.conditional(branches: newBranches, otherwise: newOtherwise))
            default:
                result.append(statement)
            }
        }
        return result
    }

    /// Every name `statements` read (not the names they only assign).
    static func collectReads(_ statements: [SwiftStatement], into used: inout Set<String>) {
        forEachRead(statements) { used.insert($0) }
    }

    /// Every name `expression` reads.
    static func collectReads(_ expression: SwiftExpression, into used: inout Set<String>) {
        forEachRead(expression) { used.insert($0) }
    }

    /// The names `statement` reads.
    static func reads(_ statement: SwiftStatement) -> Set<String> {
        var names = Set<String>()
        collectReads([statement], into: &names)
        return names
    }

    /// Calls `visit` with the name of every read in `statements`, once per read (not for the
    /// names they only assign).
    static func forEachRead(_ statements: [SwiftStatement], _ visit: (String) -> Void) {
        for statement in statements {
            switch statement {
            case .constant(_, _, let value), .tupleConstant(_, _, let value), .variable(_, _, let value),
                .call(let value):
                forEachRead(value, visit)
            case .uninitializedConstant, .comment: break
            case .assignment(let target, let value):
                if case .identifier = target {} else { forEachRead(target, visit) }
                forEachRead(value, visit)
            case .conditional(let branches, let otherwise):
                for branch in branches {
                    forEachRead(branch.condition, visit)
                    forEachRead(branch.body, visit)
                }
                if let otherwise { forEachRead(otherwise, visit) }
            case .returnValue(let value): forEachRead(value, visit)
            }
        }
    }

    /// Calls `visit` with the name of every read in `expression`, once per read.
    static func forEachRead(_ expression: SwiftExpression, _ visit: (String) -> Void) {
        switch expression {
        case .identifier(let name): visit(name)
        case .inoutReference(let place): forEachRead(place, visit)
        case .number, .boolean, .string, .implicitMember: break
        case .member(let base, _): forEachRead(base, visit)
        case .binary(let lhs, _, let rhs):
            forEachRead(lhs, visit)
            forEachRead(rhs, visit)
        case .prefix(_, let operand), .parenthesized(let operand): forEachRead(operand, visit)
        case .call(let callee, let arguments):
            forEachRead(callee, visit)
            for argument in arguments { forEachRead(argument.value, visit) }
        case .tuple(let elements):
            for element in elements { forEachRead(element, visit) }
        case .runtime(let call):
            for operand in call.operands { forEachRead(operand, visit) }
        }
    }
}
