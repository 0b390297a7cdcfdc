import Foundation
import Yams

/// loas.yml's YAML as the plain values `FieldReader` reads (String, Int, Double, Bool, NSNull,
/// [Any], [String: Any]). Yams composes the tree; the values are built here rather than by
/// Yams' `Constructor`, which traps on a mapping key that is not text (`? [a, b]`) and on a
/// sexagesimal integer past Int's range (`1:0:0:0:0:0:0:0:0:0:0:0:0`).
enum YAMLTree {
    /// The document's root, nil for an empty file. Call only on text `YAMLShape` accepted: it
    /// has no alias, so the tree is no bigger than the text.
    static func root(of text: String, file: URL) throws(ConfigError) -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch {
            let (problem, excerpt) = describe(error, in: text)
            throw ConfigError(file: file, "is not valid YAML: " + problem, excerpt: excerpt)
        }
    }

    static func value(_ node: Node) -> Any {
        switch node {
        case .scalar(let scalar): scalarValue(scalar, tag: node.tag.rawValue)
        case .sequence(let sequence): sequence.map(value)
        // No key's value may be a mapping: its contents only ever show as "found a mapping".
        case .mapping: [String: Any]()
        case .alias: NSNull()  // YAMLShape refused aliases before this tree was built
        }
    }

    /// The top-level mapping's keys and values; every key must be text.
    static func fields(of root: Node, file: URL) throws(ConfigError) -> [String: Any] {
        try nodes(of: root, file: file).mapValues(value)
    }

    /// The top-level mapping's keys and their nodes, which know their lines.
    static func nodes(of root: Node, file: URL) throws(ConfigError) -> [String: Node] {
        if value(root) is NSNull { return [:] }  // `~` or `null` alone: as empty as an empty file
        guard case .mapping(let mapping) = root else {
            throw ConfigError(
                file: file, "should be a mapping of keys such as `main_character:`, found \(FoundValue.describe(root))")
        }
        var nodes: [String: Node] = [:]
        for (key, node) in mapping {
            guard case .scalar(let name) = key else {
                let line = key.mark.map { "line \($0.line): " } ?? ""
                throw ConfigError(file: file, "\(line)a key should be a name such as `title:`, found \(FoundValue.describe(key))")
            }
            nodes[name.string] = node
        }
        return nodes
    }

    /// Null, booleans and numbers as the resolver tagged them; any other tag is the text itself.
    private static func scalarValue(_ scalar: Node.Scalar, tag: String) -> Any {
        let sexagesimal = scalar.string.contains(":")
        switch tag {
        case Tag.Name.null.rawValue: return NSNull()
        case Tag.Name.bool.rawValue: return Bool.construct(from: scalar) ?? scalar.string
        case Tag.Name.int.rawValue where !sexagesimal: return Int.construct(from: scalar) ?? scalar.string
        case Tag.Name.float.rawValue where !sexagesimal: return Double.construct(from: scalar) ?? scalar.string
        default: return scalar.string
        }
    }

    // MARK: - Errors

    /// Yams' error as a position, libyaml's words and the line in question. Yams' own
    /// description of a repeated key quotes the whole file; here it is one line.
    static func describe(_ error: any Error, in text: String) -> (problem: String, excerpt: Excerpt?) {
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return ("line \(mark.line), column \(mark.column): \(problem)\(during)", excerpt(mark.line, mark.column, in: text))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "`\($0)`" }.joined(separator: ", ")
            return (
                "line \(context.mark.line): \(keys) appears more than once in the same mapping",
                excerpt(context.mark.line, context.mark.column, in: text)
            )
        case .reader(let problem, let offset, _, _):
            guard let offset else { return (problem, nil) }
            let before = text.prefix(offset)
            let line = before.count(where: \.isNewline) + 1
            let column = before.reversed().prefix { !$0.isNewline }.count + 1
            return ("line \(line), column \(column): \(problem)", excerpt(line, column, in: text))
        default:
            return ("\(error)", nil)
        }
    }

    /// Line `line` of `text`, nil past its end or when blank.
    private static func excerpt(_ line: Int, _ column: Int, in text: String) -> Excerpt? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard line >= 1, line <= lines.count, !lines[line - 1].allSatisfy(\.isWhitespace) else { return nil }
        return Excerpt(line: String(lines[line - 1]), column: column)
    }
}
