/// The intermediate document every tooltip decodes into, and every renderer reads.
///
/// It holds text and structure only. Nothing in it is markup: renderers escape every
/// string, so the only HTML a page ever carries is what a renderer writes for a node.
public struct Document: Sendable, Hashable {
    public var blocks: [Block]

    public init(_ blocks: [Block] = []) {
        self.blocks = blocks
    }

    public var isEmpty: Bool { blocks.isEmpty }
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

    /// Fill ratio in 0...1, whatever the source numbers were.
    public var fraction: Double {
        guard maximum > minimum else { return 0 }
        return min(1, max(0, Double(value - minimum) / Double(maximum - minimum)))
    }
}
