import DocumentTree
import JSON

/// A price line (sell and buy values), `|`-separated like a MultiTextBox.
enum ShowMeTheMoney: ElementKindDecoder {
    static let kind = ElementKind(typeName: "ShowMeTheMoney")
    static let fields = Fields.text
    static func decode(_ value: JSONValue) -> [Block] { TextElements.cells(value) }
}
