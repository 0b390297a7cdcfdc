import Foundation
import Support
import URLTasks

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads that stop as soon as a body passes a size: a picture host that sends a
/// gigabyte costs `cap` bytes of memory, not a gigabyte. The session's delegate, keeping each
/// task's bytes until it completes.
final class CappedDownloads: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// A body (or its announced `Content-Length`) over the cap.
    struct TooLarge: Error {
        let size: Int
    }

    private struct Pending {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
        var data = Data()
        var response: HTTPURLResponse?
        var tooLarge: Int?
    }

    let cap: Int
    /// By task identifier. Every field of the class is behind this lock or immutable, hence
    /// `@unchecked Sendable`.
    private let pending = Locked<[Int: Pending]>([:])

    init(cap: Int) {
        self.cap = cap
    }

    /// One request, cancelled with its task (`CancellableTask`).
    func fetch(_ request: URLRequest, in session: URLSession) async throws -> (Data, HTTPURLResponse) {
        try await CancellableTask.run { start in
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                pending.withLock { $0[task.taskIdentifier] = Pending(continuation: continuation) }
                start(task)
            }
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let announced = response.expectedContentLength
        let refuse = announced > Int64(cap)
        pending.withLock { tasks in
            tasks[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            if refuse { tasks[dataTask.taskIdentifier]?.tooLarge = Int(clamping: announced) }
        }
        completionHandler(refuse ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = pending.withLock { tasks -> Bool in
            guard var task = tasks[dataTask.taskIdentifier], task.tooLarge == nil else { return false }
            task.data.append(data)
            if task.data.count > cap {
                task.tooLarge = task.data.count
                task.data = Data()
            }
            tasks[dataTask.taskIdentifier] = task
            return task.tooLarge != nil
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let done = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let size = done.tooLarge {
            done.continuation.resume(throwing: TooLarge(size: size))
        } else if let error {
            done.continuation.resume(throwing: error)
        } else if let response = done.response ?? task.response as? HTTPURLResponse {
            done.continuation.resume(returning: (done.data, response))
        } else {
            done.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
