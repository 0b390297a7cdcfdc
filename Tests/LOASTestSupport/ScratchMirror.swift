import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A snapshot folder made for one test, with what a hostile or careless folder holds: links
/// out of it, pipes, names that are not UTF-8. `remove()` it when done.
package struct ScratchMirror {
    package let url: URL
    /// A folder beside the mirror, outside it: where links point.
    package let outside: URL

    package init() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "loas-scratch-\(UUID().uuidString)")
        url = base.appending(path: "mirror")
        outside = base.appending(path: "outside")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    package var path: String { url.path }

    /// Writes `data` at `relative` inside the mirror, making its folders.
    package func write(_ data: Data, at relative: String) throws {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Writes `data` at `name` in the folder outside, and returns its path.
    package func writeOutside(_ data: Data, at name: String) throws -> String {
        let file = outside.appending(path: name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// A symbolic link at `relative` inside the mirror to `target`.
    package func link(_ relative: String, to target: String) throws {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
    }

    /// A named pipe at `relative` inside the mirror.
    package func fifo(_ relative: String) throws -> Bool {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return mkfifo(file.path, 0o644) == 0
    }

    /// Writes `data` in the folder `relative` under a name given as bytes (which need not be
    /// UTF-8); false when the file system refuses the name.
    package func write(_ data: Data, in relative: String, named name: [UInt8]) throws -> Bool {
        let folder = url.appending(path: relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return Self.write(data, at: Array((folder.path + "/").utf8) + name)
    }

    package static func write(_ data: Data, at path: [UInt8]) -> Bool {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { path -> Bool in
                guard let path = path.baseAddress else { return false }
                let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard file >= 0 else { return false }
                defer { close(file) }
                return data.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) } == data.count
            }
        }
    }
}

/// Armory answers small enough to write inline.
package enum TinyArmory {
    package static func json(_ name: String, itemLevel: String = "1,620.00") -> Data {
        Data(#"{"ArmoryProfile": {"CharacterName": "\#(name)", "ItemAvgLevel": "\#(itemLevel)"}, "ArmoryEquipment": []}"#.utf8)
    }
}
