import DocumentTree

/// Parses the HTML-like markup inside tooltip strings into inline nodes.
///
/// The game's markup is not HTML: tags are in any case, rarely balanced, attributes come
/// in any quoting with stray spaces. The parser never fails: `FONT`, `BR`, `P`, `IMG` and
/// `TEXTFORMAT` are understood, and anything else that looks like a tag is kept as the
/// text it is, so hostile input shows up as visible text and never as markup.
public enum MarkupParser {
    /// Nesting beyond this is flattened, so hostile input cannot make the tree deep enough
    /// to exhaust the stack of a recursive renderer.
    static let maximumDepth = 16

    public static func parse(_ markup: String) -> [Inline] {
        var builder = InlineBuilder()
        var scanner = Substring(markup)
        while let next = scanner.firstIndex(where: { $0 == "<" || $0 == "&" || $0 == "\n" || $0 == "\r" }) {
            builder.appendText(scanner[..<next])
            scanner = scanner[next...]
            switch scanner.first {
            case "\n":
                builder.appendBreak()
                scanner = scanner.dropFirst()
            case "\r":
                scanner = scanner.dropFirst()
            case "&":
                let (inline, rest) = Entity.parse(scanner)
                builder.append(inline)
                scanner = rest
            default:
                if let (tag, rest) = Tag.parse(scanner) {
                    builder.apply(tag)
                    scanner = rest
                } else {
                    builder.appendText(scanner.prefix(1))
                    scanner = scanner.dropFirst()
                }
            }
        }
        builder.appendText(scanner)
        return builder.finish()
    }
}

/// Builds the inline tree with an explicit stack of open `FONT` frames.
private struct InlineBuilder {
    private struct Frame {
        var color: TextColor?
        var children: [Inline] = []
    }

    private var frames = [Frame(color: nil)]
    /// `FONT` tags opened past the depth limit, so their closing tags are matched too.
    private var flattened = 0
    private var paragraphPending = false
    private var hasContent = false

    mutating func apply(_ tag: Tag) {
        switch (tag.name, tag.isClosing) {
        case ("font", false):
            openFont(color: tag.attributes["color"].flatMap { TextColor(hex: $0) })
        case ("font", true):
            closeFont()
        case ("br", _):
            appendBreak()
        case ("p", _):
            paragraphPending = true
        case ("img", false):
            append(.icon(Icon(spriteName: tag.attributes["src"] ?? "")))
        default:
            break  // </img>, textformat: layout only
        }
    }

    mutating func appendText(_ text: Substring) {
        guard !text.isEmpty else { return }
        append(.text(String(text)))
    }

    mutating func appendBreak() {
        append(.lineBreak)
    }

    mutating func append(_ inline: Inline) {
        if paragraphPending && hasContent && inline != .lineBreak {
            appendRaw(.lineBreak)
        }
        paragraphPending = false
        appendRaw(inline)
    }

    private mutating func appendRaw(_ inline: Inline) {
        hasContent = true
        let index = frames.count - 1
        if case .text(let new) = inline, case .text(let old)? = frames[index].children.last {
            frames[index].children[frames[index].children.count - 1] = .text(old + new)
        } else {
            frames[index].children.append(inline)
        }
    }

    private mutating func openFont(color: TextColor?) {
        guard frames.count < MarkupParser.maximumDepth else {
            flattened += 1
            return
        }
        // A FONT that sets no new colour only changes size: keep its text in the parent's run.
        frames.append(Frame(color: color == frames.last?.color ? nil : color))
    }

    private mutating func closeFont() {
        if flattened > 0 {
            flattened -= 1
            return
        }
        guard frames.count > 1, let frame = frames.popLast() else { return }  // stray close tag
        for child in wrap(frame) {
            appendRaw(child)
        }
    }

    private func wrap(_ frame: Frame) -> [Inline] {
        guard let color = frame.color, !frame.children.isEmpty else { return frame.children }
        return [.colored(color, frame.children)]
    }

    mutating func finish() -> [Inline] {
        while frames.count > 1 {
            closeFont()
        }
        return trimmingBreaks(frames[0].children)
    }

    private func trimmingBreaks(_ inlines: [Inline]) -> [Inline] {
        var result = inlines
        while result.first == .lineBreak { result.removeFirst() }
        while result.last == .lineBreak { result.removeLast() }
        return result
    }
}
