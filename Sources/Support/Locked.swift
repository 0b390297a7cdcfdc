import Foundation

/// A value guarded by a lock.
///
/// NSLock rather than `Synchronization.Mutex`: Mutex needs macOS 15 and the package still
/// builds for macOS 13. The lock is private and every access goes through `withLock`, which
/// is what makes the unchecked conformance sound.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
