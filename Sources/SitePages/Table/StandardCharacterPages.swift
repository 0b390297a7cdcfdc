import Foundation
import LostArkAPI
import Rendering

extension CharacterTable {
    /// Each character's pages as LOAS makes them: the sheet, its timeline and its tooltips,
    /// the tooltips' script, and the sheet's sections.
    package static let standard = CharacterTable(
        pages: [.sheet, .timeline, .tooltips], files: [.tooltipScript], sections: SheetSection.standard)
}

/// What one character's pages are made from: the character, what the build knows of the
/// others, the site's chrome, and the tooltips the HTML sheet shelves as it is made.
package struct CharacterFacts {
    /// The name its pages go under.
    package let name: String
    package let character: CharacterSheet
    /// Every character with a sheet in this build, which its siblings link to.
    package let sheets: Set<String>
    package let siblingList: [CharacterInfo]?
    /// `classes.yml`'s group of each class.
    package let classGroups: [String: String]
    /// The formats the build writes.
    package let formats: [OutputFormat]
    /// The pictures of pages one folder down.
    package let pictures: any PagePictures
    /// The chrome of every page, its times the build's.
    package let site: SiteChrome
    package let sections: [SheetSection]
    /// Where the HTML sheet's full tooltips go as its sections are made, for the tooltip page
    /// and script; nil without an HTML sheet.
    package let shelf: TooltipShelf?
    /// The page's picture for link previews: the portrait when it is kept, else the site's icon.
    package let image: String

    package init(
        name: String, character: CharacterSheet, sheets: Set<String>, siblingList: [CharacterInfo]?,
        classGroups: [String: String], formats: [OutputFormat], pictures: any PagePictures, site: SiteChrome,
        sections: [SheetSection]
    ) {
        (self.name, self.character, self.sheets, self.siblingList) = (name, character, sheets, siblingList)
        (self.classGroups, self.formats, self.pictures, self.site, self.sections) = (classGroups, formats, pictures, site, sections)
        // The sheet and the tooltip page are one folder down, so each links to the other through the root.
        shelf =
            formats.contains(.html)
            ? TooltipShelf(
                pageHref: SitePaths.href(SitePaths.tooltips(name), fromDepth: 1),
                sheetHref: SitePaths.href(SitePaths.character(name, OutputFormat.html.fileExtension), fromDepth: 1),
                scriptHref: SitePaths.href(SitePaths.tooltipScript(name), fromDepth: 1)) : nil
        image = pictures.keptPath(character.armory.profile?.characterImage) ?? SiteChrome.siteIcon
    }

    /// Whether the HTML sheet shelved any tooltip (asked once the sheet is made).
    var hasShelvedTooltips: Bool { shelf.map { !$0.entries.isEmpty } ?? false }
}

extension CharacterPageEntry {
    /// The sheet: one view for both formats, its chrome titled with the name alone.
    package static let sheet = CharacterPageEntry(template: "character", path: SitePaths.character) { facts throws(TemplateError) in
        let (name, character, site) = (facts.name, facts.character, facts.site)
        var sheet = try CharacterPage(
            name: name, character: character, siblingList: facts.siblingList, sheets: facts.sheets, formats: facts.formats,
            pictures: facts.pictures, shelf: facts.shelf, classGroups: facts.classGroups, sections: facts.sections,
            words: site.words)
        sheet.history = character.history.map { history in
            func view(_ format: OutputFormat) -> HistoryView? {
                guard facts.formats.contains(format) else { return nil }
                let timeline = SitePaths.href(SitePaths.timeline(name, format.fileExtension), fromDepth: 1)
                return HistoryView(history, timelineHref: timeline, words: site.words)
            }
            return ByFormat(html: view(.html), markdown: view(.markdown))
        }
        sheet.gone = site.times.goneNote(character.path)
        if site.settings.honingTables != nil, character.summary.honing?.isEmpty == false {
            let anchor = SitePaths.href(HoningPage.anchor(name), fromDepth: 0)
            sheet.plan = Fragment(
                html: SitePaths.href(SitePaths.honing(OutputFormat.html.fileExtension), fromDepth: 1) + "#" + anchor,
                markdown: SitePaths.href(SitePaths.honing(OutputFormat.markdown.fileExtension), fromDepth: 1))
        }
        return sheet
    }

    /// What changed on the character, when the site has its history.
    package static let timeline = CharacterPageEntry(
        template: "timeline", path: SitePaths.timeline, title: .titleTimeline, exists: { $0.character.history?.timeline != nil },
        view: { facts in
            var page = facts.character.history?.timeline.map { timeline in
                TimelinePage(
                    name: facts.name, sheetHref: Fragment.link(fromDepth: 1) { SitePaths.character(facts.name, $0) },
                    timeline: timeline, words: facts.site.words)
            }
            page?.gone = facts.site.times.goneNote(facts.character.path)
            return page
        })

    /// The HTML sheet's full tooltips, when it shelved any.
    package static let tooltips = CharacterPageEntry(
        template: "tooltips", path: { name, _ in SitePaths.tooltips(name) }, formats: [.html], title: .titleTooltips,
        exists: { $0.hasShelvedTooltips },
        view: { facts in TooltipPage(name: facts.name, sheet: facts.shelf?.sheetHref ?? "", entries: facts.shelf?.entries ?? []) })
}

extension CharacterFileEntry {
    /// The tooltips as data, for `tooltip.js` to open them over the sheet.
    package static let tooltipScript = CharacterFileEntry(
        path: SitePaths.tooltipScript, exists: { $0.hasShelvedTooltips },
        bytes: { facts throws(TemplateError) in
            guard let script = TooltipScript.data(facts.shelf?.entries ?? []) else {
                throw TemplateError(template: SitePaths.tooltipScript(facts.name), problem: "needs more memory than this machine gave")
            }
            return script
        })
}
