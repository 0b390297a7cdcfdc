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
        guard var bytes = UnzeroedBytes(capacity: 3) else {
            Issue.record("no memory for 3 bytes")
            return
        }
        bytes.room(from: 0).copyBytes(from: Array("abc".utf8))
        let grew = bytes.grow(to: 5000)
        let capacity = bytes.capacity
        #expect(grew)
        #expect(capacity == 5000)
        let tail = [UInt8](repeating: UInt8(ascii: "z"), count: 4997)
        bytes.room(from: 3).copyBytes(from: tail)
        let data = bytes.data(count: 5000)
        #expect(data == Data("abc".utf8) + Data(tail))
    }

    /// A size from outside that no memory holds (a file's stated size, a stored section's) is
    /// refused, and a buffer that cannot grow keeps what it had: never a crash.
    @Test func memoryThatCannotBeHadIsRefusedNotACrash() {
        let refused: Bool
        switch UnzeroedBytes(capacity: Int.max / 2) {
        case .none: refused = true
        case .some: refused = false
        }
        #expect(refused)
        #expect(Data.unzeroed(count: Int.max / 2) { _ in 0 } == nil)
        guard var bytes = UnzeroedBytes(capacity: 3) else {
            Issue.record("no memory for 3 bytes")
            return
        }
        bytes.room(from: 0).copyBytes(from: Array("abc".utf8))
        let grew = bytes.grow(to: Int.max / 2)
        let capacity = bytes.capacity
        let data = bytes.data(count: 3)
        #expect(!grew)
        #expect(capacity == 3)
        #expect(data == Data("abc".utf8))
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
