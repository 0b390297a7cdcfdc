import DocumentTree
import JSON

/// A skill's title row (cooldown, kind, level).
enum CommonSkillTitle: ElementKindDecoder {
    static let kind = ElementKind(typeName: "CommonSkillTitle")
    static let fields = Fields.keys(SkillTitle.commonKeys)
    static func decode(_ value: JSONValue) -> [Block] { SkillTitle.cells(value, SkillTitle.commonKeys) }
}
