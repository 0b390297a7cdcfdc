import Foundation
import LocalHTTP
import LostArkAPI
import Support

/// A fake Lost Ark Open API on 127.0.0.1, so tests drive the real HTTP client over real
/// sockets: it serves API-mirror files, checks the key, enforces the quota with the real
/// headers and injects the failures the real API and its network produce.
package final class FakeLostArkServer: Sendable {
    package struct RateLimit: Sendable {
        package var limit: Int
        package var window: Duration

        /// The real API's default quota: 100 requests a minute per key.
        package init(limit: Int = 100, window: Duration = .seconds(60)) {
            self.limit = limit
            self.window = window
        }
    }

    /// One request as the server saw it.
    package struct Request: Sendable, Equatable {
        package var method: String
        /// Percent-decoded, without the query: `/armories/characters/이다`.
        package var path: String
        /// As sent, still percent-encoded, without the `?`; nil when there was no `?`.
        package var query: String?
        /// Names lowercased; repeated headers joined with ", ".
        package var headers: [String: String]
        package var body: Data
        /// Nil when the connection was reset instead of answered.
        package var status: Int?
        package var received: Date
    }

    private let core: ServerCore
    private let http: HTTPServer

    /// `files`: API-mirror path (`news/notices.json`) to bytes. `apiKey`: the only key accepted.
    /// `clock`: the quota's windows and the log's times (a test shares a `ManualClock` with
    /// the client, so windows open when the test says).
    package init(files: [String: Data], apiKey: String = "test-key", rateLimit: RateLimit = .init(), clock: any WallClock = SystemClock()) {
        let limiter = RateLimiter(limit: rateLimit.limit, window: rateLimit.window)
        let core = ServerCore(apiKey: apiKey, state: ServerState(files: files, limiter: limiter), clock: clock)
        self.core = core
        http = HTTPServer(limits: HTTPServer.Limits(lifetime: ServerCore.lifetime)) { core.respond(to: $0) }
    }

    /// Reads every `.json` file under `folder` (a folder in the API-mirror layout) into memory,
    /// and every picture under its `images/`, served at `/images/HOST/PATH` (`ImageRoute`).
    package convenience init(
        mirror folder: URL, apiKey: String = "test-key", rateLimit: RateLimit = .init(), clock: any WallClock = SystemClock()
    ) throws {
        try self.init(files: Self.readMirror(folder), apiKey: apiKey, rateLimit: rateLimit, clock: clock)
    }

    deinit {
        stop()
    }

    /// Binds 127.0.0.1 on an ephemeral port and accepts on a background thread.
    /// Returns `http://127.0.0.1:PORT`; calling it again returns the same address.
    package func start() throws -> URL {
        let port: UInt16
        do {
            port = try http.start()
        } catch {
            throw FakeServerError(error)
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw FakeServerError.systemCall("url", errno: 0) }
        return url
    }

    /// Closes the listener and every open connection, and cuts injected delays short.
    /// Idempotent; a stopped server cannot be started again.
    package func stop() {
        core.markStopped()
        http.stop()
    }

    /// The next `count` requests whose decoded path starts with `path` (nil: any path) get
    /// `fault` instead of the normal answer. Faults queue in the order injected; a request
    /// takes the first one that matches. A request without a valid key never takes one.
    package func inject(_ fault: Fault, path: String? = nil, count: Int = 1) {
        guard count > 0 else { return }
        let pending = PendingFault(fault: fault, pathPrefix: path.map(Self.absolute), remaining: count)
        core.state.withLock { $0.faults.append(pending) }
    }

    /// Drops the faults not taken yet; a request being held stays held until `releaseHeld()`.
    package func clearFaults() {
        core.state.withLock { $0.faults.removeAll() }
    }

    /// How many requests a `.hold` fault is holding unanswered now.
    package var heldRequests: Int { core.heldCount }

    /// Answers every request a `.hold` fault is holding.
    package func releaseHeld() {
        core.releaseHeld()
    }

    /// From now on requests under `pathPrefix` answer 404 with a JSON error, like an
    /// endpoint removed in a new API version.
    package func removeEndpoint(_ pathPrefix: String) {
        core.state.withLock { $0.removedPrefixes.append(Self.absolute(pathPrefix)) }
    }

    /// Changes the answer stored at an API-mirror path (`news/notices.json`), or a picture at
    /// its `ImageAddress.mirrorPath`; nil removes it.
    package func replaceFile(_ path: String, with data: Data?) {
        let key = path.hasPrefix("/") ? String(path.dropFirst()) : path
        core.state.withLock { $0.files[key] = data }
    }

    /// Every answered or reset request, in order of arrival. A request still waiting on a
    /// delay fault appears once it is answered. Malformed requests (answered 400 before
    /// they could be read) are not logged.
    package var requests: [Request] {
        core.state.withLock { $0.requests }
    }

    /// The most requests the server was handling at the same moment since start or `reset()`.
    package var maxConcurrentRequests: Int {
        core.state.withLock { $0.maxInFlight }
    }

    /// Clears the log, the quota window and the concurrency high-water mark. Injected
    /// faults, removed endpoints and replaced files stay.
    package func reset() {
        core.state.withLock { $0.clearLogAndWindow() }
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : "/" + path
    }

    private static func readMirror(_ folder: URL) throws -> [String: Data] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var files: [String: Data] = [:]
        while let relative = walker.nextObject() as? String {
            guard Route.isMirrorPath(relative) || relative.hasPrefix("images/") else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appending(path: relative).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[relative] = try Data(contentsOf: folder.appending(path: relative))
        }
        return files
    }
}
