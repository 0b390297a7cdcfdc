import Foundation
import Support

/// Long strings already made, by the bytes they were written as.
///
/// A roster's snapshots repeat their tooltips: every card, gem, skill level and tripod is
/// the same text in every armory that has it. Unescaping, checking and copying such a
/// string again cost more than finding the one made before, which is the same value.
/// Memory stays bounded (`TwoGenerations` of 16 MB).
final class LongStrings: @unchecked Sendable {
    /// Shorter strings are made afresh: finding them would cost what making them does.
    static let minimumLength = 256
    /// Longer strings are made afresh too: the game's run to a few kilobytes, and a huge
    /// one would be copied (its raw bytes as the key) and outlive its snapshot in the table.
    static let maximumLength = 1 << 20
    static let shared = LongStrings(limit: 16 << 20)

    /// Every access holds `lock`, which makes the unchecked conformance sound.
    private let lock = NSLock()
    private var table: TwoGenerations<RawBytes, String>

    init(limit: Int) {
        table = TwoGenerations(limit: limit)
    }

    /// The string written as `raw` (between its quotes, escapes and all), if made before.
    func string(for raw: UnsafeBufferPointer<UInt8>) -> String? {
        let probe = RawBytes(borrowing: raw)
        lock.lock()
        defer { lock.unlock() }
        return table.value(for: probe)
    }

    func remember(_ string: String, for raw: UnsafeBufferPointer<UInt8>) {
        let key = RawBytes(copying: raw)
        lock.lock()
        defer { lock.unlock() }
        table.insert(string, for: key, cost: key.count + string.utf8.count)
    }
}

/// Bytes compared and hashed by content; either owned (a key kept in the table) or
/// borrowed from the input being parsed (a probe, used only inside `string(for:)`).
///
/// The bytes are digested once, when the key is made: a table rehashes every key it holds
/// each time it grows.
private struct RawBytes: Hashable, @unchecked Sendable {
    private let owner: Storage?
    private let bytes: UnsafeRawBufferPointer
    private let digest: UInt64

    var count: Int { bytes.count }

    init(borrowing raw: UnsafeBufferPointer<UInt8>) {
        owner = nil
        bytes = UnsafeRawBufferPointer(raw)
        digest = byteDigest(bytes)
    }

    init(copying raw: UnsafeBufferPointer<UInt8>) {
        let storage = Storage(raw)
        owner = storage
        bytes = UnsafeRawBufferPointer(storage.buffer)
        digest = byteDigest(bytes)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (a: RawBytes, b: RawBytes) -> Bool {
        guard a.digest == b.digest, a.bytes.count == b.bytes.count else { return false }
        guard let x = a.bytes.baseAddress, let y = b.bytes.baseAddress else { return true }
        return memcmp(x, y, a.bytes.count) == 0
    }

    private final class Storage {
        let buffer: UnsafeMutableRawBufferPointer

        init(_ raw: UnsafeBufferPointer<UInt8>) {
            buffer = .allocate(byteCount: raw.count, alignment: 1)
            buffer.copyMemory(from: UnsafeRawBufferPointer(raw))
        }

        deinit { buffer.deallocate() }
    }
}
