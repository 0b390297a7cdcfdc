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
        /// What the pages read of the owner's choices: the title, where the site is served,
        /// the characters it leads with, the raid and honing tables, the calendar's
        /// categories, the gold earners and when it is built.
        package var site: SiteSettings
        /// A folder whose files override the built-in templates one by one.
        package var templates: URL?
        /// Regular expressions (`hide_events` in loas.yml); events whose title matches one
        /// are left out of the news page and feed.
        package var hideEvents: [String]
        /// How many characters are built at once; the output is the same for any number.
        package var workers: Int
        /// Files copied into the site as they are, over any page of the same path (`static/`).
        package var staticFolder: URL?
        /// Names never copied from the static folder besides the standing ones: this build's config and store.
        package var privateNames: PrivateNames
        /// Each class's group (`classes.yml`), by the class's name; a class not in it has none.
        package var classGroups: [String: String]
        /// Characters renamed with a ticket (`renames`), old name → new name: the new name's
        /// sheet carries the old one's history, and the old name's pages point to it.
        package var renames: [String: String] = [:]
        /// The site's pages and feeds besides each character's: LOAS's own, or with more added.
        package var pages: PageTable = .standard

        package init(
            site: SiteSettings = SiteSettings(), templates: URL? = nil, hideEvents: [String] = [],
            workers: Int = ProcessInfo.processInfo.activeProcessorCount, staticFolder: URL? = nil,
            privateNames: PrivateNames = PrivateNames(), classGroups: [String: String] = [:]
        ) {
            (self.site, self.templates, self.hideEvents, self.workers) = (site, templates, hideEvents, max(1, workers))
            (self.staticFolder, self.privateNames, self.classGroups) = (staticFolder, privateNames, classGroups)
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
        options.site.mainCharacter = options.site.mainCharacter.map(renames.now)
        options.site.favourites = Self.once(options.site.favourites.map(renames.now))
        options.site.goldEarners = Self.once(options.site.goldEarners.map(renames.now))
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
