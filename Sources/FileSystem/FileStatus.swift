import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size, modification time and identity from one `stat(2)`.
///
/// `FileManager.attributesOfItem` also looks up the owner's and group's names, opening
/// `/etc/passwd` and `/etc/group` each time: thirteen thousand opens in a 1,000-character
/// build, which asks for the times of every snapshot more than once.
package struct FileStatus: Sendable, Equatable {
    package let size: Int
    package let modified: Date
    package let kind: FileKind
    /// Device and inode: the same path names another file once it was replaced (moved over,
    /// deleted and made again), whatever its time and size.
    package let device: UInt64
    package let inode: UInt64

    /// With `followingLinks: false` (`lstat(2)`), a link is described as itself, never its target.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        kind = FileKind(mode: info.st_mode)
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }
}

package enum FileKind: Sendable, Equatable {
    case file
    case folder
    case link
    /// A device, socket or pipe.
    case other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        default: self = .other
        }
    }
}
