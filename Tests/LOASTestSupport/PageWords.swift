import Foundation

@testable import SitePages

/// Finds English on a page meant to be Korean: runs of Latin words a reader would see that
/// neither the API's data nor a brand name explains.
package enum PageWords {
    /// Names a Korean page writes in Latin letters: brands, the game's own abbreviations, and
    /// the names of files a reader is told about.
    package static let brands = [
        "LOAS", "Lost Ark", "LOSTARK", "GitHub", "PvE", "PvP", "API", "KST", "Lv", "Atom", "RSS", "iCal",
        "calendar.ics", "news.atom", "raids.yml", "loas.yml",
    ]

    /// A finding: `run` is the Latin text as the page has it.
    package struct Finding: CustomStringConvertible {
        package let page: String
        package let run: String
        package var description: String { "\(page): \"\(run)\"" }
    }

    /// Every Latin word a set's snapshots hold as data: each string value, the markup of a
    /// tooltip stripped, the JSON inside a string read as JSON; addresses are left out.
    package static func dataWords(in files: [String: Data]) -> Set<String> {
        var words: Set<String> = []
        for (path, data) in files where path.hasSuffix(".json") {
            guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { continue }
            collect(value, into: &words)
        }
        return words
    }

    private static func collect(_ value: Any, into words: inout Set<String>) {
        switch value {
        case let string as String:
            if string.hasPrefix("http") { return }
            if string.hasPrefix("{"), let inner = try? JSONSerialization.jsonObject(with: Data(string.utf8)) {
                collect(inner, into: &words)
                return
            }
            let text = string.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            for word in latinWords(in: text) { words.insert(word) }
        case let object as [String: Any]:
            for child in object.values { collect(child, into: &words) }
        case let array as [Any]:
            for child in array { collect(child, into: &words) }
        default:
            break
        }
    }

    package static func latinWords(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init)
    }

    /// The English runs of `text`: stretches of Latin words joined only by spaces and
    /// punctuation, reported when two or more of their words, or one of four letters or
    /// more, are neither data nor brand.
    package static func englishRuns(in text: String, data: Set<String>) -> [String] {
        var text = text
        for brand in brands {
            let escaped = NSRegularExpression.escapedPattern(for: brand)
            text = text.replacingOccurrences(of: "(?<![A-Za-z])\(escaped)(?![A-Za-z])", with: "·", options: .regularExpression)
        }
        let joiners = CharacterSet(charactersIn: " .,;:'\"!?()-/&")
        var runs: [String] = []
        var current = ""
        func close() {
            let words = latinWords(in: current).filter { !data.contains($0) }
            if words.count >= 2 || words.contains(where: { $0.count >= 4 }) {
                runs.append(current.trimmingCharacters(in: joiners))
            }
            current = ""
        }
        for character in text {
            let isLatin = character.isASCII && character.isLetter
            let joins = character.unicodeScalars.allSatisfy { joiners.contains($0) }
            if isLatin || (joins && !current.isEmpty) {
                current.append(character)
            } else {
                close()
            }
        }
        close()
        return runs
    }

    /// What a reader of an HTML page sees or hears: its text (scripts and styles aside), and
    /// its `alt`, `aria-label`, `placeholder`, `title` and description attributes.
    package static func ofHTML(_ html: String) -> String {
        var attributes: [String] = []
        let pattern =
            #"\b(?:alt|aria-label|placeholder|title)="([^"]*)"|<meta (?:name|property)="(?:description|og:title|og:description|og:site_name)" content="([^"]*)""#
        let expression = try? NSRegularExpression(pattern: pattern)
        let range = NSRange(html.startIndex..., in: html)
        for match in expression?.matches(in: html, range: range) ?? [] {
            for group in 1...2 {
                if let found = Range(match.range(at: group), in: html), !html[found].contains("://") {
                    attributes.append(String(html[found]))
                }
            }
        }
        // Each tag ends a run: text in two elements is not one phrase.
        let text = html.replacingOccurrences(
            of: "<(script|style)\\b[^>]*>[\\s\\S]*?</\\1>", with: " ", options: [.regularExpression, .caseInsensitive]
        ).replacingOccurrences(of: "<[^>]*>", with: " | ", options: .regularExpression)
        return VisibleText.ofHTML(text) + " | " + VisibleText.ofHTML(attributes.joined(separator: " | "))
    }

    /// What a reader of a Markdown page sees: link targets, autolinks and inline tags aside.
    package static func ofMarkdown(_ markdown: String) -> String {
        let text = markdown.replacingOccurrences(of: "\\]\\([^)]*\\)", with: "]", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return VisibleText.ofMarkdown(text)
    }

    /// Every finding on the HTML and Markdown pages of `site`.
    package static func findings(in site: [String: Data], data: Set<String>) -> [Finding] {
        var found: [Finding] = []
        for (path, bytes) in site.sorted(by: { $0.key < $1.key }) {
            let page = String(decoding: bytes, as: UTF8.self)
            let text: String
            if path.hasSuffix(".html") {
                text = ofHTML(page)
            } else if path.hasSuffix(".md") {
                text = ofMarkdown(page)
            } else {
                continue
            }
            found += englishRuns(in: text, data: data).map { Finding(page: path, run: $0) }
        }
        return found
    }
}
