import DocumentTree
import JSON

/// The start of a blinking bracket around a group: drawn as a rule.
enum BlinkLineStart: ElementKindDecoder {
    static let kind = ElementKind(typeName: "BlinkLineStart")
    static let fields = Fields.everything
    static func decode(_ value: JSONValue) -> [Block] { [.rule] }
}
