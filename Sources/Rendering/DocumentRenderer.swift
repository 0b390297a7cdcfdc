import DocumentTree

/// Output formats of the site.
package enum OutputFormat: String, Sendable, CaseIterable {
    case html
    case markdown

    /// File extension of pages in this format.
    package var fileExtension: String {
        switch self {
        case .html: "html"
        case .markdown: "md"
        }
    }
}

/// Renders a ``Document`` to an HTML or Markdown fragment as libcmark does (Markdown through
/// it, HTML through `HTMLFragmentWriter`, which writes the same bytes).
///
/// Every string from the document becomes a text node, which is escaped. The
/// only markup in the HTML output is what this file writes for a node kind: fixed
/// class names, numbers, and colours rebuilt from their numeric value.
package struct DocumentRenderer: Sendable {
    package var format: OutputFormat
    /// Level of the document's headings (item names), so they nest under the page's own.
    package var headingLevel: Int

    package init(format: OutputFormat, headingLevel: Int = 4) {
        self.format = format
        self.headingLevel = headingLevel
    }

    package func render(_ document: Document) -> String {
        guard isHTML else { return renderThroughCommonMark(document) }
        var writer = HTMLFragmentWriter()
        for element in document.elements {
            for block in element.blocks { add(block, to: &writer) }
        }
        return writer.string
    }

    /// Through libcmark: all Markdown, and HTML for tests to hold `HTMLFragmentWriter` to.
    func renderThroughCommonMark(_ document: Document) -> String {
        var tree = CommonMarkTree()
        for element in document.elements {
            for block in element.blocks { add(block, to: &tree) }
        }
        return tree.render(as: isHTML ? .html : .commonmark)
    }

    /// Renders inline content as one paragraph.
    package func render(_ inlines: [Inline]) -> String {
        render(Document([.paragraph(inlines)]))
    }

    /// Renders inline content as a run of text, without the paragraph around it, for a
    /// template to put inside a paragraph of its own.
    package func renderRun(_ inlines: [Inline]) -> String {
        var text = Substring(render(inlines))
        while text.last == "\n" { text.removeLast() }
        if isHTML, text.hasPrefix("<p>"), text.hasSuffix("</p>") { text = text.dropFirst(3).dropLast(4) }
        return String(text)
    }

    private var isHTML: Bool { format == .html }

    private func add(_ block: Block, to tree: inout some FragmentBuilder) {
        switch block {
        case .heading(let inlines):
            tree.enter(.heading(level: headingLevel))
            add(inlines, to: &tree, breaksAsSpaces: true)
            tree.exit()
        case .paragraph(let inlines):
            paragraph(&tree) { tree in add(inlines, to: &tree) }
        case .section(let title, let body):
            wrapped(&tree, enter: "<section class=\"tt-section\">", exit: "</section>") { tree in
                if !title.isEmpty {
                    paragraph(&tree) { tree in
                        tree.enter(.strong)
                        add(title, to: &tree)
                        tree.exit()
                    }
                }
                for block in body { add(block, to: &tree) }
            }
        case .list(let items):
            tree.enter(.list)
            for item in items {
                tree.enter(.item)
                for block in item { add(block, to: &tree) }
                tree.exit()
            }
            tree.exit()
        case .cells(let cells):
            paragraph(&tree) { tree in addCells(cells, to: &tree) }
        case .keyValue(let key, let value):
            paragraph(&tree) { tree in
                tree.enter(.strong)
                add(key, to: &tree)
                tree.exit()
                tree.text(" ")
                add(value, to: &tree)
            }
        case .meter(let meter):
            paragraph(&tree) { tree in addMeter(meter, to: &tree) }
        case .rule:
            tree.thematicBreak()
        case .generic(_, let body):
            wrapped(&tree, enter: "<div class=\"tt-generic\">", exit: "</div>") { tree in
                for block in body { add(block, to: &tree) }
            }
        }
    }

    /// `breaksAsSpaces`: a heading's line breaks become spaces, except inside a span.
    private func add(_ inlines: [Inline], to tree: inout some FragmentBuilder, breaksAsSpaces: Bool = false) {
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text):
                tree.text(text)
            case .lineBreak:
                if breaksAsSpaces { tree.text(" ") } else { tree.lineBreak() }
            case .colored(let color, let children):
                guard isHTML else {
                    add(children, to: &tree, breaksAsSpaces: breaksAsSpaces)
                    continue
                }
                let open = color.role.map { "<span class=\"c-\($0.name)\">" } ?? "<span style=\"color:\(PanelColor.readable(color))\">"
                tree.enter(.customInline(enter: open, exit: "</span>"))
                add(children, to: &tree)
                tree.exit()
            case .icon(let icon):
                if Self.isSaid(icon, by: inlines.dropFirst(index + 1).first) { continue }
                guard isHTML else {
                    tree.text(icon.text)
                    continue
                }
                tree.enter(.customInline(enter: "<span class=\"icon icon-\(icon.rawValue)\">", exit: "</span>"))
                tree.text(icon.text)
                tree.exit()
            }
        }
    }

    /// True when the text right after a sprite begins with the word that stands for it: the
    /// ark passive's "진화" sprite before "진화 아크 패시브 포인트" would say the word twice.
    private static func isSaid(_ icon: Icon, by next: Inline?) -> Bool {
        guard icon.text.first?.isLetter == true else { return false }
        var next = next
        while case .colored(_, let children)? = next { next = children.first }
        guard case .text(let text)? = next else { return false }
        return text.drop(while: \.isWhitespace).hasPrefix(icon.text)
    }

    private func addCells(_ cells: [[Inline]], to tree: inout some FragmentBuilder) {
        for (index, cell) in cells.enumerated() {
            if isHTML {
                tree.enter(.customInline(enter: "<span class=\"tt-cell\">", exit: "</span>"))
                add(cell, to: &tree)
                tree.exit()
            } else {
                if index > 0 { tree.text(" · ") }
                add(cell, to: &tree)
            }
        }
    }

    private func addMeter(_ meter: Meter, to tree: inout some FragmentBuilder) {
        let percent = Int((meter.fraction * 100).rounded())
        guard isHTML else {
            let filled = Int((meter.fraction * 10).rounded())
            let bar = String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
            add(meter.label, to: &tree)
            tree.text(" \(bar) ")
            add(meter.caption, to: &tree)
            return
        }
        // A meter needs a name of its own (WCAG 4.1.2): its label's text, else its caption's.
        let label = meter.label.plainText.isEmpty ? meter.caption.plainText : meter.label.plainText
        let name = label.isEmpty ? "" : " aria-label=\"\(XMLText.escaped(label))\""
        let bar =
            "<span class=\"meter\" role=\"meter\"\(name) aria-valuemin=\"\(meter.minimum)\" aria-valuemax=\"\(meter.maximum)\" "
            + "aria-valuenow=\"\(meter.value)\"><span class=\"meter-fill\" style=\"width:\(percent)%\"></span></span>"
        tree.enter(.customInline(enter: "<span class=\"meter-label\">", exit: "</span>"))
        add(meter.label, to: &tree)
        tree.exit()
        tree.text(" ")
        tree.enter(.customInline(enter: bar, exit: ""))
        tree.exit()
        tree.text(" ")
        add(meter.caption, to: &tree)
    }

    private func paragraph<Builder: FragmentBuilder>(_ tree: inout Builder, _ body: (inout Builder) -> Void) {
        tree.enter(.paragraph)
        body(&tree)
        tree.exit()
    }

    /// `body` inside a custom block in HTML; in Markdown, `body` alone.
    private func wrapped<Builder: FragmentBuilder>(
        _ tree: inout Builder, enter: String, exit: String, _ body: (inout Builder) -> Void
    ) {
        guard isHTML else { return body(&tree) }
        tree.enter(.customBlock(enter: enter, exit: exit))
        body(&tree)
        tree.exit()
    }
}
