import FileSystem
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
    /// The folder and its staging folder as paths: the per-file work joins strings, as URL
    /// joining cost more than the writes at a thousand characters.
    private let root: String
    private let stagingRoot: String
    private let previous: Set<String>
    private let state = Guarded(State())

    public let previousCache: Data?

    private struct State {
        var produced: Set<String> = []
        var staged: Set<String> = []
        var cache: Data?
        /// Folders known to exist: a sheet's folder is made once, not once per file.
        var folders: Set<String> = []
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
        root = folder.path.count > 1 && folder.path.hasSuffix("/") ? String(folder.path.dropLast()) : folder.path
        stagingRoot = root + "/" + Self.staging
        // The marker goes first, so a build cut short still leaves a folder loas may write again.
        let marker = Data("written by loas; files here are replaced on every build\n".utf8)
        if (try? Data(contentsOf: markerURL)) != marker {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SiteOutputError(folder.path, "cannot be created (\(error.localizedDescription))")
            }
            try Self.save(marker, to: markerURL)
        }
        // Left by a build that was killed; it was never part of the site.
        try? manager.removeItem(atPath: stagingRoot)
        previous = Set(Self.listFiles(folder)).subtracting([SiteOutput.marker, Self.cache])
        previousCache = try? Data(contentsOf: folder.appending(path: Self.cache))
    }

    public func keep(_ path: String, size: Int) -> Bool {
        guard FileStatus(path: root + "/" + path)?.size == size else { return false }
        state.withLock { state in
            state.produced.insert(path)
            if state.staged.remove(path) != nil { try? FileManager.default.removeItem(atPath: stagingRoot + "/" + path) }
        }
        return true
    }

    public func saveCache(_ data: Data) {
        state.withLock { $0.cache = data }
    }

    public func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        let staged = stagingRoot + "/" + path
        // Only a file the folder had can be unchanged; in a new folder nothing is read back.
        if previous.contains(path), (try? Data(contentsOf: folder.appending(path: path))) == data {
            let wasStaged = state.withLock { state in
                state.produced.insert(path)
                return state.staged.remove(path) != nil
            }
            if wasStaged { try? FileManager.default.removeItem(atPath: staged) }
            return
        }
        try makeFolder(of: staged)
        try Self.writeStaged(data, to: staged)
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
            let target = root + "/" + path
            try makeFolder(of: target)
            // rename(2) replaces the old file in one step: a reader sees the old or the new bytes.
            guard rename(stagingRoot + "/" + path, target) == 0 else {
                throw SiteOutputError(target, "cannot be written (\(String(cString: strerror(errno))))")
            }
        }
        if let cache {
            try Self.save(cache, to: cacheURL)
        }
        let stale = previous.subtracting(produced)
        for path in stale.sorted() {
            try? manager.removeItem(at: folder.appending(path: path))
        }
        try? manager.removeItem(atPath: stagingRoot)
        return SiteOutput.Summary(written: staged.count, unchanged: produced.count - staged.count, removed: stale.count)
    }

    /// Drops everything staged; the folder keeps the site it had.
    public func abort() {
        try? FileManager.default.removeItem(atPath: stagingRoot)
    }

    private func makeFolder(of file: String) throws(SiteOutputError) {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let parent = String(file[..<slash])
        guard !state.withLock({ $0.folders.contains(parent) }) else { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteOutputError(file, "cannot be written (\(error.localizedDescription))")
        }
        state.withLock { _ = $0.folders.insert(parent) }
    }

    /// A staged file, written with plain `write(2)`s. Foundation's non-atomic
    /// `Data.write` ends with an `fsync`, which made a 1,000-character build wait on the
    /// disk for a quarter of its time; the site can always be built again from the
    /// snapshots, which the store does sync. Nothing reads a staged file until `commit`.
    private static func writeStaged(_ data: Data, to path: String) throws(SiteOutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SiteOutputError(path, "cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw SiteOutputError(path, "cannot be written (\(String(cString: strerror(failure))))")
        }
    }

    /// Into an existing folder.
    private static func save(_ data: Data, to url: URL) throws(SiteOutputError) {
        do {
            try data.write(to: url, options: .atomic)
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
