import Foundation

/// Writes a built site into a folder without ever destroying what the user had there.
///
/// Only a folder that is empty or that LOAS wrote before (it holds `.loas-site`) is
/// written to. Each file is replaced atomically and only when its bytes changed; files of
/// an earlier build that this build no longer makes are removed.
public enum SiteOutput {
    static let marker = ".loas-site"

    public struct Summary: Sendable, Equatable {
        public var written: Int
        public var unchanged: Int
        public var removed: Int
    }

    public static func write(_ files: [String: Data], to folder: URL) throws(SiteOutputError) -> Summary {
        let manager = FileManager.default
        let markerURL = folder.appending(path: marker)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SiteOutputError(folder.path, "is a file, not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard contents.isEmpty || manager.fileExists(atPath: markerURL.path) else {
                throw SiteOutputError(
                    folder.path, "is not empty and was not written by loas; choose another --out or empty it")
            }
        }
        let previous = Set(listFiles(folder))
        var summary = Summary(written: 0, unchanged: 0, removed: 0)
        let all = files.merging([marker: Data("written by loas; files here are replaced on every build\n".utf8)]) { $1 }
        for (path, data) in all.sorted(by: { $0.key < $1.key }) {
            let url = folder.appending(path: path)
            if (try? Data(contentsOf: url)) == data {
                if path != marker { summary.unchanged += 1 }
                continue
            }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
                if path != marker { summary.written += 1 }
            } catch {
                throw SiteOutputError(url.path, "cannot be written (\(error.localizedDescription))")
            }
        }
        for stale in previous.subtracting(all.keys).sorted() {
            try? manager.removeItem(at: folder.appending(path: stale))
            summary.removed += 1
        }
        return summary
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

public struct SiteOutputError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path) \(problem)" }
}
