import Foundation
import Support

/// A page's bytes as the renderer writes them, handed over as `Data` without a copy.
///
/// An array of bytes was copied whole into `Data` at the end of every page, and grew by
/// copying too; this buffer grows with `realloc`, which moves a large block only when it
/// cannot extend it, and is never zeroed first (`UnzeroedBytes`).
///
/// A page is as long as its data makes it: when memory for more cannot be had, what comes
/// after is dropped and `data()` gives nil, for the renderer to report the page unwritten.
struct OutputBytes: ~Copyable {
    private var storage: UnzeroedBytes
    private(set) var count = 0
    /// False once a byte had to be dropped.
    private(set) var isComplete = true

    /// Nil when memory for `capacity` bytes cannot be had.
    init?(capacity: Int) {
        guard let storage = UnzeroedBytes(capacity: max(capacity, 16)) else { return nil }
        self.storage = storage
    }

    var last: UInt8? { count > 0 ? self[count - 1] : nil }

    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index \(index) out of \(count) bytes")
        return storage.room(from: 0)[index]
    }

    mutating func append(_ byte: UInt8) {
        guard reserve(1) else { return }
        storage.room(from: count)[0] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, reserve(bytes.count) else { return }
        storage.room(from: count).baseAddress?.copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// `bytes` put before the byte at `index`, the ones from there on moved after them.
    mutating func insert(contentsOf bytes: [UInt8], at index: Int) {
        precondition(index >= 0 && index <= count, "index \(index) out of \(count) bytes")
        guard !bytes.isEmpty, reserve(bytes.count) else { return }
        let room = storage.room(from: 0)
        guard let base = room.baseAddress else { return }
        (base + index + bytes.count).copyMemory(from: base + index, byteCount: count - index)
        bytes.withUnsafeBytes { source in
            if let start = source.baseAddress { (base + index).copyMemory(from: start, byteCount: source.count) }
        }
        count += bytes.count
    }

    mutating func insert(_ byte: UInt8, at index: Int) {
        insert(contentsOf: [byte], at: index)
    }

    /// The bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage.room(from: 0).bindMemory(to: UInt8.self)[..<count]))
    }

    /// The bytes as `Data`; nil when some had to be dropped.
    consuming func data() -> Data? {
        guard isComplete else { return nil }
        return storage.data(count: count)
    }

    /// Whether `extra` more bytes fit, made room for when they do not yet.
    private mutating func reserve(_ extra: Int) -> Bool {
        guard isComplete, count + extra > storage.capacity else { return isComplete }
        isComplete = storage.grow(to: max(storage.capacity * 2, count + extra))
        return isComplete
    }
}
