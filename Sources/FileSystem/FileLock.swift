import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on a file, held until `release` (or until the value goes).
///
/// The kernel drops the lock when its holder exits, however it exits, so a lock is never
/// left behind by a killed process. Locks are per open file: a second `FileLock` on the same
/// file in the same process is refused too.
///
/// A process being spawned holds a copy of every descriptor until it starts its program,
/// and a copy of an open file keeps its lock. So the lock is given up by name (`LOCK_UN`)
/// before its descriptor is closed: closing alone left it held, for a moment, by whatever
/// another thread was spawning, and the next build into the folder was refused.
package final class FileLock: @unchecked Sendable {
    private let state: NSLock = NSLock()
    private var descriptor: Int32?
    /// For messages.
    package let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Locks the file `name` in `folder` (created when missing, never through a link); nil
    /// when another holder has it. Waits for no one.
    package static func acquire(_ name: String, in folder: OpenFolder) throws(FileSystemError) -> FileLock? {
        let file = try folder.openFile(name)
        let path = folder.path.hasSuffix("/") ? folder.path + name : folder.path + "/" + name
        while flock(file, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let failure = errno
            close(file)
            if failure == EWOULDBLOCK { return nil }
            throw FileSystemError(path, failure)
        }
        return FileLock(descriptor: file, path: path)
    }

    /// The locked file's bytes.
    package func contents() -> Data? {
        withDescriptor { file in
            guard lseek(file, 0, SEEK_SET) == 0 else { return nil }
            return FileDescriptor.readAll(file)
        } ?? nil
    }

    /// Replaces the locked file's bytes in place: renaming a new file over it would leave the
    /// lock on a file no one else opens.
    package func setContents(_ data: Data) throws(FileSystemError) {
        let failure: Int32? =
            withDescriptor { file in
                guard ftruncate(file, 0) == 0, lseek(file, 0, SEEK_SET) == 0 else { return errno }
                return FileDescriptor.writeAll(data, to: file)
            } ?? EBADF
        if let failure { throw FileSystemError(path, failure) }
    }

    /// Gives the lock up; later calls do nothing.
    package func release() {
        state.lock()
        defer { state.unlock() }
        if let descriptor { Self.unlockAndClose(descriptor) }
        descriptor = nil
    }

    deinit {
        if let descriptor { Self.unlockAndClose(descriptor) }
    }

    private static func unlockAndClose(_ descriptor: Int32) {
        while flock(descriptor, LOCK_UN) != 0, errno == EINTR {}
        close(descriptor)
    }

    private func withDescriptor<Result>(_ body: (Int32) -> Result) -> Result? {
        state.lock()
        defer { state.unlock() }
        return descriptor.map(body)
    }
}
