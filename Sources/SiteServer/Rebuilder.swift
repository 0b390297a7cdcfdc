import FileSystem
import Foundation
import Support

extension SiteServer {
    /// Rebuilds whenever the watched files change, until the task is cancelled. A failed
    /// build leaves the last good site in place; both outcomes are told to `report`.
    /// The watcher is made by the caller before it serves, so a change made between the
    /// first build and this call is not taken for the starting state. `clock` times the
    /// checks, so a test moves it instead of waiting.
    package func rebuild(
        watching watcher: ChangeWatcher, every interval: Duration = .seconds(1), clock: any WallClock = SystemClock(),
        build: @Sendable () throws -> [String: Data], report: @Sendable (RebuildEvent) -> Void
    ) async {
        await rebuild(watching: watcher, every: interval, clock: clock, build: { BuiltFiles(pages: try build()) }, report: report)
    }

    /// As above, for a build whose static files are served from disk (`BuiltFiles.streamed`).
    package func rebuild(
        watching watcher: ChangeWatcher, every interval: Duration = .seconds(1), clock: any WallClock = SystemClock(),
        build: @Sendable () throws -> BuiltFiles, report: @Sendable (RebuildEvent) -> Void
    ) async {
        var watcher = watcher
        while !Task.isCancelled {
            try? await clock.sleep(for: interval)
            guard watcher.changed() else { continue }
            do {
                let built = try build()
                replace(with: built.pages, streamed: built.streamed)
                report(.rebuilt)
            } catch {
                report(.failed(String(describing: error)))
            }
        }
    }
}

/// What a build hands the server: pages in memory, static files held open.
package struct BuiltFiles: Sendable {
    package var pages: [String: Data]
    package var streamed: [String: ReadableFile]

    package init(pages: [String: Data], streamed: [String: ReadableFile] = [:]) {
        self.pages = pages
        self.streamed = streamed
    }
}

package enum RebuildEvent: Sendable, Equatable {
    case rebuilt
    /// The build's error, as the user should read it; the previous site is still served.
    case failed(String)
}
