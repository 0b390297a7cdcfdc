import DocumentTree
import JSON

/// The plain string boxes.
enum TextElements {
    static func heading(_ value: JSONValue) -> [Block] {
        guard let inlines = ElementDecoder.markup(value), !inlines.isEmpty else { return [] }
        return [.heading(inlines)]
    }

    static func paragraph(_ value: JSONValue) -> [Block] {
        ElementDecoder.paragraph(value).map { [$0] } ?? []
    }

    /// The game's boxes have a handful of cells; past this many, the rest of the string,
    /// bars and all, is the last cell (a 71 MB string of `a|` took 4.9 GB as cells).
    static let maximumCells = 64

    /// `|`-separated cells; empty cells are only layout.
    static func cells(_ value: JSONValue) -> [Block] {
        guard let string = value.string else { return [] }
        var cells: [[Inline]] = []
        var rest = Substring(string)
        while cells.count < maximumCells - 1, let bar = rest.firstIndex(of: "|") {
            let cell = MarkupParser.parse(String(rest[..<bar]))
            if !cell.isEmpty { cells.append(cell) }
            rest = rest[rest.index(after: bar)...]
        }
        let last = MarkupParser.parse(String(rest))
        if !last.isEmpty { cells.append(last) }
        return cells.isEmpty ? [] : [.cells(cells)]
    }
}
