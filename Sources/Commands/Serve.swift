import ArgumentParser
import Foundation
import LOASConfig
import LocalHTTP
import SitePages
import SiteServer
import SiteWriter
import SnapshotStore
import Support

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site in memory and serve it over HTTP, rebuilding when its inputs change.",
        discussion: """
            Reads the same snapshots as `loas build`. The site is served under its base path \
            (--base-path /repo: http://127.0.0.1:PORT/repo/), as a static host would. The snapshots, \
            the templates, the static folder, the config file and the raids.yml and classes.yml beside it \
            are checked every second, even before they exist, and the store for newly recorded answers \
            (it is only read); a failed rebuild is reported and the last good site stays up.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "A folder of snapshots in the API-mirror layout (GET /a/b is at a/b.json).")
    var snapshots: String?

    @OptionGroup var site: SiteOptions

    @Option(help: "The IPv4 address to listen on; 0.0.0.0 listens on every interface.")
    var host: String = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8000

    func run() async throws {
        let inputs = Inputs(project: project, snapshots: snapshots, site: site)
        let watcher = try inputs.watcher()
        let first = try inputs.build(announce: true)
        let basePath = try site.builderOptions(config: try project.loadConfig(), store: nil, now: Date()).site.basePath.value
        let server = SiteServer(
            site: StaticSite(files: first.pages, streamed: first.streamed, basePath: basePath), host: host, port: port)
        let url: URL
        do {
            url = try server.start()
        } catch {
            throw CommandError("cannot listen on \(host):\(port): \(error)")
        }
        // Sent at once, so a script reading standard output learns the port.
        let output = CommandContext.current.output
        output.write("serving \(url.absoluteString) (Ctrl-C stops)\n")
        output.flush()
        await server.rebuild(watching: watcher, build: inputs.build) { event in
            switch event {
            case .rebuilt: note("rebuilt")
            case .failed(let message): note("rebuild failed, still serving the last good site: \(message)")
            }
        }
    }
}

/// What a rebuild reads, re-resolved every time so a new config, store or template is seen.
private struct Inputs: Sendable {
    let project: ProjectOptions
    let snapshots: String?
    let site: SiteOptions
    @Sendable func build() throws -> BuiltFiles {
        try build(announce: false)
    }

    /// The pages in memory; the static files are not read, only held open, and served from
    /// disk, so a large one costs no memory on a build or a rebuild.
    func build(announce: Bool) throws -> BuiltFiles {
        let config = try project.loadConfig()
        let store = project.storeURL(config)
        // On every rebuild: the config may name another static folder or store by now.
        try site.refuseStaticHolding(config: config, store: FileManager.default.fileExists(atPath: store.path) ? store : nil)
        let now = Date()
        let source = try project.snapshotSource(mirror: snapshots, config: config, now: now, announce: announce)
        let sink = InMemorySite(streamingStatic: true)
        try site.makeSite(from: source.snapshots, history: source.history, config: config, store: store, now: now, into: sink)
        return BuiltFiles(pages: sink.files, streamed: sink.streamed)
    }

    /// Every file a build reads is watched, each whether it exists yet or not: by their times
    /// the config file, the game's data files beside it, the snapshots, `--templates` and the
    /// static folder; the store by its content (`StoreProbe`), since reading it moves the
    /// times of its -wal and -shm files without new data.
    func watcher() throws -> ChangeWatcher {
        let config = try project.loadConfig()
        let context = CommandContext.current
        let configFile = context.url(project.config ?? SiteConfig.fileName)
        var paths = [configFile]
        // Read from beside the config file before the templates folder (`ConfigText.dataFile`).
        for name in [RaidCatalogFile.fileName, ClassListFile.fileName, HoningTableFile.fileName] {
            paths.append(configFile.deletingLastPathComponent().appending(path: name))
        }
        var probes: [any ChangeProbe] = []
        if let snapshots {
            paths.append(context.url(snapshots))
        } else {
            probes.append(StoreProbe(project: project, config: config))
        }
        if let templates = site.templates { paths.append(context.url(templates)) }
        paths.append(site.staticPath(config: config))
        return ChangeWatcher(paths: paths, probes: probes)
    }
}

/// The store's content, as the watcher asks it, where the config names it now: a `store:`
/// edited while serving moves the watch along, as it moves the rebuild.
private struct StoreProbe: ChangeProbe {
    let project: ProjectOptions
    var changes: StoreChanges

    init(project: ProjectOptions, config: SiteConfig?) {
        self.project = project
        changes = StoreChanges(url: project.storeURL(config))
    }

    mutating func fingerprint() -> String? {
        // --store wins over the config; a config that does not load leaves the store where it
        // was (the rebuild reports why).
        if project.store == nil, let url = try? project.storeURL(project.loadConfig()), url != changes.url {
            changes = StoreChanges(url: url)
        }
        return changes.fingerprint().map { changes.url.path + " " + $0 }
    }
}
