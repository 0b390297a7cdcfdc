import Foundation
import Support
import Yams

/// Typed reads of a composed YAML tree, each failure naming the file, the line, the place
/// (`raids[2].gold`) and the rule, with the value as written (`FoundValue`).
struct NodeReader {
    let file: URL

    /// The largest amount of gold any one figure may be: sums of figures past Int's range
    /// would trap, and no gate pays anywhere near this.
    static let goldRange = 0...(OutsideNumber.limit - 1)

    func mapping(_ node: Node, at place: String, keys: Set<String>?) throws(ConfigError) -> [String: Node] {
        Dictionary(try entries(node, at: place, keys: keys), uniquingKeysWith: { first, _ in first })
    }

    /// A mapping's keys and values in the file's order.
    func entries(_ node: Node, at place: String, keys: Set<String>?) throws(ConfigError) -> [(key: String, value: Node)] {
        guard case .mapping(let mapping) = node else { throw wrong(place, "a mapping", node) }
        var fields: [(key: String, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let name) = key else { throw wrong(place, "names as keys", key) }
            if let keys, !keys.contains(name.string) {
                throw ConfigError(
                    file: file,
                    "\(line(key))\(place): unknown key `\(name.string)`; known keys: \(keys.sorted().joined(separator: ", "))")
            }
            fields.append((name.string, value))
        }
        return fields
    }

    func list(_ node: Node?, at place: String) throws(ConfigError) -> [Node] {
        guard let node else { return [] }
        if case .scalar(let scalar) = node, FoundValue.isNull(node) || scalar.string.isEmpty { return [] }
        guard case .sequence(let sequence) = node else { throw wrong(place, "a list", node) }
        return Array(sequence)
    }

    /// A required text: absent is "missing", present without a value is "empty".
    func text(_ node: Node?, at place: String) throws(ConfigError) -> String {
        guard let node else { throw ConfigError(file: file, "\(place) is missing") }
        guard let value = try optionalText(node, at: place) else { throw empty(place, node) }
        return value
    }

    /// A text as written: `name: 2026` is "2026", never a number's reading of it (`0x10` stays
    /// `0x10`). Nil when absent or null; an empty text is refused.
    func optionalText(_ node: Node?, at place: String) throws(ConfigError) -> String? {
        guard let node, !FoundValue.isNull(node) else { return nil }
        guard case .scalar(let scalar) = node else { throw wrong(place, "a text", node) }
        guard !scalar.string.isEmpty else { throw empty(place, node) }
        return scalar.string
    }

    /// A whole number written in digits, within `range`; `what` says the rule
    /// ("a whole number of players").
    func whole(_ node: Node?, at place: String, in range: ClosedRange<Int>, _ what: String) throws(ConfigError) -> Int {
        guard let node else { throw ConfigError(file: file, "\(place) is missing") }
        guard case .whole(let number)? = FoundValue.number(node), range.contains(number) else {
            throw wrong(place, "\(what) from \(Self.figure(range.lowerBound)) to \(Self.figure(range.upperBound))", node)
        }
        return number
    }

    func optionalWhole(_ node: Node?, at place: String, in range: ClosedRange<Int>, _ what: String) throws(ConfigError) -> Int? {
        guard let node, !FoundValue.isNull(node) else { return nil }
        return try whole(node, at: place, in: range, what)
    }

    /// A number written in digits (`1680.5`), within `range`.
    func decimal(_ node: Node?, at place: String, in range: ClosedRange<Double>, _ what: String) throws(ConfigError) -> Double {
        guard let node else { throw ConfigError(file: file, "\(place) is missing") }
        guard let number = FoundValue.number(node)?.value, range.contains(number) else {
            throw wrong(place, "\(what) from \(Self.figure(range.lowerBound)) to \(Self.figure(range.upperBound))", node)
        }
        return number
    }

    func optionalDecimal(_ node: Node?, at place: String, in range: ClosedRange<Double>, _ what: String) throws(ConfigError) -> Double? {
        guard let node, !FoundValue.isNull(node) else { return nil }
        return try decimal(node, at: place, in: range, what)
    }

    /// Gold per gate: a list, or one number (one gate, or the total). Either way each figure
    /// meets the same rule.
    func gold(_ node: Node?, at place: String) throws(ConfigError) -> [Int] {
        guard let node, !FoundValue.isNull(node) else { return [] }
        if case .scalar = node { return [try whole(node, at: place, in: Self.goldRange, "a whole number of gold")] }
        return try list(node, at: place).enumerated().map { (index, element) throws(ConfigError) in
            try whole(element, at: "\(place)[\(index + 1)]", in: Self.goldRange, "a whole number of gold")
        }
    }

    func flag(_ node: Node?, at place: String) throws(ConfigError) -> Bool? {
        guard let node, !FoundValue.isNull(node) else { return nil }
        guard let flag = YAMLTree.value(node) as? Bool else { throw wrong(place, "true or false", node) }
        return flag
    }

    func wrong(_ place: String, _ expected: String, _ node: Node) -> ConfigError {
        ConfigError(file: file, "\(line(node))\(place) should be \(expected), found \(FoundValue.describe(node))")
    }

    func empty(_ place: String, _ node: Node) -> ConfigError {
        ConfigError(file: file, "\(line(node))\(place) is empty; give it a value or leave it out")
    }

    /// `line 12: `, or nothing for a node that has no place in the file.
    func line(_ node: Node) -> String {
        node.mark.map { "line \($0.line): " } ?? ""
    }

    /// 999,999,999,999,999: a figure with its thousands apart, as the game writes gold.
    static func figure(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }

    static func figure(_ number: Double) -> String {
        number == number.rounded() && number.magnitude < 1e15 ? figure(Int(number)) : "\(number)"
    }
}

/// Keys met in a list so far, each with its place, so the second of two equal entries is
/// refused naming both.
struct OnceEach {
    private var seen: [String: (place: String, line: Int?)] = [:]
    let what: String

    init(_ what: String) {
        self.what = what
    }

    mutating func check(_ key: String, node: Node, at place: String, reader: NodeReader) throws(ConfigError) {
        if let first = seen[key] {
            let firstLine = first.line.map { ", line \($0)" } ?? ""
            throw ConfigError(
                file: reader.file,
                "\(reader.line(node))\(place): \(key) is listed twice (also \(first.place)\(firstLine)); \(what) is listed once")
        }
        seen[key] = (place, node.mark?.line)
    }
}
