import BundledResources
import FakeLostArkAPI
import Fetching
import Foundation
import LOASTestSupport
import LostArkAPI
import LostArkClient
import SiteWriter
import SnapshotStore
import Support
import Testing

/// `loas fetch` against a real HTTP server on 127.0.0.1 (the fake API), never a mock of
/// the HTTP layer: pacing, every fault, and what the store holds afterwards.
@Suite struct FetchTests {
    /// The demo answers, which the fake serves.
    static let demo = BundledResources.demoSnapshots
    static let demoCharacters = DemoCharacters.names
    static let fullPlan = FetchPlan(characters: demoCharacters, marketItems: [65203905, 66102006])

    /// A started server, a new store, and a client, sharing a manual clock: time passes only
    /// when the client waits (for a rate-limit window or before a retry), and then exactly to
    /// the moment it waits for. The quota's windows and the run's deadline are on that clock;
    /// only a request's own timeout is real time, and it is long unless a test is about it.
    struct Harness {
        let clock = ManualClock()
        let server: FakeLostArkServer
        let store: SnapshotDatabase
        let client: LostArkClient
        let configuration: LostArkClient.Configuration
        let folder: URL
        let events = Locked<[LostArkClient.Event]>([])

        init(
            files: [String: Data] = FetchTests.demo, key: String = "test-key",
            rateLimit: FakeLostArkServer.RateLimit = .init(), timeout: Duration = .seconds(60), maxInFlight: Int = 4
        ) throws {
            server = FakeLostArkServer(files: files, apiKey: "test-key", rateLimit: rateLimit, clock: clock)
            let base = try server.start()
            folder = FileManager.default.temporaryDirectory.appending(path: "loas-fetch-\(UUID().uuidString)")
            store = try SnapshotDatabase(url: folder.appending(path: "loas.sqlite"))
            configuration = LostArkClient.Configuration(
                baseURL: base, key: try #require(APIKey(key)), maxInFlight: maxInFlight, timeout: timeout,
                retry: RetryPolicy(maxAttempts: 3, base: .milliseconds(20), cap: .milliseconds(100)), clock: clock)
            client = Self.client(configuration, clock: clock, events: events)
        }

        /// A client on the harness's clock that moves it to whatever it waits for.
        static func client(_ configuration: LostArkClient.Configuration, clock: ManualClock, events: Locked<[LostArkClient.Event]>)
            -> LostArkClient
        {
            LostArkClient(configuration) { event in
                events.withLock { $0.append(event) }
                switch event {
                case .waitingForRateLimit(let until), .retrying(_, _, _, let until): clock.advance(to: until)
                case .implausibleRateLimitHeader: break
                }
            }
        }

        func run(_ plan: FetchPlan = FetchTests.fullPlan, deadline: Duration = FetchRun.defaultDeadline) async throws -> FetchSummary {
            try await FetchRun(client: client, store: store, clock: clock).run(plan, deadline: deadline)
        }

        var waits: [Date] {
            events.withLock { $0 }.compactMap { if case .waitingForRateLimit(let until) = $0 { until } else { nil } }
        }

        var implausibleHeaders: [String] {
            events.withLock { $0 }.compactMap { if case .implausibleRateLimitHeader(let text) = $0 { text } else { nil } }
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
        // The demo's armories, 2 market items, calendar, notices, events, abyss, guardian.
        #expect(summary.added.count == Self.demoCharacters.count + 7)
        #expect(summary.succeeded)
        #expect(try harness.store.responseCount() == Self.demoCharacters.count + 7)
        #expect(harness.server.requests.allSatisfy { $0.status != 429 })
    }

    @Test func fetchingTwiceUnchangedAddsNoRows() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        let second = try await harness.run()
        #expect(second.unchanged.count == Self.demoCharacters.count + 7 && second.added.isEmpty)
        #expect(try harness.store.responseCount() == before)
    }

    @Test func rosterIsFollowed() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], followSiblings: true, gameContents: false))
        let roster = try #require(Self.demo["characters/별빛수호자/siblings.json"])
        let names = try #require(try JSONSerialization.jsonObject(with: roster) as? [[String: Any]]).compactMap {
            $0["CharacterName"] as? String
        }
        let asked = Set(harness.server.requests.map(\.path))
        for name in names {
            #expect(asked.contains("/armories/characters/\(name)"), "\(name) on the roster was not fetched")
        }
        // Roster members without a demo armory answer null: reported, not stored.
        #expect(Set(summary.unknownCharacters) == Set(names).subtracting(Self.demoCharacters))
    }

    /// 150 characters at 100 requests a window: no 429, 100 requests in the first window, one
    /// wait, and that wait ends just past the reset the server advertised, not later.
    @Test func paces150CharactersWithoutA429() async throws {
        let armory = try #require(Self.demo["armories/characters/새싹모코코.json"])
        var files: [String: Data] = [:]
        let names = (1...150).map { "모코코\($0)" }
        for name in names { files["armories/characters/\(name).json"] = armory }
        let harness = try Harness(files: files, rateLimit: .init(limit: 100, window: .seconds(60)), maxInFlight: 4)
        defer { harness.finish() }
        let start = harness.clock.now
        let summary = try await harness.run(FetchPlan(characters: names, gameContents: false))
        let requests = harness.server.requests
        let advertisedReset = Date(timeIntervalSince1970: (start.timeIntervalSince1970 + 60).rounded(.up))
        #expect(summary.added.count == 150)
        #expect(requests.filter { $0.status == 429 }.isEmpty)
        #expect(requests.count == 150)
        #expect(harness.waits == [advertisedReset + 0.05])
        // (A few sent at the end of the first window may reach the server after the clock
        // jumped; the server counts them in the second, as it would a slow arrival.)
        #expect(requests.filter { $0.received < advertisedReset }.count <= 100)
    }

    /// Every request is held on the server until four are there at once: a run that sent them
    /// one by one would never get there. Issue 13, fault 6: with a slow API the first answer
    /// held every other request back, on the first run as on later ones.
    @Test(arguments: [false, true])
    func keepsFourRequestsOutWhileTheAnswersAreSlow(quotaLearned: Bool) async throws {
        let harness = try Harness(maxInFlight: 4)
        defer { harness.finish() }
        if quotaLearned {
            _ = try await harness.run(FetchPlan(characters: ["별빛수호자"], gameContents: false))
            harness.server.reset()
        }
        harness.server.inject(.hold, count: 4)
        let names = (1...8).map { "모코코\($0)" }
        let run = Task { try await harness.run(FetchPlan(characters: names, gameContents: false)) }
        let fourAtOnce = await eventually { harness.server.heldRequests == 4 }
        harness.server.releaseHeld()
        #expect(fourAtOnce, "only \(harness.server.heldRequests) requests were out while the answers were slow")
        _ = try await run.value
        #expect(harness.server.maxConcurrentRequests == 4)
    }

    /// Issue 13, fault 6: a run has a deadline; past it, what is still out is cancelled and
    /// reported, what came back is kept, and the run fails.
    @Test func aRunStopsAtItsDeadlineKeepingWhatItFetched() async throws {
        // The armories are asked first: one request in flight more than them leaves the others a way through.
        let armories = Self.demoCharacters.count
        let harness = try Harness(maxInFlight: armories + 1)
        defer { harness.finish() }
        harness.server.inject(.hold, path: "/armories", count: 100)
        let run = Task { try await harness.run(Self.fullPlan, deadline: .seconds(600)) }
        // The seven other answers are kept, and the armories are held: one each, or more when
        // a machine this busy took longer than a request's own timeout (real time) and one was
        // asked again, held in turn.
        try #require(await eventually { harness.server.heldRequests >= armories && (try? harness.store.responseCount()) == 7 })
        harness.clock.advance(by: .seconds(599))
        harness.clock.advance(by: .seconds(1))
        let summary = try await run.value
        harness.server.releaseHeld()
        #expect(summary.deadline == .seconds(600))
        #expect(summary.notFetched == Self.demoCharacters.map { Route.armory(character: $0) })
        #expect(summary.added.count == 7)
        #expect(try harness.store.responseCount() == 7)
        #expect(!summary.succeeded)
        #expect(summary.lines.contains { $0.contains("deadline (10m)") && $0.contains("\(armories) not fetched") })
    }

    /// Issue 13, fault 6: a `Retry-After: 99999999` on 429s is reported once, by name, and
    /// the run waits a window each time instead of silently, or for three years.
    @Test func anImplausibleRetryAfterIsReportedOnceAndAWindowWaited() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        harness.server.inject(.headers(status: 429, ["Retry-After": "99999999"]), path: "/news/notices", count: 3)
        let summary = try await harness.run()
        #expect(summary.succeeded, "\(summary.lines)")
        #expect(harness.implausibleHeaders.count == 1, "\(harness.implausibleHeaders)")
        #expect(harness.implausibleHeaders.first?.contains("Retry-After: 99999999") == true)
        let statuses = harness.server.requests.filter { $0.path == "/news/notices" }.compactMap(\.status)
        #expect(statuses == [429, 429, 429, 200])
        // Each 429 waits for the window the server advertised (under a minute), never longer.
        #expect(harness.waits.count == 3)
        #expect(harness.clock.now.timeIntervalSince(Date(timeIntervalSince1970: 1_750_000_000)) <= 3 * 62)
    }

    /// A reset in the year 3000 with nothing left: reported once, and a window (60 s) waited.
    @Test func aResetInTheYear3000IsReportedAndAWindowAssumed() async throws {
        // One at a time, so the first answer comes before the next request is sent. The first,
        // whichever endpoint it is: the run's order of five game-content requests is not fixed,
        // and one answered last would leave nothing to wait for.
        let harness = try Harness(maxInFlight: 1)
        defer { harness.finish() }
        harness.server.inject(.headers(status: nil, ["X-RateLimit-Reset": "32503680000", "X-RateLimit-Remaining": "0"]))
        let summary = try await harness.run(FetchPlan(gameContents: true))
        #expect(summary.succeeded, "\(summary.lines)")
        #expect(harness.implausibleHeaders.count == 1)
        #expect(harness.implausibleHeaders.first?.contains("X-RateLimit-Reset: 32503680000") == true)
        let waited = try #require(harness.waits.first).timeIntervalSince(Date(timeIntervalSince1970: 1_750_000_000))
        #expect(waited > 59 && waited < 62, "waited \(waited) s")
    }

    // MARK: Faults: each leaves every earlier snapshot in the store.

    /// Fetches once cleanly, injects `fault` on `path`, fetches again, and hands over the
    /// second summary and the row counts before and after it.
    static func afterFault(_ fault: Fault, path: String, count: Int = 100, timeout: Duration = .seconds(60)) async throws
        -> (summary: FetchSummary, before: Int, after: Int, harness: Harness)
    {
        let harness = try Harness(timeout: timeout)
        _ = try await harness.run()
        harness.clock.advance(by: .seconds(6 * 3_600))  // the next scheduled run
        let before = try harness.store.responseCount()
        harness.server.replaceFile("news/notices.json", with: Data("[]".utf8))  // one real change, so the run writes
        harness.server.inject(fault, path: path, count: count)
        let summary = try await harness.run()
        return (summary, before, try harness.store.responseCount(), harness)
    }

    @Test(arguments: [
        (Fault.maintenancePage, "unavailable"), (.status(503), "unavailable"), (.status(500), "HTTP 500"),
        (.status(502), "HTTP 502"), (.notJSON, "not JSON"), (.truncatedBody, ""), (.connectionReset, ""),
        (.hold, "before the request's deadline"),
    ])
    func persistentFaultFailsThatRequestAndKeepsItsSnapshot(fault: Fault, words: String) async throws {
        // A held request never answers, so a short timeout (real time, the network's) ends it.
        let timeout: Duration = fault == .hold ? .seconds(1) : .seconds(60)
        let (summary, before, after, harness) = try await Self.afterFault(fault, path: "/gamecontents/calendar", timeout: timeout)
        defer { harness.finish() }
        #expect(summary.failed.count == 1)
        let failure = try #require(summary.failed.first)
        #expect(failure.route == .calendar)
        #expect(failure.keptFrom != nil, "the earlier calendar snapshot should be kept")
        #expect(words.isEmpty || failure.failure.description.contains(words), "\(failure.failure)")
        #expect(!summary.succeeded)
        #expect(after == before + 1)  // the notices changed; nothing was lost
        #expect(try harness.store.latest(path: "gamecontents/calendar.json") != nil)
    }

    @Test func aPageWhoseRequestFailedInTheLastRunIsMarkedStale() async throws {
        let (_, _, _, harness) = try await Self.afterFault(.status(500), path: "/gamecontents/calendar")
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
        let harness = try Harness(rateLimit: .init(limit: 3, window: .seconds(60)))
        defer { harness.finish() }
        let otherProgram = LostArkClient(harness.configuration)
        for _ in 0..<3 { _ = try await otherProgram.fetch(.events) }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], gameContents: false))
        #expect(summary.succeeded, "\(summary.lines)")
        let statuses = harness.server.requests.filter { $0.path.hasPrefix("/armories") }.compactMap(\.status)
        #expect(statuses == [429, 200], "\(statuses)")
        #expect(harness.waits == [Date(timeIntervalSince1970: 1_750_000_060.05)], "until the advertised reset")
    }

    @Test func refusedKeyStopsTheRunAtOnceAndKeepsTheStore() async throws {
        let harness = try Harness()
        defer { harness.finish() }
        _ = try await harness.run()
        let before = try harness.store.responseCount()
        harness.server.reset()
        var refused = harness.configuration
        refused.key = try #require(APIKey("revoked-key"))
        let run = FetchRun(client: LostArkClient(refused), store: harness.store, clock: harness.clock)
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
        // Since when the API no longer answers for it, for its sheet to say; not for a name never stored.
        #expect(try harness.store.snapshots().goneSince("armories/characters/달그림자.json") != nil)
        #expect(try harness.store.snapshots().goneSince("armories/characters/없는캐릭터.json") == nil)
        #expect(summary.lines.contains { $0.contains("no such character: 달그림자") && $0.contains("renames") })
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
        #expect(summary.removed.map(\.route) == [.abyssDungeons])
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
