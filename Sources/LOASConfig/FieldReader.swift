import Foundation
import LostArkAPI
import Support
import Yams

/// Typed reads of loas.yml's keys, each failure naming the line, the key (`` `characters[2]` ``)
/// and what is wrong with the value as written.
struct FieldReader {
    let file: URL
    let nodes: [String: Node]
    private var reader: NodeReader { NodeReader(file: file) }

    init(file: URL, root: Node) throws(ConfigError) {
        self.file = file
        nodes = try YAMLTree.nodes(of: root, file: file)
    }

    /// A text as written (a character named `1234` is "1234"); nil when the key is absent or
    /// has no value, an error when it is an empty text.
    func string(_ key: String) throws(ConfigError) -> String? {
        try reader.optionalText(nodes[key], at: "`\(key)`")
    }

    /// One name, or a list of them; each given, each once.
    func strings(_ key: String) throws(ConfigError) -> [String] {
        try texts(key, "names").map(\.text)
    }

    /// Character names: each one the game could give, since a name becomes a request path and
    /// a file name (`characters/NAME.json`); refused here, naming the line and the rule, rather
    /// than when a fetch or an export meets it.
    /// Each bad name is its own problem in `problems`; the good ones are returned.
    func characterNames(_ key: String, into problems: inout ProblemList) -> [String] {
        guard let named = problems.attempt({ () throws(ConfigError) in try texts(key, "character names") }) else { return [] }
        var names: [String] = []
        for (index, entry) in named.enumerated() {
            let place = named.count == 1 ? "`\(key)`" : "`\(key)[\(index + 1)]`"
            if problems.attempt({ () throws(ConfigError) in try checkName(entry.text, node: entry.node, at: place) }) != nil {
                names.append(entry.text)
            }
        }
        return names
    }

    /// One character name, as `characterNames` checks them.
    func characterName(_ key: String) throws(ConfigError) -> String? {
        guard let name = try string(key), let node = nodes[key] else { return nil }
        try checkName(name, node: node, at: "`\(key)`")
        return name
    }

    private func checkName(_ name: String, node: Node, at place: String) throws(ConfigError) {
        guard let problem = CharacterName.problem(name) else { return }
        throw ConfigError(file: file, "\(reader.line(node))\(place) \(CharacterName.quoted(name)) is not a character name: \(problem)")
    }

    /// Market item ids: whole numbers above 0 (as text, too: `"66102006"`), each once.
    func integers(_ key: String) throws(ConfigError) -> [Int] {
        var numbers: [Int] = []
        var once = OnceEach("each id")
        for (index, node) in elements(of: key).enumerated() {
            let place = "`\(key)[\(index + 1)]`"
            let range = 1...(OutsideNumber.limit - 1)
            let number: Int
            if case .scalar(let scalar) = node, node.tag.rawValue == Tag.Name.str.rawValue, let id = Int(scalar.string),
                range.contains(id), scalar.string.allSatisfy(\.isNumber)
            {
                number = id
            } else {
                number = try reader.whole(node, at: place, in: range, "a market item id, a whole number")
            }
            try once.check(String(number), node: node, at: place, reader: reader)
            numbers.append(number)
        }
        return numbers
    }

    /// `hide_events`: patterns `LinearPattern` can match in one pass, each once; each one that
    /// cannot be used is its own problem in `problems`.
    func patterns(_ key: String, into problems: inout ProblemList) -> [String] {
        guard let patterns = problems.attempt({ () throws(ConfigError) in try texts(key, "patterns") }) else { return [] }
        var usable: [String] = []
        for (index, (pattern, node)) in patterns.enumerated() {
            do {
                _ = try LinearPattern(pattern)
                usable.append(pattern)
            } catch {
                problems.append(
                    ConfigError(file: file, "\(reader.line(node))`\(key)[\(index + 1)]` \"\(pattern)\" cannot be used: \(error.reason)"))
            }
        }
        return usable
    }

    func bool(_ key: String) throws(ConfigError) -> Bool? {
        try reader.flag(nodes[key], at: "`\(key)`")
    }

    func url(_ key: String) throws(ConfigError) -> URL? {
        guard let text = try string(key), let node = nodes[key] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw ConfigError(file: file, "\(reader.line(node))`\(key)` should be an http(s) URL, found \"\(Redaction.url(text))\"")
        }
        return url
    }

    /// `30m`, `1h30m`, `90s`, or a number of seconds.
    func duration(_ key: String) throws(ConfigError) -> Duration? {
        guard let text = try string(key), let node = nodes[key] else { return nil }
        guard let duration = DurationText.parse(text) else {
            throw ConfigError(
                file: file, "\(reader.line(node))`\(key)` should be a duration such as 30m, 1h30m or 90s, found \"\(text)\"")
        }
        return duration
    }

    /// The texts of a key that holds one or a list of them, with their nodes; an empty entry
    /// or one listed twice is refused.
    private func texts(_ key: String, _ what: String) throws(ConfigError) -> [(text: String, node: Node)] {
        guard let node = nodes[key], !FoundValue.isNull(node) else { return [] }
        if case .scalar = node { return [(try reader.text(node, at: "`\(key)`"), node)] }
        guard case .sequence = node else { throw reader.wrong("`\(key)`", "a list of \(what)", node) }
        var texts: [(text: String, node: Node)] = []
        var once = OnceEach("each entry")
        for (index, element) in elements(of: key).enumerated() {
            let place = "`\(key)[\(index + 1)]`"
            let text = try reader.text(element, at: place)
            try once.check(text, node: element, at: place, reader: reader)
            texts.append((text, element))
        }
        return texts
    }

    /// A list's elements, or the one value a key holds.
    private func elements(of key: String) -> [Node] {
        switch nodes[key] {
        case .sequence(let sequence)?: Array(sequence)
        case let node? where !FoundValue.isNull(node): [node]
        default: []
        }
    }
}
