import Foundation

/// Where snapshots come from: a folder in the API-mirror layout, the demo set compiled
/// into the binary, and (later) the SQLite store. Paths are relative and use `/`:
/// the response of `GET /news/notices` is at `news/notices.json`.
public protocol SnapshotSource: Sendable {
    /// Names the source in messages, e.g. the folder path.
    var label: String { get }
    /// The bytes at `path`, or nil when there is no such snapshot.
    func data(at path: String) throws(SnapshotError) -> Data?
    /// Names of the entries directly inside `directory` (files and folders), sorted.
    func entries(in directory: String) -> [String]
}

/// A folder in the API-mirror layout.
public struct MirrorDirectory: SnapshotSource {
    public let root: URL

    public init(_ root: URL) throws(SnapshotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw SnapshotError(path: root.path, problem: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw SnapshotError(path: root.path, problem: "is a file; expected a folder in the API-mirror layout")
        }
        self.root = root
    }

    public var label: String { root.path }

    public func data(at path: String) throws(SnapshotError) -> Data? {
        let url = root.appending(path: path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SnapshotError(path: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
    }

    public func entries(in directory: String) -> [String] {
        let url = directory.isEmpty ? root : root.appending(path: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// Snapshots held in memory, such as the demo set compiled into the binary.
public struct InMemorySnapshots: SnapshotSource {
    public let label: String
    private let files: [String: Data]

    public init(label: String, files: [String: Data]) {
        self.label = label
        self.files = files
    }

    public func data(at path: String) throws(SnapshotError) -> Data? {
        files[path]
    }

    public func entries(in directory: String) -> [String] {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let names = files.keys.compactMap { key -> String? in
            guard key.hasPrefix(prefix) else { return nil }
            return key.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Set(names).sorted()
    }
}
