import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Relative paths inside an `OpenFolder`, walked one part at a time with no link followed:
/// a folder the user named (snapshots) must not reach a file outside it through a link in it.
extension OpenFolder {
    /// The folder at `relative` (parts joined by `/`; empty is this folder); nil when a part is
    /// missing. A link or a file on the way is an error naming it, as is a `.` or `..` part.
    package func folder(atPath relative: String) throws(FileSystemError) -> OpenFolder? {
        var current = self
        for part in relative.split(separator: "/") {
            let name = String(part)
            guard name != ".", name != ".." else { throw FileSystemError(current.child(name), EINVAL) }
            do {
                current = try current.folder(name)
            } catch  where error.code == ENOENT {
                return nil
            }
        }
        return current
    }

    /// The bytes of the regular file at `relative`, at most `limit`; nil when nothing is there.
    /// A link (on the way or at the end) and anything but a regular file (a pipe, a device)
    /// are errors naming it; nothing blocks.
    package func readFile(atPath relative: String, limit: Int = .max) throws(FileSystemError) -> Data? {
        try openFile(atPath: relative)?.read(limit: limit)
    }

    /// What is at `relative`, a link described as itself; nil when nothing is there. A link
    /// on the way is an error naming it.
    package func status(atPath relative: String) throws(FileSystemError) -> FileStatus? {
        let (parent, name) = try split(relative)
        return try folder(atPath: parent)?.status(of: name)
    }

    func split(_ relative: String) throws(FileSystemError) -> (parent: String, name: String) {
        let parts = relative.split(separator: "/")
        guard let last = parts.last, last != ".", last != ".." else { throw FileSystemError(child(relative), EINVAL) }
        return (parts.dropLast().joined(separator: "/"), String(last))
    }
}
