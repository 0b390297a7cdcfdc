import DocumentTree
import JSON

/// The name plate at the top of a tooltip: a heading.
enum NameTagBox: ElementKindDecoder {
    static let kind = ElementKind(typeName: "NameTagBox")
    static let fields = Fields.text
    static func decode(_ value: JSONValue) -> [Block] { TextElements.heading(value) }
}
