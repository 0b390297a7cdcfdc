import Foundation
import LostArkAPI
import Yams

/// `renames` in loas.yml: characters renamed with a ticket, each old name to its new one, so
/// the new name's pages carry the old name's history.
///
/// ```yaml
/// renames:
///   옛이름: 새이름        # renamed on 2026-03-04
///   새이름: 지금이름      # and again: both histories join 지금이름's
/// ```
///
/// A mapping reads as the ticket does, old: new; each name is one a character can have. A
/// name renamed to itself, two names renamed to one, and a loop (A: B, B: A) are refused,
/// each naming its line: the game lets a character have one name at a time.
enum RenameReader {
    static let key = "renames"

    /// Old name → new name, composed (NFC) as the API writes names; empty without the key.
    static func renames(in top: [String: Node], file: URL) throws(ConfigError) -> [String: String] {
        guard let node = top[key], !(YAMLTree.value(node) is NSNull) else { return [:] }
        if case .scalar(let scalar) = node, scalar.string.isEmpty { return [:] }
        guard case .mapping(let mapping) = node else {
            throw ConfigError(
                file: file,
                "\(line(node))`\(key)` should be a mapping of old name: new name (`\(key): {옛이름: 새이름}`), "
                    + "found \(FoundValue.describe(node))")
        }
        var renames: [String: String] = [:]
        var oldOf: [String: String] = [:]
        for (oldNode, newNode) in mapping {
            let old = try name(oldNode, file: file, role: "an old name")
            let new = try name(newNode, file: file, role: "the new name of \(CharacterName.quoted(old))")
            let place = "\(line(oldNode))`\(key)`: \(CharacterName.quoted(old)): \(CharacterName.quoted(new))"
            guard old != new else { throw ConfigError(file: file, "\(place) renames a character to itself; remove the line") }
            if let other = oldOf[new] {
                throw ConfigError(
                    file: file,
                    "\(place): \(CharacterName.quoted(other)) is renamed to \(CharacterName.quoted(new)) too; "
                        + "a character has one name at a time, so keep the one that was renamed to it")
            }
            guard renames[old] == nil else {
                throw ConfigError(file: file, "\(place): \(CharacterName.quoted(old)) is renamed twice; keep one line for it")
            }
            oldOf[new] = old
            renames[old] = new
        }
        if let loop = Self.loop(in: renames) {
            throw ConfigError(
                file: file,
                "\(line(node))`\(key)` goes round in a loop (\(loop.map(CharacterName.quoted).joined(separator: " → "))); "
                    + "name each rename once, oldest name first")
        }
        return renames
    }

    /// A name a character can have, from a key or value; a number is its digits.
    private static func name(_ node: Node, file: URL, role: String) throws(ConfigError) -> String {
        guard case .scalar(let scalar) = node, !(YAMLTree.value(node) is NSNull), !scalar.string.isEmpty else {
            throw ConfigError(
                file: file, "\(line(node))`\(key)`: \(role) should be a name, found \(FoundValue.describe(node))")
        }
        if let problem = CharacterName.problem(scalar.string) {
            throw ConfigError(
                file: file, "\(line(node))`\(key)`: \(CharacterName.quoted(scalar.string)) is not a character name: \(problem)")
        }
        return CharacterName.normalized(scalar.string)
    }

    /// The names of a loop of renames, the first again at the end; nil when there is none.
    static func loop(in renames: [String: String]) -> [String]? {
        for start in renames.keys.sorted() {
            var path = [start]
            var current = start
            while let next = renames[current] {
                if next == start { return path + [start] }
                // A chain that meets another loop is found from that loop's own names.
                guard path.count <= renames.count else { break }
                path.append(next)
                current = next
            }
        }
        return nil
    }

    private static func line(_ node: Node) -> String {
        node.mark.map { "line \($0.line): " } ?? ""
    }
}
