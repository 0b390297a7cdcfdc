import ArgumentParser
import Foundation
import LOASConfig
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

    func run() async throws {
        let config = try project.loadConfig()
        let source = try project.snapshotSource(mirror: snapshots, config: config)
        try site.build(from: source.snapshots, history: source.history, config: config)
    }
}

/// Where and how the site is written; shared by `build` and `update`.
struct SiteOptions: ParsableArguments {
    @Option(help: "Where to write the site.")
    var out: String = "site"

    @Option(help: "A folder whose templates override the built-in ones, file by file.")
    var templates: String?

    @Option(help: "The site's title (default: title in loas.yml, else LOAS).")
    var title: String?

    @Option(help: "The path the site is served under: /repo for a GitHub Pages project site (default: base_path in loas.yml, else /).")
    var basePath: String?

    func build(from source: any SnapshotSource, history: (any HistorySource)?, config: SiteConfig?) throws {
        let basePathText = basePath ?? config?.basePath ?? "/"
        guard let base = BasePath(basePathText) else {
            throw CommandError("base path \"\(basePathText)\" may hold only letters, digits, '-', '.', '_', '~' and '/'")
        }
        let options = SiteBuilder.Options(
            siteTitle: title ?? config?.title ?? "LOAS", templates: templates.map { URL(fileURLWithPath: $0) }, basePath: base,
            hideEvents: config?.hideEvents ?? [])
        let site = try SiteBuilder(snapshots: source, history: history, options: options).build()
        for warning in site.warnings {
            note("warning: \(warning)")
        }
        let summary = try SiteOutput.write(site.files, to: URL(fileURLWithPath: out))
        print(
            "wrote \(out)/: \(site.files.count) files (\(summary.written) written, \(summary.unchanged) unchanged, "
                + "\(summary.removed) removed)")
    }
}

/// Progress and warnings go to standard error, so standard output stays for results.
func note(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A failure to report in one line, without the usage text argument errors get.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
