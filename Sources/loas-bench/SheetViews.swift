import Foundation
import LostArkAPI
import Rendering
import SitePages
import SnapshotStore
import TooltipDecoder

/// The HTML character sheets' views of a snapshot folder, made as the build makes them
/// (`CharacterTable.render`, `CharacterSheet.load`) but for what only the build has: no picture is
/// kept (every picture is its placeholder, as in a folder built without pictures), the menu
/// holds the roster page only and no page has a data-as-of stamp. A folder has no history,
/// so neither has a build of it.
struct SheetViews {
    let names: [String]
    /// The views alone, as swift-mustache's Mirror reads them: without the chrome the build
    /// puts beside them, and with the sections as the fields a `TemplateValue` holds.
    let views: [CharacterPage]
    /// Each view's value as the build renders it: with its chrome first (`CharacterPageEntry`).
    let values: [TemplateValue]
    /// Characters left out: no snapshot, the API's null, or one that does not decode.
    let skipped: [String]

    init(folder: URL, limit: Int?) throws {
        let reader = SnapshotReader(try MirrorDirectory(folder))
        let everyName = reader.armoryNames()
        let sheets = Set(everyName)
        let words = Words.builtIn
        let memo = TooltipMemo()
        let pictures = PlaceholderPictures()
        let siblingLists = Self.siblingLists(reader)
        var names: [String] = []
        var views: [CharacterPage] = []
        var values: [TemplateValue] = []
        var skipped: [String] = []
        for fileName in everyName.prefix(limit ?? everyName.count) {
            guard let armory = try? reader.armory(named: fileName) else {
                skipped.append(fileName)
                continue
            }
            let name = CharacterSheet.key(armory, fileName: fileName)
            let tooltips = (armory.equipment ?? []).map { memo.tooltip($0.tooltip ?? "null") }
            var problems: [TooltipError] = []
            let sheet = SheetTooltips(armory, memo: memo, problems: &problems)
            let character = CharacterSheet(
                armory: armory, path: Route.armory(character: fileName).mirrorPath, tooltips: tooltips, history: nil, sheet: sheet,
                memo: memo)
            let path = SitePaths.character(name, "html")
            let shelf = TooltipShelf(
                pageHref: SitePaths.href(SitePaths.tooltips(name), fromDepth: 1), sheetHref: SitePaths.href(path, fromDepth: 1),
                scriptHref: SitePaths.href(SitePaths.tooltipScript(name), fromDepth: 1))
            let chrome = Chrome(
                title: "\(name) · LOAS", siteTitle: "LOAS", root: "../",
                nav: [NavLink(title: words[.menuRoster], href: "../" + SitePaths.roster("html"), current: false)],
                stylesheet: "style.css", description: PageDescription.character(name, armory.profile).text(words), url: nil, image: nil,
                stamp: nil, generatedFrom: nil)
            let view = try CharacterPage(
                name: name, character: character, siblingList: siblingLists[name], sheets: sheets, formats: [.html],
                pictures: pictures, shelf: shelf, sections: SheetSection.standard, words: words)
            guard case .object(let fields) = try TemplateValue(encoding: view) else { continue }
            views.append(view)
            values.append(.object(fields.prepending("chrome", ByFormat(html: chrome, markdown: nil).templateValue)))
            names.append(name)
        }
        (self.names, self.views, self.values, self.skipped) = (names, views, values, skipped)
    }

    /// Each character's roster: the first sibling list that names it, as `SiteData` finds it.
    private static func siblingLists(_ reader: SnapshotReader) -> [String: [CharacterInfo]] {
        var lists: [String: [CharacterInfo]] = [:]
        var warnings: [String] = []
        for owner in reader.siblingOwners().sorted() {
            guard let list = (try? reader.siblings(of: owner, warnings: &warnings)) ?? nil else { continue }
            for info in list where lists[info.name] == nil { lists[info.name] = list }
        }
        return lists
    }
}

/// Every picture a sheet names drawn as its placeholder, under the paths the build gives them.
private struct PlaceholderPictures: PagePictures {
    func view(_ url: String?, alt: String, role: PictureRole) -> PictureView? {
        guard PictureURLs.shows(url) else { return nil }
        let file =
            switch role {
            case .portrait: "placeholder-portrait.svg"
            case .banner: "placeholder-banner.svg"
            case .icon: "placeholder.svg"
            }
        return PictureView(src: "../img/" + file, alt: alt, placeholder: true)
    }

    func keptPath(_ url: String?) -> String? { nil }
}
