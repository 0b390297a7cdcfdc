import FakeLostArkAPI
import Foundation
import LOASTestSupport
import Support
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fake server through URLSession (and a raw socket where URLSession cannot send what
/// a test needs): what the real HTTP client will meet.
struct FakeLostArkServerTests {
    static let koreanName = "이다"
    static let profile = Data(#"{"ArmoryProfile":{"CharacterName":"이다","ItemAvgLevel":"1,700.00"}}"#.utf8)
    static let notices = Data(
        #"[{"Title":"점검 안내","Date":"2025-08-20T06:00:00","Link":"https://lostark.game.onstove.com","Type":"점검"}]"#.utf8)
    static let files: [String: Data] = [
        "armories/characters/\(koreanName).json": profile,
        "news/notices.json": notices,
        "news/events.json": Data("[]".utf8),
        "gamecontents/calendar.json": Data("[]".utf8),
        "markets/items.json": Data(#"{"PageNo":1,"PageSize":10,"TotalCount":0,"Items":[]}"#.utf8),
        "gamecontents/challenge-abyss-dungeons.json": Data("[]".utf8),
    ]

    // MARK: Routes

    @Test func servesTheFileForAPercentEncodedKoreanName() async throws {
        let fake = try Fake()
        let (data, response) = try await fake.get("/armories/characters/%EC%9D%B4%EB%8B%A4")
        #expect(response.statusCode == 200)
        #expect(data == Self.profile)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(fake.server.requests.map(\.path) == ["/armories/characters/이다"])
    }

    /// 모코코, a character the server has no file for.
    @Test(arguments: [
        "/armories/characters/%EB%AA%A8%EC%BD%94%EC%BD%94",
        "/armories/characters/%EB%AA%A8%EC%BD%94%EC%BD%94/equipment",
        "/characters/%EB%AA%A8%EC%BD%94%EC%BD%94/siblings",
        "/markets/items/12345678",
    ])
    func answersNullForAnUnknownCharacterOrItem(path: String) async throws {
        let fake = try Fake()
        let (data, response) = try await fake.get(path)
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == "null")
    }

    @Test(.enabled(if: Corpus.isAvailable))
    func servesAMirrorFolderFromTheCorpus() async throws {
        let folder = try #require(Corpus.sets.last)
        let fake = try Fake(FakeLostArkServer(mirror: folder, clock: ManualClock()))
        let (data, response) = try await fake.get("/news/notices")
        #expect(response.statusCode == 200)
        #expect(data == (try Data(contentsOf: folder.appending(path: "news/notices.json"))))
    }

    @Test func answers404ForAnUnknownPath() async throws {
        let fake = try Fake()
        let (data, response) = try await fake.get("/guilds/rankings?serverName=%EB%A3%A8%ED%8E%98%EC%98%A8")
        #expect(response.statusCode == 404)
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["Message"] != nil)
    }

    @Test func recordsTheQueryButRoutesWithoutIt() async throws {
        let fake = try Fake()
        let (_, response) = try await fake.get("/armories/characters/%EC%9D%B4%EB%8B%A4?filters=profiles%2Bgems")
        #expect(response.statusCode == 200)
        let logged = try #require(fake.server.requests.first)
        #expect(logged.method == "GET")
        #expect(logged.query == "filters=profiles%2Bgems")
        #expect(logged.status == 200)
    }

    @Test func replaceFileChangesTheAnswerBetweenFetches() async throws {
        let fake = try Fake()
        fake.server.replaceFile("news/notices.json", with: Data("[1]".utf8))
        #expect(try await fake.get("/news/notices").0 == Data("[1]".utf8))
        fake.server.replaceFile("news/notices.json", with: nil)
        #expect(try await fake.get("/news/notices").1.statusCode == 404)
    }

    @Test func removedEndpointAnswers404WithAJSONBody() async throws {
        let fake = try Fake()
        fake.server.removeEndpoint("/gamecontents/challenge-abyss-dungeons")
        let (data, response) = try await fake.get("/gamecontents/challenge-abyss-dungeons")
        #expect(response.statusCode == 404)
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["Message"] is String)
        #expect(try await fake.get("/gamecontents/calendar").1.statusCode == 200)
    }

    @Test func postWithJSONServesTheSearchPageAndLogsTheBody() async throws {
        let fake = try Fake()
        let body = Data(#"{"Sort":"GRADE","CategoryCode":50000,"PageNo":1}"#.utf8)
        let (data, response) = try await fake.post("/markets/items", body: body, contentType: "application/json")
        #expect(response.statusCode == 200)
        #expect(data == Self.files["markets/items.json"])
        #expect(fake.server.requests.first?.body == body)
    }

    /// URLSession on Linux labels a body without a content type as a form; either way not JSON.
    @Test func postWithoutJSONContentTypeGets415() async throws {
        let fake = try Fake()
        let (_, response) = try await fake.post("/markets/items", body: Data("{}".utf8), contentType: nil)
        #expect(response.statusCode == 415)
    }

    // MARK: Authorization

    @Test(arguments: [nil, "bearer wrong-key", "test-key", "bearer  test-key", "bearer {test-key}", "bearertest-key"])
    func rejectsAMissingOrWrongKeyWith401(authorization: String?) async throws {
        let fake = try Fake()
        let (data, response) = try await fake.get("/news/notices", authorization: .some(authorization))
        #expect(response.statusCode == 401)
        #expect(data.isEmpty)
    }

    @Test(arguments: ["bearer test-key", "Bearer test-key", "BEARER test-key"])
    func acceptsBearerInAnyCase(authorization: String) async throws {
        let fake = try Fake()
        #expect(try await fake.get("/news/notices", authorization: authorization).1.statusCode == 200)
    }

    // MARK: Rate limit

    @Test func rateLimitHeadersCountDown() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_750_000_000.4))
        let fake = try Fake(FakeLostArkServer(files: Self.files, rateLimit: .init(limit: 5, window: .seconds(60)), clock: clock))
        var remaining: [String?] = []
        var resets: Set<String?> = []
        for _ in 0..<5 {
            let response = try await fake.get("/news/events").1
            #expect(response.value(forHTTPHeaderField: "X-RateLimit-Limit") == "5")
            remaining.append(response.value(forHTTPHeaderField: "X-RateLimit-Remaining"))
            resets.insert(response.value(forHTTPHeaderField: "X-RateLimit-Reset"))
        }
        #expect(remaining == ["4", "3", "2", "1", "0"])
        // The window's end, rounded up to the whole second, so a client sleeping until then
        // never wakes inside it.
        #expect(resets == ["1750000061"])
    }

    @Test func requestPastTheLimitGets429WithHeadersAndJSON() async throws {
        let fake = try Fake(rateLimit: .init(limit: 5, window: .seconds(60)))
        for _ in 0..<5 { _ = try await fake.get("/news/events") }
        let (data, response) = try await fake.get("/news/events")
        #expect(response.statusCode == 429)
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "0")
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Reset") != nil)
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["Message"] is String)
    }

    @Test func windowOpensAgainAtTheResetTime() async throws {
        let clock = ManualClock()
        let fake = try Fake(FakeLostArkServer(files: Self.files, rateLimit: .init(limit: 2, window: .seconds(60)), clock: clock))
        for _ in 0..<2 { _ = try await fake.get("/news/events") }
        let limited = try await fake.get("/news/events").1
        #expect(limited.statusCode == 429)
        let reset = try #require(limited.value(forHTTPHeaderField: "X-RateLimit-Reset").flatMap(Double.init))
        clock.advance(to: Date(timeIntervalSince1970: reset - 1))
        #expect(try await fake.get("/news/events").1.statusCode == 429, "a second before the reset")
        clock.advance(to: Date(timeIntervalSince1970: reset))
        let next = try await fake.get("/news/events").1
        #expect(next.statusCode == 200)
        #expect(next.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "1")
    }

    @Test func unauthorizedRequestsDoNotCountAgainstTheLimit() async throws {
        let fake = try Fake(rateLimit: .init(limit: 2, window: .seconds(60)))
        for _ in 0..<3 { _ = try await fake.get("/news/events", authorization: "bearer nope") }
        let response = try await fake.get("/news/events").1
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "1")
    }

    @Test func resetClearsTheLogAndTheWindow() async throws {
        let fake = try Fake(rateLimit: .init(limit: 1, window: .seconds(60)))
        _ = try await fake.get("/news/events")
        fake.server.reset()
        #expect(fake.server.requests.isEmpty)
        #expect(try await fake.get("/news/events").1.statusCode == 200)
    }

    // MARK: Faults

    @Test(arguments: [500, 502, 503])
    func statusFaultAnswersThatStatusWithJSON(status: Int) async throws {
        let fake = try Fake()
        fake.server.inject(.status(status))
        let (data, response) = try await fake.get("/news/notices")
        #expect(response.statusCode == status)
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "99")
    }

    @Test func faultHitsOnlyItsPathAndOnlyCountTimes() async throws {
        let fake = try Fake()
        fake.server.inject(.status(503), path: "/news", count: 2)
        var statuses: [Int] = []
        for path in ["/gamecontents/calendar", "/news/notices", "/news/events", "/news/notices"] {
            statuses.append(try await fake.get(path).1.statusCode)
        }
        #expect(statuses == [200, 503, 503, 200])
    }

    @Test func maintenancePageIsA503InHTML() async throws {
        let fake = try Fake()
        fake.server.inject(.maintenancePage)
        let (data, response) = try await fake.get("/news/notices")
        #expect(response.statusCode == 503)
        #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/html") == true)
        #expect(String(decoding: data, as: UTF8.self).contains("<html"))
    }

    @Test func notJSONFaultSendsHTMLLabelledAsJSON() async throws {
        let fake = try Fake()
        fake.server.inject(.notJSON)
        let (data, response) = try await fake.get("/news/notices")
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        #expect((try? JSONSerialization.jsonObject(with: data)) == nil)
    }

    @Test func nullBodyFaultAnswersNull() async throws {
        let fake = try Fake()
        fake.server.inject(.nullBody)
        let (data, response) = try await fake.get("/news/notices")
        #expect(response.statusCode == 200)
        #expect(data == Data("null".utf8))
    }

    @Test func truncatedBodyFaultFailsTheRequestOrShortensTheBody() async throws {
        let fake = try Fake()
        fake.server.inject(.truncatedBody)
        do {
            let (data, _) = try await fake.get("/armories/characters/%EC%9D%B4%EB%8B%A4")
            #expect(data.count < Self.profile.count)
        } catch {
            #expect(error is URLError)
        }
        #expect(fake.server.requests.first?.status == 200)
    }

    @Test func connectionResetFaultFailsTheRequest() async throws {
        let fake = try Fake()
        fake.server.inject(.connectionReset)
        await #expect(throws: URLError.self) { _ = try await fake.get("/news/notices") }
        #expect(fake.server.requests.map(\.status) == [nil])
    }

    @Test func connectionResetFaultSendsATCPReset() throws {
        let fake = try Fake()
        fake.server.inject(.connectionReset)
        let request = "GET /news/events HTTP/1.1\r\nHost: x\r\nAuthorization: bearer test-key\r\n\r\n"
        let error = #expect(throws: RawClient.Failure.self) {
            try RawClient.exchange(port: fake.port, bytes: Array(request.utf8))
        }
        #expect(error?.call == "recv" && error?.code == ECONNRESET)
    }

    @Test func connectionResetDoesNotCountAgainstTheLimit() async throws {
        let fake = try Fake(rateLimit: .init(limit: 5, window: .seconds(60)))
        fake.server.inject(.connectionReset)
        _ = try? await fake.get("/news/notices")
        let response = try await fake.get("/news/notices").1
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "4")
    }

    /// URLSession on Linux keeps only whole seconds of a timeout (0.5 s fires at once), so 1 s it is.
    /// The request is held until the test lets it go, so the timeout is the only way it ends.
    @Test func aHeldRequestTripsTheClientTimeout() async throws {
        let fake = try Fake(timeout: 1)
        fake.server.inject(.hold)
        let error = await #expect(throws: URLError.self) { _ = try await fake.get("/news/notices") }
        #expect(error?.code == .timedOut)
        fake.server.releaseHeld()
    }

    @Test func aHeldRequestIsAnsweredWhenReleased() async throws {
        let fake = try Fake()
        fake.server.inject(.hold)
        let answer = Task { try await fake.get("/news/notices").1.statusCode }
        try #require(await eventually { fake.server.heldRequests == 1 })
        #expect(fake.server.requests.isEmpty, "logged before it was answered")
        fake.server.releaseHeld()
        #expect(try await answer.value == 200)
        #expect(fake.server.requests.map(\.path) == ["/news/notices"])
    }

    @Test func aDelayedRequestIsAnsweredNormally() async throws {
        let fake = try Fake()
        fake.server.inject(.delay(.milliseconds(50)))
        #expect(try await fake.get("/news/notices").1.statusCode == 200)
        #expect(fake.server.requests.map(\.status) == [200])
    }

    @Test func rateLimitHeadersCanBeReplacedByNonsense() async throws {
        let fake = try Fake()
        fake.server.inject(.headers(status: 429, ["X-RateLimit-Reset": "32503680000", "Retry-After": "99999999"]))
        let response = try await fake.get("/news/notices").1
        #expect(response.statusCode == 429)
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Reset") == "32503680000")
        #expect(response.value(forHTTPHeaderField: "Retry-After") == "99999999")
        #expect(response.value(forHTTPHeaderField: "X-RateLimit-Limit") == "100", "the others stay")
    }

    // MARK: Connections

    @Test func answersTwentyConcurrentRequests() async throws {
        let fake = try Fake(maxConnections: 20)
        // Each is held until all twenty are on the server at once.
        fake.server.inject(.hold, count: 20)
        let statuses = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<20 { group.addTask { try await fake.get("/news/notices").1.statusCode } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
        }
        let allHeld = await eventually { fake.server.heldRequests == 20 }
        fake.server.releaseHeld()
        #expect(allHeld, "\(fake.server.heldRequests) of 20 were on the server at once")
        #expect(try await statuses.value == Array(repeating: 200, count: 20))
        #expect(fake.server.maxConcurrentRequests == 20)
    }

    @Test func keepsTheConnectionAliveForPipelinedRequests() throws {
        let fake = try Fake()
        let request = "GET /news/events HTTP/1.1\r\nHost: x\r\nAuthorization: bearer test-key\r\n\r\n"
        let last = "GET /news/events HTTP/1.1\r\nHost: x\r\nAuthorization: bearer test-key\r\nConnection: close\r\n\r\n"
        let reply = try RawClient.exchange(port: fake.port, bytes: Array((request + request + last).utf8))
        #expect(reply.components(separatedBy: "HTTP/1.1 200 OK").count - 1 == 3)
        #expect(reply.hasSuffix("[]"))
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n",
        "GET /news/events\r\n\r\n",
        "get /news/events HTTP/1.1\r\n\r\n",
        "GET news/events HTTP/1.1\r\n\r\n",
        "GET /news/events HTTP/9.9\r\n\r\n",
        "GET /news/%ZZ HTTP/1.1\r\nAuthorization: bearer test-key\r\n\r\n",
        "GET /news/events HTTP/1.1\r\nNo colon here\r\n\r\n",
        "POST /markets/items HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
        "POST /markets/items HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "\u{0}\u{1}\u{2}\u{FF}\r\n\r\n",
    ])
    func malformedRequestGets400AndTheServerKeepsServing(raw: String) async throws {
        let fake = try Fake()
        let reply = try RawClient.exchange(port: fake.port, bytes: Array(raw.utf8))
        #expect(reply.hasPrefix("HTTP/1.1 400 "))
        #expect(reply.contains("Connection: close"))
        #expect(try await fake.get("/news/events").1.statusCode == 200)
    }

    /// The client would wait a minute for an answer; the stop ends the request instead.
    @Test func stopEndsOpenConnectionsAndHeldRequests() async throws {
        let fake = try Fake(timeout: 60)
        fake.server.inject(.hold)
        let waiting = Task { try await fake.get("/news/notices") }
        try #require(await eventually { fake.server.heldRequests == 1 })
        fake.server.stop()
        let error = await #expect(throws: URLError.self) { _ = try await waiting.value }
        #expect(error?.code != .timedOut)
        #expect(await eventually { fake.server.heldRequests == 0 })
    }

    @Test func stopClosesTheListenerAndIsIdempotent() throws {
        let fake = try Fake()
        fake.server.stop()
        fake.server.stop()
        let error = #expect(throws: RawClient.Failure.self) { try RawClient.exchange(port: fake.port, bytes: []) }
        #expect(error?.call == "connect")
    }
}

// MARK: - Helpers

/// A started server and an ephemeral URLSession pointed at it; both end with the test.
private final class Fake: Sendable {
    let server: FakeLostArkServer
    let base: URL
    let session: URLSession

    init(
        _ server: FakeLostArkServer = FakeLostArkServer(files: FakeLostArkServerTests.files, clock: ManualClock()),
        timeout: TimeInterval = 60, maxConnections: Int = 6
    ) throws {
        self.server = server
        base = try server.start()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = maxConnections
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
        server.stop()
    }

    convenience init(rateLimit: FakeLostArkServer.RateLimit) throws {
        // The window stays open until a test moves the clock, however slowly the test runs.
        try self.init(FakeLostArkServer(files: FakeLostArkServerTests.files, rateLimit: rateLimit, clock: ManualClock()))
    }

    convenience init(timeout: TimeInterval) throws {
        try self.init(FakeLostArkServer(files: FakeLostArkServerTests.files, clock: ManualClock()), timeout: timeout)
    }

    convenience init(maxConnections: Int) throws {
        try self.init(FakeLostArkServer(files: FakeLostArkServerTests.files, clock: ManualClock()), maxConnections: maxConnections)
    }

    var port: UInt16 { UInt16(base.port ?? 0) }

    /// `authorization`: `.none` sends the right key, `.some(nil)` sends no header at all.
    func get(_ path: String, authorization: String?? = .none) async throws -> (Data, HTTPURLResponse) {
        var request = try URLRequest(url: #require(URL(string: base.absoluteString + path)))
        request.setValue(authorization ?? "bearer test-key", forHTTPHeaderField: "Authorization")
        return try await send(request)
    }

    func post(_ path: String, body: Data, contentType: String?) async throws -> (Data, HTTPURLResponse) {
        var request = try URLRequest(url: #require(URL(string: base.absoluteString + path)))
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("bearer test-key", forHTTPHeaderField: "Authorization")
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        return try await send(request)
    }

    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }
}
