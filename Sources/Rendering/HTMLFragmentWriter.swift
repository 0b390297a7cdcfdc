/// What `DocumentRenderer` builds a fragment with, node by node in document order.
protocol FragmentBuilder {
    mutating func enter(_ container: FragmentContainer)
    mutating func exit()
    mutating func text(_ text: String)
    mutating func lineBreak()
    mutating func thematicBreak()
}

/// Node kinds LOAS builds; a tiny mirror of cmark's own.
enum FragmentContainer {
    case paragraph
    case heading(level: Int)
    case list
    case item
    case strong
    /// Markup that LOAS writes itself (never text from the API), around children.
    case customBlock(enter: String, exit: String)
    case customInline(enter: String, exit: String)
}

/// Writes an HTML fragment as cmark 0.30's HTML renderer (`html.c`, `CMARK_OPT_DEFAULT`)
/// writes the same node tree, byte for byte, as the nodes come: building cmark's tree (a C
/// string and a node for every text) cost more than the writing. `CommonMarkTree` still
/// writes Markdown, and a test holds the two to the same bytes over every tooltip in the
/// corpus and the demo.
///
/// What cmark would do, done here too: a node its model refuses under its parent is
/// dropped with its children; text and custom markup end at a NUL (cmark takes them as C
/// strings); text escapes `"`, `&`, `<` and `>` only; a paragraph directly in an item of
/// a (tight) list has no `<p>`.
struct HTMLFragmentWriter: FragmentBuilder {
    private(set) var bytes: [UInt8] = []
    /// Open containers, innermost last; nil where a node was refused.
    private var open: [Open?] = [.document]

    private enum Open {
        case document, list, item, strong
        case paragraph(tight: Bool)
        case heading(level: Int)
        case customBlock(exit: String)
        case customInline(exit: String)

        var isInlineContainer: Bool {
            switch self {
            case .paragraph, .heading, .strong, .customInline: true
            case .document, .list, .item, .customBlock: false
            }
        }
    }

    private enum Kind {
        case block, item, inline
    }

    init() {
        bytes.reserveCapacity(1024)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func enter(_ container: FragmentContainer) {
        let kind: Kind
        switch container {
        case .paragraph, .heading, .list, .customBlock: kind = .block
        case .item: kind = .item
        case .strong, .customInline: kind = .inline
        }
        guard accepts(kind) else {
            open.append(nil)
            return
        }
        switch container {
        case .paragraph:
            let tight: Bool
            if open.count >= 2, case .list? = open[open.count - 2] { tight = true } else { tight = false }
            if !tight {
                newLine()
                put("<p>")
            }
            open.append(.paragraph(tight: tight))
        case .heading(let level):
            let level = min(6, max(1, level))
            newLine()
            put("<h\(level)>")
            open.append(.heading(level: level))
        case .list:
            newLine()
            put("<ul>\n")
            open.append(.list)
        case .item:
            newLine()
            put("<li>")
            open.append(.item)
        case .strong:
            put("<strong>")
            open.append(.strong)
        case .customBlock(let enter, let exit):
            newLine()
            putUpToNUL(enter)
            newLine()
            open.append(.customBlock(exit: exit))
        case .customInline(let enter, let exit):
            putUpToNUL(enter)
            open.append(.customInline(exit: exit))
        }
    }

    mutating func exit() {
        guard open.count > 1, let closed = open.removeLast() else { return }
        switch closed {
        case .document: break
        case .list: put("</ul>\n")
        case .item: put("</li>\n")
        case .strong: put("</strong>")
        case .paragraph(let tight): if !tight { put("</p>\n") }
        case .heading(let level): put("</h\(level)>\n")
        case .customBlock(let exit):
            newLine()
            putUpToNUL(exit)
            newLine()
        case .customInline(let exit): putUpToNUL(exit)
        }
    }

    mutating func text(_ text: String) {
        guard accepts(.inline) else { return }
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let replacement: StaticString
                switch utf8[index] {
                case 0x22: replacement = "&quot;"
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x00:
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    return
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    mutating func lineBreak() {
        guard accepts(.inline) else { return }
        put("<br />\n")
    }

    mutating func thematicBreak() {
        guard accepts(.block) else { return }
        newLine()
        put("<hr />\n")
    }

    /// cmark's `S_can_contain` for the innermost open container.
    private func accepts(_ kind: Kind) -> Bool {
        guard let parent = open.last ?? nil else { return false }
        switch parent {
        case .document, .item: return kind == .block
        case .list: return kind == .item
        case .customBlock: return true
        case .paragraph, .heading, .strong, .customInline: return kind == .inline
        }
    }

    /// cmark's `cr`: a line break unless at the start or after one.
    private mutating func newLine() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func put(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    private mutating func putUpToNUL(_ markup: String) {
        var markup = markup
        markup.withUTF8 { utf8 in
            let end = utf8.firstIndex(of: 0) ?? utf8.endIndex
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<end]))
        }
    }
}
