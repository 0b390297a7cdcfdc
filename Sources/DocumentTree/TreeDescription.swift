extension Document {
    /// An indented outline of the nodes, for `loas tooltip --format tree`: shows how the
    /// decoder understood a layout when a game patch changes it.
    package var treeDescription: String {
        var lines: [String] = ["document"]
        for element in elements {
            lines.append("  " + element.kind.typeName)
            element.blocks.forEach { $0.describe(into: &lines, depth: 2) }
        }
        return lines.joined(separator: "\n")
    }
}

extension Block {
    fileprivate func describe(into lines: inout [String], depth: Int) {
        let pad = String(repeating: "  ", count: depth)
        switch self {
        case .heading(let inlines):
            lines.append(pad + "heading " + inlines.treeText)
        case .paragraph(let inlines):
            lines.append(pad + "paragraph " + inlines.treeText)
        case .section(let title, let body):
            lines.append(pad + "section " + title.treeText)
            body.forEach { $0.describe(into: &lines, depth: depth + 1) }
        case .list(let items):
            lines.append(pad + "list")
            for item in items {
                lines.append(pad + "  item")
                item.forEach { $0.describe(into: &lines, depth: depth + 2) }
            }
        case .cells(let cells):
            lines.append(pad + "cells " + cells.map(\.treeText).joined(separator: " | "))
        case .keyValue(let key, let value):
            lines.append(pad + "keyValue " + key.treeText + " = " + value.treeText)
        case .meter(let meter):
            lines.append(
                pad + "meter \(meter.value) in \(meter.minimum)...\(meter.maximum) " + meter.label.treeText + " "
                    + meter.caption.treeText)
        case .rule:
            lines.append(pad + "rule")
        case .generic(let type, let body):
            lines.append(pad + "generic(\(type))")
            body.forEach { $0.describe(into: &lines, depth: depth + 1) }
        }
    }
}

extension [Inline] {
    fileprivate var treeText: String {
        map { inline in
            switch inline {
            case .text(let text): "\"\(text)\""
            case .lineBreak: "⏎"
            case .icon(let icon): "[icon \(icon.rawValue)]"
            case .colored(let color, let children):
                (color.role.map { $0.name } ?? color.hex) + "{" + children.treeText + "}"
            }
        }.joined(separator: " ")
    }
}
