import FileSystem
import Foundation

/// Notices that files changed by comparing modification times and sizes, the portable way:
/// polling once a second costs little for a few hundred files and needs no inotify.
public struct ChangeWatcher: Sendable {
    public let paths: [URL]
    private var last: [String: Stamp]

    struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    /// `paths` may be files or folders (watched with everything inside); a path that does
    /// not exist yet is watched for appearing.
    public init(paths: [URL]) {
        self.paths = paths
        last = Self.stamps(of: paths)
    }

    /// True when something changed since the last call (or since `init`).
    public mutating func changed() -> Bool {
        let now = Self.stamps(of: paths)
        defer { last = now }
        return now != last
    }

    static func stamps(of paths: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let manager = FileManager.default
        for root in paths {
            stamps[root.path] = stamp(root.path)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = root.appending(path: relative).path
                stamps[path] = stamp(path)
            }
        }
        return stamps
    }

    /// From one stat(2): `attributesOfItem` also opens /etc/passwd and /etc/group, for
    /// every file on every poll.
    private static func stamp(_ path: String) -> Stamp? {
        FileStatus(path: path).map { Stamp(modified: $0.modified, size: $0.size) }
    }
}
