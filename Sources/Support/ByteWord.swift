/// Eight bytes of text read as one integer, to skip the bytes a scan does not stop at eight at
/// a time (SWAR). Swift's `SIMD16<UInt8>` comparisons were twenty times slower than a byte
/// loop here; these stay in general registers. Every mark has the high bit of each byte that
/// matches: the lowest one is exact, higher ones may be false (a borrow), so a scan takes the
/// first mark (`firstByte`) and looks again from after it.
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
