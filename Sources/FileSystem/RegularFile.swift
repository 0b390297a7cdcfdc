import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file the user named by path: only a regular file is read, and what is not one
/// (a pipe, a device, a socket, a folder) is refused by its kind before a byte is read.
///
/// The open never blocks: opening a named pipe for reading waits for a writer, forever
/// when there is none, so it is opened `O_NONBLOCK` and refused by `fstat` at once.
package enum RegularFile {
    /// The bytes of the file at `path` (a link there is followed: the user named it), at most
    /// `limit` of them; nil when nothing is there. A relative `path` starts from `folder` (the
    /// process's working directory when nil), joined as text so that a trailing slash or `..`
    /// means what it would to the kernel; errors name the path as it was given.
    package static func read(_ path: String, from folder: URL? = nil, limit: Int = .max) throws(FileSystemError) -> Data? {
        let opened = if let folder, !path.isEmpty, !path.hasPrefix("/") { folder.path + "/" + path } else { path }
        let file = open(opened, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError(path, errno)
        }
        defer { close(file) }
        return try read(open: file, path: path, limit: limit)
    }

    /// Why the path, which another library will open (SQLite), cannot be read as a file: nil
    /// when nothing is there or it is a regular file or a folder (the caller says what a
    /// folder means to it). Only `stat`s, so a pipe is not opened.
    package static func problem(at path: String) -> FileSystemError? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR ? nil : FileSystemError(path, notAFile: info.st_mode)
    }

    /// Reads the open descriptor `file` (left open) when it is a regular file.
    static func read(open file: Int32, path: String, limit: Int) throws(FileSystemError) -> Data {
        var info = stat()
        guard fstat(file, &info) == 0 else { throw FileSystemError(path, errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileSystemError(path, notAFile: info.st_mode) }
        guard let data = FileDescriptor.readAll(file, limit: limit) else { throw FileSystemError(path, errno) }
        return data
    }
}

extension FileSystemError {
    /// Something other than a regular file at `path`, said by its kind (`mode` from `stat`).
    package init(_ path: String, notAFile mode: mode_t) {
        let kind =
            switch mode & S_IFMT {
            case S_IFIFO: "a named pipe (FIFO)"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFSOCK: "a socket"
            case S_IFDIR: "a folder"
            case S_IFLNK: "a symbolic link"
            default: "of an unknown kind"
            }
        self.init(path, problem: "is \(kind), not a regular file; only regular files are read", found: FileKind(mode: mode))
    }
}
