import LOASTestSupport
import Support
import Testing

/// `ByteWord.firstMarked` finds what a byte-by-byte search finds, in the words and in the
/// last bytes read with zeros after them.
@Suite struct ByteWordTests {
    static func scan(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            ByteWord.firstMarked(in: buffer, from: 0) { $0.marking(0x22) | $0.marking(below: 0x20) }
        }
    }

    @Test func theFirstWantedByteIsFoundAtEveryPlaceOfEveryLength() {
        for length in 0..<20 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(Self.scan(plain) == length, "none in \(length)")
            for place in 0..<length {
                for wanted: UInt8 in [0x22, 0x00, 0x1F] {
                    var bytes = plain
                    bytes[place] = wanted
                    if place + 1 < length { bytes[place + 1] = 0x22 }
                    #expect(Self.scan(bytes) == place, "\(wanted) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func bytesAboveTheBoundAndNearTheWantedOneAreNotFound() {
        #expect(Self.scan([0x20, 0x21, 0x23, 0x80, 0xFF, 0xC2, 0x7F, 0x41, 0x20]) == 9)
    }
}
