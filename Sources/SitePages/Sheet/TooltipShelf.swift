import Rendering

/// The full tooltips of one HTML sheet, gathered while its sections are made, for the
/// character's tooltip page (`tooltips/NAME.html`).
///
/// Inline, the folded tooltips were most of a sheet's bytes (158 KB of the largest real
/// character's 268 KB), so the sheet links to each one and its own page holds them all,
/// in the sheet's order, each linking back to where it was shown.
///
/// Not shared: one sheet's render makes it, fills it and reads it on one thread (`CharacterTable.render`),
/// so it needs no lock. A class, so every section of the sheet shelves into the same list.
package final class TooltipShelf {
    /// The tooltip page's address from the sheet, and the sheet's from the tooltip page.
    package let pageHref: String
    package let sheetHref: String
    /// The tooltips' script (`tooltips/NAME.js`, `TooltipScript`) from the sheet.
    package let scriptHref: String?
    /// Tooltips go one heading level below each entry's title (`h2`).
    package let renderer = DocumentRenderer(format: .html, headingLevel: 3)
    package private(set) var entries: [Entry] = []

    package init(pageHref: String, sheetHref: String, scriptHref: String? = nil) {
        self.pageHref = pageHref
        self.sheetHref = sheetHref
        self.scriptHref = scriptHref
    }

    package struct Entry: TemplateValueConvertible, Sendable {
        /// `tt-N`: the anchor of the link on the sheet and of the tooltip on its page.
        package let id: String
        /// What the tooltip is of: the item, skill or node's name, as the API sent it.
        package let title: String
        /// Rendered by LOAS (`{{{body}}}`).
        package let body: Markup
        /// Back to the link on the sheet.
        package let back: String

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("id", id)
                    $0.add("title", title)
                    $0.add("body", body)
                    $0.add("back", back)
                })
        }
    }

    /// Shelves `body` under `title`; the anchor both pages use.
    package func shelve(_ body: Markup, title: String) -> String {
        let id = "tt-\(entries.count + 1)"
        entries.append(Entry(id: id, title: title, body: body, back: "\(sheetHref)#\(id)"))
        return id
    }
}
