import Foundation
import Images
import Support

/// A picture kept with the snapshots, named by its content: the same bytes under many
/// addresses (an icon every character wears) are one picture.
package struct StoredImage: Sendable, Hashable, Codable {
    /// SHA-256 of the bytes, 64 hex digits.
    package let hash: String
    package let kind: ImageKind
    package let size: Int

    package init(hash: String, kind: ImageKind, size: Int) {
        self.hash = hash
        self.kind = kind
        self.size = size
    }
}

/// Where a snapshot source keeps its pictures: looked up by the address a snapshot names.
package protocol ImageSource: Sendable {
    /// The picture kept for `address`; nil when there is none (the page draws a placeholder).
    func image(for address: ImageAddress) -> StoredImage?
    /// The picture's bytes, checked again; an error names where they were and what is wrong.
    func data(of image: StoredImage) throws(SnapshotError) -> Data
    /// Pictures found but not kept (not a picture, too large, an SVG), each once, for the
    /// build's warnings.
    var problems: [String] { get }
}

extension ImageSource {
    package var problems: [String] { [] }
}

/// A source without pictures: every page draws placeholders.
package struct NoImages: ImageSource {
    package init() {}

    package func image(for address: ImageAddress) -> StoredImage? { nil }

    package func data(of image: StoredImage) throws(SnapshotError) -> Data {
        throw SnapshotError(path: image.hash, problem: "no pictures are kept here")
    }
}

/// Pictures in a snapshot folder's `images/` (`ImageAddress.mirrorPath`), or in the same
/// layout in memory (the demo). Each file is read and hashed once, when a page first asks
/// for its address; a file that is not a picture (or an SVG, unless `allowSVG`) is as if
/// missing, and said once in `problems`.
package final class FolderImages: ImageSource {
    /// The bytes at a relative path; nil when there is no such file.
    package typealias Reader = @Sendable (_ path: String) throws(SnapshotError) -> Data?

    private let label: String
    private let read: Reader
    private let size: @Sendable (_ path: String) -> Int?
    private let allowSVG: Bool
    private struct Memo {
        var found: [String: StoredImage?] = [:]
        var paths: [String: String] = [:]
        var problems: [String] = []
    }
    private let memo = Locked(Memo())

    /// `size` tells a file's size without reading it, so a huge file is refused unread.
    package init(label: String, allowSVG: Bool = false, size: @escaping @Sendable (String) -> Int?, read: @escaping Reader) {
        self.label = label
        self.allowSVG = allowSVG
        self.size = size
        self.read = read
    }

    /// Files that were found but are not pictures LOAS keeps, each once, as warnings; past
    /// `shownProblems`, one line counts the rest (a folder of SVG drawings is one mistake,
    /// not a hundred).
    package var problems: [String] {
        // Sorted: pages resolve pictures on several workers, in no fixed order.
        let all = memo.withLock { $0.problems }.sorted()
        guard all.count > Self.shownProblems else { return all }
        return Array(all.prefix(Self.shownProblems))
            + ["\(all.count - Self.shownProblems) more files under \(label)/\(ImageAddress.folder) not used, for the same kinds of reasons"]
    }

    static let shownProblems = 3

    package func image(for address: ImageAddress) -> StoredImage? {
        let path = address.mirrorPath
        if let known = memo.withLock({ $0.found[path] }) { return known }
        let (image, problem) = look(at: path)
        memo.withLock { memo in
            if memo.found[path] == nil, let problem { memo.problems.append(problem) }
            memo.found[path] = image
            if let image { memo.paths[image.hash] = path }
        }
        return image
    }

    package func data(of image: StoredImage) throws(SnapshotError) -> Data {
        guard let path = memo.withLock({ $0.paths[image.hash] }) else {
            throw SnapshotError(path: label, problem: "holds no picture with SHA-256 \(image.hash.prefix(12))…")
        }
        guard let data = try read(path), SHA256.hex(of: data) == image.hash else {
            throw SnapshotError(path: label + "/" + path, problem: "changed or vanished while the site was built; build again")
        }
        return data
    }

    private func look(at path: String) -> (StoredImage?, String?) {
        let location = label + "/" + path
        guard let size = size(path) else { return (nil, nil) }
        guard size <= ImageKind.maxBytes else {
            return (nil, "\(location): not used: \(ImageProblem.tooLarge(size))")
        }
        let data: Data
        do {
            guard let bytes = try read(path) else { return (nil, nil) }
            data = bytes
        } catch {
            return (nil, error.description)
        }
        switch ImageProblem.check(data, allowSVG: allowSVG) {
        case .success(let kind):
            return (StoredImage(hash: SHA256.hex(of: data), kind: kind, size: data.count), nil)
        case .failure(let problem):
            return (nil, "\(location): not used: \(problem)")
        }
    }
}
