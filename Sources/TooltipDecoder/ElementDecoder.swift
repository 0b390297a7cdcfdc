import DocumentTree

/// One decoder per element `type` the API is known to send (`../shared/lostark-api.md` §6.2).
enum ElementDecoder {
    static func decode(type: String, value: JSONValue) -> [Block] {
        if value == .null { return [] }
        switch type {
        case "NameTagBox": return heading(value)
        case "SingleTextBox": return paragraph(value)
        case "MultiTextBox", "ShowMeTheMoney": return cells(value)
        case "ItemTitle": return itemTitle(value)
        case "ItemPartBox": return itemPart(value)
        case "IndentStringGroup": return indentStringGroup(value)
        case "Progress": return progress(value)
        case "SetItemGroup": return setItemGroup(value)
        case "SymbolString": return symbolString(value)
        case "ItemTintGroup": return tintGroup(value)
        case "CommonSkillTitle": return fields(value, ["leftText", "level", "middleText", "name"])
        case "EngraveSkillTitle": return fields(value, ["forceMiddleText", "leftText", "name", "rightText"])
        case "TripodSkillCustom": return tripods(value)
        case "Card": return card(value)
        case "BlinkLineStart", "BlinkLineEnd": return [.rule]
        default: return TextCollector.generic(type: type, value)
        }
    }

    // MARK: Text boxes

    private static func heading(_ value: JSONValue) -> [Block] {
        guard let markup = markup(value) else { return TextCollector.generic(type: "NameTagBox", value) }
        return markup.isEmpty ? [] : [.heading(markup)]
    }

    private static func paragraph(_ value: JSONValue) -> [Block] {
        guard let markup = markup(value) else { return TextCollector.generic(type: "SingleTextBox", value) }
        return markup.isEmpty ? [] : [.paragraph(markup)]
    }

    private static func cells(_ value: JSONValue) -> [Block] {
        guard let string = value.string else { return TextCollector.generic(type: "MultiTextBox", value) }
        let cells = string.split(separator: "|", omittingEmptySubsequences: false)
            .map { MarkupParser.parse(String($0)) }
            .filter { !$0.isEmpty }
        return cells.isEmpty ? [] : [.cells(cells)]
    }

    // MARK: Item boxes

    private static func itemTitle(_ value: JSONValue) -> [Block] {
        var blocks: [Block] = []
        appendParagraph(value["leftStr0"], to: &blocks)
        let quality = value["qualityValue"]?.int ?? -1
        if quality >= 0 {
            let label = value["leftStr1"].flatMap(markup) ?? [.text("품질")]
            blocks.append(.meter(Meter(label: label, value: quality, maximum: 100, caption: [.text("\(quality)")])))
        } else {
            appendParagraph(value["leftStr1"], to: &blocks)
        }
        appendParagraph(value["leftStr2"], to: &blocks)
        appendParagraph(value["rightStr0"], to: &blocks)
        appendParagraph(value["slotData"]?["rtString"], to: &blocks)
        return blocks
    }

    private static func itemPart(_ value: JSONValue) -> [Block] {
        guard case .object = value else { return paragraph(value) }
        var parts = value.orderedEntries.compactMap { markup($0.value) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return [] }
        let title = parts.removeFirst()
        return [.section(title: title, body: parts.map(Block.paragraph))]
    }

    private static func indentStringGroup(_ value: JSONValue) -> [Block] {
        value.orderedEntries.compactMap { _, group -> Block? in
            let title = group["topStr"].flatMap(markup) ?? []
            let items = (group["contentStr"]?.orderedEntries ?? []).compactMap { _, item -> [Block]? in
                let text = (item["contentStr"] ?? item).string.map(MarkupParser.parse) ?? []
                return text.isEmpty ? nil : [.paragraph(text)]
            }
            let body: [Block] = items.isEmpty ? [] : [.list(items)]
            if title.isEmpty && body.isEmpty { return nil }
            return .section(title: title, body: body)
        }
    }

    private static func progress(_ value: JSONValue) -> [Block] {
        let label = value["title"].flatMap(markup) ?? []
        guard let current = value["value"]?.int, let maximum = value["maximum"]?.int else {
            return TextCollector.generic(type: "Progress", value)
        }
        let forced = value["forceValue"].flatMap(markup) ?? []
        let caption = forced.plainText.allSatisfy(\.isWhitespace) ? [Inline.text("\(current) / \(maximum)")] : forced
        let meter = Meter(label: label, value: current, minimum: value["minimum"]?.int ?? 0, maximum: maximum, caption: caption)
        return [.meter(meter)]
    }

    private static func setItemGroup(_ value: JSONValue) -> [Block] {
        let title = value["firstMsg"].flatMap(markup) ?? []
        let labels = (value["itemData"]?.orderedEntries ?? []).compactMap { $0.value["label"].flatMap(markup) }
            .filter { !$0.isEmpty }
        return [.section(title: title, body: labels.isEmpty ? [] : [.cells(labels)])]
    }

    private static func symbolString(_ value: JSONValue) -> [Block] {
        let title = value["titleStr"].flatMap(markup) ?? []
        let content = value["contentStr"].flatMap(markup) ?? []
        return [.section(title: title, body: content.isEmpty ? [] : [.paragraph(content)])]
    }

    private static func tintGroup(_ value: JSONValue) -> [Block] {
        let title = value["title"].flatMap(markup) ?? []
        let parts = (value["itemData"]?.orderedEntries ?? []).map { _, part -> [Block] in
            var swatches: [Inline] = []
            for key in ["baseColor", "patternColor"] {
                if let color = part[key]?.string.flatMap({ TextColor(hex: $0) }) {
                    swatches += [.colored(color, [.text("■")]), .text(" ")]
                }
            }
            let gloss = part["glossValue"].flatMap(markup) ?? []
            return [.keyValue(key: part["title"].flatMap(markup) ?? [], value: swatches + gloss)]
        }
        return [.section(title: title, body: parts.isEmpty ? [] : [.list(parts)])]
    }

    // MARK: Skill and card boxes

    private static func fields(_ value: JSONValue, _ keys: [String]) -> [Block] {
        let lines = keys.compactMap { value[$0].flatMap(markup) }.filter { !$0.isEmpty }
        return lines.isEmpty ? [] : [.cells(lines)]
    }

    private static func tripods(_ value: JSONValue) -> [Block] {
        let items = value.orderedEntries.compactMap { _, tripod -> [Block]? in
            let name = tripod["name"].flatMap(markup) ?? []
            let description = tripod["desc"].flatMap(markup) ?? []
            let blocks: [Block] = [name, description].filter { !$0.isEmpty }.map(Block.paragraph)
            return blocks.isEmpty ? nil : blocks
        }
        return items.isEmpty ? [] : [.list(items)]
    }

    private static func card(_ value: JSONValue) -> [Block] {
        guard let awakened = value["awakeCount"]?.int, let total = value["awakeTotal"]?.int else {
            return TextCollector.generic(type: "Card", value)
        }
        return [.meter(Meter(label: [.text("각성")], value: awakened, maximum: total, caption: [.text("\(awakened) / \(total)")]))]
    }

    // MARK: Helpers

    /// Markup of a string or number value; nil for other shapes.
    private static func markup(_ value: JSONValue) -> [Inline]? {
        switch value {
        case .string(let string): MarkupParser.parse(string)
        case .number: value.int.map { [.text("\($0)")] }
        default: nil
        }
    }

    private static func appendParagraph(_ value: JSONValue?, to blocks: inout [Block]) {
        if let inlines = value.flatMap(markup), !inlines.isEmpty {
            blocks.append(.paragraph(inlines))
        }
    }
}

/// Keeps the text of elements the decoder does not understand.
enum TextCollector {
    /// Keys whose strings are never shown in game: icons, sprite paths, colours.
    private static let hiddenKeys: Set<String> = ["type", "iconPath", "imagePath", "patternIcon", "baseColor", "patternColor", "Icon"]

    static func generic(type: String, _ value: JSONValue) -> [Block] {
        var strings: [String] = []
        collect(value, into: &strings, depth: 0)
        let body = strings.map(MarkupParser.parse).filter { !$0.isEmpty }.map(Block.paragraph)
        return body.isEmpty ? [] : [.generic(type: type, body: body)]
    }

    private static func collect(_ value: JSONValue, into strings: inout [String], depth: Int) {
        guard depth < 64 else { return }
        switch value {
        case .string(let string) where !string.hasPrefix("http"):
            strings.append(string)
        case .array(let array):
            for element in array { collect(element, into: &strings, depth: depth + 1) }
        case .object:
            for (key, element) in value.orderedEntries where !hiddenKeys.contains(key) {
                collect(element, into: &strings, depth: depth + 1)
            }
        default:
            break
        }
    }
}
