import Foundation

/// A value shared between the build's workers, guarded by a lock.
///
/// NSLock rather than `Synchronization.Mutex`, which needs macOS 15 (the package builds for
/// macOS 13). Every access goes through `withLock`, which makes the unchecked conformance sound.
final class Guarded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
