import LostArkAPI
import Planning
import Rendering
import SitePages
import SnapshotStore

/// Renders each character's pages in one format through its templates, as the character is
/// decoded: its sheet (one view for every format's page set), its timeline and its tooltips.
/// Every other page is an entry of the table (`PageTable`).
struct PageSet: Sendable {
    let data: SiteData
    let options: SiteBuilder.Options
    let format: OutputFormat
    let templates: TemplateLibrary
    /// The chrome of every page: menu, stylesheet, stamps.
    let site: SiteChrome

    /// What this Swift puts into pages (titles, descriptions), from the templates.
    private var words: Words { site.words }

    private var ext: String { format.fileExtension }

    /// The sheet of `character` in each format of `pageSets`, filed under `name`, with its
    /// timeline and for HTML its tooltip page; `sheets` are the names of every character with
    /// a sheet in this build, which its siblings link to. `pictures` are the sheet's (depth 1).
    ///
    /// The sheet's view and its template value are made once for every format (`ByFormat`
    /// holds what differs), and each format's templates render that one value.
    static func sheets(
        _ name: String, _ character: CharacterSheet, in pageSets: [PageSet], sheets: Set<String>, pictures: SitePictures
    ) throws(TemplateError) -> [RenderedPage] {
        guard let first = pageSets.first else { return [] }
        let html = pageSets.first { $0.format == .html }
        let markdown = pageSets.first { $0.format == .markdown }
        // Both pages are one folder down, so each links to the other through the root.
        let shelf = html.map { _ in
            TooltipShelf(
                pageHref: SitePaths.href(SitePaths.tooltips(name), fromDepth: 1),
                sheetHref: SitePaths.href(SitePaths.character(name, OutputFormat.html.fileExtension), fromDepth: 1),
                scriptHref: SitePaths.href(SitePaths.tooltipScript(name), fromDepth: 1))
        }
        // Link previews show the portrait when it is kept, else the site's icon.
        let image = pictures.keptPath(character.armory.profile?.characterImage) ?? SiteChrome.siteIcon
        var sheet = CharacterPage(
            chrome: ByFormat(
                html: html?.sheetChrome(name, character, image: image), markdown: markdown?.sheetChrome(name, character, image: image)),
            name: name, character: character, siblingList: first.data.siblingList(of: name), sheets: sheets,
            formats: pageSets.map(\.format), pictures: pictures, shelf: shelf, classGroups: first.options.classGroups)
        sheet.history = character.history.map { history in
            ByFormat(html: html?.historyView(name, history), markdown: markdown?.historyView(name, history))
        }
        sheet.gone = first.site.times.goneNote(character.path)
        if first.options.honingTables != nil, character.summary.honing?.isEmpty == false {
            let anchor = SitePaths.href(HoningPage.anchor(name), fromDepth: 0)
            sheet.plan = Fragment(
                html: SitePaths.href(SitePaths.honing(OutputFormat.html.fileExtension), fromDepth: 1) + "#" + anchor,
                markdown: SitePaths.href(SitePaths.honing(OutputFormat.markdown.fileExtension), fromDepth: 1))
        }
        let value = try TemplateValue(encoding: sheet)
        var pages: [RenderedPage] = []
        for pageSet in pageSets {
            pages += try pageSet.sheetPages(name, character, value: value, image: image, shelf: pageSet.format == .html ? shelf : nil)
        }
        return pages
    }

    /// This format's sheet of `name` from the sheet's `value`, its timeline, and the tooltip
    /// page and script of the tooltips `shelf` gathered.
    private func sheetPages(_ name: String, _ character: CharacterSheet, value: TemplateValue, image: String, shelf: TooltipShelf?)
        throws(TemplateError) -> [RenderedPage]
    {
        let path = SitePaths.character(name, ext)
        var pages = [RenderedPage(path: path, contents: try templates.renderData("character", value: value))]
        if let timeline = character.history?.timeline {
            let timelinePath = SitePaths.timeline(name, ext)
            pages.append(
                try page(
                    timelinePath, template: "timeline", title: words(.titleTimeline, ["name": name]),
                    description: Describe.character(name, character.armory.profile), snapshots: [character.path],
                    image: image
                ) {
                    var page = TimelinePage(
                        chrome: $0, name: name, sheetHref: SitePaths.href(path, fromDepth: 1), timeline: timeline, words: words)
                    page.gone = site.times.goneNote(character.path)
                    return page
                })
        }
        if let shelf, !shelf.entries.isEmpty {
            let tooltipPath = SitePaths.tooltips(name)
            pages.append(
                try page(
                    tooltipPath, template: "tooltips", title: words(.titleTooltips, ["name": name]),
                    description: Describe.character(name, character.armory.profile),
                    snapshots: [character.path], image: image
                ) {
                    TooltipPage(chrome: $0, name: name, sheet: shelf.sheetHref, entries: shelf.entries)
                })
            let scriptPath = SitePaths.tooltipScript(name)
            guard let script = TooltipScript.data(shelf.entries) else {
                throw TemplateError(template: scriptPath, problem: "needs more memory than this machine gave")
            }
            pages.append(RenderedPage(path: scriptPath, contents: script))
        }
        return pages
    }

    private func sheetChrome(_ name: String, _ character: CharacterSheet, image: String) -> Chrome {
        site.chrome(
            SitePaths.character(name, ext), ext: ext, title: name, description: Describe.character(name, character.armory.profile),
            snapshots: [character.path], image: image)
    }

    private func historyView(_ name: String, _ history: CharacterHistory) -> HistoryView {
        HistoryView(history, timelineHref: SitePaths.href(SitePaths.timeline(name, ext), fromDepth: 1), words: words)
    }

    /// `snapshots` are the paths the page's data comes from; `image` is the site path of
    /// the page's picture for link previews.
    private func page<View: Encodable>(
        _ path: String, template: String, title: String, description: PageDescription, snapshots: [String], image: String,
        context: (Chrome) -> View
    ) throws(TemplateError) -> RenderedPage {
        let chrome = site.chrome(path, ext: ext, title: title, description: description, snapshots: snapshots, image: image)
        return RenderedPage(path: path, contents: try templates.renderData(template, context(chrome)))
    }
}
