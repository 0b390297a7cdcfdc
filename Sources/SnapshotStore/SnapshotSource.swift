import FileSystem
import Foundation

/// Where snapshots come from: a folder in the API-mirror layout, the demo set compiled
/// into the binary, and the SQLite store (`StoreSnapshot`). Paths are relative and use `/`:
/// the response of `GET /news/notices` is at `news/notices.json`.
public protocol SnapshotSource: Sendable {
    /// Names the source in messages, e.g. the folder path.
    var label: String { get }
    /// The bytes at `path`, or nil when there is no such snapshot.
    func data(at path: String) throws(SnapshotError) -> Data?
    /// Names of the entries directly inside `directory` (files and folders), sorted.
    func entries(in directory: String) -> [String]
    /// Entries inside `directory` that `entries` leaves out because their names cannot be
    /// read (not UTF-8), each as it can be shown (`\xNN` for a byte that is not).
    func unreadableEntries(in directory: String) -> [String]
    /// When the snapshot at `path` was taken, when the source knows.
    func times(at path: String) -> SnapshotTimes?
    /// When the latest complete fetch run started, when the source knows: a snapshot last
    /// seen before it was not refreshed by that run.
    var lastRunStart: Date? { get }
    /// Since when the API no longer offers `path` (it answered 404), when the source knows;
    /// the snapshot at `path`, if any, is then the last one there will be.
    func goneSince(_ path: String) -> Date?
    /// The pictures kept with these snapshots.
    var images: any ImageSource { get }
    /// A digest of the bytes at `path` the source already knows (the store's SHA-256), so a
    /// build can tell an unchanged snapshot without reading it; nil: read the bytes.
    func digest(at path: String) -> String?
}

extension SnapshotSource {
    public func unreadableEntries(in directory: String) -> [String] { [] }
    public func times(at path: String) -> SnapshotTimes? { nil }
    public var lastRunStart: Date? { nil }
    public func goneSince(_ path: String) -> Date? { nil }
    public var images: any ImageSource { NoImages() }
    public func digest(at path: String) -> String? { nil }
}

/// When a snapshot was taken: first fetched with these bytes, and last fetched unchanged.
public struct SnapshotTimes: Sendable, Hashable {
    public var fetchedAt: Date
    public var lastSeenAt: Date

    public init(fetchedAt: Date, lastSeenAt: Date) {
        self.fetchedAt = fetchedAt
        self.lastSeenAt = lastSeenAt
    }

    public init(_ date: Date) {
        self.init(fetchedAt: date, lastSeenAt: date)
    }
}

/// A folder in the API-mirror layout.
public struct MirrorDirectory: SnapshotSource {
    public let root: URL
    /// `root`'s path with a trailing slash: snapshot paths are joined to it as strings,
    /// since `URL.appending(path:)` parses the result, several times per snapshot.
    private let prefix: String
    /// Its `images/` folder.
    public let images: any ImageSource

    public init(_ root: URL) throws(SnapshotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw SnapshotError(path: root.path, problem: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw SnapshotError(path: root.path, problem: "is a file; expected a folder in the API-mirror layout")
        }
        self.root = root
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        self.prefix = prefix
        images = FolderImages(
            label: root.path, size: { FileStatus(path: prefix + $0)?.size },
            read: { path throws(SnapshotError) in try Self.read(prefix + path) })
    }

    public var label: String { root.path }

    public func data(at path: String) throws(SnapshotError) -> Data? {
        try Self.read(prefix + path)
    }

    private static func read(_ file: String) throws(SnapshotError) -> Data? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw SnapshotError(path: file, problem: "cannot be read (\(error.localizedDescription))")
        }
    }

    public func entries(in directory: String) -> [String] {
        names(in: directory).compactMap { String(validating: $0, as: UTF8.self) }.sorted()
    }

    public func unreadableEntries(in directory: String) -> [String] {
        names(in: directory).filter { String(validating: $0, as: UTF8.self) == nil }.map(FolderEntry.display).sorted()
    }

    /// Hidden entries left out.
    private func names(in directory: String) -> [[UInt8]] {
        let names = FolderNames.list(directory.isEmpty ? prefix : prefix + directory) ?? []
        return names.filter { $0.first != UInt8(ascii: ".") }
    }

    /// A mirror keeps no fetch times, so a file's modification time stands in for one
    /// (`loas export` sets it to when the answer was last seen).
    public func times(at path: String) -> SnapshotTimes? {
        FileStatus(path: prefix + path).map { SnapshotTimes($0.modified) }
    }
}

/// Snapshots held in memory, such as the demo set compiled into the binary.
public struct InMemorySnapshots: SnapshotSource {
    public let label: String
    private let files: [String: Data]
    private let fileTimes: [String: SnapshotTimes]
    public let lastRunStart: Date?
    private let gone: [String: Date]
    /// Path → why the snapshot there exists but cannot be read (a store row without its body).
    private let unreadable: [String: String]
    /// The store's pictures, or those among `files` under `images/` (the demo's).
    public let images: any ImageSource

    /// Without `images`, pictures are looked for among `files` in the folder layout
    /// (`images/HOST/PATH`). Files in memory are LOAS's own (the demo's drawings, tests'),
    /// never an outside folder's, so SVG is allowed unless `allowSVG` says otherwise; the
    /// store passes its own `images`, which hold no SVG.
    public init(
        label: String, files: [String: Data], times: [String: SnapshotTimes] = [:], lastRunStart: Date? = nil,
        gone: [String: Date] = [:], unreadable: [String: String] = [:], images: (any ImageSource)? = nil,
        allowSVG: Bool = true
    ) {
        self.label = label
        self.images = images ?? FolderImages(
            label: label, allowSVG: allowSVG, size: { files[$0]?.count }, read: { path throws(SnapshotError) in files[path] })
        self.files = files
        self.fileTimes = times
        self.lastRunStart = lastRunStart
        self.gone = gone
        self.unreadable = unreadable
    }

    public func goneSince(_ path: String) -> Date? {
        gone[path]
    }

    /// Every file taken at the same moment, as a demo set is.
    public init(label: String, files: [String: Data], takenAt date: Date, allowSVG: Bool = true) {
        self.init(label: label, files: files, times: files.mapValues { _ in SnapshotTimes(date) }, allowSVG: allowSVG)
    }

    public func times(at path: String) -> SnapshotTimes? {
        fileTimes[path]
    }

    public func data(at path: String) throws(SnapshotError) -> Data? {
        if let problem = unreadable[path] { throw SnapshotError(path: label + "/" + path, problem: problem) }
        return files[path]
    }

    public func entries(in directory: String) -> [String] {
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
