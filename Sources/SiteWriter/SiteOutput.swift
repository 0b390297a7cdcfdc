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
        // The marker goes first, so a build cut short still leaves a folder loas may write again.
        _ = try writeIfChanged(Data("written by loas; files here are replaced on every build\n".utf8), to: markerURL)
        var summary = Summary(written: 0, unchanged: 0, removed: 0)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            if try writeIfChanged(data, to: folder.appending(path: path)) {
                summary.written += 1
            } else {
                summary.unchanged += 1
            }
        }
        for stale in previous.subtracting(files.keys).subtracting([marker]).sorted() {
            try? manager.removeItem(at: folder.appending(path: stale))
            summary.removed += 1
        }
        return summary
    }

    /// Replaces the file at `url` atomically unless it already holds `data`; true if it wrote.
    private static func writeIfChanged(_ data: Data, to url: URL) throws(SiteOutputError) -> Bool {
        if (try? Data(contentsOf: url)) == data { return false }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return true
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

public struct SiteOutputError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path) \(problem)" }
}
