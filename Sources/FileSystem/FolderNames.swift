import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder as the file system keeps them: bytes, which need not be UTF-8.
/// (`FileManager` turns a name that is not UTF-8 into one with replacement characters, which
/// names no file.)
package enum FolderNames {
    /// The names directly inside the folder at `path` (a link there is followed), `.` and
    /// `..` left out, unsorted; nil when it cannot be listed.
    package static func list(_ path: String) -> [[UInt8]]? {
        read(open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// Lists the open folder `descriptor` and closes it.
    static func read(_ descriptor: Int32) -> [[UInt8]]? {
        guard descriptor >= 0 else { return nil }
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { field in Array(field.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            names.append(bytes)
        }
        return names
    }
}
