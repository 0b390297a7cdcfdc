import FileSystem
import Foundation

/// Something besides files whose changes rebuild the site: the snapshot store's content,
/// which a file's time and size do not tell (SQLite moves them without new data).
package protocol ChangeProbe: Sendable {
    /// Differs from the previous answer exactly when what it watches changed; nil while it
    /// does not exist.
    mutating func fingerprint() -> String?
}

/// Notices that files changed by comparing modification times and sizes, the portable way:
/// polling once a second costs little for a few hundred files and needs no inotify. Probes
/// are asked alongside.
package struct ChangeWatcher: Sendable {
    package let paths: [URL]
    private var probes: [any ChangeProbe]
    private var last: State

    struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    private struct State: Equatable {
        var stamps: [[UInt8]: Stamp]
        var fingerprints: [String?]
    }

    /// `paths` may be files or folders (watched with everything inside); a path that does
    /// not exist yet is watched for appearing. Everything is read once here, as the state
    /// the first build starts from.
    package init(paths: [URL], probes: [any ChangeProbe] = []) {
        self.paths = paths
        self.probes = probes
        last = State(stamps: Self.stamps(of: paths), fingerprints: [])
        last.fingerprints = fingerprints()
    }

    /// True when something changed since the last call (or since `init`).
    package mutating func changed() -> Bool {
        let now = State(stamps: Self.stamps(of: paths), fingerprints: fingerprints())
        defer { last = now }
        return now != last
    }

    private mutating func fingerprints() -> [String?] {
        var answers: [String?] = []
        for index in probes.indices { answers.append(probes[index].fingerprint()) }
        return answers
    }

    /// Inside a watched folder no link is followed (a build reads none) and names are bytes,
    /// so a file whose name is not UTF-8 is watched too.
    static func stamps(of paths: [URL]) -> [[UInt8]: Stamp] {
        var stamps: [[UInt8]: Stamp] = [:]
        for root in paths {
            let base = Array(root.path.utf8)
            stamps[base] = stamp(root.path)
            guard let found = try? OpenFolder(path: root.path).walk() else { continue }
            for entry in found {
                stamps[base + [0x2F] + entry.path] = Stamp(modified: entry.status.modified, size: entry.status.size)
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
