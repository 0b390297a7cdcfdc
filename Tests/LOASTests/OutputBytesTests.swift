import Foundation
import LOASTestSupport
import Testing

@testable import Rendering

/// The renderer's output buffer keeps every byte in order through growing and inserting.
@Suite struct OutputBytesTests {
    @Test func bytesAppendedPastTheFirstRoomAreAllKept() {
        guard var out = OutputBytes(capacity: 16) else {
            Issue.record("no memory for 16 bytes")
            return
        }
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = Array("조각 \(round) ".utf8)
            piece.withUnsafeBufferPointer { out.append(contentsOf: $0) }
            out.append(UInt8(ascii: "|"))
            expected += piece + [UInt8(ascii: "|")]
        }
        #expect(out.count == expected.count)
        #expect(out.last == UInt8(ascii: "|"))
        #expect(out.data() == Data(expected))
    }

    @Test func insertingMovesTheBytesAfterAndKeepsThoseBefore() {
        guard var out = OutputBytes(capacity: 16) else {
            Issue.record("no memory for 16 bytes")
            return
        }
        out.append(contentsOf: "abcdefghijklmnop")
        out.insert(contentsOf: Array("123456".utf8), at: 3)
        out.insert(UInt8(ascii: "\\"), at: 0)
        out.insert(contentsOf: Array("END".utf8), at: out.count)
        #expect(out.withBytes { String(decoding: $0, as: UTF8.self) } == "\\abc123456defghijklmnopEND")
    }
}
