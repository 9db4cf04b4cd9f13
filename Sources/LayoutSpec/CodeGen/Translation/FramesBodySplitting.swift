/// Splits a long `frames(for:)` body into private helper functions of bounded size, so that the
/// Swift compiler never works on one huge function body (docs/GeneratedCode.md, "Large layouts").
///
/// The compiler's cost grows faster than linearly in the size of one function (name lookup walks
/// every enclosing `let`, and the optimiser's passes are superlinear), so a 400-view layout in one
/// body took minutes to compile with `-O`; the same statements in parts of a few hundred each
/// compile in time linear in the number of parts (numbers in `Benchmarks/`).
///
/// A split body fills in a `var frames: Frames` instead of building `Frames` at its end: each
/// item's frame statements (rounding, moving into its parent, storing into `frames`) move up to
/// just after the last statement whose value they read, then each `let` down to just before its
/// first reader (`LetSinking`), so an item's values rarely outlive the part that computes them. The
/// body's top-level statements are then cut, in order, into as few consecutive parts of even size
/// as keep each under about `maximumStatementsPerFunction` statements (never between a `let`
/// declared without a value and the `if` that gives it one); a body that fits is one part. A part
/// computes again the cheap values it reads from earlier parts (`Rematerialization`), and the
/// entry makes the stores of inputs themselves (a hidden flag). Each
/// part becomes `private static func framesPartN(<values it reads from earlier parts>,
/// <item>: inout CGRect, …) -> <values later parts read>`, called with `&frames.<item>` for each
/// item it stores, and `frames(for:)` calls the parts in order and returns `frames`. Every value is
/// computed by the same operations from the same operands as in one body (only independent
/// statements change order), so results are unchanged, bit for bit.
enum FramesBodySplitting {
    /// Bodies with more statements than this (counting those inside `if`s) are split into parts
    /// of about this many statements.
    static let maximumStatementsPerFunction = 600

    /// `function` (whose body is `sections`) with its body cut into helper calls, and the helpers,
    /// in call order; `function` itself and no helpers when its body is short enough (or does not
    /// end by returning `frames`'s memberwise initializer, which the builder always emits). A short
    /// body whose `Frames` starts at `.zero` (and has no memberwise initializer) ends by filling
    /// `var frames = Frames()`.
    ///
    /// `reserved` are the names the helpers must not take (the generated type's members).
    static func split(
        _ function: SwiftFunctionDeclaration, sections: FramesBody, frames framesStruct: SwiftStructDeclaration,
        reserving reserved: Set<String>,
        limit: Int = maximumStatementsPerFunction
    )
        -> (entry: SwiftFunctionDeclaration, helpers: [SwiftFunctionDeclaration])
    {
        let limit = max(limit, 1)
        var function = function
        function.body = sections.statements
        guard case .returnValue(.call(.identifier(framesStruct.name), let frameArguments)) = sections.frames.last else {
            return (function, [])
        }

        // The variable may share the function's name (`frames`), not a name the body uses.
        var bodyNames = Set(function.parameters.map(\.name))
        UnusedConstantElimination.collectReads(function.body, into: &bodyNames)
        for statement in function.body { bodyNames.formUnion(declarations(statement).map(\.name)) }
        let frames = LocalNameAllocator.unique("frames", avoiding: &bodyNames)
        var taken = reserved.union(bodyNames)
        let framesType = SwiftType(framesStruct.name)
        guard weight(function.body) > limit else {
            guard framesStruct.zeroDefaults else { return (function, []) }
            // A whole body whose `Frames` has no memberwise initializer: `var frames = Frames()`,
            // a store per item, `return frames`, at its end.
            var entry = function
            entry.body =
                Array(function.body.dropLast())
                + [.variable(name: frames, type: framesType, value: .call(.identifier(framesStruct.name), []))]
                + frameArguments.compactMap { argument in
                    argument.label.map { .assignment(target: .identifier(frames).member($0), value: argument.value) }
                }
                + [.returnValue(.identifier(frames))]
            return (entry, [])
        }
        // `var frames = Frames(a: .zero, ..., bHidden: false)` (a `CGRect` or `CGSize` per view, a
        // `Bool` per hidden flag), or `Frames()` where every property starts at `.zero` (a flag at
        // `false`); then `frames.a = value` for each argument.
        let flags = Set(framesStruct.properties.filter { $0.type == .bool }.map(\.name))
        let start = SwiftStatement.variable(
            name: frames, type: framesType,
            value: .call(
                .identifier(framesStruct.name),
                framesStruct.zeroDefaults
                    ? []
                    : frameArguments.map { argument in
                        SwiftArgument(
                            argument.label ?? "",
                            flags.contains(argument.label ?? "") ? .boolean(false) : .implicitMember("zero"))
                    }))
        let stores = frameArguments.compactMap { argument -> SwiftStatement? in
            guard let label = argument.label else { return nil }
            return .assignment(target: .identifier(frames).member(label), value: argument.value)
        }
        let compacted = SplitBodyCompaction.compact(
            head: sections.values, section: Array(sections.frames.dropLast()) + stores)
        let scheduled = LetSinking.sink(scheduleFrameStatements(head: compacted.head, section: compacted.section))
        // Stores of the inputs themselves (`frames.aHidden = input.aHidden`) are made by the entry:
        // in a part each would be one more `inout` argument.
        let parameterNames = Set(function.parameters.map(\.name))
        var inputStores: [SwiftStatement] = []
        var work: [SwiftStatement] = []
        for statement in scheduled {
            if isInputStore(statement, frames: frames, parameters: parameterNames) {
                inputStores.append(statement)
            } else {
                work.append(statement)
            }
        }
        let tail: [SwiftStatement] = [.returnValue(.identifier(frames))]

        // As many parts as the limit needs, of even size (no tiny last part).
        let total = weight(work)
        let count = (total + limit - 1) / limit
        // Each part recomputes the cheap values it reads (input reads, flags) rather than take them
        // as arguments (see `Rematerialization`).
        let rematerialization = Rematerialization(statements: work, parameters: parameterNames)
        var parts = cut(work, size: (total + count - 1) / max(count, 1)).map(rematerialization.recomputing(in:))
        let entryStart: [SwiftStatement] = [
            .comment(
                "Frames are stored into `\(frames)` as soon as their values are known (a large layout: docs/GeneratedCode.md).",
            ), start
        ]
        // Every name the body declares at its top level (and the function's parameters), with its
        // type and the order it is declared in.
        var types: [String: SwiftType] = [:]
        var order: [String: Int] = [:]
        for parameter in function.parameters {
            types[parameter.name] = parameter.type
            order[parameter.name] = order.count
        }
        // (Literal constants are already written into their readers, so the optimiser folds them in
        // each part; passed through `@inline(never)` calls they made a 30-view layout 4x slower.)
        for statement in work {
            for (name, type) in declarations(statement) {
                types[name] = type
                order[name] = order.count
            }
        }

        // Names read by each part's successors (later parts and the final `return`) and not
        // declared by the part that reads them (a recomputed value is declared again there).
        var readsAfter: [Set<String>] = Array(repeating: [], count: parts.count)
        var later = Set<String>()
        UnusedConstantElimination.collectReads(tail, into: &later)
        for index in parts.indices.reversed() {
            readsAfter[index] = later
            // Values that every later reader now recomputes are computed here for nothing.
            let keep = SwiftStatement.call(.tuple(later.sorted().map { .identifier($0) }))
            parts[index] = Array(UnusedConstantElimination.apply(to: parts[index] + [keep]).dropLast())
            var reads = Set<String>()
            UnusedConstantElimination.collectReads(parts[index], into: &reads)
            later.formUnion(reads.subtracting(parts[index].flatMap(declarations).map(\.name)))
        }

        var entryBody = entryStart + inputStores
        var entryDeclared = Set<String>()
        var helpers: [SwiftFunctionDeclaration] = []
        for (index, part) in parts.enumerated() {
            var reads = Set<String>()
            UnusedConstantElimination.collectReads(part, into: &reads)
            let declared = part.flatMap(declarations)
            let declaredNames = Set(declared.map(\.name))
            let liveIn = reads.filter { types[$0] != nil && !declaredNames.contains($0) }
                .sorted { (order[$0] ?? 0) < (order[$1] ?? 0) }
            let liveOut = declared.filter { readsAfter[index].contains($0.name) }
            let fillsFrames = reads.contains(frames)
            guard !liveOut.isEmpty || fillsFrames else {
                // Nothing after it reads this part: keep it inline (unused code never reaches here),
                // without the recomputed values the entry already has.
                guard part.contains(where: { if case .comment = $0 { false } else { true } }) else { continue }
                entryBody += part.filter { statement in
                    SwiftStatement.declaredNames(in: [statement], includingAssignments: true).isDisjoint(
                        with: entryDeclared)
                }
                entryDeclared.formUnion(SwiftStatement.declaredNames(in: part, includingAssignments: false))
                continue
            }
            let name = LocalNameAllocator.unique("\(function.name)Part\(helpers.count + 1)", avoiding: &taken)
            var arguments = liveIn.map { SwiftArgument($0, .identifier($0)) }
            var parameters = liveIn.map { SwiftParameter(name: $0, type: types[$0] ?? .cgFloat) }
            var body = part
            if fillsFrames {
                if let places = frameParameters(of: part, frames: frames, framesStruct: framesStruct, liveIn: liveIn) {
                    body = places.body
                    for place in places.parameters {
                        arguments.append(
                            SwiftArgument(place.name, .inoutReference(.identifier(frames).member(place.property))))
                        parameters.append(SwiftParameter(name: place.name, type: place.type, isInout: true))
                    }
                } else {
                    arguments.append(SwiftArgument(frames, .inoutReference(.identifier(frames))))
                    parameters.append(SwiftParameter(name: frames, type: framesType, isInout: true))
                }
            }
            let call = SwiftExpression.call(.identifier(name), arguments)
            let resultType: SwiftType
            switch liveOut.count {
            case 0:
                resultType = .void
                entryBody.append(.call(call))
            case 1:
                resultType = liveOut[0].type
                entryDeclared.insert(liveOut[0].name)
                entryBody.append(.constant(name: liveOut[0].name, type: resultType, value: call))
                body.append(.returnValue(.identifier(liveOut[0].name)))
            default:
                resultType = .tuple(liveOut.map(\.type))
                entryDeclared.formUnion(liveOut.map(\.name))
                entryBody.append(.tupleConstant(names: liveOut.map(\.name), types: liveOut.map(\.type), value: call))
                body.append(.returnValue(.tuple(liveOut.map { .identifier($0.name) })))
            }
            helpers.append(
                SwiftFunctionDeclaration(
                    documentation: [
                        "Part \(helpers.count + 1) of `\(function.name)`, in order (split so each body stays small)."
                    ],
                    // Inlined back, the parts would make one huge body for LLVM again (its jump
                    // threading alone took 11 of 19 s on a 400-view layout).
                    attributes: ["@inline(never)"], access: .private, name: name,
                    parameters: parameters, returnType: resultType, body: body))
        }
        var entry = function
        entry.body = entryBody + tail
        return (entry, helpers)
    }

    /// Whether `statement` is `frames.property = value` with a value read from `parameters` alone.
    private static func isInputStore(_ statement: SwiftStatement, frames: String, parameters: Set<String>) -> Bool {
        guard case .assignment(.member(.identifier(frames), _), let value) = statement else { return false }
        var reads = Set<String>()
        UnusedConstantElimination.collectReads(value, into: &reads)
        return reads.isSubset(of: parameters)
    }

    /// `part` with each store `frames.item = value` made `item = value`, a store into an `inout`
    /// parameter the caller binds to `&frames.item` (in order of the stores; named `item`, or
    /// `item_2` … where the part uses that name); `nil` when the part reads `frames` other than to
    /// store into it, or stores into something that is not one of its properties.
    ///
    /// Parts that store into `frames: inout Frames` itself cost the Swift optimiser time in
    /// proportion to `Frames`' size at every store (its dead-store analysis tracks the whole
    /// struct), which made a 400-view layout's stores quadratic; a `CGRect` parameter per item
    /// keeps each store the size of one frame.
    static func frameParameters(
        of part: [SwiftStatement], frames: String, framesStruct: SwiftStructDeclaration,
        liveIn: [String]
    )
        -> (body: [SwiftStatement], parameters: [(name: String, property: String, type: SwiftType)])?
    {
        let propertyTypes = Dictionary(
            framesStruct.properties.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        var taken = Set(liveIn).union([frames])
        UnusedConstantElimination.collectReads(part, into: &taken)
        for statement in part { taken.formUnion(declarations(statement).map(\.name)) }
        var body: [SwiftStatement] = []
        var parameters: [(name: String, property: String, type: SwiftType)] = []
        var parameterOf: [String: String] = [:]
        for statement in part {
            guard case .assignment(.member(.identifier(frames), let property), let value) = statement else {
                body.append(statement)
                continue
            }
            guard let type = propertyTypes[property] else { return nil }
            let parameter: String
            if let existing = parameterOf[property] {
                parameter = existing
            } else {
                parameter = LocalNameAllocator.unique(property, avoiding: &taken)
                parameterOf[property] = parameter
                parameters.append((parameter, property, type))
            }
            body.append(.assignment(target: .identifier(parameter), value: value))
        }
        var reads = Set<String>()
        UnusedConstantElimination.collectReads(body, into: &reads)
        return reads.contains(frames) ? nil : (body, parameters)
    }

    /// `head` followed by the frames `section` (the body's frames section, then the stores into
    /// `frames`), with the section moved up among the head's statements: each section
    /// statement goes right after the last statement that gives a value it reads, then sinks, if
    /// every reader of its values is a section statement placed later, to just before the first of
    /// them (so an item's rounding, moving and storing stay together, next to the component that
    /// finishes the item). Statements that land at the same place keep their order.
    static func scheduleFrameStatements(head: [SwiftStatement], section: [SwiftStatement]) -> [SwiftStatement] {
        // Where each name becomes available: after head statement i is slot i + 1; slot 0 is the start.
        var slotOf: [String: Int] = [:]
        for (index, statement) in head.enumerated() {
            for name in definedNames(statement) { slotOf[name] = index + 1 }
        }
        var slot: [Int] = []
        var readers: [String: [Int]] = [:]
        for (index, statement) in section.enumerated() {
            let names = UnusedConstantElimination.reads(statement)
            let earliest = names.compactMap { slotOf[$0] }.max() ?? 0
            slot.append(earliest)
            for name in names { readers[name, default: []].append(index) }
            for name in definedNames(statement) { slotOf[name] = earliest }
        }
        for index in section.indices.reversed() {
            let readerSlots = definedNames(section[index]).flatMap { readers[$0] ?? [] }.map { slot[$0] }
            if let first = readerSlots.min(), first > slot[index] { slot[index] = first }
        }
        var slots: [[SwiftStatement]] = Array(repeating: [], count: head.count + 1)
        for (index, statement) in section.enumerated() { slots[slot[index]].append(statement) }
        var result = slots[0]
        for (index, statement) in head.enumerated() {
            result.append(statement)
            result += slots[index + 1]
        }
        return result
    }

    /// The names a top-level statement declares or gives a value (inside its `if`s too).
    private static func definedNames(_ statement: SwiftStatement) -> [String] {
        declarations(statement).map(\.name) + assignedNames([statement])
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
        case .constant(let name, let type, _), .uninitializedConstant(let name, let type),
            .variable(let name, let type, _):
            return [(name, type)]
        case .tupleConstant(let names, let types, _):
            return Array(zip(names, types)).map { (name: $0.0, type: $0.1) }
        default:
            return []
        }
    }
}
