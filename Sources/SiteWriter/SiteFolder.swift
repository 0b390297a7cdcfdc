import FileSystem
import Foundation
import SitePages
import Support

/// A site folder being written file by file as a build renders them.
///
/// One build at a time: the folder's marker (`.loas-site`) is also its lock, an exclusive
/// `flock` held from `init` until `commit` or `abort`; a second build into the folder is
/// refused at once, naming it. The marker lists the files loas wrote there (`OwnedFiles`):
/// only those are ever replaced or removed; any other file (a store, a config, a user's
/// `NOTES.txt`) is left in place and named in one warning. A file whose bytes differ from
/// what the folder holds goes first to this build's own staging folder inside it
/// (`.loas-staging-PID-RANDOM`, on the same file system); nothing the folder serves changes
/// until `commit`, which exchanges each staged file with its old one and, only when every
/// one has moved, removes the files this build did not produce; a move that fails takes the
/// earlier ones back, so the site is all old or all new. A build that fails calls `abort`,
/// which drops its staging folder and leaves the site exactly as it was.
///
/// No link inside the folder is ever followed (the folder itself may be one: the user named
/// it): a link found there stops the build before anything changes, naming it, and every
/// rename and removal goes through folders opened with `O_NOFOLLOW`.
package final class SiteFolder: SiteSink {
    static let stagingPrefix = ".loas-staging"
    /// The build cache (`BuildCache`): what lets the next build skip unchanged characters.
    static let cache = ".loas-cache"

    /// The folder and its staging folder as paths: the per-file work joins strings, as URL
    /// joining cost more than the writes at a thousand characters.
    private let root: String
    private let site: OpenFolder
    private let lock: FileLock
    private let stagingName: String
    private let staging: OpenFolder
    private let stagingRoot: String
    /// The previous build's files (and any other), with their sizes and times.
    ///
    /// Paths are kept by their bytes (`TextKey`), as the file system names files: `String`
    /// compares Korean names in canonical form, which took every lookup of a no-change
    /// rebuild through Unicode normalization, and would take an NFD name on disk for the
    /// NFC one a build writes.
    private let previous: [TextKey: Listed]
    /// The files the marker lists as loas's; nil when it holds no list (`OwnedFiles.paths`).
    private let owned: Set<TextKey>?
    private let marker: Data?
    private let state = Locked(State())
    /// Called with each staged file's path before it moves into place; a test makes a move fail with it.
    let beforeMove = Locked<(@Sendable (_ staged: String) -> Void)?>(nil)

    package let previousCache: Data?

    private struct State {
        var produced: Set<TextKey> = []
        var staged: Set<TextKey> = []
        var cache: Data?
        /// Staging folders known to exist: a sheet's folder is made once, not once per file.
        var folders: Set<String> = []
        /// Paths this build makes where a file that is not loas's sits: left as they are.
        var blocked: Set<TextKey> = []
        /// Committed or aborted: the lock is given up and the staging folder gone.
        var finished = false
    }

    /// Checks that loas may write into `folder` (empty, missing, or marked as written by
    /// loas), marks it and takes its lock.
    package init(_ folder: URL) throws(SiteOutputError) {
        let manager = FileManager.default
        let path = folder.path
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SiteOutputError(path, "is a file, not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            guard contents.isEmpty || contents.contains(SiteFolder.marker) else {
                throw SiteOutputError(path, "is not empty and was not written by loas; choose another --out or empty it")
            }
        } else {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SiteOutputError(path, "cannot be created (\(error.localizedDescription))")
            }
        }
        root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        do {
            site = try OpenFolder(path: root)
            // The marker goes first, so a build cut short still leaves a folder loas may write
            // again; it is never renamed over, so every build locks the same file.
            guard let lock = try FileLock.acquire(SiteFolder.marker, in: site) else {
                throw SiteOutputError(
                    root, "is being written by another loas build; try again when it has finished, or choose another --out")
            }
            self.lock = lock
            marker = lock.contents()
            owned = OwnedFiles.paths(marker).map { Set($0.map { TextKey($0) }) }
            // Left by builds that were killed: holding the lock, none of them is running.
            for entry in try site.entries() {
                if let name = entry.name, name.hasPrefix(Self.stagingPrefix) { try site.removeTree(name) }
            }
            previous = try Self.listFiles(site, root: root)
            previousCache = site.read(Self.cache)
            (stagingName, staging) = try Self.makeStaging(in: site)
        } catch let error as SiteOutputError {
            throw error
        } catch let error as FileSystemError {
            throw SiteOutputError(error)
        } catch {
            throw SiteOutputError(root, "cannot be written (\(error))")
        }
        stagingRoot = root + "/" + stagingName
    }

    deinit {
        finish()
    }

    package func keep(_ path: String, size: Int) -> Bool {
        let key = TextKey(path)
        // Not `isForeign`: the size already says the path was there.
        guard size >= 0, previous[key]?.size == size, owned?.contains(key) ?? true else { return false }
        markKept(key, path)
        return true
    }

    /// The previous build's file at `path` is this build's: anything staged there goes.
    private func markKept(_ key: TextKey, _ path: String) {
        state.withLock { state in
            state.produced.insert(key)
            if !state.staged.isEmpty, state.staged.remove(key) != nil { unlink(stagingRoot + "/" + path) }
        }
    }

    /// Keeps whatever the previous build left at `path`, when anything, and drops what this
    /// build staged there: for a page that could not be written. False when no page of
    /// loas's stays there.
    @discardableResult
    package func retain(_ path: String) -> Bool {
        let key = TextKey(path)
        return state.withLock { state in
            if state.staged.remove(key) != nil { unlink(stagingRoot + "/" + path) }
            guard previous[key] != nil, !isForeign(key) else { return false }
            state.produced.insert(key)
            return true
        }
    }

    /// A file already at `path` that loas did not write: never replaced nor removed.
    private func isForeign(_ path: TextKey) -> Bool {
        guard let owned else { return false }
        return previous[path] != nil && !owned.contains(path)
    }

    package func saveCache(_ data: Data) {
        state.withLock { $0.cache = data }
    }

    package func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        let key = TextKey(path)
        guard !isForeign(key) else {
            // The same bytes (a CNAME moved into static/ and left behind) are taken over: nothing is lost.
            takeOver(key, same: previous[key]?.size == data.count && site.read(path) == data)
            return
        }
        let staged = stagingRoot + "/" + path
        // Only a file the folder had can be unchanged, and only one of the same size is read
        // back; in a new folder nothing is.
        if previous[key]?.size == data.count, site.read(path) == data {
            markKept(key, path)
            return
        }
        try makeFolder(of: staged)
        try Self.writeStaged(data, to: staged)
        state.withLock { state in
            state.produced.insert(key)
            state.staged.insert(key)
        }
    }

    /// A file of `static/` is copied into the staging folder a block at a time (in the kernel
    /// where it can), with its times; one the folder holds with the same size and time is
    /// kept unread, as `rsync` does. A file that is not loas's is taken over only when its
    /// bytes are the same, compared a block at a time.
    package func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError) {
        let key = TextKey(path)
        let listed = previous[key]
        guard !isForeign(key) else {
            let there = listed?.size == source.status.size ? try? site.openFile(atPath: path) : nil
            takeOver(key, same: there?.sameBytes(as: source) ?? false)
            return
        }
        if let listed, listed.size == source.status.size, listed.modified == source.status.modified {
            markKept(key, path)
            return
        }
        let staged = stagingRoot + "/" + path
        try makeFolder(of: staged)
        let descriptor = open(staged, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SiteOutputError(staged, "cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        do {
            try source.copy(to: descriptor, named: staged)
        } catch {
            throw SiteOutputError(error.path, error.problem)
        }
        state.withLock { state in
            state.produced.insert(key)
            state.staged.insert(key)
        }
    }

    /// A file that is not loas's where this build makes one: kept as this build's when it
    /// holds the same bytes, else left alone and named.
    private func takeOver(_ key: TextKey, same: Bool) {
        state.withLock { state in
            _ = same ? state.produced.insert(key) : state.blocked.insert(key)
        }
    }

    /// Moves the staged files into place, then removes the files of earlier builds that
    /// this one did not produce. A move that fails takes back those before it, so the folder
    /// keeps the site it had.
    package func commit() throws(SiteOutputError) -> SiteFolder.Summary {
        let (produced, staged, cache, blocked) = state.withLock { ($0.produced, $0.staged, $0.cache, $0.blocked) }
        // A rebuild that changed nothing lists the same files and leaves the same cache, so
        // neither the list of names nor the cache is sorted and written again.
        let sameList = owned.map { $0.count == produced.count && produced.isSubset(of: $0) } ?? false
        let sameCache = staged.isEmpty && cache != nil && cache == previousCache
        var folders = SiteFolders(site)
        var placed: [(source: String, folder: OpenFolder, name: String, how: Placed)] = []
        do throws(FileSystemError) {
            // Every folder a file goes into is found (or made) before any file moves, and every
            // place is empty or a file: a link or a folder in the way stops the build with the
            // site as it was.
            var targets: [(path: String, folder: OpenFolder, name: String, empty: Bool)] = []
            for path in staged.map(\.text).sorted() {
                let (folder, name) = try folders.parent(of: path, create: true)
                let kind = folder.status(of: name)?.kind
                if let kind, kind != .file {
                    throw FileSystemError(root + "/" + path, found: kind)
                }
                targets.append((path, folder, name, kind == nil))
            }
            // Files about to arrive are listed as loas's before they do: a build killed halfway
            // leaves a list that still covers every file of its own.
            if !sameList { try writeList((owned ?? []).union(produced)) }
            // The old cache goes before any file changes: it must never describe files it did not see.
            if !sameCache { try site.remove(Self.cache) }
            for (path, folder, name, empty) in targets {
                let source = stagingRoot + "/" + path
                beforeMove.withLock { $0 }?(source)
                // One step per file: a reader sees the old or the new bytes, and the old ones
                // wait in the staging folder until every file has moved.
                placed.append((source, folder, name, try folder.exchange(from: source, to: name, expectingNothing: empty)))
            }
            if let cache, !sameCache {
                try staging.write(cache, to: Self.cache)
                try site.move(from: stagingRoot + "/" + Self.cache, to: Self.cache)
            }
        } catch {
            for move in placed.reversed() {
                _ = move.folder.undo(move.how, from: move.source, to: move.name)
            }
            if let marker { try? lock.setContents(marker) }
            // The old cache describes the old files again.
            if let previousCache, (try? staging.write(previousCache, to: Self.cache)) != nil {
                try? site.move(from: stagingRoot + "/" + Self.cache, to: Self.cache)
            }
            throw SiteOutputError(error)
        }
        let stale = sameList ? [] : (owned ?? []).filter { previous[$0] != nil }.subtracting(produced)
        for path in stale.map(\.text).sorted() {
            // A folder that is gone or not a folder any more holds nothing of the site's to remove.
            guard let (folder, name) = try? folders.parent(of: path, create: false) else { continue }
            _ = try? folder.remove(name)
        }
        // Only now may a file dropped from the list be gone.
        if !sameList { try? writeList(produced) }
        finish()
        var warnings: [String] = []
        // Nothing staged: every file produced was there, so with as many files there as
        // produced, none is left besides.
        let noneBesides = sameList && staged.isEmpty && previous.count == produced.count
        let left = noneBesides ? [] : Set(previous.keys).subtracting(owned ?? []).subtracting(produced).subtracting(blocked)
        if !left.isEmpty {
            warnings.append(
                "\(root) holds files loas did not write; they are left as they are: "
                    + OwnedFiles.describe(Set(left.map(\.text)), besides: Set(produced.map(\.text))))
        }
        if !blocked.isEmpty {
            warnings.append(
                "\(root) holds files loas did not write where it makes pages, so those pages were not written: "
                    + OwnedFiles.describe(Set(blocked.map(\.text)), besides: Set(produced.map(\.text)))
                    + "; remove them, or put the ones you want in the site in static/")
        }
        return SiteFolder.Summary(
            written: staged.count, unchanged: produced.count - staged.count, removed: stale.count, warnings: warnings)
    }

    /// Replaces the marker's list, unless it already says the same.
    private func writeList(_ paths: Set<TextKey>) throws(FileSystemError) {
        let list = OwnedFiles.encode(Set(paths.map(\.text)))
        if lock.contents() != list { try lock.setContents(list) }
    }

    /// Drops everything staged; the folder keeps the site it had.
    package func abort() {
        finish()
    }

    /// Removes the staging folder and gives up the lock, once.
    private func finish() {
        guard
            state.withLock({ state in
                defer { state.finished = true }
                return !state.finished
            })
        else { return }
        try? site.removeTree(stagingName)
        lock.release()
    }

    private func makeFolder(of file: String) throws(SiteOutputError) {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let parent = String(file[..<slash])
        guard !state.withLock({ $0.folders.contains(parent) }) else { return }
        do {
            // Inside this build's own staging folder, which no one else writes.
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteOutputError(file, "cannot be written (\(error.localizedDescription))")
        }
        state.withLock { _ = $0.folders.insert(parent) }
    }

    /// A staged file, written with plain `write(2)`s. Foundation's non-atomic
    /// `Data.write` ends with an `fsync`, which makes a build wait on the disk once per
    /// file; the site can always be built again from the snapshots, which the store does
    /// sync. Nothing reads a staged file until `commit`.
    private static func writeStaged(_ data: Data, to path: String) throws(SiteOutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SiteOutputError(path, "cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        if let failure = FileDescriptor.writeAll(data, to: descriptor) {
            throw SiteOutputError(path, "cannot be written (\(String(cString: strerror(failure))))")
        }
    }
}
