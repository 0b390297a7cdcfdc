import ArgumentParser
import BundledResources
import Foundation
import Honing
import LOASConfig
import SitePages
import SiteWriter
import SnapshotStore

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site from the snapshot store, a folder of snapshots, or the built-in demo.",
        discussion: """
            Reads --snapshots when given, else the latest snapshots in the store; only when there is \
            neither a config file nor a store does it build the built-in demo snapshots, and says so.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "A folder of snapshots in the API-mirror layout (GET /a/b is at a/b.json).")
    var snapshots: String?

    @OptionGroup var site: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let config = try project.loadConfig()
        // The store is read only when there are no --snapshots and it exists (else the demo).
        let storeURL = project.storeURL(config)
        let existing = FileManager.default.fileExists(atPath: storeURL.path) ? storeURL : nil
        try site.refuseInside(output, reading: config, store: snapshots == nil ? existing : nil)
        // Read or not, a store there would be published with the static files.
        try site.refuseStaticHolding(config: config, store: existing)
        // One clock reading for the demo's week and the pages' "now".
        let now = Date()
        let source = try project.snapshotSource(mirror: snapshots, config: config, now: now)
        try await site.build(
            from: source.snapshots, history: source.history, config: config, store: storeURL, now: now, to: output)
    }
}

/// Where the site is written; shared by `build` and `update` (`serve` keeps it in memory).
struct OutputOptions: ParsableArguments {
    @Option(help: "Where to write the site.")
    var out: String = "site"
}

/// How the site is built; shared by `build`, `update` and `serve`.
struct SiteOptions: ParsableArguments {
    @Option(help: "A folder whose templates override the built-in ones, file by file.")
    var templates: String?

    @Option(help: "The site's title (default: title in loas.yml, else LOAS).")
    var title: String?

    @Option(
        help:
            "The path the site is served under: /repo for a GitHub Pages project site (default: base_path in loas.yml, else the path of the site URL, else /)."
    )
    var basePath: String?

    @Option(
        help:
            "The published site's address, e.g. https://me.github.io/repo/, for sitemap.xml and link previews (default: site_url in loas.yml)."
    )
    var siteURL: String?

    @Option(
        name: .customLong("static"),
        help: ArgumentHelp(
            "A folder whose files are copied into the site as they are, over a page of the same path (default: static/ beside loas.yml, when there is one).",
            valueName: "folder"))
    var staticFolder: String?

    /// Streams the site into the folder: each file is staged as it is rendered and the folder
    /// changes only when the whole build succeeded.
    func build(
        from source: any SnapshotSource, history: (any HistorySource)?, config: SiteConfig?, store: URL, now: Date,
        to output: OutputOptions
    ) async throws {
        let out = output.out
        // The game's data files (raids.yml, classes.yml) are read while the folder is locked
        // and scanned: neither needs the other, and one after the other their waits would add
        // up. A folder that cannot be had is still the error reported.
        async let options = builderOptions(config: config, store: store, now: now)
        let folder = try SiteFolder(CommandContext.current.url(out))
        let summary: SiteFolder.Summary
        do {
            let builder = SiteBuilder(snapshots: source, history: history, options: try await options)
            let warnings = try builder.build(into: folder)
            for warning in warnings {
                note("warning: \(warning)")
            }
            summary = try folder.commit()
        } catch {
            folder.abort()
            throw error
        }
        for warning in summary.warnings {
            note("warning: \(warning)")
        }
        let count = summary.written + summary.unchanged
        say(
            "wrote \(out)/: \(count) files (\(summary.written) written, \(summary.unchanged) unchanged, "
                + "\(summary.removed) removed)")
    }

    /// The site in memory, in `sink`, its warnings printed.
    func makeSite(
        from source: any SnapshotSource, history: (any HistorySource)?, config: SiteConfig?, store: URL, now: Date,
        into sink: InMemorySite
    ) throws {
        let options = try builderOptions(config: config, store: store, now: now)
        for warning in try SiteBuilder(snapshots: source, history: history, options: options).build(into: sink) {
            note("warning: \(warning)")
        }
    }

    /// `store`: the store's path, read or not, whose name is never copied from the static folder.
    func builderOptions(config: SiteConfig?, store: URL?, now: Date) throws -> SiteBuilder.Options {
        let address: SiteAddress
        do {
            address = try SiteAddress(
                SiteAddress.Given(
                    urlFlag: siteURL, basePathFlag: basePath, configURL: config?.siteURL?.absoluteString,
                    configBasePath: config?.basePath, configFile: config?.file?.path ?? SiteConfig.fileName))
        } catch {
            throw CommandError(error.description)
        }
        let templatesFolder = templates.map(CommandContext.current.url)
        let catalog = try RaidCatalogFile.load(config: config?.file, templates: templatesFolder)
        let staticFolder = try staticFiles(config: config)
        let classGroups = try ClassListFile.load(config: config?.file, templates: templatesFolder)
        let honingTables = try HoningTableFile.load(config: config?.file, templates: templatesFolder)
        let site = SiteSettings(
            siteTitle: title ?? config?.title ?? "LOAS", basePath: address.basePath, siteURL: address.url,
            mainCharacter: config?.mainCharacter, favourites: config?.characters ?? [], raidCatalog: catalog,
            goldEarners: config?.goldEarners ?? [], calendarFeed: config?.calendarFeed ?? [], now: now, honingTables: honingTables)
        var options = SiteBuilder.Options(
            site: site, templates: templatesFolder, hideEvents: config?.hideEvents ?? [], staticFolder: staticFolder,
            privateNames: Self.privateNames(config: config, store: store), classGroups: classGroups)
        options.renames = config?.renames ?? [:]
        return options
    }
}

/// A failure to report in one line, without the usage text argument errors get.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
