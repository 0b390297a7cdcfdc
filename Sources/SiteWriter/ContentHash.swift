import Foundation
import SitePages
import Support

/// A fast fingerprint of a build's inputs, for telling whether they changed: each piece
/// adds its length and its `byteDigest`, mixed into 128 bits.
///
/// Not a cryptographic hash: the inputs are the user's own snapshots, and a no-change
/// rebuild must read 200 MB of them in a fraction of a second, which SHA-256 here cannot.
struct ContentHash {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    mutating func add(_ data: Data) {
        add(UInt64(data.count))
        mix(data.withUnsafeBytes(byteDigest))
    }

    mutating func add(_ text: String) {
        add(Data(text.utf8))
    }

    mutating func add(_ number: UInt64) {
        mix(number)
    }

    private mutating func mix(_ word: UInt64) {
        a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
        a ^= a >> 32
        b = (b &+ word) &* 0xC4CE_B9FE_1A85_EC53
        b ^= b >> 29
    }

    var hex: String {
        String(a, radix: 16) + "-" + String(b, radix: 16)
    }
}
