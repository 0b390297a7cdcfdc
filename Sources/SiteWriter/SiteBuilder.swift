import BundledResources
import Foundation
import LostArkAPI
import Rendering
import SnapshotStore

/// Turns snapshots into the files of the site, in memory, without touching the disk.
///
/// Snapshots that are missing leave their page out; snapshots that cannot be read are
/// reported as warnings naming the file, and the page says the data was unreadable.
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        public var siteTitle: String
        /// A folder whose files override the built-in templates one by one.
        public var templates: URL?
        /// Where the site is served from: "/" at a domain root, "/repo/" for a GitHub Pages
        /// project site. Only pages served at any depth (404.html) use it; every other link
        /// is relative, so the site also works from disk.
        public var basePath: BasePath
        /// The published site's absolute URL, for sitemap.xml and Open Graph; without it
        /// there is no sitemap (its URLs must be absolute).
        public var siteURL: SiteURL?
        /// Leads the front page; nil: the highest character with a sheet.
        public var mainCharacter: String?
        /// Listed on the front page; empty: every other character with a sheet.
        public var favourites: [String]
        /// Regular expressions (`hide_events` in loas.yml); events whose title matches one
        /// are left out of the news page and feed.
        public var hideEvents: [String]

        public init(
            siteTitle: String = "LOAS", templates: URL? = nil, basePath: BasePath = .root, siteURL: SiteURL? = nil,
            mainCharacter: String? = nil, favourites: [String] = [], hideEvents: [String] = []
        ) {
            self.siteTitle = siteTitle
            self.templates = templates
            self.basePath = basePath
            self.siteURL = siteURL
            self.mainCharacter = mainCharacter
            self.favourites = favourites
            self.hideEvents = hideEvents
        }
    }

    /// The files of a built site, by relative path, and what went wrong on the way.
    public struct Site: Sendable {
        public var files: [String: Data]
        public var warnings: [String]
    }

    let reader: SnapshotReader
    let history: (any HistorySource)?
    let options: Options

    /// `history` draws the charts and "changed since" lists; without it (a mirror folder,
    /// the demo) pages simply have none.
    public init(snapshots: any SnapshotSource, history: (any HistorySource)? = nil, options: Options = Options()) {
        self.reader = SnapshotReader(snapshots)
        self.history = history
        self.options = options
    }

    public func build() throws(BuildError) -> Site {
        if reader.isEmpty {
            throw BuildError.noSnapshots(reader.source.label)
        }
        let filter = try EventFilter(options.hideEvents)
        var warnings: [String] = []
        var data = SiteData(reader: reader, history: history, warnings: &warnings)
        if let events = data.events {
            data.events = events.filter { !filter.hides($0) }
            data.hiddenEvents = events.count - (data.events?.count ?? 0)
        }
        var files: [String: Data] = [:]
        let freshness = Freshness(source: reader.source, paths: data.paths)
        do {
            let templateFiles = try TemplateFiles(defaults: BundledResources.templates, overrides: options.templates)
            var assets = templateFiles.assets
            let stylesheet = Self.fingerprint("style.css", in: &assets)
            for format in OutputFormat.allCases {
                let templates = try TemplateLibrary(format: format, files: templateFiles)
                let pages = PageSet(
                    data: data, options: options, format: format, templates: templates, stylesheet: stylesheet,
                    freshness: freshness)
                for page in try pages.render() {
                    files[page.path] = Data(page.contents.utf8)
                }
            }
            files.merge(assets) { _, asset in asset }
            if let siteURL = options.siteURL {
                files["sitemap.xml"] = Data(Sitemap.render(files.keys, siteURL: siteURL).utf8)
                files["robots.txt"] = Sitemap.announce(in: files["robots.txt"], siteURL: siteURL)
            }
            // GitHub Pages would otherwise run Jekyll, which hides files starting with '_'.
            files[".nojekyll"] = Data()
            if let feed = data.newsFeed(title: options.siteTitle, siteURL: options.siteURL) {
                files[SitePaths.newsFeed] = Data(feed.utf8)
            }
            if let calendar = data.calendar {
                files[SitePaths.calendarFeed] = Data(CalendarICS.render(calendar, title: options.siteTitle).utf8)
            }
        } catch {
            throw BuildError.template(error)
        }
        return Site(files: files, warnings: warnings)
    }

    /// Renames `name` to carry the start of its SHA-256 (`style.1a2b3c4d.css`), so a host's
    /// long cache can never serve last week's stylesheet with this week's pages.
    static func fingerprint(_ name: String, in assets: inout [String: Data]) -> String {
        guard let data = assets.removeValue(forKey: name) else { return name }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let hashed = name[..<dot] + "." + SHA256.hex(of: data).prefix(10) + name[dot...]
        assets[String(hashed)] = data
        return String(hashed)
    }
}

/// Why a site could not be built at all.
public enum BuildError: Error, CustomStringConvertible {
    case noSnapshots(String)
    case template(TemplateError)
    case badEventPattern(String)

    public var description: String {
        switch self {
        case .noSnapshots(let label):
            "\(label) is empty; expected snapshots in the API-mirror layout "
                + "(files such as armories/characters/NAME.json or gamecontents/calendar.json)"
        case .template(let error):
            error.description
        case .badEventPattern(let pattern):
            "hide_events: \"\(pattern)\" is not a valid regular expression"
        }
    }
}
