import DocumentTree
import JSON

/// A bar with a title.
enum Progress: ElementKindDecoder {
    static let kind = ElementKind(typeName: "Progress")

    static let fields = Fields.keys([
        "title": .text, "value": .text, "minimum": .text, "maximum": .text, "forceValue": .text, "valueType": .text,
    ])

    /// A bar such as honing experience; `forceValue` replaces the numbers when the game sets it.
    static func decode(_ value: JSONValue) -> [Block] {
        let label = ElementDecoder.markup(value["title"]) ?? []
        guard let current = value["value"]?.int, let maximum = value["maximum"]?.int else {
            return label.isEmpty ? [] : [.paragraph(label)]
        }
        let forced = ElementDecoder.markup(value["forceValue"]) ?? []
        let caption = forced.plainText.allSatisfy(\.isWhitespace) ? [Inline.text("\(current) / \(maximum)")] : forced
        let minimum = value["minimum"]?.int ?? 0
        return [.meter(Meter(label: label, value: current, minimum: minimum, maximum: maximum, caption: caption))]
    }
}
