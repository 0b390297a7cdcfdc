import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// What every section of a character sheet needs: the armory, the formats the sheet is made
/// in, and the common ways to show a tooltip or a line of markup in each of them.
///
/// One sheet view serves every format: what differs by format (fragments, tooltips, links)
/// is made here for each and held as a `ByFormat`/`Fragment`, and the rest is made once.
/// Making the whole view again for the Markdown page was a sixth of a build.
///
/// A class: sections hand it to the closures that build their rows, and copying the
/// armory's arrays each time showed in the profile. Not `Sendable`: it holds the sheet's
/// `TooltipShelf`, and a sheet is made on one thread.
package final class SheetContext {
    package let armory: Armory
    /// The renderers of the formats made; nil for a format the build does not write.
    private let html: DocumentRenderer?
    private let markdown: DocumentRenderer?
    package let memo: TooltipMemo
    package let pictures: any PagePictures
    /// Where the HTML sheet's tooltips go, each linked from the sheet; the Markdown sheet
    /// shows them in place.
    package let shelf: TooltipShelf?

    package init(
        armory: Armory, formats: [OutputFormat], memo: TooltipMemo, pictures: any PagePictures, shelf: TooltipShelf? = nil
    ) {
        self.armory = armory
        self.memo = memo
        self.pictures = pictures
        self.shelf = formats.contains(.html) ? shelf : nil
        html = formats.contains(.html) ? DocumentRenderer(format: .html, headingLevel: 4) : nil
        markdown = formats.contains(.markdown) ? DocumentRenderer(format: .markdown, headingLevel: 4) : nil
    }

    /// Whether the sheet is made in `format`.
    package func makes(_ format: OutputFormat) -> Bool {
        format == .html ? html != nil : markdown != nil
    }

    /// This context for `format` alone (if it is made at all), for a section only that
    /// format's page shows; its tooltips are not shelved.
    package func only(_ format: OutputFormat) -> SheetContext? {
        guard makes(format) else { return nil }
        return SheetContext(armory: armory, formats: [format], memo: memo, pictures: pictures, shelf: nil)
    }

    /// An item's, skill's or node's icon, named by what it shows; its placeholder is drawn
    /// in the grade's colour. Nil when the snapshot names none.
    package func icon(_ url: String?, alt: String, grade: String? = nil) -> PictureView? {
        pictures.view(url, alt: alt, role: .icon(grade: grade))
    }

    /// Why a section shows no content: unreadable, or sent as `null` (or absent, in API
    /// versions before the section existed). Nil when there is content. The words are the
    /// templates' (`partials/absent.*`).
    package func absence(of key: String, isNull: Bool) -> Absence? {
        if armory.unreadableSections.contains(key) { return Absence(section: key, unreadable: true) }
        return isNull ? Absence(section: key) : nil
    }

    /// A decoded tooltip of `title` (the item's name): in HTML shelved for the tooltip page
    /// and linked, in Markdown rendered in place; or why it could not be read. `nested`
    /// tooltips sit under an `h4` of their own, so in place their title goes one level down.
    package func tooltip(_ decoded: DecodedTooltip?, nested: Bool = false, title: String, of kind: TooltipView.Kind = .item)
        -> ByFormat<TooltipView>
    {
        func inPlace(_ renderer: DocumentRenderer) -> TooltipView {
            Self.tooltip(decoded) { decoded in
                TooltipView(body: decoded.rendered(by: nested ? DocumentRenderer(format: renderer.format, headingLevel: 5) : renderer))
            }
        }
        let linked = html.map { renderer in
            guard let shelf else { return inPlace(renderer) }
            return Self.tooltip(decoded) { decoded in
                guard let body = decoded.rendered(by: shelf.renderer) else { return TooltipView() }
                let id = shelf.shelve(body, title: title)
                return TooltipView(link: TooltipView.Link(id: id, href: "\(shelf.pageHref)#\(id)", kind: kind))
            }
        }
        return ByFormat(html: linked, markdown: markdown.map(inPlace))
    }

    private static func tooltip(_ decoded: DecodedTooltip?, _ view: (DecodedTooltip) -> TooltipView) -> TooltipView {
        switch decoded?.result {
        case .success?: decoded.map(view) ?? TooltipView()
        case .failure(let error)?: TooltipView(unreadable: error.problem)
        case nil: TooltipView()
        }
    }

    /// A fragment (`Fragment`) rendered by `make` for each format made; nil when none is.
    private func fragment(_ make: (DocumentRenderer) -> String?) -> Fragment? {
        Fragment.either(html: html.flatMap(make), markdown: markdown.flatMap(make))
    }

    /// Markup lines as rendered paragraphs; nil when they hold no text.
    package func markup(_ lines: [String]) -> Fragment? {
        fragment(of: lines, "markup", kinds: (.paragraphsHTML, .paragraphsMarkdown)) { renderer in
            let document = TooltipDecoder.decode(markup: lines)
            return document.isEmpty ? "" : renderer.render(document)
        }
    }

    /// Markup lines as one run of text, joined by line breaks, for a template to put after
    /// its own label; nil when they hold no text.
    package func inline(_ lines: [String]) -> Fragment? {
        fragment(of: lines, "inline", kinds: (.runHTML, .runMarkdown)) { renderer in
            renderer.renderRun(Self.joined(lines))
        }
    }

    /// The fragment `make` renders of `lines` in each format, kept for the build: one line
    /// under itself, of the format's kind in `kinds`; more under a key spelled out (`key`).
    /// Nil in a format where it renders empty.
    private func fragment(
        of lines: [String], _ name: String, kinds: (html: TextKey.Kind, markdown: TextKey.Kind),
        _ make: (DocumentRenderer) -> String
    ) -> Fragment? {
        let line = lines.count == 1 ? TextKey(lines[0]) : nil
        return fragment { renderer in
            let key =
                line?.with(kind: renderer.format == .html ? kinds.html : kinds.markdown)
                ?? TextKey(Self.key(name, renderer.format, lines), kind: .fragment)
            let rendered = memo.fragment(key) { make(renderer) }
            return rendered.isEmpty ? nil : rendered
        }
    }

    /// What a fragment of `kind` made from `lines` is kept under, when they are not one line
    /// (which is its own key, `TextKey.Kind` naming the rest): the kind, the format and
    /// each line after its length, so no two lists of lines share a key (lines joined by a
    /// NUL did, when a line held one). Written into one string made at its length.
    private static func key(_ kind: String, _ format: OutputFormat, _ lines: [String]) -> String {
        let format = format.rawValue
        var key = ""
        key.reserveCapacity(kind.utf8.count + format.utf8.count + 1 + lines.reduce(0) { $0 + $1.utf8.count + 12 })
        key += kind
        key += " "
        key += format
        for line in lines {
            key += "\u{0}"
            key += String(line.utf8.count)
            key += ":"
            key += line
        }
        return key
    }

    /// The paragraphs of markup lines as inlines, joined by line breaks.
    private static func joined(_ lines: [String]) -> [Inline] {
        let paragraphs = TooltipDecoder.decode(markup: lines).blocks.map { block -> [Inline] in
            if case .paragraph(let inlines) = block { return inlines }
            return [.text(block.plainText)]
        }
        return paragraphs.enumerated().flatMap { index, inlines in (index == 0 ? [] : [Inline.lineBreak]) + inlines }
    }

    /// One paragraph: a bold label, then markup lines joined by line breaks.
    package func labelled(_ label: String, markup lines: [String]) -> Fragment {
        fragment { renderer in
            memo.fragment(Self.key("labelled", renderer.format, [label] + lines)) {
                renderer.render(Document([.keyValue(key: [.text(label)], value: Self.joined(lines))]))
            }
        } ?? Fragment(html: nil, markdown: nil)
    }

    /// The text of a markup string, decoded once per build for each distinct text
    /// (`TooltipMemo.plain`).
    package func plain(_ markup: String) -> String {
        memo.plain(markup)
    }
}

/// A tooltip ready for a template: a link to it on the tooltip page, or `body`, a fragment
/// LOAS rendered (`{{{body}}}`); `unreadable` is the decoder's reason (the words around it
/// are the template's). An empty string is still a value to a template section, so
/// "nothing to show" is nil.
package struct TooltipView: TemplateValueConvertible {
    package var body: Markup?
    package var unreadable: String?
    package var link: Link?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("body", body)
                $0.add("unreadable", unreadable)
                $0.add("link", link)
            })
    }

    /// Whose tooltip a link opens, where a card links more than one (a skill's rune, a
    /// gem's skill): the template words its label.
    package enum Kind: Sendable {
        case item, rune, skill
    }

    package struct Link: TemplateValueConvertible {
        package let id: String
        package let href: String
        package let rune: Bool
        package let skill: Bool

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("id", id)
                    $0.add("href", href)
                    $0.add("rune", rune)
                    $0.add("skill", skill)
                })
        }

        package init(id: String, href: String, kind: Kind) {
            (self.id, self.href) = (id, href)
            (rune, skill) = (kind == .rune, kind == .skill)
        }
    }
}

/// A section with nothing to show, and why: `unreadable` (the API sent something LOAS could
/// not read), `alone` (a roster with no other character), else no data. `section` is the
/// API's name for it (`ArmoryGem`).
package struct Absence: TemplateValueConvertible, Sendable {
    package let section: String
    package let unreadable: Bool
    package let alone: Bool
    package let noData: Bool

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("section", section)
                $0.add("unreadable", unreadable)
                $0.add("alone", alone)
                $0.add("noData", noData)
            })
    }

    package init(section: String, unreadable: Bool = false, alone: Bool = false) {
        self.section = section
        self.unreadable = unreadable
        self.alone = alone
        noData = !unreadable && !alone
    }
}
