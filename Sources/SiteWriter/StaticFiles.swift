import FileSystem
import Foundation

/// The files of a `static/` folder (`CNAME`, `.well-known/`, a favicon of one's own), copied
/// into the site as they are, as Hugo and Zola copy theirs. One at a path the build also
/// makes replaces the made one, with a warning: the user put it there on purpose.
struct StaticFiles {
    let folder: URL
    /// By path inside the folder.
    let files: [String: Data]

    /// Reads every file under `folder`, following no link inside it. A link, a pipe or
    /// device, a name that is not UTF-8 or one of loas's own names in the site folder is an
    /// error naming it: copying it would write something other than what the user sees.
    init(_ folder: URL) throws(BuildError) {
        self.folder = folder
        var files: [String: Data] = [:]
        let root = folder.path
        func walk(_ open: OpenFolder, _ prefix: String) throws(BuildError) {
            let entries: [FolderEntry]
            do {
                entries = try open.entries()
            } catch {
                throw BuildError.staticFile(error.path, error.problem)
            }
            for entry in entries {
                guard let name = entry.name else {
                    throw BuildError.staticFile(root + "/" + prefix + entry.displayName, "has a name that is not UTF-8")
                }
                let path = prefix + name
                let reserved = name == SiteOutput.marker || name == SiteFolder.cache || name.hasPrefix(SiteFolder.stagingPrefix)
                if prefix.isEmpty, reserved {
                    throw BuildError.staticFile(root + "/" + path, "has a name loas keeps for itself in the site folder; rename it")
                }
                switch entry.kind {
                case .folder:
                    let inner: OpenFolder
                    do {
                        inner = try open.folder(name)
                    } catch {
                        throw BuildError.staticFile(error.path, error.problem)
                    }
                    try walk(inner, path + "/")
                case .file:
                    guard let data = open.read(name) else { throw BuildError.staticFile(root + "/" + path, "cannot be read") }
                    files[path] = data
                case .link:
                    throw BuildError.staticFile(root + "/" + path, "is a symbolic link; copy the file itself into the folder")
                case .other:
                    throw BuildError.staticFile(root + "/" + path, "is not a plain file or folder")
                }
            }
        }
        let open: OpenFolder
        do {
            open = try OpenFolder(path: root)
        } catch {
            throw BuildError.staticFile(root, error.problem)
        }
        try walk(open, "")
        self.files = files
    }

    /// Puts every file into the site after the pages in `made`, warning of each it replaces.
    /// A file where the site has a folder, or under a path the site has as a file, is an error:
    /// one of the two could not be served.
    func copy(over made: Set<String>, put: (String, Data) throws(BuildError) -> Void) throws(BuildError) -> [String] {
        var madeFolders: Set<Substring> = []
        for path in made {
            var slash = path.firstIndex(of: "/")
            while let end = slash {
                madeFolders.insert(path[..<end])
                slash = path[path.index(after: end)...].firstIndex(of: "/")
            }
        }
        var warnings: [String] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let source = folder.path + "/" + path
            if madeFolders.contains(Substring(path)) {
                throw BuildError.staticFile(source, "is a file where the site has the folder \(path)/; rename it")
            }
            var slash = path.firstIndex(of: "/")
            while let end = slash {
                if made.contains(String(path[..<end])) {
                    throw BuildError.staticFile(source, "is inside \(path[..<end]), which the site has as a file; rename it")
                }
                slash = path[path.index(after: end)...].firstIndex(of: "/")
            }
            if made.contains(path) {
                warnings.append("\(source) replaces the file loas makes at \(path)")
            }
            try put(path, data)
        }
        return warnings
    }
}
