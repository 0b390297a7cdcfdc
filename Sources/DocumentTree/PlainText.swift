extension Document {
    /// Every visible string, in reading order, one line per block: for search, alt text and tests.
    package var plainText: String {
        blocks.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension Block {
    package var plainText: String {
        switch self {
        case .heading(let inlines), .paragraph(let inlines):
            return inlines.plainText
        case .section(let title, let body):
            return ([title.plainText] + body.map(\.plainText)).filter { !$0.isEmpty }.joined(separator: "\n")
        case .list(let items):
            return items.map { $0.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .cells(let cells):
            return cells.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .keyValue(let key, let value):
            return key.plainText + " " + value.plainText
        case .meter(let meter):
            return [meter.label.plainText, meter.caption.plainText].filter { !$0.isEmpty }.joined(separator: " ")
        case .rule:
            return ""
        case .generic(_, let body):
            return body.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n")
        }
    }
}

extension [Inline] {
    package var plainText: String {
        map { inline in
            switch inline {
            case .text(let text): text
            case .colored(_, let children): children.plainText
            case .lineBreak: "\n"
            case .icon(let icon): icon.text
            }
        }.joined()
    }
}
