import FileSystem
import Foundation
import SiteWriter
import SnapshotStore

/// The warnings a build of the store would give (a `gold_earners` name no roster holds, a
/// section the API answered that cannot be read), found by building the site into nothing:
/// `loas check` names them, where a scheduled build would only print them in a log no one reads.
package enum BuildWarnings {
    /// Those about the config file (they name it) are problems of that file; the rest are notes.
    package static func check(
        store: URL, options: SiteBuilder.Options, config: URL?, into report: inout CheckReport
    ) {
        guard FileManager.default.fileExists(atPath: store.path) else { return }
        let warnings: [String]
        do {
            let snapshot = try SnapshotDatabase(readingFrom: store).snapshots()
            warnings = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build(into: NoSite())
        } catch {
            report.notes.append("a build of \(store.lastPathComponent) could not be tried: \(error)")
            return
        }
        let name = config?.lastPathComponent
        for warning in warnings {
            if let config, let name, warning.contains(" in \(name)") {
                report.problems.append(report.problem(in: config, warning))
            } else {
                report.notes.append("warning: a build would say: \(warning)")
            }
        }
        if warnings.isEmpty { report.checked.append("a build of the store (no warning)") }
    }
}

/// A site that keeps nothing: only the build's warnings are wanted.
private final class NoSite: SiteSink {
    func put(_ path: String, _ data: Data) throws(SiteOutputError) {}
    func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError) {}
}
