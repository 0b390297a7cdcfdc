internal import CCmark
import Foundation

/// The one place that talks to libcmark: a cmark node tree built in document order,
/// rendered, and freed before `render` returns, so no pointer outlives a call. Markdown
/// fragments are written through it; HTML ones by `HTMLFragmentWriter`, which writes
/// what cmark's HTML renderer writes.
///
/// Nodes are made as the document is walked (`enter`, `text`, `exit`), with no tree of
/// Swift values in between: that tree, and the arrays that built it, cost more than cmark.
final class CommonMarkTree: FragmentBuilder {
    enum Output {
        case html
        case commonmark
    }

    private let document: OpaquePointer?
    /// Open containers, innermost last; nil where cmark refused a node, so its children
    /// are dropped with it.
    private var open: [OpaquePointer?]

    init() {
        document = cmark_node_new(CMARK_NODE_DOCUMENT)
        open = [document]
    }

    deinit {
        if let document { cmark_node_free(document) }
    }

    func enter(_ container: FragmentContainer) {
        let node: OpaquePointer?
        switch container {
        case .paragraph:
            node = cmark_node_new(CMARK_NODE_PARAGRAPH)
        case .heading(let level):
            node = cmark_node_new(CMARK_NODE_HEADING)
            if let node { cmark_node_set_heading_level(node, Int32(min(6, max(1, level)))) }
        case .list:
            node = cmark_node_new(CMARK_NODE_LIST)
            if let node {
                cmark_node_set_list_type(node, CMARK_BULLET_LIST)
                cmark_node_set_list_tight(node, 1)
            }
        case .item:
            node = cmark_node_new(CMARK_NODE_ITEM)
        case .strong:
            node = cmark_node_new(CMARK_NODE_STRONG)
        case .customBlock(let enter, let exit), .customInline(let enter, let exit):
            node = cmark_node_new(Self.isBlock(container) ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)
            if let node {
                cmark_node_set_on_enter(node, enter)
                cmark_node_set_on_exit(node, exit)
            }
        }
        open.append(attach(node))
    }

    func exit() {
        if open.count > 1 { open.removeLast() }
    }

    func text(_ text: String) {
        let node = cmark_node_new(CMARK_NODE_TEXT)
        if let node { cmark_node_set_literal(node, text) }
        attach(node)
    }

    func lineBreak() {
        attach(cmark_node_new(CMARK_NODE_LINEBREAK))
    }

    func thematicBreak() {
        attach(cmark_node_new(CMARK_NODE_THEMATIC_BREAK))
    }

    func render(as output: Output) -> String {
        guard let document else { return "" }
        // CMARK_OPT_DEFAULT keeps raw HTML out of the HTML output; LOAS never builds raw
        // HTML nodes anyway, only custom nodes with its own literal markup.
        let rendered: UnsafeMutablePointer<CChar>? =
            switch output {
            case .html: cmark_render_html(document, CMARK_OPT_DEFAULT)
            case .commonmark: cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0)
            }
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Parses Markdown and renders it as HTML with raw HTML allowed: what a permissive
    /// Markdown host would show. Tests use it to prove LOAS's Markdown carries no raw HTML.
    static func htmlAllowingRawHTML(fromMarkdown markdown: String) -> String {
        guard let rendered = cmark_markdown_to_html(markdown, markdown.utf8.count, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Appends `node` to the innermost open container. cmark refuses children its model
    /// does not allow; such a node is freed and nil returned, as it is under a refused parent.
    @discardableResult
    private func attach(_ node: OpaquePointer?) -> OpaquePointer? {
        guard let node else { return nil }
        guard let parent = open.last ?? nil, cmark_node_append_child(parent, node) != 0 else {
            cmark_node_free(node)
            return nil
        }
        return node
    }

    private static func isBlock(_ container: FragmentContainer) -> Bool {
        if case .customBlock = container { true } else { false }
    }
}
