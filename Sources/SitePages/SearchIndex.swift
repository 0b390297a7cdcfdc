import Foundation
import LostArkAPI

/// What the menu's search box looks through (`search-index.js`): every character with a
/// sheet (name, class, server) and the site's pages, each with its link from the site's root
/// (the box adds the way back from the page it is on). A script, not a JSON file: a page
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

    /// `pages` are titles and site paths; characters come highest item level first, as the
    /// roster lists them, so the box shows the ones a player most likely means first.
    package init(characters: [String: CharacterSummary], format: String, pages: [(title: String, path: String)], words: Words) {
        self.characters = characters.sorted { lhs, rhs in
            let (left, right) = (lhs.value.profile?.itemLevelValue ?? -1, rhs.value.profile?.itemLevelValue ?? -1)
            return left != right ? left > right : lhs.key < rhs.key
        }
        .map { name, summary in
            Character(
                name: name, className: summary.profile?.className, server: summary.profile?.serverName,
                itemLevel: summary.profile?.itemLevel?.description,
                href: SitePaths.href(SitePaths.character(name, format), fromDepth: 0))
        }
        self.pages = pages.map { Page(title: $0.title, href: SitePaths.href($0.path, fromDepth: 0)) }
        self.words = Texts(found: words[.searchFound], none: words[.searchNone])
    }

    /// `loasSearchIndex = {…};`: the index as JSON with `<` and the line separators escaped,
    /// so no name can end a script element or a line of script, wherever the text is put.
    package var script: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return Data("globalThis.loasSearchIndex = \(json);\n".utf8)
    }
}
