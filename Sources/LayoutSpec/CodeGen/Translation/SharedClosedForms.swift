/// Closed forms of one component that make the same `min`/`max` decision, computed once: the
/// others are affine in the first one's value.
///
/// A `max` of affine operands `u₀ … uₙ₋₁` is `u₀ + s·M`, where `M = max_j (u_j − u₀) / s` and `s`
/// scales the largest coefficient of the differences to 1 in size (a `min` is `u₀ − s·M` with the
/// differences `u₀ − u_j`). Closed forms with the same normalized differences share `M`, so each is
/// `offset + factor · reference` for any one of them. In a stack centred across its axis, every
/// view's top is `max_j (16 + (h_j − h_i) / 2)`: n views would each compute a `max` of n heights,
/// n² operands in all; instead the stack's height computes `max_j h_j` once and each top is
/// `16 − h_i / 2 + 0.5 · s_height`. A form column's fields start right of the widest label and are
/// as wide as the container allows right of it: the widths read the starts.
enum SharedClosedForms {
    /// How to compute one closed form: by itself, or from another's value.
    enum Plan: Equatable {
        /// Computed as written.
        case own
        /// `offset + factor · value[reference]`, where `reference` is computed as written.
        case derived(reference: Int, factor: Double, offset: LinearExpression)
    }

    /// A `min`/`max` of affine operands taken apart: its first operand, scale and decision.
    private struct Decomposition {
        /// The normalized differences of the operands to the first (the first, 0, left out).
        var shape: [LinearExpression]
        /// The first operand.
        var base: LinearExpression
        /// `+s` for a `max`, `−s` for a `min`: the value is `base + signedScale · M`.
        var signedScale: Double
        /// The operands' terms in all: the cheapest member of a group is its reference.
        var size: Int
    }

    /// A plan per value: in each group of two or more values with one decision, the one with the
    /// fewest operand terms (the first of equals) is computed as written and the others from it.
    static func plans(for values: [SolvedValue]) -> [Plan] {
        var plans = Array(repeating: Plan.own, count: values.count)
        var decompositions: [Int: Decomposition] = [:]
        var groups: [[Int]] = []
        var groupOfShape: [[LinearExpression]: Int] = [:]
        // Equal values (every field of a form column starts at one `max`) are taken apart and
        // looked up once: comparing them is cheap (they share their operand arrays), taking them
        // apart and hashing their shape is not.
        var groupOfValue: [SolvedValue: (group: Int, decomposition: Decomposition)?] = [:]
        for (index, value) in values.enumerated() {
            if case .affine = value { continue }
            let found: (group: Int, decomposition: Decomposition)?
            if let known = groupOfValue[value] {
                found = known
            } else if let decomposition = decompose(value) {
                let group = groupOfShape[decomposition.shape] ?? groups.count
                if group == groups.count {
                    groups.append([])
                    groupOfShape[decomposition.shape] = group
                }
                found = (group, decomposition)
                groupOfValue[value] = found
            } else {
                found = nil
                groupOfValue[value] = .some(nil)
            }
            guard let (group, decomposition) = found else { continue }
            decompositions[index] = decomposition
            groups[group].append(index)
        }
        for members in groups where members.count > 1 {
            var reference = members[0]
            for member in members
            where (decompositions[member]?.size ?? .max) < (decompositions[reference]?.size ?? .max) {
                reference = member
            }
            guard let chosen = decompositions[reference] else { continue }
            for member in members where member != reference {
                guard let own = decompositions[member] else { continue }
                // An equal value takes the reference's expression (`FramesBodyBuilder`).
                if values[member] == values[reference] {
                    plans[member] = .derived(reference: reference, factor: 1, offset: LinearExpression())
                    continue
                }
                let factor = own.signedScale / chosen.signedScale
                plans[member] = .derived(reference: reference, factor: factor, offset: own.base - chosen.base * factor)
            }
        }
        return plans
    }

    /// The decomposition of a `min`/`max` of three or more affine operands over the parameters, or
    /// `nil` for anything else (an affine value, nested closed forms, operands differing by constants only).
    private static func decompose(_ value: SolvedValue) -> Decomposition? {
        let operands: [SolvedValue]
        let isMinimum: Bool
        switch value {
        case .affine: return nil
        case .minimum(let list): (operands, isMinimum) = (list, true)
        case .maximum(let list): (operands, isMinimum) = (list, false)
        }
        // Two operands cost one `fmin`/`fmax`, no more than the arithmetic that would replace it.
        guard operands.count > 2 else { return nil }
        var expressions: [LinearExpression] = []
        expressions.reserveCapacity(operands.count)
        var size = 0
        for operand in operands {
            guard case .affine(let expression) = operand, expression.isKnown else { return nil }
            expressions.append(expression)
            size += expression.parameters.count + 1
        }
        let base = expressions[0]
        var differences = expressions.dropFirst().map { isMinimum ? base - $0 : $0 - base }
        var scale = 0.0
        for difference in differences {
            for coefficient in difference.parameters.values { scale = max(scale, abs(coefficient)) }
        }
        guard scale > 0 else { return nil }
        if scale != 1 { differences = differences.map { $0 / scale } }
        return Decomposition(shape: differences, base: base, signedScale: isMinimum ? -scale : scale, size: size)
    }
}
