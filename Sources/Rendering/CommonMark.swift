internal import CCmark
import Foundation

/// The one place that talks to libcmark. Builds a cmark node tree from Swift values,
/// renders it, and frees every C allocation before returning, so no pointer outlives a call.
struct CommonMarkTree {
    /// A node to build; a tiny mirror of cmark's own node kinds.
    indirect enum Node {
        case paragraph([Node])
        case heading(level: Int, [Node])
        case list([[Node]])
        case thematicBreak
        case text(String)
        case strong([Node])
        case lineBreak
        /// Markup that LOAS writes itself (never text from the API), around children.
        case customBlock(enter: String, exit: String, [Node])
        case customInline(enter: String, exit: String, [Node])
    }

    enum Output {
        case html
        case commonmark
    }

    static func render(_ nodes: [Node], as output: Output) -> String {
        guard let document = cmark_node_new(CMARK_NODE_DOCUMENT) else { return "" }
        defer { cmark_node_free(document) }
        for node in nodes {
            append(node, to: document)
        }
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

    private static func append(_ node: Node, to parent: OpaquePointer) {
        guard let child = makeNode(node) else { return }
        // cmark refuses children that its model does not allow; such a node is dropped
        // rather than left dangling.
        if cmark_node_append_child(parent, child) == 0 {
            cmark_node_free(child)
        }
    }

    private static func makeNode(_ node: Node) -> OpaquePointer? {
        switch node {
        case .paragraph(let children):
            return container(CMARK_NODE_PARAGRAPH, children)
        case .heading(let level, let children):
            let heading = container(CMARK_NODE_HEADING, children)
            if let heading { cmark_node_set_heading_level(heading, Int32(min(6, max(1, level)))) }
            return heading
        case .list(let items):
            guard let list = cmark_node_new(CMARK_NODE_LIST) else { return nil }
            cmark_node_set_list_type(list, CMARK_BULLET_LIST)
            cmark_node_set_list_tight(list, 1)
            for item in items {
                if let itemNode = container(CMARK_NODE_ITEM, item) {
                    if cmark_node_append_child(list, itemNode) == 0 { cmark_node_free(itemNode) }
                }
            }
            return list
        case .thematicBreak:
            return cmark_node_new(CMARK_NODE_THEMATIC_BREAK)
        case .text(let text):
            guard let textNode = cmark_node_new(CMARK_NODE_TEXT) else { return nil }
            cmark_node_set_literal(textNode, text)
            return textNode
        case .strong(let children):
            return container(CMARK_NODE_STRONG, children)
        case .lineBreak:
            return cmark_node_new(CMARK_NODE_LINEBREAK)
        case .customBlock(let enter, let exit, let children):
            return custom(CMARK_NODE_CUSTOM_BLOCK, enter, exit, children)
        case .customInline(let enter, let exit, let children):
            return custom(CMARK_NODE_CUSTOM_INLINE, enter, exit, children)
        }
    }

    private static func container(_ type: cmark_node_type, _ children: [Node]) -> OpaquePointer? {
        guard let node = cmark_node_new(type) else { return nil }
        for child in children {
            append(child, to: node)
        }
        return node
    }

    private static func custom(_ type: cmark_node_type, _ enter: String, _ exit: String, _ children: [Node])
        -> OpaquePointer?
    {
        guard let node = container(type, children) else { return nil }
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }
}
