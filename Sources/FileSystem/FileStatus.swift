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
public struct FileStatus: Sendable, Equatable {
    public let size: Int
    public let modified: Date
    /// Device and inode: the same path names another file once it was replaced (moved over,
    /// deleted and made again), whatever its time and size.
    public let device: UInt64
    public let inode: UInt64

    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
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
