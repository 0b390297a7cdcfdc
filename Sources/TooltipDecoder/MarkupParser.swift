import DocumentTree

/// Parses the HTML-like markup inside tooltip strings into inline nodes.
///
/// The game's markup is not HTML: tags are in any case, rarely balanced, attributes come
/// in any quoting with stray spaces. The parser never fails: `FONT`, `BR`, `P`, `IMG` and
/// `TEXTFORMAT` are understood, and anything else that looks like a tag is kept as the
/// text it is, so hostile input shows up as visible text and never as markup. It reads
/// UTF-8 bytes: every byte it looks for is ASCII, so text runs are copied whole.
package enum MarkupParser {
    /// Nesting beyond this is flattened, so hostile input cannot make the tree deep enough
    /// to exhaust the stack of a recursive renderer.
    static let maximumDepth = 16
    /// Nodes one string may make (about: a text run flushed by a node counts with it). The
    /// game's strings make a few dozen; past this, tags and icons are dropped, breaks become
    /// spaces and text joins one run, since a node costs many times the bytes that wrote it (a 71 MB
    /// string of `a<BR>` took 1.5 GB as nodes).
    static let maximumNodes = 1_000

    package static func parse(_ markup: String) -> [Inline] {
        var markup = markup
        markup.makeContiguousUTF8()
        return markup.utf8.withContiguousStorageIfAvailable(parse) ?? []
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> [Inline] {
        var builder = InlineBuilder()
        var index = 0
        var textStart = 0
        func flushText() {
            if index > textStart {
                builder.appendText(String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<index]), as: UTF8.self))
            }
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                flushText()
                builder.appendBreak()
                index += 1
                textStart = index
            case UInt8(ascii: "\r"):
                flushText()
                index += 1
                textStart = index
            case UInt8(ascii: "&"):
                guard let (inline, end) = Entity.parse(bytes, at: index) else {
                    index += 1
                    continue
                }
                flushText()
                builder.append(inline)
                index = end
                textStart = index
            case UInt8(ascii: "<"):
                guard let (tag, end) = Tag.parse(bytes, at: index) else {
                    index += 1
                    continue
                }
                flushText()
                builder.apply(tag)
                index = end
                textStart = index
            default:
                index += 1
            }
        }
        flushText()
        return builder.finish()
    }
}

/// Builds the inline tree with an explicit stack of open `FONT` frames.
private struct InlineBuilder {
    private struct Frame {
        var color: TextColor?
        var children: [Inline] = []
        /// Text not yet closed into a node, so adjacent runs join without copying.
        var text = ""

        mutating func flush() {
            guard !text.isEmpty else { return }
            children.append(.text(text))
            text = ""
        }
    }

    private var frames = [Frame(color: nil)]
    /// `FONT` tags opened past the depth limit, so their closing tags are matched too.
    private var flattened = 0
    private var paragraphPending = false
    private var hasContent = false
    private var nodes = 0
    private var isFull: Bool { nodes >= MarkupParser.maximumNodes }
    /// Past the limit, breaks between words become one space, put in before the next text,
    /// so none is left at either end.
    private var hasText = false
    private var spacePending = false

    mutating func apply(_ tag: Tag) {
        if isFull {
            if tag.name == .br { appendBreak() }
            return
        }
        switch (tag.name, tag.isClosing) {
        case (.font, false):
            openFont(color: tag.color.flatMap { TextColor(hex: $0) })
        case (.font, true):
            closeFont()
        case (.br, _):
            appendBreak()
        case (.p, _):
            paragraphPending = true
        case (.img, false):
            append(.icon(Icon(spriteName: tag.source ?? "")))
        case (.img, true), (.textformat, _):
            break  // layout only
        }
    }

    mutating func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        append(.text(text))
    }

    mutating func appendBreak() {
        append(.lineBreak)
    }

    mutating func append(_ inline: Inline) {
        if isFull {
            switch inline {
            case .text:
                if spacePending { appendRaw(.text(" ")) }
                spacePending = false
                appendRaw(inline)
            case .lineBreak: spacePending = hasText
            case .colored, .icon: break
            }
            return
        }
        if paragraphPending && hasContent && inline != .lineBreak {
            appendRaw(.lineBreak)
        }
        paragraphPending = false
        appendRaw(inline)
    }

    private mutating func appendRaw(_ inline: Inline) {
        hasContent = true
        if case .lineBreak = inline {} else { hasText = true }
        let top = frames.count - 1
        if case .text(let text) = inline {
            frames[top].text += text
        } else {
            frames[top].flush()
            frames[top].children.append(inline)
            nodes += 2
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
        guard frames.count > 1, var frame = frames.popLast() else { return }  // stray close tag
        frame.flush()
        if let color = frame.color, !frame.children.isEmpty {
            appendRaw(.colored(color, frame.children))
        } else {
            frame.children.forEach { appendRaw($0) }
        }
    }

    mutating func finish() -> [Inline] {
        while frames.count > 1 {
            closeFont()
        }
        frames[0].flush()
        let children = frames[0].children
        let start = children.firstIndex { $0 != .lineBreak } ?? children.endIndex
        let end = children.lastIndex { $0 != .lineBreak }.map { $0 + 1 } ?? start
        return Array(children[start..<end])
    }
}
