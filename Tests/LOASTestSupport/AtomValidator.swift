import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks a document against the rules of RFC 4287 a feed reader relies on; returns the
/// problems found (empty when the feed is valid). Parsed with Foundation's XMLParser, so
/// text that breaks out of its element fails the parse.
package enum AtomValidator {
    package static let namespace = "http://www.w3.org/2005/Atom"

    package final class Node {
        package let name: String
        package let namespace: String?
        package let attributes: [String: String]
        package var children: [Node] = []
        package var text = ""

        package init(name: String, namespace: String?, attributes: [String: String]) {
            self.name = name
            self.namespace = namespace
            self.attributes = attributes
        }

        package func atom(_ name: String) -> [Node] {
            children.filter { $0.name == name && $0.namespace == AtomValidator.namespace }
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        package var stack: [Node] = []
        package var root: Node?

        package func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let node = Node(name: name, namespace: namespaceURI, attributes: attributes)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        package func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }

    package static func parse(_ xml: String) -> Node? {
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.root
    }

    package static func problems(_ xml: String) -> [String] {
        guard let feed = parse(xml) else { return ["not well-formed XML"] }
        var problems: [String] = []
        guard feed.name == "feed", feed.namespace == namespace else { return ["root is not atom:feed"] }
        problems += exactlyOne(["id", "title", "updated"], in: feed, what: "feed")
        let entries = feed.atom("entry")
        if feed.atom("author").isEmpty && entries.contains(where: { $0.atom("author").isEmpty }) {
            problems.append("feed has no author and an entry has none either (RFC 4287 §4.1.1)")
        }
        problems += links(in: feed, what: "feed")
        var ids: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let what = "entry \(index + 1)"
            problems += exactlyOne(["id", "title", "updated"], in: entry, what: what)
            problems += links(in: entry, what: what)
            let hasAlternate = entry.atom("link").contains { ($0.attributes["rel"] ?? "alternate") == "alternate" }
            if entry.atom("content").isEmpty && !hasAlternate && entry.atom("summary").isEmpty {
                problems.append("\(what) has no content, no alternate link and no summary (RFC 4287 §4.1.2)")
            }
            if let id = entry.atom("id").first?.text, !ids.insert(id).inserted {
                problems.append("\(what) repeats id \(id)")
            }
        }
        for node in [feed] + entries {
            for id in node.atom("id") where !isIRI(id.text) {
                problems.append("id \"\(id.text)\" is not an absolute IRI")
            }
            for updated in node.atom("updated") where !isRFC3339(updated.text) {
                problems.append("updated \"\(updated.text)\" is not an RFC 3339 date-time")
            }
        }
        return problems
    }

    private static func exactlyOne(_ names: [String], in node: Node, what: String) -> [String] {
        names.compactMap { name in
            let count = node.atom(name).count
            return count == 1 ? nil : "\(what) has \(count) atom:\(name) elements; exactly one is required"
        }
    }

    private static func links(in node: Node, what: String) -> [String] {
        node.atom("link").compactMap { link in
            (link.attributes["href"] ?? "").isEmpty ? "\(what) has an atom:link without href" : nil
        }
    }

    package static func isRFC3339(_ text: String) -> Bool {
        text.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/) != nil
    }

    package static func isIRI(_ text: String) -> Bool {
        text.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.-]*:\S+/) != nil
    }
}
