import Foundation
import LostArkAPI
import Rendering

/// Each character's pages (`CharacterPageEntry`), files (`CharacterFileEntry`) and the
/// sheet's sections (`SheetSection`): the build loops over it for every character as the
/// character is decoded, as it loops over `PageTable` for the rest of the site.
package struct CharacterTable: Sendable {
    /// In the order they are made: a page may read what one before it left (the tooltip
    /// page, the tooltips the sheet shelved).
    package var pages: [CharacterPageEntry]
    package var files: [CharacterFileEntry]
    /// The sheet's sections after its summary, in page order.
    package var sections: [SheetSection]

    package init(pages: [CharacterPageEntry], files: [CharacterFileEntry] = [], sections: [SheetSection] = []) {
        (self.pages, self.files, self.sections) = (pages, files, sections)
    }

    /// Every word its pages and sections name, for `words.txt` to give.
    package var words: [Words.Key] { pages.compactMap(\.title) + sections.map(\.title) }

    /// The templates the table makes from its list: `partials/sheet-sections` of each format,
    /// which the sheet includes for its sections' bodies. A `--templates` folder's file of the
    /// same name takes its place.
    package var templates: [String: Data] {
        let list = Data(SheetSection.partialList(sections).utf8)
        return Dictionary(uniqueKeysWithValues: OutputFormat.allCases.map { ("partials/sheet-sections.\($0.fileExtension)", list) })
    }

    /// Every page and file of the character `facts` holds, in each format `libraries` render:
    /// each page's view made and encoded once, each format's chrome beside it.
    package func render(_ facts: CharacterFacts, libraries: [(OutputFormat, TemplateLibrary)]) throws(TemplateError)
        -> [RenderedPage]
    {
        var made: [RenderedPage] = []
        for page in pages where page.exists(facts) {
            made += try page.render(facts, libraries: libraries)
        }
        for file in files where file.exists(facts) {
            made.append(RenderedPage(path: file.path(facts.name), contents: try file.bytes(facts)))
        }
        return made
    }
}

/// A page each character has, everything about it in one declaration (as `PageEntry` for the
/// site's): its template, its path per format from the character's name, its title's word,
/// the snapshots its data comes from, whether the character has it, and its view.
package struct CharacterPageEntry: Sendable {
    /// The template of both formats; it also names the page in errors.
    package var template: String
    /// The page's site path from the character's name and a format's file extension.
    package var path: @Sendable (_ name: String, _ ext: String) -> String
    package var formats: [OutputFormat]
    /// Its title's word, filled with `{name}`; nil: the character's name alone.
    package var title: Words.Key?
    /// The snapshots its data comes from, for its data-as-of stamp (`SiteChrome.chrome`).
    package var snapshots: @Sendable (CharacterFacts) -> [String]?
    package var exists: @Sendable (CharacterFacts) -> Bool
    /// The page's own fields, made once for every format.
    package var view: @Sendable (CharacterFacts) throws(TemplateError) -> any Encodable

    package init(
        template: String, path: @escaping @Sendable (_ name: String, _ ext: String) -> String,
        formats: [OutputFormat] = OutputFormat.allCases, title: Words.Key? = nil,
        snapshots: @escaping @Sendable (CharacterFacts) -> [String]? = { [$0.character.path] },
        exists: @escaping @Sendable (CharacterFacts) -> Bool = { _ in true },
        view: @escaping @Sendable (CharacterFacts) throws(TemplateError) -> any Encodable
    ) {
        (self.template, self.path, self.formats, self.title) = (template, path, formats, title)
        (self.snapshots, self.exists, self.view) = (snapshots, exists, view)
    }

    /// The page in each of its formats that `libraries` render.
    func render(_ facts: CharacterFacts, libraries: [(OutputFormat, TemplateLibrary)]) throws(TemplateError) -> [RenderedPage] {
        let made = libraries.filter { formats.contains($0.0) && facts.formats.contains($0.0) }
        guard !made.isEmpty else { return [] }
        guard case .object(let fields) = try TemplateValue(encoding: try view(facts)) else {
            throw TemplateError(template: template, problem: "has a view that is not a set of named fields")
        }
        let value = TemplateValue.object(fields.prepending("chrome", chromes(facts).templateValue))
        var pages: [RenderedPage] = []
        for (format, library) in made {
            pages.append(
                RenderedPage(path: path(facts.name, format.fileExtension), contents: try library.renderData(template, value: value)))
        }
        return pages
    }

    private func chromes(_ facts: CharacterFacts) -> ByFormat<Chrome> {
        let title = title.map { facts.site.words($0, ["name": facts.name]) } ?? facts.name
        let description = PageDescription.character(facts.name, facts.character.armory.profile)
        let snapshots = snapshots(facts)
        func made(_ format: OutputFormat) -> Chrome? {
            guard formats.contains(format), facts.formats.contains(format) else { return nil }
            let ext = format.fileExtension
            return facts.site.chrome(
                path(facts.name, ext), ext: ext, title: title, description: description, snapshots: snapshots, image: facts.image)
        }
        return ByFormat(html: made(.html), markdown: made(.markdown))
    }
}

/// A file each character may have that no template makes (its tooltips' script).
package struct CharacterFileEntry: Sendable {
    package var path: @Sendable (_ name: String) -> String
    package var exists: @Sendable (CharacterFacts) -> Bool
    package var bytes: @Sendable (CharacterFacts) throws(TemplateError) -> Data

    package init(
        path: @escaping @Sendable (_ name: String) -> String, exists: @escaping @Sendable (CharacterFacts) -> Bool,
        bytes: @escaping @Sendable (CharacterFacts) throws(TemplateError) -> Data
    ) {
        (self.path, self.exists, self.bytes) = (path, exists, bytes)
    }
}
