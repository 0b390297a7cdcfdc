/// A quick 64-bit digest of bytes, for hash tables keyed by long texts and for fingerprints.
///
/// `Hasher` (SipHash) reads a byte a cycle or so; tooltips are hashed by the hundred
/// megabytes in a large build, and their tables compare keys byte for byte anyway, so a
/// multiply-mix is enough: a collision costs a comparison, never a wrong answer. The
/// digest is fed to `Hasher`, which still seeds the table. Four independent lanes take 32
/// bytes a round, so their multiplies overlap instead of each waiting on the one before.
package func byteDigest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return mixed ^ mixed >> 29
    }
    func word(_ offset: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count), 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
    )
    var offset = 0
    while offset + 32 <= bytes.count {
        lanes.0 = mix(lanes.0, word(offset))
        lanes.1 = mix(lanes.1, word(offset + 8))
        lanes.2 = mix(lanes.2, word(offset + 16))
        lanes.3 = mix(lanes.3, word(offset + 24))
        offset += 32
    }
    var state = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
    while offset + 8 <= bytes.count {
        state = mix(state, word(offset))
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
