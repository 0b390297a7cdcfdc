import BundledResources
import FileSystem
import Foundation
import LostArkAPI
import Planning
import Rendering
import SitePages
import SnapshotStore

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
    /// from what the sheets leave behind (`CharacterSummary`).
    package func build(into sink: some SiteSink) throws(BuildError) -> [String] {
        if reader.isEmpty {
            throw BuildError.noSnapshots(reader.source.label)
        }
        let previous = CacheFile(sink.previousCache)
        // What the previous build left is decoded while the other snapshots are read and the
        // templates compile: at 1,000 sheets it takes as long as both do; on a first build it
        // is nothing, and the templates compile beside the reading.
        let preparations = try Workers.map(3, workers: options.workers) { job throws(BuildError) -> Preparation in
            switch job {
            case 0: .reuse(BuildCache(previous.sheets))
            case 1: .read(try read())
            default: .templates(try compileTemplates())
            }
        }
        // Results come back in job order.
        guard case .reuse(let reuse) = preparations[0], case .read(let prepared) = preparations[1],
            case .templates(let templates) = preparations[2]
        else { preconditionFailure("Workers.map returns each job's result in job order") }
        let staticFiles = prepared.staticFiles
        var (data, warnings) = (prepared.data, templates.warnings + prepared.warnings)
        let images = SiteImages(source: reader.source.images)
        let sheets = SheetRun(
            reader: reader, history: history, data: data, options: options, templates: templates, sink: sink, images: images,
            previousCache: previous.sheets, reuse: reuse, histories: prepared.histories, renames: renames)
        let outcome = try sheets.run()
        data.add(outcome.summaries, renamed: renames.current.filter { outcome.summaries[$0.value] != nil })
        if options.raidCatalog != nil {
            warnings += GoldEarnerWarnings.warnings(chosen: options.goldEarners, accounts: data.accounts)
        }
        let fingerprint = outcome.fingerprint.flatMap { pagesFingerprint(sheets: $0, data: data) }
        data.paths += outcome.paths
        let freshness = Freshness(source: reader.source, paths: data.paths)
        var paths = outcome.pages
        func put(_ path: String, _ bytes: Data) throws(BuildError) {
            do {
                try sink.put(path, bytes)
            } catch {
                throw BuildError.output(error)
            }
            paths.insert(path)
        }
        // Pages whose inputs are what the previous build made them from are kept as they are.
        let kept = fingerprint.flatMap { keptPages(PagesCache(previous.pages), fingerprint: $0, images: images, sink: sink) }
        if let kept { paths.formUnion(kept.outputs.keys) }
        // Both formats' pages and the cache are made side by side: after the sheets, they are
        // what is left, and one after the other they kept a core idle.
        let libraries = kept == nil ? templates.libraries : []
        let cacheToSave = outcome.cache
        let unchangedCache = outcome.unchangedCache
        let finished = data
        let pictures = SitePictures(images: images, depth: 0)
        let made = try Workers.map(libraries.count + 1, workers: options.workers) { index throws(BuildError) -> Made in
            guard index < libraries.count else { return .cache(unchangedCache ?? cacheToSave?.encoded) }
            let (format, library) = libraries[index]
            let pages = PageSet(
                data: finished, options: options, format: format, templates: library, stylesheet: templates.stylesheet,
                stylesheetText: templates.stylesheetText,
                freshness: freshness, images: images, words: templates.words)
            do throws(TemplateError) {
                return .pages(try pages.render(pictures: pictures))
            } catch {
                throw BuildError.template(error)
            }
        }
        var outputs: [String: Int] = [:]
        for case .pages(let rendered) in made {
            for page in rendered where templates.assets[page.path] == nil {
                try put(page.path, page.contents)
                outputs[page.path] = page.contents.count
            }
        }
        for (path, asset) in templates.assets where path != "robots.txt" || options.siteURL == nil {
            try put(path, asset)
        }
        warnings += try writePictures(images, into: sink, put: put)
        if let siteURL = options.siteURL {
            try put("robots.txt", Sitemap.announce(in: templates.assets["robots.txt"], siteURL: siteURL))
            // A renamed character's old pages only send a browser on: not pages to index.
            try put("sitemap.xml", Data(Sitemap.render(paths.subtracting(finished.renamedPaths), siteURL: siteURL).utf8))
        }
        // GitHub Pages would otherwise run Jekyll, which hides files starting with '_'.
        try put(".nojekyll", Data())
        if let feed = data.newsFeed(title: options.siteTitle, siteURL: options.siteURL, words: templates.words) {
            try put(SitePaths.newsFeed, Data(feed.utf8))
        }
        if finished.hasHistory,
            let feed = ChangesAtom.render(finished.characters, title: options.siteTitle, siteURL: options.siteURL, words: templates.words)
        {
            try put(SitePaths.changesFeed, Data(feed.utf8))
        }
        if let calendar = data.calendar {
            let schedule = WeekSchedule(calendar)
            let events = FeedEvent.events(
                schedule, categories: options.calendarFeed, minutes: options.raidCatalog?.eventMinutes ?? [:],
                defaultMinutes: RaidCatalog.defaultEventMinutes)
            let stamp = CalendarICS.stamp(
                fetched: freshness.source.times(at: Route.calendar.mirrorPath)?.fetchedAt,
                starts: schedule.categories.flatMap(\.starts))
            try put(SitePaths.calendarFeed, Data(CalendarICS.render(events, title: options.siteTitle, stamp: stamp).utf8))
        }
        // Last, so a file of the user's replaces the page of the same path; not in the sitemap,
        // which lists pages.
        if let staticFiles {
            warnings += try copyStatic(staticFiles, into: sink, paths: &paths)
        }
        let pagesEntry =
            kept.map { _ in previous.pages }
            ?? fingerprint.map { PagesCache(fingerprint: $0, outputs: outputs, images: pictures.resolutions).encoded } ?? Data()
        for case .cache(let cache?) in made {
            sink.saveCache(CacheFile(pages: pagesEntry, sheets: cache).data)
        }
        return outcome.warnings + warnings
    }
}

extension SiteBuilder {
    /// What a build reads before the sheets, besides its templates.
    private struct Read: Sendable {
        var staticFiles: StaticFiles?
        var data: SiteData
        var warnings: [String]
        /// Each armory's `HistorySource.historyFingerprint`, when the source tells them at once.
        var histories: [String: String]?
    }

    /// One of the jobs before the sheets.
    private enum Preparation: Sendable {
        case reuse(BuildCache?)
        case read(Read)
        case templates(BuildTemplates)
    }

    private func read() throws(BuildError) -> Read {
        let filter = try EventFilter(options.hideEvents)
        // Read before any page is made: a file that cannot be copied stops the build early.
        let staticFiles = try options.staticFolder.map { folder throws(BuildError) in
            try StaticFiles(folder, privateNames: options.privateNames)
        }
        var warnings = renames.waiting.map { old, new in
            "loas.yml renames \(old) to \(new), but no armory of \(new) is stored yet: \(old) keeps a sheet of its own until "
                + "\(new) is fetched (put \(new) in `characters`)"
        }
        var data = SiteData(reader: reader, history: history, warnings: &warnings)
        data.renameSiblings(renames.current)
        if let events = data.events {
            data.events = events.filter { !filter.hides($0) }
            data.hiddenEvents = events.count - (data.events?.count ?? 0)
        }
        let histories = try? history?.historyFingerprints(characters: reader.armoryNames())
        return Read(staticFiles: staticFiles, data: data, warnings: warnings, histories: histories)
    }

    /// The static files, over the pages at `paths`, each handed to the sink open.
    private func copyStatic(_ files: StaticFiles, into sink: some SiteSink, paths: inout Set<String>) throws(BuildError) -> [String] {
        var copied: [String] = []
        let warnings = try files.copy(over: paths) { path, file throws(BuildError) in
            do throws(SiteOutputError) {
                try sink.copy(path, from: file)
            } catch {
                throw BuildError.output(error)
            }
            copied.append(path)
        }
        paths.formUnion(copied)
        return warnings
    }

    /// Every template is compiled before any file is put: a template that cannot be used
    /// stops the build with nothing written.
    private func compileTemplates() throws(BuildError) -> BuildTemplates {
        do {
            return try BuildTemplates(overrides: options.templates)
        } catch {
            throw BuildError.template(error)
        }
    }

    /// Each kept picture a page shows, once: a file already there with its size is kept
    /// unread (its name is its content's hash). One that cannot be read is a warning; its
    /// pages still link it, so the next build, or fetch, can mend it.
    private func writePictures(
        _ images: SiteImages, into sink: some SiteSink, put: (String, Data) throws(BuildError) -> Void
    ) throws(BuildError) -> [String] {
        var warnings: [String] = []
        for (path, image) in images.used where !sink.keep(path, size: image.size) {
            let data: Data
            do throws(SnapshotError) {
                data = try images.source.data(of: image)
            } catch {
                warnings.append(error.description)
                continue
            }
            try put(path, data)
        }
        return warnings + images.source.problems
    }
}

/// What one of the jobs after the sheets made.
private enum Made: Sendable {
    case pages([RenderedPage])
    case cache(Data?)
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
