import DocumentTree
import JSON

/// A skill's chosen tripods.
enum TripodSkillCustom: ElementKindDecoder {
    static let kind = ElementKind.tripodSkillCustom

    static let fields = Fields.entries(
        .keys(["name": .text, "tier": .text, "desc": .text, "lock": .text, "slotData": .everything]))

    /// The chosen tripods: name and tier on one line, the effect below; a locked one is marked.
    static func decode(_ value: JSONValue) -> [Block] {
        let items = value.orderedEntries.compactMap { _, tripod -> [Block]? in
            var heading = [ElementDecoder.markup(tripod["name"]), ElementDecoder.markup(tripod["tier"])]
                .compactMap { $0 }.filter { !$0.isEmpty }
            if tripod["lock"] == .bool(true) { heading.append([.icon(.locked)]) }
            let blocks = (heading.isEmpty ? [] : [Block.cells(heading)]) + [ElementDecoder.paragraph(tripod["desc"])].compactMap { $0 }
            return blocks.isEmpty ? nil : blocks
        }
        return items.isEmpty ? [] : [.list(items)]
    }
}
