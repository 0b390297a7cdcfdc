import Foundation
import Support

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open by its descriptor, whose contents are reached without ever following
/// a link: each call names one entry directly inside it (`openat`, `renameat`, `unlinkat`
/// with `O_NOFOLLOW` / `AT_SYMLINK_NOFOLLOW`), so a link put where a folder or file was
/// expected is reported, never written through.
///
/// The descriptor never changes and is closed when the value goes, which makes the unchecked
/// `Sendable` sound: every call is a system call on it.
package final class OpenFolder: @unchecked Sendable {
    /// For messages: the path the folder was reached by.
    package let path: String
    let descriptor: Int32

    /// Opens the folder at `path`. A link *there* is followed: it is the folder the user named.
    package init(path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path, errno) }
        self.descriptor = descriptor
        self.path = path
    }

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    func child(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// What `name` is, the link itself when it is one; nil when there is nothing.
    package func status(of name: String) -> FileStatus? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(info)
    }

    /// The folder `name`, made when missing and `create` is set. A link or a file there is
    /// an error naming it.
    package func folder(_ name: String, create: Bool = false) throws(FileSystemError) -> OpenFolder {
        for _ in 0..<2 {
            let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if opened >= 0 { return OpenFolder(descriptor: opened, path: child(name)) }
            let failure = errno
            guard failure == ENOENT, create else { throw explain(name, failure) }
            // Another maker may win the race; the second open then finds its folder.
            if mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST { throw FileSystemError(child(name), errno) }
        }
        throw FileSystemError(child(name), ENOENT)
    }

    /// Makes the folder `name`; false when something is already there.
    package func makeFolder(_ name: String) throws(FileSystemError) -> Bool {
        if mkdirat(descriptor, name, 0o777) == 0 { return true }
        if errno == EEXIST { return false }
        throw FileSystemError(child(name), errno)
    }

    /// The names directly inside, as bytes, unsorted.
    package func names() throws(FileSystemError) -> [[UInt8]] {
        guard let names = FolderNames.read(openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) else {
            throw FileSystemError(path, errno)
        }
        return names
    }

    /// The entries directly inside, unsorted, each described as itself (a link as a link).
    package func entries() throws(FileSystemError) -> [FolderEntry] {
        try names().compactMap { bytes in
            var info = stat()
            let found = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { name in
                    name.baseAddress.map { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) == 0 } ?? false
                }
            }
            // Gone since it was listed: nothing to report.
            return found ? FolderEntry(bytes: bytes, kind: FileKind(mode: info.st_mode)) : nil
        }
    }

    /// Removes the file or link `name` (never what a link points to); true when it was there.
    @discardableResult
    package func remove(_ name: String) throws(FileSystemError) -> Bool {
        if unlinkat(descriptor, name, 0) == 0 { return true }
        if errno == ENOENT { return false }
        throw FileSystemError(child(name), errno)
    }

    /// Removes `name` and, when it is a folder, everything in it, following no link (a link
    /// inside is removed as a link).
    package func removeTree(_ name: String) throws(FileSystemError) {
        guard let status = status(of: name) else { return }
        guard status.kind == .folder else {
            try remove(name)
            return
        }
        let inner = try folder(name)
        for entry in try inner.entries() {
            guard let entryName = entry.name else {
                throw FileSystemError(inner.child(entry.displayName), EILSEQ)
            }
            try inner.removeTree(entryName)
        }
        if unlinkat(descriptor, name, AT_REMOVEDIR) != 0, errno != ENOENT {
            throw FileSystemError(child(name), errno)
        }
    }

    /// Moves the file at `source` (a path) to `name` in this folder, replacing what is there
    /// in one step (a link there is replaced, not followed).
    package func move(from source: String, to name: String) throws(FileSystemError) {
        guard renameat(AT_FDCWD, source, descriptor, name) == 0 else { throw FileSystemError(child(name), errno) }
    }

    /// The bytes of the file `name`; nil when there is none, or it is a link. (`name` may be
    /// a relative path: only its last part is then kept from being a link.)
    package func read(_ name: String) -> Data? {
        // Non-blocking, so a pipe left under a page's name is not waited on forever.
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        return FileDescriptor.readAll(file)
    }

    /// Writes `data` to the file `name`, replacing its bytes (not atomic; never through a link).
    package func write(_ data: Data, to name: String) throws(FileSystemError) {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw explain(name, errno) }
        defer { close(file) }
        if let failure = FileDescriptor.writeAll(data, to: file) { throw FileSystemError(child(name), failure) }
    }

    /// Opens (creating it when missing) the file `name` for reading and writing, never through
    /// a link; the caller owns the descriptor.
    func openFile(_ name: String) throws(FileSystemError) -> Int32 {
        let file = openat(descriptor, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw explain(name, errno) }
        return file
    }

    /// A failed open of `name`, said plainly when a link or a file was in the way.
    func explain(_ name: String, _ failure: Int32) -> FileSystemError {
        switch status(of: name)?.kind {
        case .link: FileSystemError(child(name), found: .link)
        case .file where failure == ENOTDIR: FileSystemError(child(name), found: .file)
        default: FileSystemError(child(name), failure)
        }
    }
}

/// One entry of a folder, by the bytes of its name: a file system's names need not be UTF-8.
package struct FolderEntry: Sendable, Equatable {
    package let bytes: [UInt8]
    package let kind: FileKind

    /// The name, nil when its bytes are not valid UTF-8.
    package var name: String? { String(validating: bytes, as: UTF8.self) }

    /// The name for a message: each byte that is not valid UTF-8 shown as `\xNN`.
    package var displayName: String { FolderEntry.display(bytes) }

    package static func display(_ bytes: [UInt8]) -> String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid prefix, then one byte escaped.
            var length = rest.count
            while length > 0, String(validating: rest.prefix(length), as: UTF8.self) == nil { length -= 1 }
            text += String(decoding: rest.prefix(length), as: UTF8.self)
            rest = rest.dropFirst(length)
            if let byte = rest.first {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}

package struct FileSystemError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let problem: String
    /// What was at `path` where something else was expected: a link where a file or folder
    /// was to be, a file where a folder was to be, a folder where a file was to be.
    package let found: FileKind?
    /// The `errno` the problem came from, when it came from one.
    package let code: Int32?

    package init(_ path: String, _ code: Int32) {
        self.path = path
        problem = String(cString: strerror(code))
        found = nil
        self.code = code
    }

    package init(_ path: String, found: FileKind) {
        self.path = path
        problem =
            switch found {
            case .link: "is a symbolic link"
            case .folder: "is a folder, not a file"
            default: "is a file, not a folder"
            }
        self.found = found
        code = nil
    }

    init(_ path: String, problem: String, found: FileKind?) {
        self.path = path
        self.problem = problem
        self.found = found
        code = nil
    }

    package var description: String { "\(path): \(problem)" }
}

/// Whole-buffer reads and writes on a descriptor, retried on `EINTR`.
package enum FileDescriptor {
    /// Nil when the descriptor is not a plain file (a folder, a pipe) or cannot be read (its
    /// stated size more than memory holds among them); at most `limit` bytes.
    static func readAll(_ file: Int32, limit: Int = .max) -> Data? {
        var info = stat()
        guard fstat(file, &info) == 0, FileKind(mode: info.st_mode) == .file else { return nil }
        // Straight into a buffer of the size `fstat` tells, one byte more to see a file that
        // grew meanwhile (then doubled), so a snapshot's bytes are not copied twice; not
        // zeroed first, which made every page fault again (`UnzeroedBytes`).
        guard var buffer = UnzeroedBytes(capacity: min(Int(info.st_size), limit - 1) + 1) else { return nil }
        var filled = 0
        while filled < buffer.capacity {
            let room = buffer.room(from: filled)
            let count = read(file, room.baseAddress, room.count)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
            if filled == buffer.capacity, filled < limit, !buffer.grow(to: min(filled * 2, limit)) { return nil }
        }
        return buffer.data(count: filled)
    }

    /// Nil when every byte was written, else the `errno`.
    package static func writeAll(_ data: Data, to file: Int32) -> Int32? {
        data.withUnsafeBytes { writeAll($0, to: file) }
    }

    /// Nil when every byte was written, else the `errno`.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to file: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
