import Foundation

/// An oracle for "visible text", written independently of the decoder: what a player
/// reads in a tooltip is every string in it minus the markup tags, split where tags,
/// line breaks and `|` cell separators are.
package enum VisibleText {
    private static let hiddenKeys: Set<String> = ["type", "iconPath", "imagePath", "patternIcon", "baseColor", "patternColor"]
    private static let tag = try! NSRegularExpression(
        pattern: "<\\s*/?\\s*(font|br|p|img|textformat)\\b[^>]*>", options: [.caseInsensitive])

    /// Fragments of each `Element_NNN`, in element order.
    package static func fragments(ofTooltip tooltip: String) -> [[String]] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(tooltip.utf8)) as? [String: Any] else { return [] }
        return object.keys.filter { $0.hasPrefix("Element_") }.sorted().map { key in
            var strings: [String] = []
            collect(object[key] ?? NSNull(), into: &strings)
            return strings.flatMap(fragments(ofMarkup:))
        }
    }

    package static func fragments(ofMarkup markup: String) -> [String] {
        let range = NSRange(markup.startIndex..., in: markup)
        let separated = tag.stringByReplacingMatches(in: markup, range: range, withTemplate: "\u{1}")
        return separated.replacingOccurrences(of: "&nbsp;", with: " ")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
            .components(separatedBy: CharacterSet(charactersIn: "\u{1}\n|"))
            .map(normalized).filter { !$0.isEmpty && !$0.hasPrefix("&tdc_") }
    }

    private static func collect(_ value: Any, into strings: inout [String]) {
        switch value {
        case let string as String where !string.hasPrefix("http"):
            strings.append(string)
        case let object as [String: Any]:
            for key in object.keys.sorted() where !hiddenKeys.contains(key) {
                collect(object[key] ?? NSNull(), into: &strings)
            }
        case let array as [Any]:
            array.forEach { collect($0, into: &strings) }
        default:
            break
        }
    }

    /// Whitespace (including no-break spaces) collapsed to single spaces.
    package static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{A0}" }).joined(separator: " ")
    }

    /// The text a browser shows for an HTML fragment.
    package static func ofHTML(_ html: String) -> String {
        let stripped = html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return normalized(
            stripped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&"))
    }

    /// The text a Markdown reader shows, near enough: backslash escapes and emphasis removed.
    package static func ofMarkdown(_ markdown: String) -> String {
        let unescaped = markdown.replacingOccurrences(of: "\\\\([!-/:-@\\[-`{-~])", with: "$1", options: .regularExpression)
        return normalized(unescaped.replacingOccurrences(of: "**", with: " "))
    }

    /// The first fragment missing from `text`, where each element's fragments must occur
    /// after the start of the previous element's text; nil when all are there in order.
    package static func firstMissing(_ elements: [[String]], in text: String) -> String? {
        var cursor = text.startIndex
        for fragments in elements where !fragments.isEmpty {
            var earliest = text.endIndex
            for fragment in fragments {
                guard let found = text.range(of: fragment, range: cursor..<text.endIndex) else { return fragment }
                earliest = min(earliest, found.lowerBound)
            }
            cursor = earliest
        }
        return nil
    }
}
