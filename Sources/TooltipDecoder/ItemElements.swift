import DocumentTree
import JSON

/// Elements of item tooltips: equipment, accessories, stones, gems, avatars, cores.
enum ItemElements {
    // MARK: ItemTitle

    static let titleFields = Fields.keys([
        "leftStr0": .text, "leftStr1": .text, "leftStr2": .text, "rightStr0": .text, "qualityValue": .text,
        "bEquip": .text, "itemIrochiCount": .text, "slotData": .keys(["rtString": .text]),
    ])

    /// Grade and kind, the quality bar (when the item has one), item level and tier, and
    /// whether it is equipped.
    static func title(_ value: JSONValue) -> [Block] {
        var blocks: [Block] = []
        ElementDecoder.paragraph(value["leftStr0"]).map { blocks.append($0) }
        let quality = value["qualityValue"]?.int ?? -1
        if (0...100).contains(quality) {
            let label = ElementDecoder.markup(value["leftStr1"]).flatMap { $0.isEmpty ? nil : $0 } ?? [.text("품질")]
            blocks.append(.meter(Meter(label: label, value: quality, maximum: 100, caption: [.text("\(quality)")])))
        } else {
            ElementDecoder.paragraph(value["leftStr1"]).map { blocks.append($0) }
        }
        for key in ["leftStr2", "rightStr0"] {
            ElementDecoder.paragraph(value[key]).map { blocks.append($0) }
        }
        ElementDecoder.paragraph(value["slotData"]?["rtString"]).map { blocks.append($0) }
        return blocks
    }

    // MARK: ItemPartBox

    /// A titled box (기본 효과, 추가 효과, 연마 효과, 팔찌 효과, …): the first entry is the title.
    static func part(_ value: JSONValue) -> [Block] {
        guard case .object = value else { return TextElements.paragraph(value) }
        var parts = value.orderedEntries.flatMap { TextCollector.strings(in: $0.value) }
            .map(MarkupParser.parse).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return [] }
        let title = parts.removeFirst()
        return [.section(title: title, body: parts.map(Block.paragraph))]
    }

    // MARK: IndentStringGroup

    static let indentStringGroupFields = Fields.entries(
        .keys([
            "topStr": .text,
            "contentStr": .entries(.keys(["contentStr": .text, "bPoint": .text, "pointType": .text])),
        ]))

    /// Titled lists: elixirs, transcendence, set effects, random engravings, Esther effects.
    static func indentStringGroup(_ value: JSONValue) -> [Block] {
        value.orderedEntries.map { _, group in
            let title = ElementDecoder.markup(group["topStr"]) ?? []
            let items = (group["contentStr"]?.orderedEntries ?? []).compactMap { _, item -> [Block]? in
                ElementDecoder.paragraph(item["contentStr"]).map { [$0] }
            }
            return .section(title: title, body: items.isEmpty ? [] : [.list(items)])
        }
    }

    // MARK: Progress

    static let progressFields = Fields.keys([
        "title": .text, "value": .text, "minimum": .text, "maximum": .text, "forceValue": .text, "valueType": .text,
    ])

    /// A bar such as honing experience; `forceValue` replaces the numbers when the game sets it.
    static func progress(_ value: JSONValue) -> [Block] {
        let label = ElementDecoder.markup(value["title"]) ?? []
        guard let current = value["value"]?.int, let maximum = value["maximum"]?.int else {
            return label.isEmpty ? [] : [.paragraph(label)]
        }
        let forced = ElementDecoder.markup(value["forceValue"]) ?? []
        let caption = forced.plainText.allSatisfy(\.isWhitespace) ? [Inline.text("\(current) / \(maximum)")] : forced
        let minimum = value["minimum"]?.int ?? 0
        return [.meter(Meter(label: label, value: current, minimum: minimum, maximum: maximum, caption: caption))]
    }

    // MARK: SetItemGroup

    static let setItemGroupFields = Fields.keys([
        "firstMsg": .text, "itemData": .entries(.keys(["label": .text, "slotData": .everything])),
    ])

    /// The set's name and the level of each piece (2024-era T3 set armour).
    static func setItemGroup(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["firstMsg"]) ?? []
        let labels = (value["itemData"]?.orderedEntries ?? []).compactMap { ElementDecoder.markup($0.value["label"]) }
            .filter { !$0.isEmpty }
        return [.section(title: title, body: labels.isEmpty ? [] : [.cells(labels)])]
    }

    // MARK: Avatars

    static let symbolStringFields = Fields.keys(["titleStr": .text, "contentStr": .text])

    /// An avatar's tendencies, with `&tdc_…` icons.
    static func symbolString(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["titleStr"]) ?? []
        let content = ElementDecoder.paragraph(value["contentStr"])
        return [.section(title: title, body: content.map { [$0] } ?? [])]
    }

    static let tintGroupFields = Fields.keys([
        "title": .text,
        "itemData": .entries(.keys(["title": .text, "glossValue": .text, "patternHSV": .everything])),
    ])

    /// An avatar's dye: per part, swatches of its colours and the gloss.
    static func tintGroup(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["title"]) ?? []
        let parts = (value["itemData"]?.orderedEntries ?? []).map { _, part -> [Block] in
            var swatches: [Inline] = []
            for key in ["baseColor", "patternColor"] {
                if let color = part[key]?.string.flatMap({ TextColor(hex: $0) }) {
                    swatches += [.colored(color, [.text("■")]), .text(" ")]
                }
            }
            let gloss = ElementDecoder.markup(part["glossValue"]) ?? []
            return [.keyValue(key: ElementDecoder.markup(part["title"]) ?? [], value: swatches + gloss)]
        }
        return [.section(title: title, body: parts.isEmpty ? [] : [.list(parts)])]
    }
}
