import DocumentTree
import JSON

/// Decodes the API's `Tooltip` strings (JSON of `Element_NNN` objects whose strings carry
/// markup) into a ``Document``.
///
/// Element types it knows become typed blocks; any other element becomes a
/// ``Block/generic(type:body:)`` that keeps all of its text, so a game patch that adds a
/// layout degrades a sheet but never breaks it.
package enum TooltipDecoder {
    /// The most JSON values a tooltip may hold. The game's largest hold about 130; a million
    /// small elements (a 71 MB file) made a tree and a document ten times the file's size.
    package static let maximumValues = 100_000

    /// Whether `kind` has a decoder of its own (else its text is kept as generic blocks).
    package static func knows(_ kind: ElementKind) -> Bool {
        kind == .markup || ElementKinds.standard.decoder(for: kind) != nil
    }

    /// Decodes a raw `Tooltip` string. `null` decodes to an empty document.
    package static func decode(_ tooltip: String) throws(TooltipError) -> Document {
        try decode(parse(tooltip))
    }

    /// Decodes a tooltip that is markup only, never JSON: tripod, stat and ArkPassive-point
    /// tooltips. Each string is one paragraph.
    package static func decode(markup lines: [String]) -> Document {
        Document(lines.map(MarkupParser.parse).filter { !$0.isEmpty }.map(Block.paragraph))
    }

    /// The most bytes a tooltip may hold. The game's largest is under 8 KB; one 71 MB string
    /// (few values, all text) still took over four times its size to decode and render.
    package static let maximumBytes = 8 << 20

    static func parse(_ text: String) throws(TooltipError) -> JSONValue {
        guard text.utf8.count <= maximumBytes else {
            throw TooltipError(.tooLarge, "\(text.utf8.count) bytes, more than \(maximumBytes)")
        }
        do {
            return try JSONParser.parse(text, maximumValues: maximumValues)
        } catch {
            throw TooltipError(error.tooManyValues ? .tooLarge : .notJSON, "\(error.message) at byte \(error.offset)")
        }
    }

    /// A raw `Tooltip` string decoded with `kinds` (a test's, or the standard ones).
    static func decode(_ tooltip: String, kinds: ElementKinds) throws(TooltipError) -> Document {
        try decode(parse(tooltip), kinds: kinds)
    }

    static func decode(_ value: JSONValue, kinds: ElementKinds = .standard) throws(TooltipError) -> Document {
        switch value {
        case .null:
            return Document()
        case .object:
            let elements = value.orderedEntries.compactMap { key, value -> Element? in
                let element = decodeEntry(key: key, value: value, kinds: kinds)
                return element.blocks.isEmpty ? nil : element
            }
            return Document(elements: elements)
        default:
            throw TooltipError(.wrongShape, "expected an object of Element_NNN entries, found \(value.kindName)")
        }
    }

    private static func decodeEntry(key: String, value: JSONValue, kinds: ElementKinds) -> Element {
        let named = ElementKind(typeName: key)
        if key == "AvatarAttribute" { return Element(kind: named, blocks: []) }  // flags, not text
        guard case .object = value, let type = value["type"]?.string else {
            return Element(kind: named, blocks: TextCollector.generic(type: key, TextCollector.strings(in: value)))
        }
        let kind = ElementKind(typeName: type)
        guard let decoder = kinds.decoder(for: kind) else {
            return Element(kind: kind, blocks: TextCollector.generic(type: type, TextCollector.strings(in: value["value"] ?? .null)))
        }
        return Element(kind: kind, blocks: ElementDecoder.decode(decoder, value: value["value"] ?? .null))
    }
}
