/// Eight bytes of text read as one integer, to skip the bytes a scan does not stop at eight at
/// a time (SWAR). Swift's `SIMD16<UInt8>` comparisons lost even to a plain byte loop here;
/// these stay in general registers. Every mark has the high bit of each byte that
/// matches: the lowest one is exact, higher ones may be false (a borrow), so a scan takes the
/// first mark (`firstMarked`) and looks again from after it.
///
/// Public, not `package`: Swift 6.3 inlines an `@inlinable` declaration into another module
/// only when it is public, and a call per word cost more than the scan saved.
public struct ByteWord {
    @usableFromInline let word: UInt64

    @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @usableFromInline static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `offset` of `bytes`, which must hold them.
    @inlinable @inline(__always)
    public init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// The fewer than eight bytes from `offset` to the end of `bytes`, zeros after them.
    @inlinable @inline(__always)
    public init(tailOf bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        var word: UInt64 = 0
        for shift in 0..<(bytes.count - offset) { word |= UInt64(bytes[offset + shift]) << (8 * shift) }
        self.word = word
    }

    /// The first index from `start` of a byte that `marks` marks in its word, else
    /// `bytes.count`: the scan each of the page writers, the tooltip script and the JSON
    /// parser makes. The last bytes are read with zeros after them: when zeros are marked the
    /// first of them is, at `bytes.count`, and a borrow marks nothing below a true mark, so
    /// the first mark is never past the end.
    @inlinable @inline(__always)
    public static func firstMarked(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ marks: (ByteWord) -> UInt64
    ) -> Int {
        var index = start
        while bytes.count - index >= 8 {
            let found = marks(ByteWord(bytes, at: index))
            if found != 0 { return index + firstByte(found) }
            index += 8
        }
        guard index < bytes.count else { return bytes.count }
        let found = marks(ByteWord(tailOf: bytes, at: index))
        return found == 0 ? bytes.count : index + firstByte(found)
    }

    /// Marks the bytes equal to `byte`.
    @inlinable @inline(__always)
    public func marking(_ byte: UInt8) -> UInt64 {
        let x = word ^ (Self.ones &* UInt64(byte))
        return (x &- Self.ones) & ~x & Self.highs
    }

    /// Marks the bytes below `bound`, which must be at most 0x80.
    @inlinable @inline(__always)
    public func marking(below bound: UInt8) -> UInt64 {
        (word &- Self.ones &* UInt64(bound)) & ~word & Self.highs
    }

    /// The offset, 0 to 7, of the first byte `marks` marks; `marks` must not be 0.
    @inlinable @inline(__always)
    public static func firstByte(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount / 8
    }
}
