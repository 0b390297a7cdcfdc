import FileSystem
import Foundation
import SitePages

extension SiteFolder {
    /// Every file of the site, by relative path, with its size and time; a
    /// link anywhere in it is an error naming it. The marker, the cache and staging folders
    /// are not the site's. A name that is not UTF-8 was never written by loas and is left alone.
    /// Sizes are read here, by name in each open folder: a no-change rebuild keeps every
    /// file, and asking each by its whole path again would walk its folders once more.
    static func listFiles(_ site: OpenFolder, root: String) throws(SiteOutputError) -> [TextKey: Listed] {
        var files: [TextKey: Listed] = [:]
        func walk(_ folder: OpenFolder, _ prefix: String) throws(FileSystemError) {
            for entry in try folder.entries() {
                guard let name = entry.name else { continue }
                if prefix.isEmpty, name == SiteFolder.marker || name == cache || name.hasPrefix(stagingPrefix) { continue }
                let path = prefix + name
                switch entry.kind {
                case .link:
                    throw FileSystemError(root + "/" + path, found: .link)
                case .folder:
                    try walk(try folder.folder(name), path + "/")
                case .file:
                    let status = folder.status(of: name)
                    files[TextKey(path)] =
                        status.flatMap { $0.kind == .file ? Listed(size: $0.size, modified: $0.modified) : nil } ?? .notAFile
                case .other:
                    files[TextKey(path)] = .notAFile
                }
            }
        }
        do {
            try walk(site, "")
        } catch {
            throw SiteOutputError(error)
        }
        return files
    }

    /// A staging folder of this build's own, in the site folder (so on its file system).
    static func makeStaging(in site: OpenFolder) throws(FileSystemError) -> (String, OpenFolder) {
        for _ in 0..<16 {
            let name = "\(stagingPrefix)-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
            if try site.makeFolder(name) { return (name, try site.folder(name)) }
        }
        throw FileSystemError(site.path + "/" + stagingPrefix + "-*", EEXIST)
    }
}

/// A file the site folder held when the build began.
struct Listed: Equatable {
    /// -1: not a regular file.
    let size: Int
    let modified: Date?

    static let notAFile = Listed(size: -1, modified: nil)
}

/// The folders of the site, opened one name at a time, never through a link, each once.
struct SiteFolders {
    private let root: OpenFolder
    private var opened: [String: OpenFolder] = [:]

    init(_ root: OpenFolder) {
        self.root = root
    }

    /// The folder holding `path` and the file's name in it; missing folders are made when `create`.
    mutating func parent(of path: String, create: Bool) throws(FileSystemError) -> (OpenFolder, String) {
        var components = path.split(separator: "/").map(String.init)
        let name = components.popLast() ?? path
        var folder = root
        var key = ""
        for component in components {
            key += key.isEmpty ? component : "/" + component
            if let known = opened[key] {
                folder = known
            } else {
                folder = try folder.folder(component, create: create)
                opened[key] = folder
            }
        }
        return (folder, name)
    }
}

extension SiteOutputError {
    /// Said so the user can act: a link or file in the way is named with what to do.
    init(_ error: FileSystemError) {
        switch error.found {
        case .link?:
            self.init(
                error.path,
                "is a symbolic link; loas never writes through a link inside the site folder: remove it, or choose another --out")
        case .folder?:
            self.init(error.path, "\(error.problem); loas writes a page there: remove it, or choose another --out")
        case .some:
            self.init(error.path, "\(error.problem); loas needs a folder there: remove it, or choose another --out")
        case nil:
            self.init(error.path, "cannot be written (\(error.problem))")
        }
    }
}
