import Foundation

/// How one request ended, after retries.
package enum Answer: Sendable, Equatable {
    /// A JSON body (possibly `null` for routes where that is an ordinary answer).
    case body(Data)
    /// The API answered `null` for a character: there is no such character.
    case noSuchCharacter
    /// 404: the route does not exist (any more), as abyss and guardian after API V7.
    case removed
    case failed(FetchFailure)
}

/// Why a request could not be answered, in words a user can act on.
package enum FetchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the key was refused. Nothing else will work: the run stops.
    case unauthorized
    /// 503 through every retry: the API is down, usually for the weekly maintenance.
    case unavailable(attempts: Int)
    case status(Int, attempts: Int)
    /// A body that is not JSON (an HTML error page, a truncated answer) through every retry.
    case notJSON(attempts: Int)
    case timedOut(attempts: Int)
    case network(String, attempts: Int)
    /// Too many 429 answers in a row: another client is probably using the same key.
    case rateLimited(attempts: Int)
    case invalidURL

    package var description: String {
        switch self {
        case .unauthorized: "the API key was refused (401); check LOSTARK_API_KEY or api_key in the config file"
        case .unavailable(let n): "the API is unavailable (503, \(Self.tries(n))); it is down during the weekly maintenance"
        case .status(let code, let n): "HTTP \(code) (\(Self.tries(n)))"
        case .notJSON(let n): "the answer was not JSON (\(Self.tries(n))); an error page or a cut-off answer"
        case .timedOut(let n): "no whole answer before the request's deadline (\(Self.tries(n)))"
        case .network(let message, let n): "\(message) (\(Self.tries(n)))"
        case .rateLimited(let n): "still rate-limited after \(Self.tries(n)); is another program using the same key?"
        case .invalidURL: "the request URL could not be built; check the base URL"
        }
    }

    private static func tries(_ count: Int) -> String { count == 1 ? "1 try" : "\(count) tries" }
}
