import FileSystem
import Foundation

/// The files of the template folder: the built-in defaults with a user's folder laid
/// over them file by file. Read once per build; the page templates of each format and
/// the static assets are taken from it.
package struct TemplateFiles: Sendable {
    struct Source: Sendable {
        let data: Data
        /// Where the file came from, for error messages.
        let origin: String
    }

    let sources: [String: Source]

    package init(defaults: [String: Data], overrides: URL? = nil) throws(TemplateError) {
        var sources: [String: Source] = [:]
        for (path, data) in defaults {
            sources[path] = Source(data: data, origin: "built-in template \(path)")
        }
        if let overrides {
            for (path, data) in try Self.files(in: overrides) {
                sources[path] = Source(data: data, origin: overrides.appending(path: path).path)
            }
        }
        self.sources = sources
    }

    /// Every file by path, in path order: what a build's output depends on.
    package var files: [(path: String, data: Data)] {
        sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value.data) }
    }

    /// The file at `path` and where it came from (a user's folder or the built-in templates).
    package func file(_ path: String) -> (data: Data, origin: String)? {
        sources[path].map { ($0.data, $0.origin) }
    }

    /// Static files under `assets/`, keyed by their path inside it (`style.css`).
    package var assets: [String: Data] {
        var assets: [String: Data] = [:]
        for (path, source) in sources where path.hasPrefix("assets/") {
            assets[String(path.dropFirst("assets/".count))] = source.data
        }
        return assets
    }

    private static func files(in folder: URL) throws(TemplateError) -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(template: folder.path, problem: "is not a folder of templates")
        }
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            guard !url.hasDirectoryPath else { continue }
            // A pipe or a device among the templates is refused by its kind, never waited on.
            let read: Data?
            do {
                read = try RegularFile.read(url.path)
            } catch {
                throw TemplateError(template: url.path, problem: error.found == nil ? "cannot be read (\(error.problem))" : error.problem)
            }
            guard let data = read else { throw TemplateError(template: url.path, problem: "cannot be read (it vanished)") }
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = data
        }
        return files
    }
}
