import Discord
import Foundation
import LocalHTTP
import Support

struct FakeDiscordState: Sendable {
    var script: [FakeDiscordWebhook.Answer] = []
    var log: [FakeDiscordWebhook.Request] = []
    var saved = 0
}

/// The stand-in's side of a running server; the HTTP threads hold this, never the
/// `FakeDiscordWebhook`, so dropping the last reference to it reaches its `deinit`.
final class FakeDiscordCore: Sendable {
    let id: String
    let token: String
    let clock: any WallClock
    let state = Locked(FakeDiscordState())
    private let stopped = Locked(false)
    private let gate = NSCondition()
    private nonisolated(unsafe) var held = 0
    private nonisolated(unsafe) var releases = 0

    init(id: String, token: String, clock: any WallClock) {
        self.id = id
        self.token = token
        self.clock = clock
    }

    /// Logs the request as it arrives, decides, and writes the status into the log before
    /// the answer leaves, so a client holding its answer finds it logged.
    func respond(to request: HTTPRequest) -> HTTPOutcome {
        let path = String(request.rawPathAndQuery.path)
        let message = try? JSONDecoder().decode(DiscordMessage.self, from: request.body)
        let violations = message.map(DiscordLimits.violations(of:)) ?? ["the body is not a webhook message (JSON)"]
        let entry = FakeDiscordWebhook.Request(
            method: request.method, path: path, query: request.rawPathAndQuery.query, headers: request.headerDictionary,
            body: request.body, message: message, violations: violations, status: nil, received: clock.now)
        let index = state.withLock { state in
            state.log.append(entry)
            return state.log.count - 1
        }
        var response = answer(request, path: path, violations: violations)
        if response == nil {
            hold()
            response = stopped.withLock { $0 } ? nil : ok(request)
        }
        guard let response else { return .reset }
        state.withLock { $0.log[index].status = response.status }
        return .answer(response, close: false)
    }

    /// Nil: hold the request (`.hang`).
    private func answer(_ request: HTTPRequest, path: String, violations: [String]) -> HTTPResponse? {
        guard request.method == "POST" else { return Self.error(405, "405: Method Not Allowed", code: 0) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.count == 5, segments[1] == "api", segments[2] == "webhooks" else {
            return Self.error(404, "404: Not Found", code: 0)
        }
        guard segments[3] == id else { return Self.error(404, "Unknown Webhook", code: 10015) }
        guard segments[4] == token else { return Self.error(401, "Invalid Webhook Token", code: 50027) }
        let scripted = state.withLock { $0.script.isEmpty ? nil : $0.script.removeFirst() }
        switch scripted {
        case .hang?: return nil
        case .rateLimited(let after, let inBody, let inHeader)?: return Self.rateLimited(after, inBody: inBody, inHeader: inHeader)
        case .status(let status)?: return Self.status(status)
        case .okBucketSpent(let resetAfter)?:
            var response = ok(request)
            response.headers = Self.bucket(remaining: 0, resetAfter: resetAfter)
            return response
        case .ok?, nil: break
        }
        guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true else {
            return Self.error(400, "Cannot send an empty message", code: 50006)
        }
        guard violations.isEmpty else { return Self.error(400, "Invalid Form Body", code: 50035, detail: violations[0]) }
        return ok(request)
    }

    /// 200 with a saved message's JSON under `?wait=true`, else 204, as Discord answers.
    private func ok(_ request: HTTPRequest) -> HTTPResponse {
        let number = state.withLock { state in
            state.saved += 1
            return state.saved
        }
        guard request.rawPathAndQuery.query?.split(separator: "&").contains("wait=true") == true else {
            return HTTPResponse(status: 204, headers: Self.bucket(remaining: 4, resetAfter: 1))
        }
        let saved: [String: Any] = ["id": "\(number)", "type": 0, "webhook_id": id, "channel_id": "1"]
        let body = (try? JSONSerialization.data(withJSONObject: saved, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(status: 200, contentType: "application/json", headers: Self.bucket(remaining: 4, resetAfter: 1), body: body)
    }

    var heldCount: Int {
        gate.lock()
        defer { gate.unlock() }
        return held
    }

    func markStopped() {
        stopped.withLock { $0 = true }
        releaseHeld()
    }

    func releaseHeld() {
        gate.lock()
        releases += 1
        gate.broadcast()
        gate.unlock()
    }

    private func hold() {
        gate.lock()
        held += 1
        let release = releases
        while releases == release, !stopped.withLock({ $0 }) { _ = gate.wait(until: Date().addingTimeInterval(0.1)) }
        held -= 1
        gate.unlock()
    }
}
