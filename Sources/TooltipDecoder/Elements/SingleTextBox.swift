import DocumentTree
import JSON

/// One line of text (a skill's level, a gem's effect).
enum SingleTextBox: ElementKindDecoder {
    static let kind = ElementKind.singleTextBox
    static let fields = Fields.text
    static func decode(_ value: JSONValue) -> [Block] { TextElements.paragraph(value) }
}
