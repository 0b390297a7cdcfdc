import Rendering

/// Renders every page of one format through its templates.
struct PageSet {
    let data: SiteData
    let options: SiteBuilder.Options
    let format: OutputFormat
    let templates: TemplateLibrary

    private var ext: String { format.fileExtension }

    func render() throws(TemplateError) -> [RenderedPage] {
        var pages: [RenderedPage] = []
        pages.append(try page(SitePaths.index(ext), template: "index") {
            IndexPage(chrome: $0, roster: data.roster, format: ext, problems: [])
        })
        for (name, character) in data.characters.sorted(by: { $0.key < $1.key }) {
            pages.append(try page(SitePaths.character(name, ext), template: "character", title: name) {
                CharacterPage(chrome: $0, name: name, character: character, data: data, format: format)
            })
        }
        if let calendar = data.calendar {
            pages.append(try page(SitePaths.calendar(ext), template: "calendar", title: "주간 캘린더") {
                CalendarPage(chrome: $0, entries: calendar)
            })
        }
        if hasRewards {
            pages.append(try page(SitePaths.rewards(ext), template: "rewards", title: "도전 보상") {
                RewardsPage(chrome: $0, abyss: data.abyss, guardian: data.guardian)
            })
        }
        if format == .html {
            // Served for any missing path at any depth, so its links start at the base path.
            pages.append(try page("404.html", template: "404", title: "페이지를 찾을 수 없습니다", root: options.basePath.value) {
                NotFoundPage(chrome: $0)
            })
        }
        return pages
    }

    private var hasRewards: Bool { data.abyss != nil || data.guardian != nil }

    /// `root` replaces the relative way back to the site root, for pages served at any depth.
    private func page(
        _ path: String, template: String, title: String? = nil, root: String? = nil, context: (Chrome) -> Any
    ) throws(TemplateError) -> RenderedPage {
        let depth = path.split(separator: "/").count - 1
        let root = root ?? String(repeating: "../", count: depth)
        let chrome = Chrome(
            title: title.map { "\($0) · \(options.siteTitle)" } ?? options.siteTitle,
            siteTitle: options.siteTitle,
            root: root,
            nav: nav(from: path, root: root))
        return RenderedPage(path: path, contents: try templates.render(template, context(chrome)))
    }

    private func nav(from path: String, root: String) -> [NavLink] {
        var targets = [("로스터", SitePaths.index(ext))]
        if data.calendar != nil { targets.append(("캘린더", SitePaths.calendar(ext))) }
        if hasRewards { targets.append(("도전 보상", SitePaths.rewards(ext))) }
        return targets.map { NavLink(title: $0.0, href: root + SitePaths.href($0.1, fromDepth: 0), current: $0.1 == path) }
    }
}
