/// The intermediate document every tooltip decodes into, and every renderer reads.
///
/// It holds text and structure only. Nothing in it is markup: renderers escape every
/// string, so the only HTML a page ever carries is what a renderer writes for a node.
public struct Document: Sendable, Hashable {
    /// The tooltip's elements in display order, each with the blocks decoded from it.
    public var elements: [Element]

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// A document that did not come from tooltip JSON, such as a markup-only tooltip.
    public init(_ blocks: [Block] = []) {
        elements = blocks.isEmpty ? [] : [Element(kind: .markup, blocks: blocks)]
    }

    /// Every block in reading order: what renderers draw.
    public var blocks: [Block] { elements.flatMap(\.blocks) }

    public var isEmpty: Bool { elements.allSatisfy(\.blocks.isEmpty) }
}

/// One `Element_NNN` of a tooltip and the blocks decoded from it.
public struct Element: Sendable, Hashable {
    public var kind: ElementKind
    public var blocks: [Block]

    public init(kind: ElementKind, blocks: [Block]) {
        self.kind = kind
        self.blocks = blocks
    }
}

/// The layout of a tooltip element: its `type` in the API, so that code reading a document
/// finds "the tripods" or "the item title" by kind rather than by position. Any name is a
/// kind; `TooltipDecoder` knows how to decode some (one file each in its `Elements/`) and
/// keeps the text of the others.
public struct ElementKind: Sendable, Hashable, CustomStringConvertible {
    /// The API's name for this kind ("ItemTitle"), or the key of an entry without one.
    public let typeName: String

    public init(typeName: String) {
        self.typeName = typeName
    }

    public var description: String { typeName }

    /// A markup string that was never tooltip JSON (tripod and stat tooltips).
    public static let markup = ElementKind(typeName: "markup")

    // The kinds typed facts are read from (TooltipSemantics), named here so it needs no decoder.
    public static let itemTitle = ElementKind(typeName: "ItemTitle")
    public static let singleTextBox = ElementKind(typeName: "SingleTextBox")
    public static let tripodSkillCustom = ElementKind(typeName: "TripodSkillCustom")
    public static let card = ElementKind(typeName: "Card")
}

/// A block-level node.
public indirect enum Block: Sendable, Hashable {
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
public indirect enum Inline: Sendable, Hashable {
    case text(String)
    case colored(TextColor, [Inline])
    case lineBreak
    case icon(Icon)
}

/// A bounded value drawn as a bar.
public struct Meter: Sendable, Hashable {
    public var label: [Inline]
    public var value: Int
    public var minimum: Int
    public var maximum: Int
    /// Text the game shows instead of the raw number, if any.
    public var caption: [Inline]

    public init(label: [Inline], value: Int, minimum: Int = 0, maximum: Int, caption: [Inline] = []) {
        self.label = label
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.caption = caption
    }

    /// Fill ratio in 0...1, whatever the source numbers were: in `Double`, where no
    /// difference of two of them overflows.
    public var fraction: Double {
        guard maximum > minimum else { return 0 }
        return min(1, max(0, (Double(value) - Double(minimum)) / (Double(maximum) - Double(minimum))))
    }
}
