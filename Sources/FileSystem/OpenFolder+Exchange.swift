import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file came to be where `OpenFolder.exchange` put it, so the move can be taken back.
package enum Placed: Sendable {
    /// The file that was there now sits where the new one came from.
    case exchanged
    /// Nothing was there.
    case added
    /// The file that was there is gone: the file system cannot exchange two names.
    case replaced
}

extension OpenFolder {
    /// Moves the file at `source` (a path) to `name` in this folder. A file already there is
    /// exchanged with it in one step (`RENAME_EXCHANGE`), so the old bytes survive at
    /// `source` until the caller drops them and `undo` can put them back.
    ///
    /// `expectingNothing`: the caller saw nothing at `name`, so the move that adds is tried
    /// first (a new site's thousands of files each failed an exchange before); if a file
    /// came since, it is exchanged all the same.
    package func exchange(from source: String, to name: String, expectingNothing: Bool = false) throws(FileSystemError) -> Placed {
        if let swap = Exchange.function {
            if expectingNothing {
                if swap(AT_FDCWD, source, descriptor, name, Exchange.noReplace) == 0 { return .added }
                let failure = errno
                guard failure == EEXIST || Exchange.unsupported.contains(failure) else {
                    throw FileSystemError(path + "/" + name, failure)
                }
            }
            if swap(AT_FDCWD, source, descriptor, name, Exchange.swap) == 0 { return .exchanged }
            let failure = errno
            // ENOENT: nothing at `name` to exchange with (or no source, which the next call says).
            if failure == ENOENT {
                guard swap(AT_FDCWD, source, descriptor, name, Exchange.noReplace) == 0 else {
                    throw FileSystemError(path + "/" + name, errno)
                }
                return .added
            }
            guard Exchange.unsupported.contains(failure) else { throw FileSystemError(path + "/" + name, failure) }
        }
        let existed = status(of: name) != nil
        guard renameat(AT_FDCWD, source, descriptor, name) == 0 else { throw FileSystemError(path + "/" + name, errno) }
        return existed ? .replaced : .added
    }

    /// Takes back a move made by `exchange`; false when it cannot be (`.replaced`).
    package func undo(_ placed: Placed, from source: String, to name: String) -> Bool {
        switch placed {
        case .exchanged: Exchange.function?(AT_FDCWD, source, descriptor, name, Exchange.swap) == 0
        case .added: renameat(descriptor, name, AT_FDCWD, source) == 0
        case .replaced: false
        }
    }
}

/// The system's rename with flags: glibc's `renameat2` (2.28 and later, looked up at run time
/// because Swift's Glibc module does not declare it), Darwin's `renameatx_np`.
private enum Exchange {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    #if canImport(Glibc)
    static let function: Function? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Function.self) }
    static let noReplace: UInt32 = 1  // RENAME_NOREPLACE
    static let swap: UInt32 = 2  // RENAME_EXCHANGE
    #else
    static let function: Function? = { renameatx_np($0, $1, $2, $3, $4) }
    static let noReplace = UInt32(RENAME_EXCL)
    static let swap = UInt32(RENAME_SWAP)
    #endif

    /// A file system that cannot exchange names (some network and FUSE ones): files are then
    /// moved over one another, as `rename(2)` does.
    static let unsupported: Set<Int32> = [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP]
}
