import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// What every section of a character sheet needs: the armory, one format's renderer, and
/// the common ways to show a tooltip or a line of markup.
///
/// A class: sections hand it to the closures that build their rows, and copying the
/// armory's arrays each time showed in the profile.
final class SheetContext: Sendable {
    let armory: Armory
    let format: OutputFormat
    let renderer: DocumentRenderer
    let memo: TooltipMemo
    let pictures: PagePictures
    /// Where an HTML sheet's tooltips go, each linked from the sheet; nil: shown inline
    /// (Markdown).
    let shelf: TooltipShelf?

    init(armory: Armory, format: OutputFormat, memo: TooltipMemo, pictures: PagePictures, shelf: TooltipShelf? = nil) {
        self.armory = armory
        self.format = format
        self.memo = memo
        self.pictures = pictures
        self.shelf = shelf
        renderer = DocumentRenderer(format: format, headingLevel: 4)
    }

    var isHTML: Bool { format == .html }

    /// An item's, skill's or node's icon, named by what it shows; its placeholder is drawn
    /// in the grade's colour. Nil when the snapshot names none.
    func icon(_ url: String?, alt: String, grade: String? = nil) -> PictureView? {
        pictures.view(url, alt: alt, role: .icon(grade: grade))
    }

    /// Why a section shows no content: unreadable, or sent as `null` (or absent, in API
    /// versions before the section existed). Nil when there is content. The words are the
    /// templates' (`partials/absent.*`).
    func absence(of key: String, isNull: Bool) -> Absence? {
        if armory.unreadableSections.contains(key) { return Absence(section: key, unreadable: true) }
        return isNull ? Absence(section: key) : nil
    }

    /// A decoded tooltip of `title` (the item's name): shelved for the tooltip page and
    /// linked, or (without a shelf) rendered in place; or why it could not be read.
    /// `nested` tooltips sit under an `h4` of their own, so in place their title goes one
    /// level down.
    func tooltip(_ decoded: DecodedTooltip?, nested: Bool = false, title: String, of kind: TooltipView.Kind = .item)
        -> TooltipView
    {
        switch decoded?.result {
        case .success?:
            if let shelf {
                guard let body = decoded?.rendered(by: shelf.renderer) else { return TooltipView() }
                let id = shelf.shelve(body, title: title)
                return TooltipView(link: TooltipView.Link(id: id, href: "\(shelf.pageHref)#\(id)", kind: kind))
            }
            let renderer = nested ? DocumentRenderer(format: format, headingLevel: 5) : renderer
            return TooltipView(body: decoded?.rendered(by: renderer))
        case .failure(let error)?: return TooltipView(unreadable: error.problem)
        case nil: return TooltipView()
        }
    }

    /// Markup lines as rendered paragraphs; nil when they hold no text.
    func markup(_ lines: [String]) -> String? {
        let rendered = memo.fragment("markup \(format.rawValue)\u{0}" + lines.joined(separator: "\u{0}")) {
            let document = TooltipDecoder.decode(markup: lines)
            return document.isEmpty ? "" : renderer.render(document)
        }
        return rendered.isEmpty ? nil : rendered
    }

    /// One paragraph: a bold label, then markup lines joined by line breaks.
    func labelled(_ label: String, markup lines: [String]) -> String {
        memo.fragment("labelled \(format.rawValue)\u{0}\(label)\u{0}" + lines.joined(separator: "\u{0}")) {
            render(label, markup: lines)
        }
    }

    private func render(_ label: String, markup lines: [String]) -> String {
        let paragraphs = TooltipDecoder.decode(markup: lines).blocks.map { block -> [Inline] in
            if case .paragraph(let inlines) = block { return inlines }
            return [.text(block.plainText)]
        }
        let value = paragraphs.enumerated().flatMap { index, inlines in (index == 0 ? [] : [Inline.lineBreak]) + inlines }
        return renderer.render(Document([.keyValue(key: [.text(label)], value: value)]))
    }

    /// The text of a markup string (gem names come as `<P><FONT>…</FONT></P>`).
    static func plain(_ markup: String) -> String {
        TooltipDecoder.decode(markup: [markup]).plainText
    }
}

/// A tooltip ready for a template: a link to it on the tooltip page, or `body`, a fragment
/// LOAS rendered (`{{{body}}}`); `unreadable` is the decoder's reason (the words around it
/// are the template's). An empty string is still a value to a template section, so
/// "nothing to show" is nil.
struct TooltipView: Encodable {
    var body: String?
    var unreadable: String?
    var link: Link?

    /// Whose tooltip a link opens, where a card links more than one (a skill's rune, a
    /// gem's skill): the template words its label.
    enum Kind: Sendable {
        case item, rune, skill
    }

    struct Link: Encodable {
        let id: String
        let href: String
        let rune: Bool
        let skill: Bool

        init(id: String, href: String, kind: Kind) {
            (self.id, self.href) = (id, href)
            (rune, skill) = (kind == .rune, kind == .skill)
        }
    }
}

/// A section with nothing to show, and why: `unreadable` (the API sent something LOAS could
/// not read), `alone` (a roster with no other character), else no data. `section` is the
/// API's name for it (`ArmoryGem`).
struct Absence: Encodable, Sendable {
    let section: String
    let unreadable: Bool
    let alone: Bool
    let noData: Bool

    init(section: String, unreadable: Bool = false, alone: Bool = false) {
        self.section = section
        self.unreadable = unreadable
        self.alone = alone
        noData = !unreadable && !alone
    }
}
