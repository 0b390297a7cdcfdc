import Foundation
import LostArkAPI

/// What the menu's search box looks through (`search-index.js`): every character (name,
/// class, server), linked to its sheet or, without one, to its row on the roster, and the
/// site's pages, each with its link from the site's root (the box adds the way back from the
/// page it is on). A script, not a JSON file: a page
/// opened from disk may load a script but may not `fetch()` a file beside it.
///
/// Built from what the sheets leave behind, so it changes only when a character does, and a
/// build that changes nothing writes it again byte for byte.
package struct SearchIndex: Encodable, Sendable {
    package struct Character: Encodable, Sendable, Equatable {
        let name: String
        let className: String?
        let server: String?
        /// "1,745.00", shown beside the name.
        let itemLevel: String?
        let href: String
    }

    package struct Page: Encodable, Sendable, Equatable {
        let title: String
        let href: String
    }

    /// The words the box shows (`search.*` in `words.txt`), `{count}` filled in by the script.
    package struct Texts: Encodable, Sendable {
        let found: String
        let none: String
    }

    package let characters: [Character]
    package let pages: [Page]
    package let words: Texts

    /// The file's path from the site's root.
    package static let path = "search-index.js"

    /// `pages` are titles and site paths; `roster` adds the characters a sibling list names
    /// that have no sheet. Characters come highest item level first, as the roster lists
    /// them, so the box shows the ones a player most likely means first.
    package init(
        characters: [String: CharacterSummary], roster: [RosterEntry] = [], format: String, pages: [(title: String, path: String)],
        words: Words
    ) {
        let sheets = characters.map { name, summary in
            (
                level: summary.profile?.itemLevelValue ?? -1,
                Character(
                    name: name, className: summary.profile?.className, server: summary.profile?.serverName,
                    itemLevel: summary.profile?.itemLevel?.description,
                    href: SitePaths.href(SitePaths.character(name, format), fromDepth: 0))
            )
        }
        let rows = roster.filter { !$0.hasSheet && characters[$0.name] == nil }.map { entry in
            (
                level: entry.itemLevel?.value ?? -1,
                Character(
                    name: entry.name, className: entry.className, server: entry.server, itemLevel: entry.itemLevel?.description,
                    href: SitePaths.href(SitePaths.roster(format), fromDepth: 0) + "#"
                        + SitePaths.href(RosterPage.anchor(entry.name), fromDepth: 0))
            )
        }
        self.characters = (sheets + rows).sorted { lhs, rhs in
            lhs.level != rhs.level ? lhs.level > rhs.level : lhs.1.name < rhs.1.name
        }
        .map(\.1)
        self.pages = pages.map { Page(title: $0.title, href: SitePaths.href($0.path, fromDepth: 0)) }
        self.words = Texts(found: words[.searchFound], none: words[.searchNone])
    }

    /// `loasSearchIndex = {…};`: the index as JSON with `<` and the line separators escaped,
    /// so no name can end a script element or a line of script, wherever the text is put.
    package var script: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
        var script = Array("globalThis.loasSearchIndex = ".utf8)
        script.reserveCapacity(json.count + 64)
        Self.appendEscaped(json, to: &script)
        script.append(contentsOf: ";\n".utf8)
        return Data(script)
    }

    /// JSON's bytes with `<` and U+2028/U+2029 (E2 80 A8/A9 in UTF-8) written as escapes, in
    /// one pass: Foundation's replacing, three times over a thousand Korean names, was a
    /// thirtieth of a no-change rebuild.
    private static func appendEscaped(_ json: Data, to script: inout [UInt8]) {
        let bytes = [UInt8](json)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                script.append(contentsOf: "\\u003c".utf8)
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                script.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            } else {
                script.append(byte)
            }
            index += 1
        }
    }
}
