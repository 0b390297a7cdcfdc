import Foundation
import Yams

/// What a config file holds at a place, in the words of the person who wrote it: the value as
/// written and what is wrong with it (`` `-1`, a negative number``, `` `.nan`, which is not a
/// number``), never only its type.
///
/// Numbers are read only when written in plain decimal digits. YAML 1.1, which Yams follows,
/// also reads `0x7fff…` (hexadecimal), `017` (octal: 15), `0b101` and `1_000`; those forms are
/// refused, since `017` meaning 15 is a surprise, and a check that looked at one form and not
/// the other let values through.
enum FoundValue {
    /// A number as the file writes it.
    enum Number: Equatable {
        case whole(Int)
        case decimal(Double)

        var value: Double {
            switch self {
            case .whole(let number): Double(number)
            case .decimal(let number): number
            }
        }
    }

    /// The number a scalar holds when it is written in plain digits (`1700`, `-3`, `1680.5`);
    /// nil for anything else, including `.nan`, `.inf`, `0x10`, `017` and `1_000`.
    static func number(_ node: Node) -> Number? {
        guard case .scalar(let scalar) = node, numberProblem(scalar, tag: node.tag.rawValue) == nil else { return nil }
        switch node.tag.rawValue {
        case Tag.Name.int.rawValue: return Int(scalar.string).map(Number.whole)
        case Tag.Name.float.rawValue: return Double(scalar.string).map(Number.decimal)
        default: return nil
        }
    }

    /// Absent, or `~`, `null` or nothing after the key.
    static func isNull(_ node: Node?) -> Bool {
        node.map { YAMLTree.value($0) is NSNull } ?? true
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping(let mapping): return mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence): return sequence.isEmpty ? "an empty list" : "a list"
        case .alias: return "an alias"
        case .scalar(let scalar): return describe(scalar, tag: node.tag.rawValue)
        }
    }

    private static func describe(_ scalar: Node.Scalar, tag: String) -> String {
        let text = scalar.string
        let shown = "`" + (text.count > 40 ? text.prefix(40) + "…" : text) + "`"
        switch tag {
        case Tag.Name.null.rawValue: return "nothing"
        case Tag.Name.bool.rawValue: return "\(shown), which YAML reads as true/false"
        case Tag.Name.int.rawValue where !text.contains(":"), Tag.Name.float.rawValue where !text.contains(":"):
            if let problem = numberProblem(scalar, tag: tag) { return "\(shown), \(problem)" }
            return text.hasPrefix("-") && (Double(text) ?? 0) < 0 ? "\(shown), a negative number" : shown
        default:
            return text.isEmpty ? "an empty text" : "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
        }
    }

    /// Why a scalar the resolver took for a number is not one written in plain digits.
    private static func numberProblem(_ scalar: Node.Scalar, tag: String) -> String? {
        var digits = Substring(scalar.string)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let lower = digits.lowercased()
        switch tag {
        case Tag.Name.int.rawValue:
            if lower.hasPrefix("0x") { return "a number written in hexadecimal; write it in decimal digits" }
            if lower.hasPrefix("0b") { return "a number written in binary; write it in decimal digits" }
            if digits.contains("_") { return "a number written with `_`; write the digits alone" }
            if digits.contains(":") { return "a number written in base 60; write it in decimal digits" }
            if digits.count > 1, digits.hasPrefix("0") {
                let octal = Int(lower.filter(\.isNumber), radix: 8).map { " (\($0))" } ?? ""
                return "which YAML reads as an octal number\(octal); write it without the leading 0"
            }
            return Int(scalar.string) == nil ? "a number too large to read" : nil
        case Tag.Name.float.rawValue:
            if lower == ".nan" { return "which is not a number" }
            if lower == ".inf" { return "an endless number" }
            if digits.contains("_") { return "a number written with `_`; write the digits alone" }
            if lower.contains("e") { return "a number written with an exponent; write its digits" }
            return Double(scalar.string)?.isFinite == true ? nil : "a number too large to read"
        default:
            return nil
        }
    }
}
