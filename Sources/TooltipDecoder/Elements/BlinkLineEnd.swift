import DocumentTree
import JSON

/// The end of a blinking bracket around a group: drawn as a rule.
enum BlinkLineEnd: ElementKindDecoder {
    static let kind = ElementKind(typeName: "BlinkLineEnd")
    static let fields = Fields.everything
    static func decode(_ value: JSONValue) -> [Block] { [.rule] }
}
