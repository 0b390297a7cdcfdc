import FileSystem
import Foundation

/// The files of a `static/` folder (`CNAME`, `.well-known/`, a favicon of one's own), copied
/// into the site as they are, as Hugo and Zola copy theirs. One at a path the build also
/// makes replaces the made one, with a warning: the user put it there on purpose.
///
/// Only their paths are held: each file is opened when it is copied and handed to the sink
/// open (`SiteSink.copy`), which copies it a block at a time, so a file of gigabytes costs
/// the build a block of memory.
struct StaticFiles: Sendable {
    let folder: URL
    private let root: OpenFolder
    /// By path inside the folder, in order.
    let files: [String]
    /// The files passed over for their names (`PrivateNames`), said for the user.
    let passedOver: [String]

    /// Lists every file under `folder`, following no link inside it, and opens each once, so
    /// one that cannot be read stops the build before any page is made. A link, a pipe or
    /// device, a name that is not UTF-8 or one of loas's own names in the site folder is an
    /// error naming it: copying it would write something other than what the user sees. A
    /// file named like a config, a store or an `.env` is passed over, named in a warning.
    init(_ folder: URL, privateNames: PrivateNames) throws(BuildError) {
        self.folder = folder
        let root = folder.path
        do {
            self.root = try OpenFolder(path: root)
        } catch {
            throw BuildError.staticFile(root, error.problem)
        }
        var files: [String] = []
        var passedOver: [String] = []
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
                let reserved = name == SiteFolder.marker || name == SiteFolder.cache || name.hasPrefix(SiteFolder.stagingPrefix)
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
                case .file where privateNames.covers(name):
                    passedOver.append(root + "/" + path)
                case .file:
                    do {
                        // Gone since it was listed: nothing to copy.
                        guard try open.openFile(atPath: name) != nil else { continue }
                    } catch {
                        throw BuildError.staticFile(error.path, "cannot be read (\(error.problem))")
                    }
                    files.append(path)
                case .link:
                    throw BuildError.staticFile(root + "/" + path, "is a symbolic link; copy the file itself into the folder")
                case .other:
                    throw BuildError.staticFile(root + "/" + path, "is not a plain file or folder")
                }
            }
        }
        try walk(self.root, "")
        self.files = files.sorted()
        self.passedOver = passedOver.sorted()
    }

    /// Hands every file, open, to `copy` after the pages in `made`, warning of each it
    /// replaces and of each passed over. A file where the site has a folder, or under a path
    /// the site has as a file, is an error: one of the two could not be served.
    func copy(over made: Set<String>, copy: (String, ReadableFile) throws(BuildError) -> Void) throws(BuildError) -> [String] {
        var madeFolders: Set<Substring> = []
        for path in made {
            var slash = path.firstIndex(of: "/")
            while let end = slash {
                madeFolders.insert(path[..<end])
                slash = path[path.index(after: end)...].firstIndex(of: "/")
            }
        }
        var warnings = passedOver.map { path in
            "\(path) is not copied into the site: a file named like a config, a snapshot store or an .env may hold a key, "
                + "so loas never publishes one; rename it if the site should serve it"
        }
        for path in files {
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
            let file: ReadableFile?
            do {
                file = try root.openFile(atPath: path)
            } catch {
                throw BuildError.staticFile(error.path, "cannot be read (\(error.problem))")
            }
            guard let file else { throw BuildError.staticFile(source, "cannot be read (it vanished while the site was built)") }
            try copy(path, file)
        }
        return warnings
    }
}

/// Names of files that may hold a secret, never copied from `static/` whatever the folder
/// holds: a config (`loas.yml`), a store (`*.sqlite*`, its `-wal` and `-shm` with it), an
/// `.env`, and this build's own config and store under the names they have. Compared
/// without case, as a case-blind file system (macOS) finds them.
package struct PrivateNames: Sendable {
    private let own: [String]

    /// `own`: the file names of the config and store this build reads.
    package init(own: [String] = []) {
        self.own = own.map { $0.lowercased() }
    }

    func covers(_ name: String) -> Bool {
        let name = name.lowercased()
        if name == "loas.yml" || name == "loas.yaml" || name == ".env" || name.hasPrefix(".env.") || name.contains(".sqlite") {
            return true
        }
        return own.contains { name == $0 || name.hasPrefix($0 + "-") }
    }
}
