import BundledResources
import FakeLostArkAPI
import Fetching
import Foundation
import LostArkClient
import SiteWriter
import SnapshotStore
import Testing

/// `loas fetch` against a real HTTP server on 127.0.0.1 (the fake API), never a mock of
/// the HTTP layer: pacing, every fault, and what the store holds afterwards.
@Suite(.serialized) struct FetchTests {
    /// The demo answers, which the fake serves.
    static let demo = BundledResources.demoSnapshots
    static let demoCharacters = ["별빛수호자", "달그림자", "새싹모코코"]
    static let fullPlan = FetchPlan(characters: demoCharacters, marketItems: [65203905, 66102006])

    /// A started server, a new store, and a client with short timeouts and fast retries.
    struct Harness {
        let server: FakeLostArkServer
        let store: SnapshotDatabase
        let client: LostArkClient
        let configuration: LostArkClient.Configuration
        let folder: URL

        init(
            files: [String: Data] = FetchTests.demo, key: String = "test-key",
            rateLimit: FakeLostArkServer.RateLimit = .init(), timeout: Duration = .seconds(2), maxInFlight: Int = 4
        ) throws {
            server = FakeLostArkServer(files: files, apiKey: "test-key", rateLimit: rateLimit)
            let base = try server.start()
            folder = FileManager.default.temporaryDirectory.appending(path: "loas-fetch-\(UUID().uuidString)")
            store = try SnapshotDatabase(url: folder.appending(path: "loas.sqlite"))
            configuration = LostArkClient.Configuration(
                baseURL: base, key: try #require(APIKey(key)), maxInFlight: maxInFlight, timeout: timeout,
                retry: RetryPolicy(maxAttempts: 3, base: .milliseconds(20), cap: .milliseconds(100)))
            client = LostArkClient(configuration)
        }

        func run(_ plan: FetchPlan = FetchTests.fullPlan) async throws -> FetchSummary {
            try await FetchRun(client: client, store: store).run(plan)
        }

        func finish() {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func fetchesEveryPlannedAnswerIntoTheStore() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        let summary = try await harness.run()
        // 3 armories, 2 market items, calendar, notices, events, abyss, guardian.
        #expect(summary.added.count == 10)
        #expect(summary.succeeded)
        #expect(try harness.store.responseCount() == 10)
        #expect(harness.server.requests.allSatisfy { $0.status != 429 })
    }

    @Test func fetchingTwiceUnchangedAddsNoRows() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        let second = try await harness.run()
        #expect(second.unchanged.count == 10 && second.added.isEmpty)
        #expect(try harness.store.responseCount() == before)
    }

    @Test func rosterIsFollowed() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], followSiblings: true, gameContents: false))
        let roster = try #require(Self.demo["characters/별빛수호자/siblings.json"])
        let names = try #require(try JSONSerialization.jsonObject(with: roster) as? [[String: Any]]).compactMap { $0["CharacterName"] as? String }
        let asked = Set(harness.server.requests.map(\.path))
        for name in names {
            #expect(asked.contains("/armories/characters/\(name)"), "\(name) on the roster was not fetched")
        }
        // Roster members without a demo armory answer null: reported, not stored.
        #expect(Set(summary.unknownCharacters) == Set(names).subtracting(Self.demoCharacters))
    }

    /// 150 characters at 100 requests a window: no 429, and done within 10% of the time the
    /// limit allows (the second window opens at the reset the server advertises).
    @Test func paces150CharactersWithoutA429() async throws {
        let armory = try #require(Self.demo["armories/characters/새싹모코코.json"])
        var files: [String: Data] = [:]
        let names = (1...150).map { "모코코\($0)" }
        for name in names { files["armories/characters/\(name).json"] = armory }
        let window = 10.0
        let harness = try Harness(files: files, rateLimit: .init(limit: 100, window: .seconds(window)), maxInFlight: 4)
        defer { harness.finish() }
        let start = Date()
        let summary = try await harness.run(FetchPlan(characters: names, gameContents: false))
        let elapsed = Date().timeIntervalSince(start)
        let requests = harness.server.requests
        let first = try #require(requests.first?.received)
        let advertisedReset = (first.timeIntervalSince1970 + window).rounded(.up)
        let allowed = advertisedReset - start.timeIntervalSince1970
        print(String(format: "pacing: 150 requests in %.2f s (the limit allows %.2f s): %.1f requests/s, %d answered 429",
            elapsed, allowed, 150 / elapsed, requests.filter { $0.status == 429 }.count))
        #expect(summary.added.count == 150)
        #expect(requests.filter { $0.status == 429 }.isEmpty)
        #expect(elapsed <= allowed * 1.1)
    }

    /// A few requests at once: with every answer taking 300 ms, 8 characters take about
    /// two rounds of 4, not eight one after another.
    @Test func sendsAFewRequestsAtOnce() async throws {
        let harness = try Harness(maxInFlight: 4)
        defer { harness.finish() }
        _ = try await harness.run(FetchPlan(characters: ["별빛수호자"], gameContents: false))  // learns the quota
        harness.server.reset()
        harness.server.inject(.delay(.milliseconds(300)), count: 100)
        let names = (1...8).map { "모코코\($0)" }
        let start = Date()
        _ = try await harness.run(FetchPlan(characters: names, gameContents: false))
        let elapsed = Date().timeIntervalSince(start)
        #expect(harness.server.maxConcurrentRequests >= 3, "at most \(harness.server.maxConcurrentRequests) at once")
        #expect(elapsed < 8 * 0.3, "\(elapsed) s: the requests went one by one")
    }

    // MARK: Faults: each leaves every earlier snapshot in the store.

    /// Fetches once cleanly, injects `fault` on `path`, fetches again, and hands over the
    /// second summary and the row counts before and after it.
    static func afterFault(_ fault: Fault, path: String, count: Int = 100, timeout: Duration = .seconds(2)) async throws
        -> (summary: FetchSummary, before: Int, after: Int, harness: Harness)
    {
        let harness = try Harness(timeout: timeout)
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        harness.server.replaceFile("news/notices.json", with: Data("[]".utf8))  // one real change, so the run writes
        harness.server.inject(fault, path: path, count: count)
        let summary = try await harness.run()
        return (summary, before, try harness.store.responseCount(), harness)
    }

    @Test(arguments: [
        (Fault.maintenancePage, "unavailable"), (.status(503), "unavailable"), (.status(500), "HTTP 500"),
        (.status(502), "HTTP 502"), (.notJSON, "not JSON"), (.truncatedBody, ""), (.connectionReset, ""),
        (.delay(.seconds(3)), "no answer in time"),
    ])
    func persistentFaultFailsThatRequestAndKeepsItsSnapshot(fault: Fault, words: String) async throws {
        let (summary, before, after, harness) = try await Self.afterFault(fault, path: "/gamecontents/calendar", timeout: .seconds(1))
        defer { harness.finish() }
        #expect(summary.failed.count == 1)
        let failure = try #require(summary.failed.first)
        #expect(failure.endpoint == .calendar)
        #expect(failure.keptFrom != nil, "the earlier calendar snapshot should be kept")
        #expect(words.isEmpty || failure.failure.description.contains(words), "\(failure.failure)")
        #expect(!summary.succeeded)
        #expect(after == before + 1)  // the notices changed; nothing was lost
        #expect(try harness.store.latest(path: "gamecontents/calendar.json") != nil)
    }

    @Test func aPageWhoseRequestFailedInTheLastRunIsMarkedStale() async throws {
        let (_, _, _, harness) = try await Self.afterFault(.status(500), path: "/gamecontents/calendar", timeout: .seconds(1))
        defer { harness.finish() }
        let site = try SiteBuilder(snapshots: try harness.store.snapshots()).build()
        func page(_ path: String) -> String { String(decoding: site.files[path] ?? Data(), as: UTF8.self) }

        #expect(page("calendar.html").contains(#"class="stale""#))
        #expect(!page("rewards.html").contains(#"class="stale""#))
        #expect(!page("roster.html").contains(#"class="stale""#))
    }

    @Test(arguments: [Fault.status(503), .status(500), .notJSON, .truncatedBody, .connectionReset])
    func passingFaultIsRetried(fault: Fault) async throws {
        let (summary, _, _, harness) = try await Self.afterFault(fault, path: "/gamecontents/calendar", count: 2)
        defer { harness.finish() }
        #expect(summary.succeeded, "\(summary.lines)")
        #expect(harness.server.requests.filter { $0.path == "/gamecontents/calendar" }.count >= 3)
    }

    /// Another program spent the quota: the first answer is a 429, and the run waits for the
    /// advertised reset and goes on.
    @Test func a429WaitsForTheResetAndRetries() async throws {
        let harness = try Harness(rateLimit: .init(limit: 3, window: .seconds(2)))
        defer { harness.finish() }
        let otherProgram = LostArkClient(harness.configuration)
        for _ in 0..<3 { _ = try await otherProgram.fetch(.events) }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], gameContents: false))
        #expect(summary.succeeded, "\(summary.lines)")
        let statuses = harness.server.requests.filter { $0.path.hasPrefix("/armories") }.compactMap(\.status)
        #expect(statuses == [429, 200], "\(statuses)")
    }

    @Test func refusedKeyStopsTheRunAtOnceAndKeepsTheStore() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        harness.server.reset()
        var refused = harness.configuration
        refused.key = try #require(APIKey("revoked-key"))
        let run = FetchRun(client: LostArkClient(refused), store: harness.store)
        await #expect(throws: FetchRunError.self) { try await run.run(FetchTests.fullPlan) }
        // The first few go out together (a slow first answer must not hold the others back);
        // none is sent once a 401 has come back.
        #expect(harness.server.requests.count <= harness.configuration.maxInFlight, "\(harness.server.requests.count) requests after a 401")
        #expect(try harness.store.responseCount() == before)
    }

    @Test func unknownCharacterIsReportedAndTheRestFetched() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        harness.server.replaceFile("armories/characters/달그림자.json", with: nil)  // renamed or deleted in game
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자", "달그림자", "없는캐릭터"], marketItems: [65203905]))
        #expect(summary.unknownCharacters.sorted() == ["달그림자", "없는캐릭터"])
        #expect(summary.unchanged.count == 7)
        #expect(try harness.store.responseCount() == before)
        #expect(try harness.store.latest(path: "armories/characters/달그림자.json") != nil, "the last known armory stays")
        #expect(!summary.succeeded)
        #expect(summary.lines.contains { $0.contains("no such character: 없는캐릭터") })
    }

    @Test func removedEndpointIsReportedOnceAndItsSnapshotKept() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        harness.server.removeEndpoint("/gamecontents/challenge-abyss-dungeons")
        let summary = try await harness.run()
        #expect(summary.removed.map(\.endpoint) == [.abyssDungeons])
        #expect(summary.removed.first?.keptFrom != nil)
        #expect(summary.succeeded, "a route the API dropped is not the run's failure")
        #expect(summary.lines.filter { $0.contains("challenge-abyss-dungeons") }.count == 1)
        #expect(try harness.store.responseCount() == before)
        #expect(try harness.store.latest(path: "gamecontents/challenge-abyss-dungeons.json") != nil)
        #expect(try harness.store.snapshots().goneSince("gamecontents/challenge-abyss-dungeons.json") != nil)
    }

    @Test func keyAppearsInNoStoredAnswerOrMessage() async throws {
        let secret = "test-key"
        let (summary, _, _, harness) = try await Self.afterFault(.status(500), path: "/news/events")
        defer { harness.finish() }
        #expect(!summary.lines.joined().contains(secret))
        let exported = harness.folder.appending(path: "export")
        _ = try harness.store.exportMirror(to: exported, at: nil)
        let files = FileManager.default.enumerator(at: harness.folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count > 5)
        for file in files where !file.hasDirectoryPath {
            let bytes = try Data(contentsOf: file)
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file.lastPathComponent) holds the key")
        }
    }
}
