import DocumentTree
import JSON

/// An engraving's title row.
enum EngraveSkillTitle: ElementKindDecoder {
    static let kind = ElementKind(typeName: "EngraveSkillTitle")
    static let fields = Fields.keys(SkillTitle.engraveKeys)
    static func decode(_ value: JSONValue) -> [Block] { SkillTitle.cells(value, SkillTitle.engraveKeys) }
}
