/// The intermediate document every tooltip decodes into, and every renderer reads.
///
/// It holds text and structure only. Nothing in it is markup: renderers escape every
/// string, so the only HTML a page ever carries is what a renderer writes for a node.
package struct Document: Sendable, Hashable {
    /// The tooltip's elements in display order, each with the blocks decoded from it.
    package var elements: [Element]

    package init(elements: [Element]) {
        self.elements = elements
    }

    /// A document that did not come from tooltip JSON, such as a markup-only tooltip.
    package init(_ blocks: [Block] = []) {
        elements = blocks.isEmpty ? [] : [Element(kind: .markup, blocks: blocks)]
    }

    /// Every block in reading order: what renderers draw.
    package var blocks: [Block] { elements.flatMap(\.blocks) }

    // A closure, not `\.blocks.isEmpty`: that key path was applied through the runtime
    // (`swift_getAtKeyPath`) on every call, and every fragment asks.
    package var isEmpty: Bool { elements.allSatisfy { $0.blocks.isEmpty } }
}

/// One `Element_NNN` of a tooltip and the blocks decoded from it.
package struct Element: Sendable, Hashable {
    package var kind: ElementKind
    package var blocks: [Block]

    package init(kind: ElementKind, blocks: [Block]) {
        self.kind = kind
        self.blocks = blocks
    }
}

/// The layout of a tooltip element: its `type` in the API, so that code reading a document
/// finds "the tripods" or "the item title" by kind rather than by position. Any name is a
/// kind; `TooltipDecoder` knows how to decode some (one file each in its `Elements/`) and
/// keeps the text of the others.
package struct ElementKind: Sendable, Hashable, CustomStringConvertible {
    /// The API's name for this kind ("ItemTitle"), or the key of an entry without one.
    package let typeName: String

    package init(typeName: String) {
        self.typeName = typeName
    }

    package var description: String { typeName }

    /// A markup string that was never tooltip JSON (tripod and stat tooltips).
    package static let markup = ElementKind(typeName: "markup")

    // The kinds typed facts are read from (TooltipSemantics), named here so it needs no decoder.
    package static let itemTitle = ElementKind(typeName: "ItemTitle")
    package static let singleTextBox = ElementKind(typeName: "SingleTextBox")
    package static let tripodSkillCustom = ElementKind(typeName: "TripodSkillCustom")
    package static let card = ElementKind(typeName: "Card")
}

/// A block-level node.
package indirect enum Block: Sendable, Hashable {
    /// A title line, such as an item or skill name.
    case heading([Inline])
    /// A run of text.
    case paragraph([Inline])
    /// A titled group, such as "기본 효과" with its lines.
    case section(title: [Inline], body: [Block])
    /// Bulleted lines, such as elixir or set-effect options.
    case list([[Block]])
    /// One line of side-by-side cells (the API's `|`-separated boxes).
    case cells([[Inline]])
    /// A label and its value on one row.
    case keyValue(key: [Inline], value: [Inline])
    /// A bar such as item quality or honing experience.
    case meter(Meter)
    /// A thin rule between groups (the API's blink-line brackets).
    case rule
    /// An element the decoder does not know; keeps its text so nothing visible is lost.
    case generic(type: String, body: [Block])
}

/// An inline node.
package indirect enum Inline: Sendable, Hashable {
    case text(String)
    case colored(TextColor, [Inline])
    case lineBreak
    case icon(Icon)
}

/// A bounded value drawn as a bar.
package struct Meter: Sendable, Hashable {
    package var label: [Inline]
    package var value: Int
    package var minimum: Int
    package var maximum: Int
    /// Text the game shows instead of the raw number, if any.
    package var caption: [Inline]

    package init(label: [Inline], value: Int, minimum: Int = 0, maximum: Int, caption: [Inline] = []) {
        self.label = label
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.caption = caption
    }

    /// Fill ratio in 0...1, whatever the source numbers were: in `Double`, where no
    /// difference of two of them overflows.
    package var fraction: Double {
        guard maximum > minimum else { return 0 }
        return min(1, max(0, (Double(value) - Double(minimum)) / (Double(maximum) - Double(minimum))))
    }
}
