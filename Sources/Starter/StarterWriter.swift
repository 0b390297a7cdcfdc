import FileSystem
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Puts `StarterFiles` into a folder and nowhere else: every file is checked before the first
/// is written, so a refusal changes nothing, and every file is written or none is. A file that is there is never replaced unless
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

    /// `folder` relative to `directory`, the working directory's (the process's when nil).
    package init(folder: String, in directory: URL? = nil, force: Bool) {
        self.folder = URL(fileURLWithPath: folder, relativeTo: directory)
        self.force = force
        shown = folder
    }

    /// `path` inside the folder, as a message shows it.
    package func display(_ path: String) -> String {
        shown == "." || shown == "./" ? path : (shown.hasSuffix("/") ? shown : shown + "/") + path
    }

    /// Renames `from` over `to` (POSIX `rename`, 0 on success): a seam for the tests, which make
    /// one rename fail to see that every file is written or none is.
    package var rename: @Sendable (_ from: String, _ to: String) -> Int32 = { Glibc.rename($0, $1) }

    /// Writes every file, or none; returns each file's path and what happened to it.
    package func write(_ starter: StarterFiles) throws(StarterError) -> [(path: String, outcome: Outcome)] {
        try refuseBelowRepositoryRoot()
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
        try putAll(plans.compactMap { plan in plan.data.map { (plan.file.path, $0) } })
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
        // Lines end in LF or CRLF (a CRLF is one Character, so split on any newline); what is
        // added ends its lines as the file does.
        let text = String(decoding: existing, as: UTF8.self)
        let have = Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .filter { !$0.hasPrefix("#") && !$0.isEmpty && !have.contains(String($0)) }
        guard !missing.isEmpty else { return (existing, 0) }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var merged = text
        // A CRLF is one Character, which `hasSuffix("\n")` does not see.
        if !merged.isEmpty && merged.unicodeScalars.last != "\n" { merged += newline }
        merged += newline + "# Added by `loas init`: the store, the built site, loas's state and secrets." + newline
        merged += missing.joined(separator: newline) + newline
        return (Data(merged.utf8), missing.count)
    }

    /// Every file is first written beside its place under a name `.gitignore` covers; only when
    /// all are written are they renamed over their places, and a rename that fails puts back
    /// what the earlier ones replaced. A link there is replaced, never written through; folders
    /// made for a file that could not be written go again.
    private func putAll(_ files: [(path: String, data: Data)]) throws(StarterError) {
        var made: [URL] = []
        var staged: [(path: String, temporary: URL, target: URL)] = []
        var done: [(target: URL, kept: URL?)] = []
        func undo() {
            for (target, kept) in done.reversed() {
                if let kept { _ = rename(kept.path, target.path) } else { try? FileManager.default.removeItem(at: target) }
            }
            for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
            for folder in made.reversed() { try? FileManager.default.removeItem(at: folder) }
        }
        for (path, data) in files {
            let target = folder.appending(path: path)
            let temporary = target.deletingLastPathComponent().appending(path: ".loas-init-\(UUID().uuidString)")
            do {
                made += try makeFolders(above: path)
                try data.write(to: temporary, options: .withoutOverwriting)
            } catch {
                undo()
                throw StarterError("\(display(path)) cannot be written (\(error.localizedDescription)); nothing was written")
            }
            staged.append((path, temporary, target))
        }
        for file in staged {
            // What is there is kept under a hidden name until every file is in place.
            let exists = FileStatus(path: file.target.path, followingLinks: false) != nil
            let kept = exists ? file.target.deletingLastPathComponent().appending(path: ".loas-init-old-\(UUID().uuidString)") : nil
            if let kept, rename(file.target.path, kept.path) != 0 {
                let problem = String(cString: strerror(errno))
                undo()
                throw StarterError("\(display(file.path)) cannot be replaced (\(problem)); nothing was written")
            }
            guard rename(file.temporary.path, file.target.path) == 0 else {
                let problem = String(cString: strerror(errno))
                if let kept { _ = rename(kept.path, file.target.path) }
                undo()
                throw StarterError("\(display(file.path)) cannot be written (\(problem)); nothing was written")
            }
            done.append((file.target, kept))
        }
        for (_, kept) in done { if let kept { try? FileManager.default.removeItem(at: kept) } }
    }

    /// The folders above `path` that are not there yet, made, outermost first.
    private func makeFolders(above path: String) throws -> [URL] {
        var made: [URL] = []
        var current = folder
        for component in path.split(separator: "/").dropLast() {
            current = current.appending(path: String(component))
            if FileStatus(path: current.path, followingLinks: false) == nil {
                try FileManager.default.createDirectory(at: current, withIntermediateDirectories: false)
                made.append(current)
            }
        }
        return made
    }

    /// GitHub runs only the workflows at a repository's root: a `--dir` below it would get one
    /// that never runs, so it is refused, naming the root.
    private func refuseBelowRepositoryRoot() throws(StarterError) {
        let here = folder.absoluteURL.standardizedFileURL
        guard let root = repositoryRoot, root.path != here.path else { return }
        throw StarterError(
            "--dir \(shown) is inside the git repository whose root is \(root.path), and GitHub runs only the workflows "
                + "in \(root.path)/.github/workflows: a workflow written in \(shown) would never run. Run loas init at the "
                + "root (loas init --dir \(root.path)), or make \(shown) a repository of its own (git init); nothing was written")
    }
}

extension StarterWriter {
    /// Whether the folder is inside a git checkout (a `.git` in it or above it): the files are
    /// meant to be committed, so `init` says so when it is not.
    package var isInGitRepository: Bool { repositoryRoot != nil }

    /// The nearest folder at or above this one that holds a `.git`.
    package var repositoryRoot: URL? { Self.repositoryRoot(of: folder) }

    package static func repositoryRoot(of folder: URL) -> URL? {
        var current = folder.absoluteURL.standardizedFileURL
        while true {
            if FileStatus(path: current.appending(path: ".git").path) != nil { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
