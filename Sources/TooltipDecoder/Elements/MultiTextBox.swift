import DocumentTree
import JSON

/// Side-by-side texts in one `|`-separated string.
enum MultiTextBox: ElementKindDecoder {
    static let kind = ElementKind(typeName: "MultiTextBox")
    static let fields = Fields.text
    static func decode(_ value: JSONValue) -> [Block] { TextElements.cells(value) }
}
