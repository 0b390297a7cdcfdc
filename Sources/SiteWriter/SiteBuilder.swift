import BundledResources
import FileSystem
import Foundation
import Honing
import LostArkAPI
import Planning
import Rendering
import SitePages
import SnapshotStore
import StoredHistory

/// Turns snapshots into the files of the site, in memory, without touching the disk.
///
/// Snapshots that are missing leave their page out; snapshots that cannot be read are
/// reported as warnings naming the file, and the page says the data was unreadable.
package struct SiteBuilder: Sendable {
    package struct Options: Sendable {
        package var siteTitle: String
        /// A folder whose files override the built-in templates one by one.
        package var templates: URL?
        /// Where the site is served from: "/" at a domain root, "/repo/" for a GitHub Pages
        /// project site. Only pages served at any depth (404.html) use it; every other link
        /// is relative, so the site also works from disk.
        package var basePath: BasePath
        /// The published site's absolute URL, for sitemap.xml and Open Graph; without it
        /// there is no sitemap (its URLs must be absolute).
        package var siteURL: SiteURL?
        /// Leads the front page; nil: the highest character with a sheet.
        package var mainCharacter: String?
        /// Listed on the front page; empty: every other character with a sheet.
        package var favourites: [String]
        /// Regular expressions (`hide_events` in loas.yml); events whose title matches one
        /// are left out of the news page and feed.
        package var hideEvents: [String]
        /// How many characters are built at once; the output is the same for any number.
        package var workers: Int
        /// The raid facts of the homework board (`raids.yml`); without it there is no board.
        package var raidCatalog: RaidCatalog?
        /// The honing planner's tables (`honing.yml`); the planner's pages use them.
        package var honingTables: HoningTables?
        /// Calendar categories in `calendar.ics`; empty: the ones a player plans around.
        package var calendarFeed: [String]
        /// Characters the owner chose to earn raid gold (`gold_earners`); each account's six
        /// highest fill the rest.
        package var goldEarners: [String]
        /// Files copied into the site as they are, over any page of the same path (`static/`).
        package var staticFolder: URL?
        /// Names never copied from the static folder besides the standing ones: this build's config and store.
        package var privateNames: PrivateNames
        /// Each class's group (`classes.yml`), by the class's name; a class not in it has none.
        package var classGroups: [String: String]
        /// When the site is built (the command's clock; nil in tests that do not ask): a
        /// calendar of a week that is over by then says so.
        package var now: Date?
        /// Characters renamed with a ticket (`renames`), old name → new name: the new name's
        /// sheet carries the old one's history, and the old name's pages point to it.
        package var renames: [String: String] = [:]
        /// The site's pages and feeds besides each character's: LOAS's own, or with more added.
        package var pages: PageTable = .standard

        package init(
            siteTitle: String = "LOAS", templates: URL? = nil, basePath: BasePath = .root, siteURL: SiteURL? = nil,
            mainCharacter: String? = nil, favourites: [String] = [], hideEvents: [String] = [],
            workers: Int = ProcessInfo.processInfo.activeProcessorCount, raidCatalog: RaidCatalog? = nil,
            calendarFeed: [String] = [], goldEarners: [String] = [], staticFolder: URL? = nil,
            privateNames: PrivateNames = PrivateNames(), now: Date? = nil, classGroups: [String: String] = [:]
        ) {
            self.privateNames = privateNames
            self.classGroups = classGroups
            self.now = now
            self.goldEarners = goldEarners
            self.staticFolder = staticFolder
            self.raidCatalog = raidCatalog
            self.calendarFeed = calendarFeed
            self.workers = max(1, workers)
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
    package struct Site: Sendable {
        package var files: [String: Data]
        package var warnings: [String]
    }

    let reader: SnapshotReader
    let history: (any HistorySource)?
    /// As given, but for names a rename replaced (`main_character`, `characters`,
    /// `gold_earners` naming an old name mean the character under its new one).
    let options: Options
    /// `options.renames` whose new name has an armory snapshot.
    let renames: CharacterRenames

    /// `history` draws the charts and "changed since" lists; without it (a mirror folder,
    /// the demo) pages simply have none.
    package init(snapshots: any SnapshotSource, history: (any HistorySource)? = nil, options: Options = Options()) {
        self.reader = SnapshotReader(snapshots)
        self.history = history
        let renames =
            options.renames.isEmpty ? CharacterRenames() : CharacterRenames(options.renames, armories: Set(reader.armoryNames()))
        var options = options
        options.mainCharacter = options.mainCharacter.map(renames.now)
        options.favourites = Self.once(options.favourites.map(renames.now))
        options.goldEarners = Self.once(options.goldEarners.map(renames.now))
        self.renames = renames
        self.options = options
    }

    private static func once(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The whole site in memory.
    package func build() throws(BuildError) -> Site {
        let site = InMemorySite()
        let warnings = try build(into: site)
        return Site(files: site.files, warnings: warnings)
    }

    /// Renders the site file by file into `sink` and returns the warnings, in a stable order.
    ///
    /// Character sheets are built on up to `options.workers` threads, each character read,
    /// decoded, rendered in both formats and handed to `sink` before the next is taken, so
    /// memory holds a few characters at a time, not the roster. The other pages come last,
    /// from what the sheets leave behind (`CharacterSummary`), one entry of `options.pages`
    /// at a time.
    package func build(into sink: some SiteSink) throws(BuildError) -> [String] {
        if reader.isEmpty {
            throw BuildError.noSnapshots(reader.source.label)
        }
        let inputs = try readInputs(previousCache: sink.previousCache)
        let sheets = try loadSheets(inputs, into: sink)
        var output = BuildOutput(sink: sink, paths: sheets.pages)
        let pages = try renderPages(sheets, inputs: inputs, into: &output)
        let written = try writeFeedsAndPictures(sheets, inputs: inputs, into: &output)
        let copied = try inputs.read.staticFiles.map { files throws(BuildError) in try copyStatic(files, into: &output) } ?? []
        commit(pages, inputs: inputs, sheets: sheets, into: sink)
        return sheets.sheetWarnings + inputs.warnings + sheets.warnings + written + copied
    }
}

/// Why a site could not be built at all.
package enum BuildError: Error, Sendable, CustomStringConvertible {
    case noSnapshots(String)
    case template(TemplateError)
    /// A `hide_events` pattern and why it cannot be used.
    case badEventPattern(String, String)
    /// The site could not be written; the folder keeps the site it had.
    case output(SiteOutputError)
    /// A file of the static folder that cannot be copied, by path.
    case staticFile(String, String)

    package var description: String {
        switch self {
        case .noSnapshots(let label):
            "\(label) is empty; expected snapshots in the API-mirror layout "
                + "(files such as \(Route.armory(character: "NAME").mirrorPath) or \(Route.calendar.mirrorPath))"
        case .template(let error):
            error.description
        case .badEventPattern(let pattern, let reason):
            "hide_events: \"\(pattern)\" cannot be used: \(reason)"
        case .output(let error):
            error.description
        case .staticFile(let path, let problem):
            "\(path) \(problem)"
        }
    }
}
