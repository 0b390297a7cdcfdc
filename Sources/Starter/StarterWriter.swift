import FileSystem
import Foundation

/// Puts `StarterFiles` into a folder and nowhere else: every file is checked before the first
/// is written, so a refusal changes nothing. A file that is there is never replaced unless
/// `force`; a `.gitignore` that is there gets only the lines it lacks. No link is followed
/// out of the folder: a link where a file or `.github` goes is refused (replaced, with
/// `force`, never written through).
package struct StarterWriter: Sendable {
    package enum Outcome: Sendable, Equatable {
        case written
        case replaced
        /// Lines added to a `.gitignore` that was there.
        case added(lines: Int)
        case unchanged
    }

    package let folder: URL
    package let force: Bool
    /// The folder as the user named it, for messages (`.` shows files by their own path).
    let shown: String

    package init(folder: String, force: Bool) {
        self.folder = URL(fileURLWithPath: folder)
        self.force = force
        shown = folder
    }

    /// `path` inside the folder, as a message shows it.
    package func display(_ path: String) -> String {
        shown == "." || shown == "./" ? path : (shown.hasSuffix("/") ? shown : shown + "/") + path
    }

    /// Writes every file, or none; returns each file's path and what happened to it.
    package func write(_ starter: StarterFiles) throws(StarterError) -> [(path: String, outcome: Outcome)] {
        try prepareFolder()
        var plans: [(file: StarterFiles.File, data: Data?, outcome: Outcome)] = []
        var refused: [String] = []
        for file in starter.files {
            let plan = try plan(file)
            if let refusal = plan.refusal { refused.append(refusal) }
            plans.append((file, plan.data, plan.outcome))
        }
        guard refused.isEmpty else {
            throw StarterError(
                refused.joined(separator: "\n") + "\nnothing was written; `loas init --force` replaces "
                    + "loas.yml and the workflow (a .gitignore there only gets the lines it lacks)")
        }
        for plan in plans {
            if let data = plan.data { try put(data, at: plan.file.path) }
        }
        return plans.map { ($0.file.path, $0.outcome) }
    }

    /// `--dir` must be a folder; one that is missing is made, when its parent is there.
    private func prepareFolder() throws(StarterError) {
        switch FileStatus(path: folder.path)?.kind {
        case .folder: return
        case nil:
            let parent = folder.deletingLastPathComponent()
            guard FileStatus(path: parent.path)?.kind == .folder else {
                throw StarterError("--dir \(shown): neither it nor its parent folder \(parent.path) exists")
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            } catch {
                throw StarterError("--dir \(shown) cannot be made (\(error.localizedDescription))")
            }
        default:
            throw StarterError("--dir \(shown) is a file, not a folder; name the repository's folder")
        }
    }

    /// What writing `file` would do: the bytes to write (nil: none) and why it is refused.
    private func plan(_ file: StarterFiles.File) throws(StarterError)
        -> (data: Data?, outcome: Outcome, refusal: String?)
    {
        try checkFolders(above: file.path)
        let target = folder.appending(path: file.path)
        switch FileStatus(path: target.path, followingLinks: false)?.kind {
        case nil:
            return (file.data, .written, nil)
        case .file where file.mergesLines:
            let merged = try merge(file.data, into: target)
            return merged.added == 0 ? (nil, .unchanged, nil) : (merged.data, .added(lines: merged.added), nil)
        case .file, .link:
            if force { return (file.data, .replaced, nil) }
            return (nil, .unchanged, "\(display(file.path)) exists")
        default:
            throw StarterError("\(display(file.path)) is there and is not a file; move it away first")
        }
    }

    /// `.github` and `.github/workflows` must be folders when they are there, not links.
    private func checkFolders(above path: String) throws(StarterError) {
        var inner = ""
        for component in path.split(separator: "/").dropLast() {
            inner += (inner.isEmpty ? "" : "/") + component
            switch FileStatus(path: folder.appending(path: inner).path, followingLinks: false)?.kind {
            case nil, .folder: continue
            case .link: throw StarterError("\(display(inner)) is a symbolic link; loas init writes only inside \(shown)")
            default: throw StarterError("\(display(inner)) is there and is not a folder; move it away first")
            }
        }
    }

    /// The `.gitignore` there with the starter's lines it lacks added at its end.
    private func merge(_ data: Data, into target: URL) throws(StarterError) -> (data: Data, added: Int) {
        let existing: Data
        do {
            existing = try Data(contentsOf: target)
        } catch {
            throw StarterError("\(display(StarterFiles.gitignore)) cannot be read (\(error.localizedDescription))")
        }
        let have = Set(String(decoding: existing, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty && !have.contains(String($0)) }
        guard !missing.isEmpty else { return (existing, 0) }
        var text = String(decoding: existing, as: UTF8.self)
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += "\n# Added by `loas init`: the store, the built site, loas's state and secrets.\n"
        text += missing.joined(separator: "\n") + "\n"
        return (Data(text.utf8), missing.count)
    }

    /// Written beside its place under a name `.gitignore` covers, then renamed over it: a
    /// link there is replaced, never written through, and no half-written file is left.
    private func put(_ data: Data, at path: String) throws(StarterError) {
        let target = folder.appending(path: path)
        let parent = target.deletingLastPathComponent()
        let temporary = parent.appending(path: ".loas-init-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw StarterError("\(display(path)) cannot be written (\(error.localizedDescription))")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let problem = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw StarterError("\(display(path)) cannot be written (\(problem))")
        }
    }
}

extension StarterWriter {
    /// Whether the folder is inside a git checkout (a `.git` in it or above it): the files are
    /// meant to be committed, so `init` says so when it is not.
    package var isInGitRepository: Bool {
        var current = folder.standardizedFileURL
        while true {
            if FileStatus(path: current.appending(path: ".git").path) != nil { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }
}
