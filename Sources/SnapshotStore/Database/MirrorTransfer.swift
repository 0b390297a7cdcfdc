import FileSystem
import Foundation
import GRDB
import Images
import LostArkAPI

extension SnapshotDatabase {
    /// Records every `*.json` file under `folder` (API-mirror layout) as fetched at
    /// `fetchedAt`, in one transaction: a file that is not JSON stops the import, naming it,
    /// and nothing is recorded. Files are read, checked and recorded one at a time, so the
    /// folder need not fit in memory.
    package func importMirror(_ folder: URL, fetchedAt: Date) throws(SnapshotError) -> RecordSummary {
        let mirror = try MirrorDirectory(folder)
        let (paths, skipped) = try Self.jsonFiles(under: folder)
        for path in paths {
            if let problem = Response.problem(withMirrorPath: path) {
                throw SnapshotError(path: folder.appending(path: path).path, problem: problem + "; nothing was imported")
            }
        }
        return try perform {
            try pool.write { db in
                var summary = RecordSummary(added: 0, unchanged: 0, skipped: skipped)
                for path in paths {
                    let response = try Self.readMirrorFile(path, in: mirror, folder: folder, fetchedAt: fetchedAt)
                    if try Self.record(Prepared(response), in: db) { summary.added += 1 } else { summary.unchanged += 1 }
                }
                return summary
            }
        }
    }

    private static func readMirrorFile(
        _ path: String, in mirror: MirrorDirectory, folder: URL, fetchedAt: Date
    ) throws(SnapshotError) -> Response {
        let file = folder.appending(path: path)
        let read: Data?
        do {
            read = try mirror.data(at: path)
        } catch {
            throw SnapshotError(path: error.path, problem: error.problem + "; nothing was imported")
        }
        guard let body = read else {
            throw SnapshotError(path: file.path, problem: "vanished while the folder was being imported; import again")
        }
        // `null` is a real answer (no such character), so top-level fragments are JSON too.
        guard (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil else {
            throw SnapshotError(
                path: file.path, problem: "is not valid JSON; fix or remove it and import again (nothing was imported)")
        }
        // A name too long for one file was cut into folders by `exportMirror`: read it whole.
        return Response(mirrorPath: Route.mirrorPath(ofFilePath: path), body: body, fetchedAt: fetchedAt)
    }

    /// Writes the latest answers at or before `date` in the mirror layout under `folder`,
    /// one body at a time; returns the number of files written.
    package func exportMirror(to folder: URL, at date: Date? = nil) throws(SnapshotError) -> Int {
        let snapshot = try snapshots(at: date)
        // An export is a copy to keep: one that silently lacks a file is worse than none.
        if let (path, hash) = snapshot.missingBodies.min(by: { $0.key < $1.key }) {
            throw SnapshotError(path: url.path + "/" + path, problem: Self.missingBodyProblem(hash: hash) + "; nothing was exported")
        }
        let files = snapshot.latestPaths
        // Checked before creating anything: a store edited by another program must not be
        // able to write outside the folder.
        for (path, _) in files {
            if let problem = Response.problem(withMirrorPath: path) {
                throw SnapshotError(path: url.path, problem: "holds \(path), which \(problem); nothing was exported")
            }
        }
        try Self.prepareEmptyFolder(folder)
        for (path, times) in files {
            let body: Data
            do {
                guard let read = try snapshot.storedData(at: path) else { continue }
                body = read
            } catch {
                throw SnapshotError(
                    path: error.path, problem: error.problem + "; the export in \(folder.path) is incomplete")
            }
            // What the store accepted is written, a name too long for a file cut into folders.
            let file = folder.appending(path: Route.filePath(ofMirrorPath: path))
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Never replace a file: two stored paths that one file system folds together
                // (case, Unicode form) would otherwise lose one answer silently.
                try body.write(to: file, options: .withoutOverwriting)
                // A mirror has no other place for the fetch time; a build from it reads it back.
                try FileManager.default.setAttributes([.modificationDate: times.lastSeenAt], ofItemAtPath: file.path)
            } catch {
                throw SnapshotError(path: file.path, problem: "cannot be written (\(error.localizedDescription))")
            }
        }
        return files.count
    }

    /// Relative paths of the `*.json` files under `folder`, in NFC, sorted, hidden files
    /// skipped, and the pictures folder (`images/`, no API route) left to `importImages`; and
    /// a warning for each file passed over. No link is followed (it could record any file of
    /// the machine), and a name is read as its bytes. Anything but a folder or a link is
    /// listed, so reading it refuses a pipe or a device by name.
    private static func jsonFiles(under folder: URL) throws(SnapshotError) -> (paths: [String], skipped: [String]) {
        let found: [WalkedEntry]
        do {
            found = try OpenFolder(path: folder.path).walk { entry in
                !isHidden(entry.path) && entry.path != Array(ImageAddress.folder.utf8)
            }
        } catch {
            throw SnapshotError(path: error.path, problem: "cannot be listed (\(error.problem))")
        }
        var paths: [String] = []
        var skipped: [String] = []
        for entry in found where !isHidden(entry.path) && entry.status.kind != .folder {
            let shown = folder.path + "/" + entry.displayName
            if entry.status.kind == .link {
                skipped.append("\(shown): is a symbolic link; links inside a snapshots folder are not followed, so it was not imported")
            } else if let path = entry.name {
                if Route.isMirrorPath(path) { paths.append(path) }
            } else if Route.isMirrorPath(String(decoding: entry.path, as: UTF8.self)) {
                skipped.append("\(shown): the file name is not valid UTF-8, so it was not imported; rename the file")
            }
        }
        let names = SnapshotNames.merge(paths)
        skipped += names.left.map { SnapshotNames.collision(in: folder.path, used: $0.used, others: $0.others) }
        return (names.used.map(\.name).sorted(), skipped.sorted())
    }

    /// A hidden file or folder (another tool's, `.git`), by its last part.
    static func isHidden(_ path: [UInt8]) -> Bool {
        path.split(separator: 0x2F).last?.first == UInt8(ascii: ".")
    }

    /// Creates `folder`, or accepts it when it exists and is empty.
    static func prepareEmptyFolder(_ folder: URL) throws(SnapshotError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SnapshotError(path: folder.path, problem: "is a file; export needs a new or empty folder")
            }
            let contents: [String]
            do {
                contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw SnapshotError(path: folder.path, problem: "cannot be listed (\(error.localizedDescription))")
            }
            guard contents.isEmpty else {
                throw SnapshotError(
                    path: folder.path,
                    problem: "is not empty; export writes only into a new or empty folder, so nothing there is overwritten")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError(path: folder.path, problem: "cannot be created (\(error.localizedDescription))")
        }
    }
}
