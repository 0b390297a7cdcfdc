import Foundation

/// A site folder being written file by file as a build renders them.
///
/// A file whose bytes differ from what the folder holds goes first to a staging folder
/// inside it (`.loas-staging`, on the same file system); nothing the folder serves changes
/// until `commit`, which renames each staged file over its old one (atomic per file) and
/// only then removes the files this build did not produce. A build that fails calls
/// `abort`, which drops the staging folder and leaves the site exactly as it was.
public final class SiteFolder: SiteSink {
    static let staging = ".loas-staging"
    /// The build cache (`BuildCache`): what lets the next build skip unchanged characters.
    static let cache = ".loas-cache"

    private let folder: URL
    private let stagingURL: URL
    private let previous: Set<String>
    private let state = Guarded(State())

    public let previousCache: Data?

    private struct State {
        var produced: Set<String> = []
        var staged: Set<String> = []
        var cache: Data?
    }

    /// Checks that loas may write into `folder` (empty, missing, or marked as written by
    /// loas) and marks it.
    public init(_ folder: URL) throws(SiteOutputError) {
        let manager = FileManager.default
        let markerURL = folder.appending(path: SiteOutput.marker)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SiteOutputError(folder.path, "is a file, not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard contents.isEmpty || manager.fileExists(atPath: markerURL.path) else {
                throw SiteOutputError(
                    folder.path, "is not empty and was not written by loas; choose another --out or empty it")
            }
        }
        self.folder = folder
        stagingURL = folder.appending(path: Self.staging)
        // The marker goes first, so a build cut short still leaves a folder loas may write again.
        let marker = Data("written by loas; files here are replaced on every build\n".utf8)
        if (try? Data(contentsOf: markerURL)) != marker {
            try Self.write(marker, to: markerURL)
        }
        // Left by a build that was killed; it was never part of the site.
        try? manager.removeItem(at: stagingURL)
        previous = Set(Self.listFiles(folder)).subtracting([SiteOutput.marker, Self.cache])
        previousCache = try? Data(contentsOf: folder.appending(path: Self.cache))
    }

    public func keep(_ path: String, size: Int) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path)
        guard (attributes?[.size] as? NSNumber)?.intValue == size else { return false }
        state.withLock { state in
            state.produced.insert(path)
            if state.staged.remove(path) != nil { try? FileManager.default.removeItem(at: stagingURL.appending(path: path)) }
        }
        return true
    }

    public func saveCache(_ data: Data) {
        state.withLock { $0.cache = data }
    }

    public func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        let staged = stagingURL.appending(path: path)
        if (try? Data(contentsOf: folder.appending(path: path))) == data {
            let wasStaged = state.withLock { state in
                state.produced.insert(path)
                return state.staged.remove(path) != nil
            }
            if wasStaged { try? FileManager.default.removeItem(at: staged) }
            return
        }
        try Self.write(data, to: staged, atomically: false)
        state.withLock { state in
            state.produced.insert(path)
            state.staged.insert(path)
        }
    }

    /// Moves the staged files into place, then removes the files of earlier builds that
    /// this one did not produce.
    public func commit() throws(SiteOutputError) -> SiteOutput.Summary {
        let (produced, staged, cache) = state.withLock { ($0.produced, $0.staged, $0.cache) }
        let manager = FileManager.default
        // The old cache goes before any file changes: it must never describe files it did not see.
        let cacheURL = folder.appending(path: Self.cache)
        try? manager.removeItem(at: cacheURL)
        for path in staged.sorted() {
            let target = folder.appending(path: path)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw SiteOutputError(target.path, "cannot be written (\(error.localizedDescription))")
            }
            // rename(2) replaces the old file in one step: a reader sees the old or the new bytes.
            guard rename(stagingURL.appending(path: path).path, target.path) == 0 else {
                throw SiteOutputError(target.path, "cannot be written (\(String(cString: strerror(errno))))")
            }
        }
        if let cache {
            try Self.write(cache, to: cacheURL)
        }
        let stale = previous.subtracting(produced)
        for path in stale.sorted() {
            try? manager.removeItem(at: folder.appending(path: path))
        }
        try? manager.removeItem(at: stagingURL)
        return SiteOutput.Summary(written: staged.count, unchanged: produced.count - staged.count, removed: stale.count)
    }

    /// Drops everything staged; the folder keeps the site it had.
    public func abort() {
        try? FileManager.default.removeItem(at: stagingURL)
    }

    /// Staged files need no atomic write of their own: nothing reads them until `commit`.
    private static func write(_ data: Data, to url: URL, atomically: Bool = true) throws(SiteOutputError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: atomically ? .atomic : [])
        } catch {
            throw SiteOutputError(url.path, "cannot be written (\(error.localizedDescription))")
        }
    }

    private static func listFiles(_ folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            if !url.hasDirectoryPath {
                files.append(String(url.standardizedFileURL.path.dropFirst(root.count + 1)))
            }
        }
        return files
    }
}
