import Foundation
import LostArkAPI
import Rendering

/// One section of a character sheet after its summary, everything about it in one
/// declaration: its anchor, its word, how its view is made from the character, and (by its
/// id) its templates `partials/sheet/ID.html` and `.md`. The sheet's table of contents and
/// its body follow the list (`CharacterTable.sections`): the body is the partial of each
/// section made, in list order (`partialList`), and the contents link to each.
package struct SheetSection: Sendable {
    /// Its anchor on the HTML sheet, its field in the sheet's view (`sections.ID`) and the name
    /// of its templates.
    package var id: String
    /// Its word (`words.txt`): its link in the table of contents, and its heading
    /// (`{{heading}}` in its templates), which the Markdown sheet's link is made from.
    package var title: Words.Key
    /// Its view (an `Encodable` struct or a `TemplateValueConvertible`), made once for every
    /// format; nil: this character's sheet has no such section, nor a link to it.
    package var view: @Sendable (Input) -> (any Encodable)?

    package init(id: String, title: Words.Key, view: @escaping @Sendable (Input) -> (any Encodable)?) {
        (self.id, self.title, self.view) = (id, title, view)
    }

    /// What a section is made from: the sheet's context (the armory, its formats, its
    /// tooltips' renderers) and the character.
    package struct Input {
        package let context: SheetContext
        package let character: CharacterSheet
        /// The name the sheet shows.
        package let name: String
        /// The character's roster, when a sibling list names it.
        package let siblingList: [CharacterInfo]?
        /// Every character with a sheet in this build.
        package let sheets: Set<String>
        /// The formats the sheet is made in.
        package let formats: [OutputFormat]
    }

    /// The template both formats' sheets include for the body (`partials/sheet-sections`):
    /// each section's partial, shown when its view was made.
    static func partialList(_ sections: [SheetSection]) -> String {
        sections.map { "{{#sections.\($0.id)}}\n{{> partials/sheet/\($0.id)}}\n{{/sections.\($0.id)}}\n" }.joined()
    }

    /// Where a Markdown page's heading `title` is linked from: GitHub's rule (lower case,
    /// spaces to hyphens, other punctuation left out).
    static func markdownAnchor(_ title: String) -> String {
        String(
            title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
    }
}

/// The sections of one sheet, made: each one's view under its id, and the table of contents'
/// links to them, in list order.
package struct MadeSections: TemplateValueConvertible {
    package let views: TemplateFields
    package let contents: [ContentsLink]

    /// Every section of `list` whose view `input` makes, each headed by its word from `words`.
    package init(_ list: [SheetSection], input: SheetSection.Input, words: Words) throws(TemplateError) {
        var views = TemplateFields(capacity: list.count)
        var contents: [ContentsLink] = []
        for section in list {
            guard let view = section.view(input) else { continue }
            guard case .object(let fields) = try TemplateValue(encoding: view) else {
                throw TemplateError(template: "partials/sheet/\(section.id)", problem: "has a view that is not a set of named fields")
            }
            let title = words[section.title]
            views.add(section.id, .object(fields.prepending("heading", .text(title))))
            contents.append(
                ContentsLink(
                    title: title, href: Fragment(html: "#" + section.id, markdown: "#" + SheetSection.markdownAnchor(title))))
        }
        (self.views, self.contents) = (views, contents)
    }

    package var templateValue: TemplateValue { .object(views) }

    /// Not `Encodable`'s shape: its fields are named by the list.
    package static var checksEncodable: Bool { false }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(contents.map(\.title))
    }

    /// A link of the table of contents.
    package struct ContentsLink: TemplateValueConvertible {
        package let title: String
        package let href: Fragment

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("title", title)
                    $0.add("href", href)
                })
        }
    }
}
