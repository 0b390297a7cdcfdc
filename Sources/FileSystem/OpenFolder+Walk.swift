import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thing found under a folder by `OpenFolder.walk`: its path from that folder as bytes
/// (parts joined by `/`; a name need not be UTF-8) and what it is, a link as itself.
package struct WalkedEntry: Sendable, Equatable {
    package let path: [UInt8]
    package let status: FileStatus

    /// The path, nil when its bytes are not valid UTF-8.
    package var name: String? { String(validating: path, as: UTF8.self) }

    /// The path for a message, `\xNN` for a byte that is not UTF-8.
    package var displayName: String { FolderEntry.display(path) }
}

extension OpenFolder {
    /// Everything under this folder, depth first in no fixed order, following no link: a
    /// link is listed as itself and never entered. `enter` says, by a folder's relative path,
    /// whether to list it and what is inside (a hidden folder, another tool's); a folder not
    /// entered is still listed.
    package func walk(enter: (WalkedEntry) -> Bool = { _ in true }) throws(FileSystemError) -> [WalkedEntry] {
        var found: [WalkedEntry] = []
        try walk(prefix: [], into: &found, enter: enter)
        return found
    }

    private func walk(
        prefix: [UInt8], into found: inout [WalkedEntry], enter: (WalkedEntry) -> Bool
    ) throws(FileSystemError) {
        guard let names = FolderNames.read(openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) else {
            throw FileSystemError(path, errno)
        }
        for bytes in names {
            var info = stat()
            let child = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { name -> Int32? in
                    guard let name = name.baseAddress, fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                        return nil
                    }
                    guard info.st_mode & S_IFMT == S_IFDIR else { return -1 }
                    return openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                }
            }
            // Gone since it was listed: nothing to report.
            guard let child else { continue }
            let entry = WalkedEntry(path: prefix.isEmpty ? bytes : prefix + [0x2F] + bytes, status: FileStatus(info))
            found.append(entry)
            guard child >= 0 else { continue }
            let inner = OpenFolder(descriptor: child, path: self.child(FolderEntry.display(bytes)))
            if enter(entry) { try inner.walk(prefix: entry.path, into: &found, enter: enter) }
        }
    }
}
