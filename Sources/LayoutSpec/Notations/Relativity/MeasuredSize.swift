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
        for constraint in constraints where constraint.origin.text.contains("|--|") {
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
}
