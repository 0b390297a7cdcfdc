import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file held open for reading, with what `fstat` said of it when it was opened.
/// Its bytes are copied or compared a block at a time, so a file of gigabytes (a video in
/// `static/`) costs a block of memory, not its size. Every read states its offset, so the
/// descriptor's own position never matters.
///
/// The descriptor never changes and is closed when the value goes, which makes the unchecked
/// `Sendable` sound.
package final class ReadableFile: @unchecked Sendable {
    /// For messages: the path the file was reached by.
    package let path: String
    package let status: FileStatus
    let descriptor: Int32
    private let access: timespec
    private let modified: timespec

    /// How much is read or compared at once where the kernel does not copy by itself.
    static let blockSize = 1 << 20

    init(descriptor: Int32, path: String, info: stat) {
        self.descriptor = descriptor
        self.path = path
        status = FileStatus(info)
        #if canImport(Darwin)
        (access, modified) = (info.st_atimespec, info.st_mtimespec)
        #else
        (access, modified) = (info.st_atim, info.st_mtim)
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Every byte in one buffer, at most `limit`: for what is kept in memory anyway.
    package func read(limit: Int = .max) throws(FileSystemError) -> Data {
        guard lseek(descriptor, 0, SEEK_SET) == 0, let data = FileDescriptor.readAll(descriptor, limit: limit) else {
            throw FileSystemError(path, errno)
        }
        return data
    }

    /// Writes every byte to `target` (open for writing, at its start), in the kernel where it
    /// can (`sendfile`), else a block at a time, and gives the copy this file's times, so a
    /// later build can tell it unchanged by its size and time without reading either. A file
    /// that changed while it was copied keeps the copy's own time: the next build copies again.
    /// An error names the side that failed (`targetPath` the copy) and what went wrong.
    package func copy(to target: Int32, named targetPath: String) throws(FileSystemError) {
        #if os(Linux)
        let rest = try sendAll(to: target, named: targetPath)
        #else
        let rest = 0
        #endif
        if rest >= 0 { try copyBlocks(to: target, named: targetPath, from: rest) }
        var after = stat()
        guard fstat(descriptor, &after) == 0, FileStatus(after) == status else { return }
        var times = [access, modified]
        // A copy without the times is only copied again next time.
        _ = futimens(target, &times)
    }

    /// True when `other` holds the same bytes, compared a block at a time.
    package func sameBytes(as other: ReadableFile) -> Bool {
        guard status.size == other.status.size else { return false }
        let mine = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        let theirs = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        defer {
            mine.deallocate()
            theirs.deallocate()
        }
        guard let left = mine.baseAddress, let right = theirs.baseAddress else { return false }
        var offset = 0
        while true {
            guard let count = Self.readBlock(descriptor, into: mine, at: offset),
                Self.readBlock(other.descriptor, into: theirs, at: offset) == count
            else { return false }
            if count == 0 { return true }
            guard memcmp(left, right, count) == 0 else { return false }
            offset += count
        }
    }

    /// Sends at most `count` bytes from `offset` to the socket `fd` as it is (blocking or
    /// not): in the kernel on Linux (`sendfile`), else through a block read here. The count
    /// sent, 0 at the file's end, or -1 with `errno` set.
    package func send(to fd: Int32, from offset: Int, count: Int) -> Int {
        #if os(Linux)
        var position = off_t(offset)
        return sendfile(fd, descriptor, &position, min(count, 1 << 30))
        #else
        var block = [UInt8](repeating: 0, count: min(count, 1 << 16))
        let read = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard read > 0 else { return read }
        return block.withUnsafeBytes { Darwin.send(fd, $0.baseAddress, read, 0) }
        #endif
    }

    #if os(Linux)
    /// Copies in the kernel; returns -1 when every byte went, else where the block copy must
    /// take over (0: this file system cannot `sendfile` to a file).
    private func sendAll(to target: Int32, named targetPath: String) throws(FileSystemError) -> Int {
        var offset = off_t(0)
        while true {
            let sent = sendfile(target, descriptor, &offset, 1 << 30)
            if sent > 0 { continue }
            if sent == 0 { return -1 }
            if errno == EINTR { continue }
            if offset == 0, errno == EINVAL || errno == ENOSYS { return 0 }
            throw FileSystemError(targetPath, problem: "cannot be copied from \(path) (\(Self.reason(errno)))", found: nil)
        }
    }
    #endif

    private func copyBlocks(to target: Int32, named targetPath: String, from start: Int) throws(FileSystemError) {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = start
        while true {
            guard let count = Self.readBlock(descriptor, into: block, at: offset) else {
                throw FileSystemError(path, problem: "cannot be read (\(Self.reason(errno)))", found: nil)
            }
            if count == 0 { return }
            if let failure = FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: block[..<count]), to: target) {
                throw FileSystemError(targetPath, problem: "cannot be written (\(Self.reason(failure)))", found: nil)
            }
            offset += count
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Fills `buffer` from `offset` as far as the file goes; the count read (0 at the end), nil on an error.
    private static func readBlock(_ file: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = pread(file, buffer.baseAddress.map { $0 + filled }, buffer.count - filled, off_t(offset + filled))
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

extension OpenFolder {
    /// The regular file at `relative` (parts joined by `/`) opened for reading; nil when
    /// nothing is there. A link, on the way or at the end, and anything but a regular file (a
    /// pipe, a device) are errors naming it; nothing blocks.
    package func openFile(atPath relative: String) throws(FileSystemError) -> ReadableFile? {
        let (parent, name) = try split(relative)
        guard let folder = try folder(atPath: parent) else { return nil }
        let file = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let failure = errno
            if failure == ENOENT { return nil }
            if let status = folder.status(of: name), status.kind == .link {
                throw FileSystemError(folder.child(name), found: .link)
            }
            throw FileSystemError(folder.child(name), failure)
        }
        var info = stat()
        guard fstat(file, &info) == 0 else {
            let failure = errno
            close(file)
            throw FileSystemError(folder.child(name), failure)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(file)
            throw FileSystemError(folder.child(name), notAFile: info.st_mode)
        }
        return ReadableFile(descriptor: file, path: folder.child(name), info: info)
    }
}
