import ArgumentParser
import Demo
import Foundation
import LOASConfig
import SnapshotStore

/// The config file and snapshot store a command works with.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The config file (default: ./loas.yml when it exists).")
    var config: String?

    @Option(help: "The snapshot store (default: `store` in the config file, else ./loas.sqlite).")
    var store: String?

    /// The config file, if one was named or ./loas.yml exists.
    func loadConfig() throws -> SiteConfig? {
        let url = CommandContext.current.url(config ?? SiteConfig.fileName)
        guard config != nil || FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandError("\(url.path): no such config file")
        }
        do {
            return try SiteConfig(contentsOf: url)
        } catch {
            throw CommandError(error.description)
        }
    }

    func storeURL(_ config: SiteConfig?) -> URL {
        let context = CommandContext.current
        return store.map(context.url) ?? config?.store ?? context.url("loas.sqlite")
    }

    /// For the commands that record answers (`fetch`, `import`): created when missing, and
    /// upgraded (saying so, unless `announce` is false) when an older LOAS wrote it.
    func openStore(_ config: SiteConfig?, announce: Bool = true) throws -> SnapshotDatabase {
        let store: SnapshotDatabase
        do {
            store = try SnapshotDatabase(url: storeURL(config))
        } catch {
            throw CommandError(error.description)
        }
        if announce && store.compactedBodies > 0 {
            note("upgraded the snapshot store \(store.url.path): \(store.compactedBodies) answers moved into compressed sections")
        }
        return store
    }

    /// For the commands that use a store but never make one (`notify`): a store that is not
    /// there is an error naming its path (a typo in `--store` or `store:` would otherwise make
    /// an empty one and report nothing to do).
    func openExistingStore(_ config: SiteConfig?, writing: Bool) throws -> SnapshotDatabase {
        let url = storeURL(config)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let given = store != nil ? "--store" : config?.store != nil ? "`store` in \(config?.file?.path ?? SiteConfig.fileName)" : nil
            throw CommandError(
                "there is no snapshot store at \(url.path)\(given.map { " (from \($0))" } ?? ""); "
                    + "check the path, or make the store with `loas fetch` (or `loas update`, `loas import`) first")
        }
        return writing ? try openStore(config, announce: false) : try openStoreForReading(config)
    }

    /// For the commands that only read (`build`, `serve`, `export`): never writes the store.
    func openStoreForReading(_ config: SiteConfig?) throws -> SnapshotDatabase {
        do {
            return try SnapshotDatabase(readingFrom: storeURL(config))
        } catch {
            throw CommandError(error.description)
        }
    }

    /// Where `loas build` reads: a mirror folder when given, else the store, else, when
    /// there is neither a config file nor a store, the built-in demo set. The store has
    /// history; the demo has a fictional one, a mirror folder none. `announce: false` keeps
    /// a rebuild of `loas serve` from repeating where it reads.
    func snapshotSource(mirror: String?, config: SiteConfig?, now: Date, announce: Bool = true) throws
        -> (snapshots: any SnapshotSource, history: (any HistorySource)?)
    {
        if let mirror {
            return (try MirrorDirectory(CommandContext.current.url(mirror)), nil)
        }
        let url = storeURL(config)
        if FileManager.default.fileExists(atPath: url.path) {
            if announce { note("building from the snapshot store \(url.path) (latest snapshots)") }
            do {
                // One snapshot of the store for pages and history alike: a fetch meanwhile
                // cannot mix two runs into one site.
                let snapshot = try SnapshotDatabase(readingFrom: url).snapshots()
                return (snapshot, snapshot)
            } catch {
                throw CommandError(error.description)
            }
        }
        if store != nil {
            throw CommandError(
                "there is no snapshot store at \(url.path) (from --store); check the path, or make it with `loas fetch` first")
        }
        if let config, let file = config.file {
            throw CommandError(
                "\(file.path) is here but its snapshot store \(url.path) does not exist yet; run `loas fetch` first "
                    + "(or `loas build --snapshots DIR` for a folder of snapshots)")
        }
        if announce { note("no config file, no store and no --snapshots: building the built-in demo snapshots") }
        // The demo is moved to this week (the build's clock, as its options are given).
        let demo = InMemorySnapshots.demo(weekContaining: now)
        return (demo, DemoHistory.make(from: demo, weekContaining: now))
    }
}
