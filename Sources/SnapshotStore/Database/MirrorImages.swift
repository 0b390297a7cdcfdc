import FileSystem
import Foundation
import Images

extension SnapshotDatabase {
    /// Writes every kept picture into `folder` (an export's, after its answers) at its
    /// address's place, `images/HOST/PATH`; returns how many. A file already there is never
    /// replaced: two addresses one file system folds together (by case) keep the first.
    package func exportImages(to folder: URL) throws(SnapshotError) -> (written: Int, skipped: [String]) {
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
    package func importImages(from folder: URL, fetchedAt date: Date) throws(SnapshotError)
        -> (summary: ImageRecordSummary, skipped: [String])
    {
        let root = folder.appending(path: ImageAddress.folder)
        let pictures: OpenFolder
        let found: [WalkedEntry]
        do {
            // No link is followed, `images` itself included: it could record any file of the machine.
            guard let opened = try OpenFolder(path: folder.path).folder(atPath: ImageAddress.folder) else {
                return (ImageRecordSummary(), [])
            }
            pictures = opened
            found = try opened.walk { !Self.isHidden($0.path) }
        } catch  where error.found == .link {
            return (ImageRecordSummary(), ["\(error.path): \(error.problem); links inside a snapshots folder are not followed"])
        } catch {
            throw SnapshotError(path: error.path, problem: "cannot be listed (\(error.problem))")
        }
        var images: [(address: ImageAddress, data: Data)] = []
        var skipped: [String] = []
        for entry in found where !Self.isHidden(entry.path) && entry.status.kind != .folder {
            let shown = root.path + "/" + entry.displayName
            guard let relative = entry.name else {
                skipped.append("\(shown): the file name is not valid UTF-8; rename the file")
                continue
            }
            guard entry.status.kind != .link else {
                skipped.append("\(shown): is a symbolic link; links inside a snapshots folder are not followed")
                continue
            }
            guard let address = ImageAddress(mirrorPath: ImageAddress.folder + "/" + relative) else {
                skipped.append("\(shown): names no picture address (expected images/HOST/PATH)")
                continue
            }
            guard entry.status.size <= ImageKind.maxBytes else {
                skipped.append("\(shown): \(ImageProblem.tooLarge(entry.status.size))")
                continue
            }
            let data: Data
            do {
                guard let read = try pictures.readFile(atPath: relative) else { continue }
                data = read
            } catch  where error.code == nil {
                // A pipe, a device, a link put there since the listing: passed over, said why.
                skipped.append(error.description)
                continue
            } catch {
                throw SnapshotError(path: error.path, problem: "cannot be read (\(error.problem))")
            }
            if case .failure(let problem) = ImageProblem.check(data) {
                skipped.append("\(shown): \(problem)")
                continue
            }
            images.append((address, data))
        }
        return (try recordImages(images, at: date), skipped.sorted())
    }
}
