import Foundation
import Support

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLSession task run under Swift concurrency and cancelled with the Swift task that waits
/// for it, in the one way FoundationNetworking on Linux survives:
/// - the cancel is sent from another thread: URLSession's own async `data(for:)` calls
///   `URLSessionTask.cancel()` from inside the concurrency runtime's lock on the task, and
///   `cancel` then waits on the session's queue, which may be busy resuming that same task (a
///   deadlock, seen when a run's deadline or a refused key cancelled the requests still out);
/// - the task is resumed before the cancel handler can see it: a cancel of a task not yet
///   resumed, followed by its resume, leaves the session loading a task its registry no longer
///   has, and the next callback traps ("Trying to access a behaviour for a task that in not in
///   the registry").
package enum CancellableTask {
    /// Runs `operation`, which makes its task with `start` (which resumes it); cancelling the
    /// calling task cancels that URLSession task.
    package static func run<Value: Sendable>(
        _ operation: (_ start: @Sendable (URLSessionTask) -> Void) async throws -> Value
    ) async throws -> Value {
        let started = Locked<URLSessionTask?>(nil)
        return try await withTaskCancellationHandler {
            try await operation { task in
                task.resume()
                started.withLock { $0 = task }
                // Cancelled before the handler could see the task: it had nothing to cancel.
                if Task.isCancelled { DispatchQueue.global().async { task.cancel() } }
            }
        } onCancel: {
            let task = started.withLock { $0 }
            DispatchQueue.global().async { task?.cancel() }
        }
    }

    /// One data task's body and response, cancelled with the calling task.
    package static func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        try await run { start in
            try await withCheckedThrowingContinuation { continuation in
                start(
                    session.dataTask(with: request) { data, response, error in
                        if let error {
                            continuation.resume(throwing: error)
                        } else if let data, let response {
                            continuation.resume(returning: (data, response))
                        } else {
                            continuation.resume(throwing: URLError(.badServerResponse))
                        }
                    })
            }
        }
    }
}
