import DocumentTree

/// Output formats of the site.
public enum OutputFormat: String, Sendable, CaseIterable {
    case html
    case markdown

    /// File extension of pages in this format.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .markdown: "md"
        }
    }
}

/// Renders a ``Document`` to an HTML or Markdown fragment through libcmark.
///
/// Every string from the document becomes a cmark text node, which cmark escapes. The
/// only markup in the HTML output is what this file writes for a node kind: fixed
/// class names, numbers, and colours rebuilt from their numeric value.
public struct DocumentRenderer: Sendable {
    public var format: OutputFormat
    /// Level of the document's headings (item names), so they nest under the page's own.
    public var headingLevel: Int

    public init(format: OutputFormat, headingLevel: Int = 4) {
        self.format = format
        self.headingLevel = headingLevel
    }

    public func render(_ document: Document) -> String {
        CommonMarkTree.render(document.blocks.flatMap(nodes), as: format == .html ? .html : .commonmark)
    }

    /// Renders inline content as one paragraph.
    public func render(_ inlines: [Inline]) -> String {
        render(Document([.paragraph(inlines)]))
    }

    private var isHTML: Bool { format == .html }

    private func nodes(_ block: Block) -> [CommonMarkTree.Node] {
        switch block {
        case .heading(let inlines):
            let flat = inlines.flatMap(nodes).map { $0.isLineBreak ? .text(" ") : $0 }
            return [.heading(level: headingLevel, flat)]
        case .paragraph(let inlines):
            return [.paragraph(inlines.flatMap(nodes))]
        case .section(let title, let body):
            let titleNodes: [CommonMarkTree.Node] = title.isEmpty ? [] : [.paragraph([.strong(title.flatMap(nodes))])]
            let children = titleNodes + body.flatMap(nodes)
            return isHTML ? [.customBlock(enter: "<section class=\"tt-section\">", exit: "</section>", children)] : children
        case .list(let items):
            return [.list(items.map { $0.flatMap(nodes) })]
        case .cells(let cells):
            return [.paragraph(cellNodes(cells))]
        case .keyValue(let key, let value):
            return [.paragraph([.strong(key.flatMap(nodes)), .text(" ")] + value.flatMap(nodes))]
        case .meter(let meter):
            return [.paragraph(meterNodes(meter))]
        case .rule:
            return [.thematicBreak]
        case .generic(_, let body):
            let children = body.flatMap(nodes)
            return isHTML ? [.customBlock(enter: "<div class=\"tt-generic\">", exit: "</div>", children)] : children
        }
    }

    private func nodes(_ inline: Inline) -> [CommonMarkTree.Node] {
        switch inline {
        case .text(let text):
            return [.text(text)]
        case .lineBreak:
            return [.lineBreak]
        case .colored(let color, let children):
            let inner = children.flatMap(nodes)
            guard isHTML else { return inner }
            let open = color.role.map { "<span class=\"c-\($0.rawValue)\">" } ?? "<span style=\"color:\(color.hex)\">"
            return [.customInline(enter: open, exit: "</span>", inner)]
        case .icon(let icon):
            guard isHTML else { return [.text(icon.text)] }
            return [.customInline(enter: "<span class=\"icon icon-\(icon.rawValue)\">", exit: "</span>", [.text(icon.text)])]
        }
    }

    private func cellNodes(_ cells: [[Inline]]) -> [CommonMarkTree.Node] {
        if isHTML {
            return cells.map { .customInline(enter: "<span class=\"tt-cell\">", exit: "</span>", $0.flatMap(nodes)) }
        }
        return cells.enumerated().flatMap { index, cell in
            (index == 0 ? [] : [CommonMarkTree.Node.text(" · ")]) + cell.flatMap(nodes)
        }
    }

    private func meterNodes(_ meter: Meter) -> [CommonMarkTree.Node] {
        let label = meter.label.flatMap(nodes)
        let caption = meter.caption.flatMap(nodes)
        let percent = Int((meter.fraction * 100).rounded())
        guard isHTML else {
            let filled = Int((meter.fraction * 10).rounded())
            let bar = String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
            return label + [.text(" \(bar) ")] + caption
        }
        let bar =
            "<span class=\"meter\" role=\"meter\" aria-valuemin=\"\(meter.minimum)\" aria-valuemax=\"\(meter.maximum)\" "
            + "aria-valuenow=\"\(meter.value)\"><span class=\"meter-fill\" style=\"width:\(percent)%\"></span></span>"
        return [.customInline(enter: "<span class=\"meter-label\">", exit: "</span>", label), .text(" "),
            .customInline(enter: bar, exit: "", []), .text(" ")] + caption
    }
}

extension CommonMarkTree.Node {
    fileprivate var isLineBreak: Bool {
        if case .lineBreak = self { true } else { false }
    }
}
