import Demo
import SnapshotStore

@testable import SiteWriter

/// The demo site built once for every suite that reads it as a build with no options makes it:
/// a build of the demo costs about half a CPU-second in a debug build, and a dozen suites
/// made the same one. A test that builds with options of its own still builds its own.
enum DemoSite {
    /// `SiteBuilder(snapshots: .demo).build()`.
    static let plain = Result { () throws(BuildError) in try SiteBuilder(snapshots: InMemorySnapshots.demo).build() }

    /// The same with the demo's history: timelines and the changes page too.
    static let withHistory = Result { () throws(BuildError) in
        let demo = InMemorySnapshots.demo
        return try SiteBuilder(snapshots: demo, history: DemoHistory.make(from: demo)).build()
    }
}
