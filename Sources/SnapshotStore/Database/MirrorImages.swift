import FileSystem
import Foundation
import Images

extension SnapshotDatabase {
    /// Writes every kept picture into `folder` (an export's, after its answers) at its
    /// address's place, `images/HOST/PATH`; returns how many. A file already there is never
    /// replaced: two addresses one file system folds together (by case) keep the first.
    public func exportImages(to folder: URL) throws(SnapshotError) -> (written: Int, skipped: [String]) {
        var written = 0
        var skipped: [String] = []
        for (key, data) in try allImages() {
            guard let address = ImageAddress("https://" + key) else {
                skipped.append("\(key): not an address a file can be named after")
                continue
            }
            let file = folder.appending(path: address.mirrorPath)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .withoutOverwriting)
                written += 1
            } catch CocoaError.fileWriteFileExists {
                skipped.append("\(key): \(file.path) already holds another address's picture")
            } catch {
                throw SnapshotError(path: file.path, problem: "cannot be written (\(error.localizedDescription))")
            }
        }
        return (written, skipped)
    }

    /// Records the pictures under `folder/images/` (a snapshot folder's, see
    /// `ImageAddress.mirrorPath`) as fetched at `date`, in one transaction. A file that names
    /// no address, or is not a picture LOAS keeps (too large, not PNG, JPEG, GIF or WebP),
    /// is skipped and named in `skipped`; hidden files are ignored.
    public func importImages(from folder: URL, fetchedAt date: Date) throws(SnapshotError)
        -> (summary: ImageRecordSummary, skipped: [String])
    {
        let root = folder.appending(path: ImageAddress.folder)
        guard FileStatus(path: root.path)?.kind == .folder, let walk = FileManager.default.enumerator(atPath: root.path) else {
            return (ImageRecordSummary(), [])
        }
        var images: [(address: ImageAddress, data: Data)] = []
        var skipped: [String] = []
        while let relative = walk.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            let file = root.appending(path: relative)
            guard let status = FileStatus(path: file.path), status.kind == .file else { continue }
            let shown = ImageAddress.folder + "/" + relative
            guard let address = ImageAddress(mirrorPath: shown) else {
                skipped.append("\(file.path): names no picture address (expected images/HOST/PATH)")
                continue
            }
            guard status.size <= ImageKind.maxBytes else {
                skipped.append("\(file.path): \(ImageProblem.tooLarge(status.size))")
                continue
            }
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw SnapshotError(path: file.path, problem: "cannot be read (\(error.localizedDescription))")
            }
            if case .failure(let problem) = ImageProblem.check(data) {
                skipped.append("\(file.path): \(problem)")
                continue
            }
            images.append((address, data))
        }
        return (try recordImages(images, at: date), skipped.sorted())
    }
}
