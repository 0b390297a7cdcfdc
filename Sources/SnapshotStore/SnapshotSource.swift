import Foundation

/// Where snapshots come from: a folder in the API-mirror layout, the demo set compiled
/// into the binary, and the SQLite store (`StoreSnapshot`). Paths are relative and use `/`:
/// the response of `GET /news/notices` is at `news/notices.json`.
package protocol SnapshotSource: Sendable {
    /// Names the source in messages, e.g. the folder path.
    var label: String { get }
    /// The bytes at `path`, or nil when there is no such snapshot.
    func data(at path: String) throws(SnapshotError) -> Data?
    /// Names of the entries directly inside `directory` (files and folders), sorted.
    func entries(in directory: String) -> [String]
    /// Entries inside `directory` that `entries` leaves out because their names cannot be
    /// read (not UTF-8), each as it can be shown (`\xNN` for a byte that is not).
    func unreadableEntries(in directory: String) -> [String]
    /// Warnings, each naming what it is about, for what in `directory` `entries` cannot give
    /// as it is: the folder reached through a link, one name spelt two ways.
    func entryProblems(in directory: String) -> [String]
    /// When the snapshot at `path` was taken, when the source knows.
    func times(at path: String) -> SnapshotTimes?
    /// When the latest complete fetch run started, when the source knows: a snapshot last
    /// seen before it was not refreshed by that run.
    var lastRunStart: Date? { get }
    /// Since when the API no longer offers `path` (it answered 404), or no longer answers for
    /// the character of an armory path (it answered `null` after a real answer), when the
    /// source knows; the snapshot at `path`, if any, is then the last real one.
    func goneSince(_ path: String) -> Date?
    /// The pictures kept with these snapshots.
    var images: any ImageSource { get }
    /// A digest of the bytes at `path` the source already knows (the store's SHA-256), so a
    /// build can tell an unchanged snapshot without reading it; nil: read the bytes.
    func digest(at path: String) -> String?
}

extension SnapshotSource {
    package func unreadableEntries(in directory: String) -> [String] { [] }
    package func entryProblems(in directory: String) -> [String] { [] }
    package func times(at path: String) -> SnapshotTimes? { nil }
    package var lastRunStart: Date? { nil }
    package func goneSince(_ path: String) -> Date? { nil }
    package var images: any ImageSource { NoImages() }
    package func digest(at path: String) -> String? { nil }
}

/// When a snapshot was taken: first fetched with these bytes, and last fetched unchanged.
package struct SnapshotTimes: Sendable, Hashable {
    package var fetchedAt: Date
    package var lastSeenAt: Date

    package init(fetchedAt: Date, lastSeenAt: Date) {
        self.fetchedAt = fetchedAt
        self.lastSeenAt = lastSeenAt
    }

    package init(_ date: Date) {
        self.init(fetchedAt: date, lastSeenAt: date)
    }
}

/// Snapshots held in memory, such as the demo set compiled into the binary.
package struct InMemorySnapshots: SnapshotSource {
    package let label: String
    private let files: [String: Data]
    private let fileTimes: [String: SnapshotTimes]
    package let lastRunStart: Date?
    private let gone: [String: Date]
    /// Path → why the snapshot there exists but cannot be read (a store row without its body).
    private let unreadable: [String: String]
    /// The store's pictures, or those among `files` under `images/` (the demo's).
    package let images: any ImageSource

    /// Without `images`, pictures are looked for among `files` in the folder layout
    /// (`images/HOST/PATH`). Files in memory are LOAS's own (the demo's drawings, tests'),
    /// never an outside folder's, so SVG is allowed unless `allowSVG` says otherwise; the
    /// store passes its own `images`, which hold no SVG.
    package init(
        label: String, files: [String: Data], times: [String: SnapshotTimes] = [:], lastRunStart: Date? = nil,
        gone: [String: Date] = [:], unreadable: [String: String] = [:], images: (any ImageSource)? = nil,
        allowSVG: Bool = true
    ) {
        self.label = label
        self.images =
            images
            ?? FolderImages(
                label: label, allowSVG: allowSVG, size: { files[$0]?.count }, read: { path throws(SnapshotError) in files[path] })
        self.files = files
        self.fileTimes = times
        self.lastRunStart = lastRunStart
        self.gone = gone
        self.unreadable = unreadable
    }

    package func goneSince(_ path: String) -> Date? {
        gone[path]
    }

    /// Every file taken at the same moment, as a demo set is.
    package init(label: String, files: [String: Data], takenAt date: Date, allowSVG: Bool = true) {
        self.init(label: label, files: files, times: files.mapValues { _ in SnapshotTimes(date) }, allowSVG: allowSVG)
    }

    package func times(at path: String) -> SnapshotTimes? {
        fileTimes[path]
    }

    package func data(at path: String) throws(SnapshotError) -> Data? {
        if let problem = unreadable[path] { throw SnapshotError(path: label + "/" + path, problem: problem) }
        return files[path]
    }

    package func entries(in directory: String) -> [String] {
        Self.entries(in: directory, of: Array(files.keys) + Array(unreadable.keys))
    }

    /// The names directly inside `directory` of a set of snapshot paths, sorted.
    static func entries(in directory: String, of paths: some Sequence<String>) -> [String] {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let names = paths.compactMap { key -> String? in
            guard key.hasPrefix(prefix) else { return nil }
            return key.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Set(names).sorted()
    }
}
