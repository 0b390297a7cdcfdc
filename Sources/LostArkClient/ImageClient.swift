import Foundation
import Images
import Support
import URLTasks

/// Fetches the pictures the API names from the game's image hosts, or with a test hook from
/// one server standing in for them all (`BASE/HOST/PATH`). Not the API: no key is sent and
/// no rate limit spent; the caller asks a few at a time. Failures that pass (5xx, 429,
/// timeouts, resets, a body that is no picture) are retried with the API's policy and clock.
package struct ImageClient: Sendable {
    package struct Configuration: Sendable {
        /// The test hook (`LOSTARK_IMAGE_BASE_URL`); nil: each picture's own host.
        package var base: URL?
        package var timeout: Duration
        package var retry: RetryPolicy
        /// What the retry backoff waits on.
        package var clock: any WallClock

        package init(
            base: URL? = nil, timeout: Duration = .seconds(30), retry: RetryPolicy = RetryPolicy(), clock: any WallClock = SystemClock()
        ) {
            self.base = base
            self.timeout = timeout
            self.retry = retry
            self.clock = clock
        }
    }

    /// Why a picture could not be had, after retries.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case status(Int, attempts: Int)
        case timedOut(attempts: Int)
        case network(String, attempts: Int)
        /// Bytes LOAS does not keep as a picture (not one, too large, an SVG).
        case refused(ImageProblem, attempts: Int)
        case invalidURL

        package var description: String {
            switch self {
            case .status(let code, let n): "HTTP \(code) (\(Self.tries(n)))"
            case .timedOut(let n): "no whole answer before the request's deadline (\(Self.tries(n)))"
            case .network(let message, let n): "\(message) (\(Self.tries(n)))"
            case .refused(let problem, let n): "\(problem) (\(Self.tries(n)))"
            case .invalidURL: "the picture's URL could not be built; check LOSTARK_IMAGE_BASE_URL or image_base_url"
            }
        }

        private static func tries(_ count: Int) -> String { count == 1 ? "1 try" : "\(count) tries" }
    }

    private let configuration: Configuration
    private let web: WebClient

    package init(_ configuration: Configuration) {
        self.configuration = configuration
        web = WebClient()
    }

    /// The picture's bytes and kind, or why not. Throws only when the task is cancelled.
    package func fetch(_ address: ImageAddress) async throws(CancellationError) -> Result<(data: Data, kind: ImageKind), Failure> {
        guard let url = address.url(base: configuration.base) else { return .failure(.invalidURL) }
        // A host that sends a gigabyte costs the cap, not a gigabyte: the transfer stops there.
        let request = WebRequest(
            url: url, headers: ["accept": "image/png, image/jpeg, image/gif, image/webp"], deadline: configuration.timeout,
            maxBodyBytes: ImageKind.maxBytes)
        var attempts = 0
        while true {
            attempts += 1
            let outcome = await attempt(request, attempts: attempts)
            if Task.isCancelled { throw CancellationError() }
            let failure: Failure
            switch outcome {
            case .done(let result): return result
            case .retry(let reason): failure = reason
            }
            guard attempts < configuration.retry.maxAttempts else { return .failure(failure) }
            let wake = configuration.clock.now.addingTimeInterval(configuration.retry.delay(beforeRetry: attempts).timeInterval)
            try await configuration.clock.sleep(until: wake)
        }
    }

    private enum Outcome {
        case done(Result<(data: Data, kind: ImageKind), Failure>)
        case retry(Failure)
    }

    private func attempt(_ request: WebRequest, attempts: Int) async -> Outcome {
        let data: Data
        let status: Int
        switch await web.send(request) {
        case .success(let answer):
            (data, status) = (answer.body, answer.status)
        case .failure(.tooLarge(let size)):
            return .done(.failure(.refused(.tooLarge(size), attempts: attempts)))
        case .failure(.deadlineReached):
            return .retry(.timedOut(attempts: attempts))
        case .failure(.unusable(let message)):
            return .done(.failure(.network(message, attempts: attempts)))
        case .failure(let failure):
            return .retry(.network(failure.description, attempts: attempts))
        }
        switch status {
        case 200:
            switch ImageProblem.check(data) {
            case .success(let kind): return .done(.success((data, kind)))
            // A cut-off answer or a host's error page under 200 may pass; a picture that is
            // too large or an SVG will not.
            case .failure(let problem) where problem == .empty || problem == .notAnImage:
                return .retry(.refused(problem, attempts: attempts))
            case .failure(let problem): return .done(.failure(.refused(problem, attempts: attempts)))
            }
        case 408, 429, 500...599: return .retry(.status(status, attempts: attempts))
        default: return .done(.failure(.status(status, attempts: attempts)))
        }
    }
}
