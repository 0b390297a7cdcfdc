import Foundation

/// Waits for something another task or thread is doing, a bounded number of times: a test
/// asserts that it happened, never how soon. The bound (about 20 s of 5 ms naps) is only
/// there so a broken build fails instead of hanging; nothing passes or fails by the time.
package func eventually(tries: Int = 4_000, _ condition: () async throws -> Bool) async rethrows -> Bool {
    for _ in 0..<tries {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try await condition()
}
