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
/// so filling it then faults on every page afresh: reading the snapshots of a 1,000-character
/// build took 70,000 page faults that way. `malloc` hands back the pages still mapped.
///
/// Running out of memory stops the program, as it does for Swift's own arrays.
package struct UnzeroedBytes: ~Copyable {
    private var base: UnsafeMutableRawPointer
    package private(set) var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(capacity, 0)
        guard let base = malloc(max(self.capacity, 1)) else { fatalError("out of memory for \(capacity) bytes") }
        self.base = base
    }

    /// Room for at least `capacity` bytes, the ones written kept.
    package mutating func grow(to capacity: Int) {
        guard capacity > self.capacity else { return }
        guard let grown = realloc(base, capacity) else { fatalError("out of memory for \(capacity) bytes") }
        base = grown
        self.capacity = capacity
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
    package static func unzeroed<Failure: Error>(
        count: Int, _ write: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
    ) throws(Failure) -> Data {
        let bytes = UnzeroedBytes(capacity: count)
        let written = try write(bytes.room(from: 0))
        return bytes.data(count: written)
    }
}
