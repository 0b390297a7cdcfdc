import BundledResources
import Demo
import Foundation
import LOASConfig
import SitePages
import SnapshotStore
import Synchronization

@testable import SiteWriter

/// Sites built once for the whole test process, by what they are built from and with: a build
/// of the demo costs about half a CPU-second in a debug build and a corpus set's several, and
/// suites made the same ones again (the full demo three times, the served one in every
/// browser test). A test that builds with options of its own still builds its own.
enum DemoSite {
    /// `SiteBuilder(snapshots: .demo).build()`.
    static let plain = Result { () throws(BuildError) in try SiteBuilder(snapshots: InMemorySnapshots.demo).build() }

    /// The same with the demo's history: timelines and the changes page too.
    static let withHistory = Result { () throws(BuildError) in
        let demo = InMemorySnapshots.demo
        return try SiteBuilder(snapshots: demo, history: DemoHistory.make(from: demo)).build()
    }

    /// What a shared build is made from, and the options it sets (every other one as `Options()`).
    struct Build: Hashable, Sendable {
        enum Source: Hashable, Sendable {
            case demo
            /// The demo with its history (`DemoHistory`).
            case demoWithHistory
            /// A corpus set's folder (`Corpus.sets`).
            case corpus(URL)
        }

        var source: Source
        var basePath = BasePath.root
        /// The raid catalog that ships with the templates (`RaidCatalogFile.bundled()`).
        var raids = false
        /// The honing tables that ship with the templates (`HoningTableFile.bundled()`).
        var honing = false

        /// As `loas build` makes the demo with no arguments: its history, both bundled tables.
        static let full = Build(source: .demoWithHistory, raids: true, honing: true)
    }

    /// The site `build` describes, built by the first test that asks; the others wait for it.
    static func site(_ build: Build) throws -> SiteBuilder.Site {
        let entry = entries.withLock { entries in
            if let entry = entries[build] { return entry }
            let entry = Entry()
            entries[build] = entry
            return entry
        }
        return try entry.result.withLock { result in
            let made = result ?? Result { try make(build) }
            result = made
            return try made.get()
        }
    }

    private final class Entry: Sendable {
        let result = Mutex<Result<SiteBuilder.Site, any Error>?>(nil)
    }

    private static let entries = Mutex<[Build: Entry]>([:])

    private static func make(_ build: Build) throws -> SiteBuilder.Site {
        var options = SiteBuilder.Options(site: SiteSettings(basePath: build.basePath))
        if build.raids { options.site.raidCatalog = try RaidCatalogFile.bundled() }
        if build.honing { options.site.honingTables = try HoningTableFile.bundled() }
        switch build.source {
        case .demo:
            return try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build()
        case .demoWithHistory:
            let demo = InMemorySnapshots.demo
            return try SiteBuilder(snapshots: demo, history: DemoHistory.make(from: demo), options: options).build()
        case .corpus(let set):
            return try SiteBuilder(snapshots: try MirrorDirectory(set), options: options).build()
        }
    }
}
