import Foundation
import SitePages
import SnapshotStore
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

extension ContentHash {
    /// What a fingerprint holds of one snapshot.
    enum Snapshot {
        /// Its SHA-256 stood for its bytes (a store knows it).
        case digest
        /// Its bytes were read and added: here, so whoever renders it need not read them again.
        case bytes(Data)
        case unreadable
    }

    /// Adds the snapshot at `path` of `source`: its SHA-256, else its bytes (else that it
    /// cannot be read), its times and since when its route is gone.
    mutating func addSnapshot(_ path: String, of source: any SnapshotSource) -> Snapshot {
        add(path)
        let content: Snapshot
        if let digest = source.digest(at: path) {
            add("SHA-256 \(digest)")
            content = .digest
        } else if let bytes = try? source.data(at: path) {
            add(bytes)
            content = .bytes(bytes)
        } else {
            add("unreadable")
            content = .unreadable
        }
        let times = source.times(at: path)
        add("\(times?.fetchedAt.timeIntervalSince1970 ?? -1) \(times?.lastSeenAt.timeIntervalSince1970 ?? -1)")
        add("\(source.goneSince(path)?.timeIntervalSince1970 ?? -1)")
        return content
    }
}
