import Foundation

/// `Σ coefficient·variable + Σ coefficient·parameter + constant`: the left side of every lowered
/// constraint, and the value of every item attribute during lowering.
///
/// Storage is dictionaries for cheap arithmetic; every read that has an order (`variableTerms`,
/// `parameterTerms`) is sorted, so output never depends on hashing.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// Coefficients of unknowns (never zero).
    package private(set) var variables: [Variable: Double]
    /// Coefficients of runtime inputs (never zero).
    package private(set) var parameters: [Parameter: Double]
    /// The build-time constant part.
    public var constant: Double

    /// Creates an expression.
    package init(variables: [Variable: Double] = [:], parameters: [Parameter: Double] = [:], constant: Double = 0) {
        self.variables = variables.filter { $0.value != 0 }
        self.parameters = parameters.filter { $0.value != 0 }
        self.constant = constant
    }

    /// A constant.
    package init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// One unknown.
    package init(_ variable: Variable) {
        self.init(variables: [variable: 1])
    }

    /// One runtime input.
    package init(_ parameter: Parameter) {
        self.init(parameters: [parameter: 1])
    }

    /// Unknowns in sorted order.
    public var variableTerms: [(variable: Variable, coefficient: Double)] {
        variables.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Runtime inputs in sorted order.
    public var parameterTerms: [(parameter: Parameter, coefficient: Double)] {
        parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether the expression has no unknowns (it is known at run time before solving).
    package var isKnown: Bool { variables.isEmpty }

    /// Whether the expression is a build-time constant.
    package var isConstant: Bool { variables.isEmpty && parameters.isEmpty }

    /// Sum.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        for (v, c) in rhs.variables { result.variables[v, default: 0] += c }
        for (p, c) in rhs.parameters { result.parameters[p, default: 0] += c }
        result.constant += rhs.constant
        result.variables = result.variables.filter { $0.value != 0 }
        result.parameters = result.parameters.filter { $0.value != 0 }
        return result
    }

    /// Negation.
    package static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// Difference.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    /// Scaling by a build-time constant.
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        if rhs == 0 { return LinearExpression() }
        return LinearExpression(
            variables: lhs.variables.mapValues { $0 * rhs },
            parameters: lhs.parameters.mapValues { $0 * rhs },
            constant: lhs.constant * rhs
        )
    }

    /// Division by a non-zero build-time constant: every coefficient divided exactly (not
    /// multiplied by the rounded reciprocal, so `w / 10` of 12 is 1.2, not 1.2000000000000002).
    package static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            variables: lhs.variables.mapValues { $0 / rhs },
            parameters: lhs.parameters.mapValues { $0 / rhs },
            constant: lhs.constant / rhs
        )
    }

    /// Plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    /// `2·a.left − b.width + 8`, in sorted order (for messages and tests).
    public var description: String {
        var parts: [String] = []
        func add(_ coefficient: Double, _ name: String) {
            let magnitude = abs(coefficient)
            let body = magnitude == 1 ? name : "\(Self.format(magnitude))·\(name)"
            if parts.isEmpty {
                parts.append(coefficient < 0 ? "-\(body)" : body)
            } else {
                parts.append(coefficient < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        for (v, c) in variableTerms { add(c, v.description) }
        for (p, c) in parameterTerms { add(c, p.description) }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(Self.format(constant))
            } else {
                parts.append(constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))")
            }
        }
        return parts.joined(separator: " ")
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
