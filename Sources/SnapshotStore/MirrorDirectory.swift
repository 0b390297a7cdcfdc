import FileSystem
import Foundation
import LostArkAPI

/// A folder in the API-mirror layout. Nothing inside it is reached through a link: a link
/// there (an armory, a folder, a picture) is named in an error, never read, since it could
/// publish any file of the machine; the folder itself may be one (the user named it).
package struct MirrorDirectory: SnapshotSource {
    package let root: URL
    private let folder: OpenFolder
    /// Its `images/` folder.
    package let images: any ImageSource

    package init(_ root: URL) throws(SnapshotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw SnapshotError(path: root.path, problem: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw SnapshotError(path: root.path, problem: "is a file; expected a folder in the API-mirror layout")
        }
        self.root = root
        let folder: OpenFolder
        do {
            folder = try OpenFolder(path: root.path)
        } catch {
            throw SnapshotError(path: root.path, problem: "cannot be opened (\(error.problem))")
        }
        self.folder = folder
        images = FolderImages(
            label: root.path,
            size: { path in
                // A link on the way has no size of its own: reading it then says what it is.
                do { return try folder.status(atPath: path)?.size } catch { return 0 }
            },
            read: { path throws(SnapshotError) in try Self.read(path, in: folder) })
    }

    package var label: String { root.path }

    /// `path` is a mirror path; a part of it too long for a file name is read where
    /// `loas export` cut it into folders (`Route.filePath(ofMirrorPath:)`).
    package func data(at mirrorPath: String) throws(SnapshotError) -> Data? {
        let path = Route.filePath(ofMirrorPath: mirrorPath)
        if let data = try Self.read(path, in: folder) { return data }
        // Names are NFC here; the file may be spelt otherwise on disk.
        guard let spelt = spelling(of: path), spelt != Array(path.utf8) else { return nil }
        return try Self.read(String(decoding: spelt, as: UTF8.self), in: folder)
    }

    private static func read(_ path: String, in folder: OpenFolder) throws(SnapshotError) -> Data? {
        do {
            return try folder.readFile(atPath: path)
        } catch {
            let why = error.found == .link ? "; links inside a snapshots folder are not followed" : ""
            throw SnapshotError(path: error.path, problem: error.problem + why)
        }
    }

    /// The path as the folder spells it: each part the entry `SnapshotNames.merge` reads for it.
    private func spelling(of path: String) -> [UInt8]? {
        var directory = ""
        var spelt: [String] = []
        for part in path.split(separator: "/").map(String.init) {
            let names = listing(directory).names.compactMap { String(validating: $0, as: UTF8.self) }
            guard let read = SnapshotNames.merge(names).used.first(where: { $0.name == part })?.read else { return nil }
            spelt.append(read)
            directory = directory.isEmpty ? part : directory + "/" + part
        }
        return Array(spelt.joined(separator: "/").utf8)
    }

    package func entries(in directory: String) -> [String] {
        let used = names(in: directory)
        let whole = used.filter { $0.hasSuffix(Route.pieceMark) }.flatMap { wholeNames(from: [$0], in: directory) }
        return (used + whole).sorted()
    }

    /// The entries of `directory` as they are named there, one per Unicode spelling.
    private func names(in directory: String) -> [String] {
        let names = listing(directory).names.compactMap { String(validating: $0, as: UTF8.self) }
        return SnapshotNames.merge(names).used.map(\.name)
    }

    /// The names `loas export` cut into folders whose first pieces are `pieces` (each ending
    /// in `…`), whole: what `Route.mirrorPath(ofFilePath:)` joins into one part.
    private func wholeNames(from pieces: [String], in directory: String) -> [String] {
        let inner = ([directory] + pieces).filter { !$0.isEmpty }.joined(separator: "/")
        guard pieces.count < 64 else { return [] }
        return names(in: inner).flatMap { name -> [String] in
            if name.hasSuffix(Route.pieceMark) { return wholeNames(from: pieces + [name], in: directory) }
            let joined = Route.mirrorPath(ofFilePath: (pieces + [name]).joined(separator: "/"))
            return joined.contains("/") ? [] : [joined]
        }
    }

    package func unreadableEntries(in directory: String) -> [String] {
        listing(directory).names.filter { String(validating: $0, as: UTF8.self) == nil }.map(FolderEntry.display).sorted()
    }

    package func entryProblems(in directory: String) -> [String] {
        let (names, problem) = listing(directory)
        let shown = directory.isEmpty ? label : label + "/" + directory
        let left = SnapshotNames.merge(names.compactMap { String(validating: $0, as: UTF8.self) }).left
        return (problem.map { [$0] } ?? []) + left.map { SnapshotNames.collision(in: shown, used: $0.used, others: $0.others) }
    }

    /// Hidden entries left out; a folder on the way that is a link is not entered, and said.
    private func listing(_ directory: String) -> (names: [[UInt8]], problem: String?) {
        do {
            guard let inner = try folder.folder(atPath: directory) else { return ([], nil) }
            return (try inner.names().filter { $0.first != UInt8(ascii: ".") }, nil)
        } catch {
            let why = error.found == .link ? "; links inside a snapshots folder are not followed" : ""
            return ([], "\(error.path): \(error.problem)\(why)")
        }
    }

    /// A mirror keeps no fetch times, so a file's modification time stands in for one
    /// (`loas export` sets it to when the answer was last seen).
    package func times(at mirrorPath: String) -> SnapshotTimes? {
        let path = Route.filePath(ofMirrorPath: mirrorPath)
        if let status = try? folder.status(atPath: path) { return SnapshotTimes(status.modified) }
        guard let spelt = spelling(of: path), let status = try? folder.status(atPath: String(decoding: spelt, as: UTF8.self))
        else { return nil }
        return SnapshotTimes(status.modified)
    }
}
