import DocumentTree
import JSON

/// Decodes one `Element_NNN` by its kind (`../shared/lostark-api.md` §6.2).
///
/// Every decoder names the fields it reads (``Fields``); text in any other field, such as
/// one a game patch adds, is kept in a generic node after the decoded blocks, so a new
/// layout degrades a sheet but never loses what the game shows.
enum ElementDecoder {
    static func decode(kind: ElementKind, value: JSONValue) -> [Block] {
        if value == .null { return [] }
        let (blocks, fields) = decoded(kind, value)
        let leftover = TextCollector.leftovers(of: value, reading: fields)
        let kept = blocks.filter { !$0.isBlank }
        return leftover.isEmpty ? kept : kept + TextCollector.generic(type: kind.typeName, leftover)
    }

    private static func decoded(_ kind: ElementKind, _ value: JSONValue) -> ([Block], Fields) {
        switch kind {
        case .nameTagBox: (TextElements.heading(value), .text)
        case .singleTextBox: (TextElements.paragraph(value), .text)
        case .multiTextBox, .showMeTheMoney: (TextElements.cells(value), .text)
        case .itemTitle: (ItemElements.title(value), ItemElements.titleFields)
        case .itemPartBox: (ItemElements.part(value), .everything)
        case .indentStringGroup: (ItemElements.indentStringGroup(value), ItemElements.indentStringGroupFields)
        case .progress: (ItemElements.progress(value), ItemElements.progressFields)
        case .setItemGroup: (ItemElements.setItemGroup(value), ItemElements.setItemGroupFields)
        case .symbolString: (ItemElements.symbolString(value), ItemElements.symbolStringFields)
        case .itemTintGroup: (ItemElements.tintGroup(value), ItemElements.tintGroupFields)
        case .commonSkillTitle: (SkillElements.title(value, SkillElements.commonTitleKeys), .keys(SkillElements.commonTitleKeys))
        case .engraveSkillTitle: (SkillElements.title(value, SkillElements.engraveTitleKeys), .keys(SkillElements.engraveTitleKeys))
        case .tripodSkillCustom: (SkillElements.tripods(value), SkillElements.tripodFields)
        case .card: (SkillElements.card(value), SkillElements.cardFields)
        case .blinkLineStart, .blinkLineEnd: ([.rule], .everything)
        case .markup, .unknown: ([], .keys([:]))
        }
    }

    // MARK: Shared helpers

    /// Markup of a string or number value; nil for other shapes.
    static func markup(_ value: JSONValue?) -> [Inline]? {
        switch value {
        case .string(let string)?: MarkupParser.parse(string)
        case .number?: value?.int.map { [.text("\($0)")] }
        default: nil
        }
    }

    static func paragraph(_ value: JSONValue?) -> Block? {
        guard let inlines = markup(value), !inlines.isEmpty else { return nil }
        return .paragraph(inlines)
    }
}

/// Which parts of a value a decoder reads.
indirect enum Fields: Sendable {
    /// The decoder reads all of it.
    case everything
    /// A string is read whole; any other shape is not.
    case text
    /// These keys are read (each with its own fields); text under other keys is left over.
    case keys([String: Fields])
    /// Every `Element_NNN` entry is read with these fields.
    case entries(Fields)
}

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

extension Block {
    /// A block that would draw nothing: a section with neither title nor body, an empty list.
    var isBlank: Bool {
        switch self {
        case .heading(let inlines), .paragraph(let inlines): inlines.isEmpty
        case .section(let title, let body): title.isEmpty && body.allSatisfy(\.isBlank)
        case .list(let items): items.allSatisfy { $0.allSatisfy(\.isBlank) }
        case .cells(let cells): cells.allSatisfy(\.isEmpty)
        case .keyValue(let key, let value): key.isEmpty && value.isEmpty
        case .meter, .rule: false
        case .generic(_, let body): body.allSatisfy(\.isBlank)
        }
    }
}
