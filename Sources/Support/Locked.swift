import Foundation

/// A value guarded by a lock.
///
/// NSLock rather than `Synchronization.Mutex`: Mutex needs macOS 15 and the package still
/// builds for macOS 13. The lock is private and every access goes through `withLock`, which
/// is what makes the unchecked conformance sound. Inlinable, and so public (`ByteWord` says
/// why), so that each use is specialised for its value: the tooltip cache's lookups went
/// through generic metadata otherwise.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
