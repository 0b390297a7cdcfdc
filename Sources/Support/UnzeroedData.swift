import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffer from `malloc`, written before it is read, that becomes `Data` without a copy.
///
/// `Data(count:)` asks `calloc` for zeroed memory. For a buffer the size of a snapshot
/// jemalloc zeroes a reused block by giving its pages back to the kernel (`MADV_DONTNEED`),
/// so filling it then faults on every page afresh, for every snapshot a build reads.
/// `malloc` hands back the pages still mapped.
///
/// Sizes come from outside (a file's stated size, a stored section's, a page as long as its
/// data makes it), so memory that cannot be had is the owner's to report, never a crash.
package struct UnzeroedBytes: ~Copyable {
    private var base: UnsafeMutableRawPointer
    package private(set) var capacity: Int

    /// Nil when memory for `capacity` bytes cannot be had.
    package init?(capacity: Int) {
        guard let base = malloc(max(capacity, 1)) else { return nil }
        self.base = base
        self.capacity = max(capacity, 0)
    }

    /// Room for at least `capacity` bytes, the ones written kept; false, the buffer as it
    /// was, when memory for them cannot be had.
    package mutating func grow(to capacity: Int) -> Bool {
        guard capacity > self.capacity else { return true }
        guard let grown = realloc(base, capacity) else { return false }
        base = grown
        self.capacity = capacity
        return true
    }

    /// The bytes from `offset` (at most `capacity`) to the end of the buffer.
    package func room(from offset: Int) -> UnsafeMutableRawBufferPointer {
        let offset = min(max(offset, 0), capacity)
        return UnsafeMutableRawBufferPointer(start: base + offset, count: capacity - offset)
    }

    /// The first `count` bytes, which the caller wrote, as `Data` that frees the buffer.
    package consuming func data(count: Int) -> Data {
        let (base, count) = (base, min(max(count, 0), capacity))
        discard self
        return Data(bytesNoCopy: base, count: count, deallocator: .free)
    }

    deinit { free(base) }
}

extension Data {
    /// `count` bytes, every one of them written by `write`, in memory that was not zeroed
    /// first (see `UnzeroedBytes`). `write` returns how many it wrote; only those are kept.
    /// Nil when memory for `count` bytes cannot be had.
    package static func unzeroed<Failure: Error>(
        count: Int, _ write: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
    ) throws(Failure) -> Data? {
        guard let bytes = UnzeroedBytes(capacity: count) else { return nil }
        let written = try write(bytes.room(from: 0))
        return bytes.data(count: written)
    }
}
