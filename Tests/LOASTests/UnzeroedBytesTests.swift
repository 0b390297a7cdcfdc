import FileSystem
import Foundation
import LOASTestSupport
import Support
import Testing

/// Buffers filled without being zeroed first keep exactly the bytes written into them, also
/// across growing, and a file whose size `fstat` understates is still read whole.
@Suite struct UnzeroedBytesTests {
    @Test func dataKeepsOnlyTheBytesWritten() {
        let data = Data.unzeroed(count: 10) { buffer in
            buffer.copyBytes(from: Array("abcd".utf8))
            return 4
        }
        #expect(data == Data("abcd".utf8))
    }

    @Test func growingKeepsTheBytesWrittenBefore() {
        var bytes = UnzeroedBytes(capacity: 3)
        bytes.room(from: 0).copyBytes(from: Array("abc".utf8))
        bytes.grow(to: 5000)
        #expect(bytes.capacity == 5000)
        let tail = [UInt8](repeating: UInt8(ascii: "z"), count: 4997)
        bytes.room(from: 3).copyBytes(from: tail)
        #expect(bytes.data(count: 5000) == Data("abc".utf8) + Data(tail))
    }

    /// `/proc` files say they are empty: the buffer starts at one byte and doubles.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline"), "no /proc here"))
    func aFileLongerThanItsStatedSizeIsReadWhole() throws {
        let expected = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))
        try #require(expected.count > 1)
        let read = try RegularFile.read("/proc/self/cmdline")
        #expect(read == expected)
    }
}
