import DocumentTree
import Support

/// One line of tooltip text as runs of plain text with the colour each run is drawn in:
/// the shape the facts are read from, since some facts are colours (a polishing tier, a
/// penalty engraving) and most are words on a line.
package struct Line: Sendable, Hashable {
    package struct Run: Sendable, Hashable {
        package var text: String
        package var color: TextColor?
    }

    package var runs: [Run]
    /// The icon the line opens with: what starts a bracelet effect (its lock) or marks a
    /// grid gem's willpower. Its run stays in `runs`, so `text` still shows it.
    package var leadingIcon: Icon?

    /// The line's text, runs joined, icons as their text, spaces trimmed.
    package var text: String {
        // Most lines are one run: no array of texts and no joined copy for them.
        runs.count == 1 ? runs[0].text.trimmingSpaces : String(runs.map(\.text).joined().trimmingSpaces)
    }

    /// Whether `text` is empty, asked without joining the runs: the joined text trims to
    /// nothing exactly when every run is spaces.
    var isBlank: Bool { runs.allSatisfy { $0.text.isOnlySpaces } }

    /// The text after the leading icon: the words a reader sees beside it.
    package var words: String {
        guard let leadingIcon, let icon = runs.firstIndex(where: { $0.text == leadingIcon.text }) else { return text }
        return String(runs[runs.index(after: icon)...].map(\.text).joined().trimmingSpaces)
    }

    /// The text of every run `split` would make, lines separated by a newline: a word
    /// without one is in this text exactly when it is in one of the lines.
    static func joinedRuns(_ inlines: [Inline]) -> String {
        var text = ""
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .text(let run): text += run
                case .icon(.dot): continue
                case .icon(let icon): text += icon.text
                case .colored(_, let children): walk(children)
                case .lineBreak: text += "\n"
                }
            }
        }
        walk(inlines)
        return text
    }

    /// Splits inlines at line breaks, flattening colours onto the runs.
    static func split(_ inlines: [Inline]) -> [Line] {
        var lines = [Line(runs: [])]
        func walk(_ inlines: [Inline], color: TextColor?) {
            for inline in inlines {
                switch inline {
                case .text(let text): lines[lines.count - 1].runs.append(Run(text: text, color: color))
                case .icon(.dot): continue  // a bullet is layout, not part of the line's words
                case .icon(let icon):
                    if lines[lines.count - 1].leadingIcon == nil, lines[lines.count - 1].isBlank {
                        lines[lines.count - 1].leadingIcon = icon
                    }
                    lines[lines.count - 1].runs.append(Run(text: icon.text, color: color))
                case .colored(let inner, let children): walk(children, color: inner)
                case .lineBreak: lines.append(Line(runs: []))
                }
            }
        }
        walk(inlines, color: nil)
        return lines.filter { !$0.isBlank }
    }
}

extension Document {
    func elements(_ kind: ElementKind) -> [Element] {
        elements.filter { $0.kind == kind }
    }

    /// Lines of every block of the elements of `kind`, in order.
    func lines(of kind: ElementKind) -> [Line] {
        elements(kind).flatMap { $0.blocks.flatMap(\.lines) }
    }

    /// Sections (ItemPartBox, IndentStringGroup, …) whose title contains `word`.
    func sections(containing word: String) -> [(title: [Line], body: [Block])] {
        Sections(self).containing(word)
    }

    /// The body lines of the sections whose title is exactly `title`.
    func lines(ofSectionTitled title: String) -> [Line] {
        Sections(self).lines(titled: title)
    }
}

/// A document's sections with the text of each title, for a reading that searches them by
/// many words: an item's facts look for nine, so each title's runs are joined once here,
/// not again for every search.
struct Sections {
    private let sections: [(titleText: String, title: [Inline], body: [Block])]

    init(_ document: Document) {
        var sections: [(titleText: String, title: [Inline], body: [Block])] = []
        for element in document.elements {
            for case .section(let title, let body) in element.blocks { sections.append((Line.joinedRuns(title), title, body)) }
        }
        self.sections = sections
    }

    /// The sections whose title contains `word`.
    func containing(_ word: String) -> [(title: [Line], body: [Block])] {
        sections.compactMap { section in
            // Most titles do not have the word: their runs joined tell so without making lines.
            guard section.titleText.containsText(word) else { return nil }
            let lines = Line.split(section.title)
            return lines.contains(where: { $0.text.containsText(word) }) ? (lines, section.body) : nil
        }
    }

    /// The body lines of the sections whose title is exactly `title`: "코어 옵션" must not
    /// also find "코어 옵션 발동 조건".
    func lines(titled title: String) -> [Line] {
        containing(title).filter { $0.title.map(\.text).joined(separator: " ") == title }.flatMap { $0.body.flatMap(\.lines) }
    }
}

extension Document {

    /// The name line: the first heading.
    var headingText: String? {
        firstHeading.map { Line.split($0).map(\.text).joined(separator: " ") }
    }

    /// The colour of the first heading, which the game sets to the item's grade.
    var headingColor: TextColor? {
        firstHeading.flatMap { Line.split($0).first?.runs.first { $0.color != nil }?.color }
    }

    /// Without making `blocks`, which joins every element's.
    private var firstHeading: [Inline]? {
        for element in elements {
            for block in element.blocks {
                if case .heading(let inlines) = block { return inlines }
            }
        }
        return nil
    }
}

extension Block {
    /// Every line of text in this block, list items and section bodies included.
    var lines: [Line] {
        switch self {
        case .heading(let inlines), .paragraph(let inlines): Line.split(inlines)
        case .section(let title, let body): Line.split(title) + body.flatMap(\.lines)
        case .list(let items): items.flatMap { $0.flatMap(\.lines) }
        case .cells(let cells): cells.flatMap(Line.split)
        case .keyValue(let key, let value): Line.split(key + [.text(" ")] + value)
        case .meter(let meter): Line.split(meter.label + [.text(" ")] + meter.caption)
        case .rule: []
        case .generic(_, let body): body.flatMap(\.lines)
        }
    }

    /// The items of a list block, each as its lines.
    var listItems: [[Line]] {
        guard case .list(let items) = self else { return [] }
        return items.map { $0.flatMap(\.lines) }
    }
}

extension String {
    /// The first integer in the text after `marker` (or anywhere, without one).
    func integer(after marker: String = "") -> Int? {
        guard let start = marker.isEmpty ? startIndex : firstRange(ofText: marker)?.upperBound else { return nil }
        let rest = self[start...].drop { !$0.isASCII || !$0.isNumber }
        return Int(rest.prefix { $0.isASCII && $0.isNumber }.prefix(9))
    }

    /// The first integer directly before `marker`, such as 7 in "7단계".
    func integer(before marker: String) -> Int? {
        guard let end = firstRange(ofText: marker)?.lowerBound else { return nil }
        let head = self[..<end].reversed().drop { $0 == " " }
        let digits = String(head.prefix { $0.isASCII && $0.isNumber }.reversed())
        return Int(digits.suffix(9))
    }

    /// The text between the first `[` and the following `]`.
    var bracketed: String? {
        guard let open = firstIndex(of: "["), let close = self[open...].firstIndex(of: "]") else { return nil }
        return String(self[index(after: open)..<close]).trimmingSpaces
    }
}
