import Foundation
import Images

extension SnapshotDatabase {
    /// Records every `*.json` file under `folder` (API-mirror layout) as fetched at
    /// `fetchedAt`. Every file is read and checked first, so a bad one stops the import
    /// before anything is recorded.
    public func importMirror(_ folder: URL, fetchedAt: Date) throws(SnapshotError) -> RecordSummary {
        let mirror = try MirrorDirectory(folder)
        var responses: [Response] = []
        for path in try Self.jsonFiles(under: folder) {
            let file = folder.appending(path: path)
            guard let body = try mirror.data(at: path) else {
                throw SnapshotError(path: file.path, problem: "vanished while the folder was being imported; import again")
            }
            // `null` is a real answer (no such character), so top-level fragments are JSON too.
            guard (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil else {
                throw SnapshotError(
                    path: file.path, problem: "is not valid JSON; fix or remove it and import again (nothing was imported)")
            }
            responses.append(Response(mirrorPath: path, body: body, fetchedAt: fetchedAt))
        }
        return try record(responses)
    }

    /// Writes the latest answers at or before `date` in the mirror layout under `folder`;
    /// returns the number of files written.
    public func exportMirror(to folder: URL, at date: Date? = nil) throws(SnapshotError) -> Int {
        let answers = try latestAnswers(at: date)
        // An export is a copy to keep: one that silently lacks a file is worse than none.
        if let (path, hash) = answers.missing.min(by: { $0.key < $1.key }) {
            throw SnapshotError(path: url.path + "/" + path, problem: Self.missingBodyProblem(hash: hash) + "; nothing was exported")
        }
        let files = answers.bodies
        // Checked before creating anything: a store edited by another program must not be
        // able to write outside the folder.
        for path in files.keys {
            if let problem = Response.problem(withMirrorPath: path) {
                throw SnapshotError(path: url.path, problem: "holds \(path), which \(problem); nothing was exported")
            }
        }
        try Self.prepareEmptyFolder(folder)
        for (path, answer) in files.sorted(by: { $0.key < $1.key }) {
            let file = folder.appending(path: path)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Never replace a file: two stored paths that one file system folds together
                // (case, Unicode form) would otherwise lose one answer silently.
                try answer.body.write(to: file, options: .withoutOverwriting)
                // A mirror has no other place for the fetch time; a build from it reads it back.
                try FileManager.default.setAttributes([.modificationDate: answer.times.lastSeenAt], ofItemAtPath: file.path)
            } catch {
                throw SnapshotError(path: file.path, problem: "cannot be written (\(error.localizedDescription))")
            }
        }
        return files.count
    }

    /// Relative paths of the `*.json` files under `folder`, sorted, hidden files skipped, and
    /// the pictures folder (`images/`, no API route) left to `importImages`.
    private static func jsonFiles(under folder: URL) throws(SnapshotError) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else {
            throw SnapshotError(path: folder.path, problem: "cannot be listed")
        }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || path == ImageAddress.folder {
                walk.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isDirectory)
            if name.hasSuffix(".json") && exists && !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
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
