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
    /// What in the user's folder was passed over (a link), said for the user, by path.
    package let warnings: [String]

    package init(defaults: [String: Data], overrides: URL? = nil) throws(TemplateError) {
        var sources: [String: Source] = [:]
        for (path, data) in defaults {
            sources[path] = Source(data: data, origin: "built-in template \(path)")
        }
        var warnings: [String] = []
        if let overrides {
            let found = try Self.files(in: overrides)
            for (path, data) in found.files {
                sources[path] = Source(data: data, origin: overrides.appending(path: path).path)
            }
            warnings = found.warnings
        }
        self.sources = sources
        self.warnings = warnings
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

    /// Every file under `folder` by its path there. No link inside is followed (the folder
    /// itself may be one: the user named it): a file under `assets/` is published as it is,
    /// so `assets/notes.txt -> ../../loas.yml` published the config, key and all. A link, or
    /// a name that is not UTF-8, is passed over with a warning naming it.
    private static func files(in folder: URL) throws(TemplateError) -> (files: [String: Data], warnings: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(template: folder.path, problem: "is not a folder of templates")
        }
        let entries: [WalkedEntry]
        let root: OpenFolder
        do {
            root = try OpenFolder(path: folder.path)
            entries = try root.walk()
        } catch {
            throw TemplateError(template: error.path, problem: "cannot be read (\(error.problem))")
        }
        var files: [String: Data] = [:]
        var warnings: [String] = []
        for entry in entries where entry.status.kind != .folder {
            let shown = folder.path + "/" + entry.displayName
            guard entry.status.kind != .link else {
                warnings.append("\(shown) is a symbolic link; links inside a templates folder are not followed, so it is not used")
                continue
            }
            guard let path = entry.name else {
                warnings.append("\(shown) has a name that is not UTF-8, so it is not used")
                continue
            }
            // A pipe or a device among the templates is refused by its kind, never waited on.
            let read: Data?
            do {
                read = try root.readFile(atPath: path)
            } catch {
                throw TemplateError(template: error.path, problem: error.found == nil ? "cannot be read (\(error.problem))" : error.problem)
            }
            guard let data = read else { throw TemplateError(template: shown, problem: "cannot be read (it vanished)") }
            files[path] = data
        }
        return (files, warnings.sorted())
    }
}
