import Foundation

extension SiteServer {
    /// Rebuilds whenever the watched files change, until the task is cancelled. A failed
    /// build leaves the last good site in place; both outcomes are told to `report`.
    public func rebuild(
        watching paths: [URL], every interval: Duration = .seconds(1),
        build: @Sendable () throws -> [String: Data], report: @Sendable (RebuildEvent) -> Void
    ) async {
        var watcher = ChangeWatcher(paths: paths)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            guard watcher.changed() else { continue }
            do {
                replace(with: try build())
                report(.rebuilt)
            } catch {
                report(.failed(String(describing: error)))
            }
        }
    }
}

public enum RebuildEvent: Sendable, Equatable {
    case rebuilt
    /// The build's error, as the user should read it; the previous site is still served.
    case failed(String)
}
