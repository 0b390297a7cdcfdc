/// A quick 64-bit digest of bytes, eight at a time, for hash tables keyed by long texts.
///
/// `Hasher` (SipHash) reads a byte a cycle or so; tooltips are hashed by the hundred
/// megabytes in a large build, and their tables compare keys byte for byte anyway, so a
/// multiply-mix is enough: a collision costs a comparison, never a wrong answer. The
/// digest is fed to `Hasher`, which still seeds the table.
package func byteDigest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
        state = (state ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 29
        offset += 8
    }
    var tail: UInt64 = 0
    while offset < bytes.count {
        tail = tail << 8 | UInt64(bytes[offset])
        offset += 1
    }
    state = (state ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return state ^ state >> 32
}
