import DocumentTree
import JSON

/// An avatar's tendencies.
enum SymbolString: ElementKindDecoder {
    static let kind = ElementKind(typeName: "SymbolString")

    static let fields = Fields.keys(["titleStr": .text, "contentStr": .text])

    /// An avatar's tendencies, with `&tdc_…` icons.
    static func decode(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["titleStr"]) ?? []
        let content = ElementDecoder.paragraph(value["contentStr"])
        return [.section(title: title, body: content.map { [$0] } ?? [])]
    }
}
