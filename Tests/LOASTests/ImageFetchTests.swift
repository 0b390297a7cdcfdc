import FakeLostArkAPI
import Fetching
import Foundation
import Images
import LOASTestSupport
import LostArkClient
import SnapshotStore
import Support
import Testing

/// `ImageFetch` against the fake API's image route (the `LOSTARK_IMAGE_BASE_URL` hook): each
/// distinct picture once, a few at a time, retried like the API, a failure reported once
/// and never the run's.
@Suite struct ImageFetchTests {
    static let icon = PictureStoreTests.icon
    static let sameBytes = PictureStoreTests.sameBytes
    static let portrait = PictureStoreTests.portrait
    static let missing = "https://cdn-lostark.game.onstove.com/efui_iconatlas/missing.png"

    /// Two characters: both wear `icon`, one `sameBytes` (a copy of it under another name),
    /// one has the portrait, one wears a picture no host has.
    static func armories(extra: [String] = []) -> [String: Data] {
        func armory(_ name: String, _ icons: [String], portrait: String? = nil) -> Data {
            let items = icons.enumerated().map { index, icon in
                #"{"Type": "무기", "Name": "그림 \#(index)", "Icon": "\#(icon)", "Grade": "고대", "Tooltip": "{}"}"#
            }
            let image = portrait.map { #", "CharacterImage": "\#($0)""# } ?? ""
            return Data(
                #"{"ArmoryProfile": {"CharacterName": "\#(name)", "ItemAvgLevel": "1,700.00"\#(image)}, "ArmoryEquipment": [\#(items.joined(separator: ","))]}"#
                    .utf8)
        }
        return [
            "armories/characters/그림판.json": armory("그림판", [icon, icon, missing] + extra, portrait: portrait),
            "armories/characters/붓질.json": armory("붓질", [icon, sameBytes]),
        ]
    }

    static func pictures() throws -> [String: Data] {
        let png = StandInPictures.png(seed: "icon")
        return [
            try #require(ImageAddress(icon)).mirrorPath: png,
            try #require(ImageAddress(sameBytes)).mirrorPath: png,
            try #require(ImageAddress(portrait)).mirrorPath: StandInPictures.png(seed: "portrait"),
        ]
    }

    /// A store holding `armories`, and the fake serving `pictures` under /images/.
    struct Setup {
        let folder = TemporaryFolder()
        let store: SnapshotDatabase
        let server: FakeLostArkServer
        let fetch: ImageFetch
        let clock = ManualClock()

        init(armories: [String: Data] = ImageFetchTests.armories(), pictures: [String: Data]) throws {
            let mirror = folder.url.appending(path: "mirror")
            for (path, data) in armories {
                let file = mirror.appending(path: path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            store = try SnapshotDatabase(url: folder.store)
            _ = try store.importMirror(mirror, fetchedAt: StoreFixtures.day(1))
            server = FakeLostArkServer(files: pictures)
            let base = try server.start().appending(path: "images")
            let client = ImageClient(.init(base: base, timeout: .seconds(60), retry: RetryPolicy(base: .zero), clock: clock))
            fetch = ImageFetch(client: client, store: store, clock: clock)
        }

        func stop() {
            server.stop()
            folder.remove()
        }

        /// How many times each picture path was asked for.
        var asked: [String: Int] {
            server.requests.filter { $0.path.hasPrefix("/images/") }.reduce(into: [:]) { $0[$1.path, default: 0] += 1 }
        }
    }

    static func path(_ url: String) throws -> String {
        "/images/" + (try #require(ImageAddress(url))).key.split(separator: "?")[0]
    }

    @Test func eachDistinctPictureIsFetchedOnceAcrossTwoRunsAndStoredOnce() async throws {
        let setup = try Setup(pictures: try Self.pictures())
        defer { setup.stop() }
        let first = try await setup.fetch.run()
        #expect(first.fetched == 3 && first.newBodies == 2 && first.alreadyKept == 0, "\(first.lines)")
        let second = try await setup.fetch.run()
        #expect(second.fetched == 0 && second.alreadyKept == 3, "\(second.lines)")
        let asked = setup.asked
        for url in [Self.icon, Self.sameBytes, Self.portrait] {
            let count = asked[try Self.path(url)] ?? 0
            #expect(count == 1, "\(url) asked \(count) times over two runs")
        }
        // The one no host has is asked again by the next run, and by nothing else.
        #expect(asked[try Self.path(Self.missing)] == 2)
        #expect(asked.count == 4)
        let counts = try setup.store.imageCounts()
        #expect(counts.addresses == 3 && counts.bodies == 2, "the icon and its copy are one picture")
        #expect(setup.server.requests.allSatisfy { $0.headers["authorization"] == nil }, "the API key is not sent to image hosts")
    }

    @Test func aPictureNoHostHasIsReportedOnceAndTheRunSucceeds() async throws {
        let setup = try Setup(pictures: try Self.pictures())
        defer { setup.stop() }
        let summary = try await setup.fetch.run()
        #expect(summary.failed.count == 1)
        #expect(summary.failed.first?.address.description == Self.missing)
        #expect(summary.failed.first?.failure == .status(404, attempts: 1), "a 404 is not retried")
        #expect(summary.lines.filter { $0.contains("missing.png") }.count == 1, "\(summary.lines)")
    }

    @Test func aFailingPictureIsRetriedAsTheAPIsAnswersAre() async throws {
        let setup = try Setup(pictures: try Self.pictures())
        defer { setup.stop() }
        setup.server.inject(.status(503), path: try Self.path(Self.portrait), count: 2)
        setup.server.inject(.connectionReset, path: try Self.path(Self.sameBytes), count: 1)
        let summary = try await setup.fetch.run()
        #expect(summary.fetched == 3, "\(summary.lines)")
        #expect(setup.asked[try Self.path(Self.portrait)] == 3)
        #expect(setup.asked[try Self.path(Self.sameBytes)] == 2)
    }

    @Test func aPictureFailingEveryTryIsLeftOutAfterTheRetries() async throws {
        let setup = try Setup(pictures: try Self.pictures())
        defer { setup.stop() }
        setup.server.inject(.status(500), path: try Self.path(Self.portrait), count: 100)
        let summary = try await setup.fetch.run()
        let failure = summary.failed.first { $0.address.description == Self.portrait }?.failure
        #expect(failure == .status(500, attempts: RetryPolicy().maxAttempts))
        #expect(!(try setup.store.imageKeys().contains(try #require(ImageAddress(Self.portrait)).key)))
    }

    @Test func anSVGAnErrorPageOrAnOversizedAnswerIsNotKept() async throws {
        var pictures = try Self.pictures()
        pictures[try #require(ImageAddress(Self.icon)).mirrorPath] = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
        pictures[try #require(ImageAddress(Self.sameBytes)).mirrorPath] = Data("<html><body>busy</body></html>".utf8)
        var huge = StandInPictures.png(seed: "huge")
        huge.append(Data(count: ImageKind.maxBytes))
        pictures[try #require(ImageAddress(Self.portrait)).mirrorPath] = huge
        let setup = try Setup(pictures: pictures)
        defer { setup.stop() }
        let summary = try await setup.fetch.run()
        let failures = Dictionary(uniqueKeysWithValues: summary.failed.map { ($0.address.description, $0.failure) })
        #expect(failures[Self.icon] == .refused(.svgRefused, attempts: 1))
        #expect(failures[Self.sameBytes] == .refused(.notAnImage, attempts: RetryPolicy().maxAttempts))
        if case .refused(.tooLarge, attempts: 1)? = failures[Self.portrait] {
        } else {
            Issue.record("an oversized picture: \(String(describing: failures[Self.portrait]))")
        }
        #expect(try setup.store.imageKeys().isEmpty)
    }

    @Test func picturesOnOtherHostsOrNotHTTPAreNeverAsked() async throws {
        let setup = try Setup(
            armories: Self.armories(extra: ["https://tracker.example/pixel.png", "javascript:alert(1)", "file:///etc/passwd"]),
            pictures: try Self.pictures())
        defer { setup.stop() }
        let summary = try await setup.fetch.run()
        #expect(summary.otherHosts == ["tracker.example"])
        #expect(summary.unusable.sorted() == ["file:///etc/passwd", "javascript:alert(1)"])
        #expect(!setup.server.requests.contains { $0.path.contains("tracker") || $0.path.contains("passwd") })
    }

    @Test func atTheRunsDeadlineThePicturesStillOutAreLeftForTheNextRun() async throws {
        let setup = try Setup(pictures: try Self.pictures())
        defer { setup.stop() }
        setup.server.inject(.hold, path: "/images/", count: 100)
        let deadline = setup.clock.now.addingTimeInterval(600)
        let outcome = Locked<ImageFetchSummary?>(nil)
        let fetch = setup.fetch
        let run = Task {
            let summary = try await fetch.run(deadline: deadline)
            outcome.withLock { $0 = summary }
        }
        let held = await eventually { setup.server.heldRequests == ImageFetch.defaultConcurrency }
        setup.clock.advance(to: deadline)
        let ended = await eventually(tries: 12_000) { outcome.withLock { $0 != nil } }
        setup.server.releaseHeld()
        try await run.value
        #expect(held, "the four pictures were never all out")
        let summary = try #require(outcome.withLock { $0 })
        #expect(ended, "the run went on past its deadline until the host answered")
        #expect(summary.deadlineReached && summary.notFetched == 4 && summary.fetched == 0, "\(summary.lines)")
        #expect(summary.lines.contains { $0.contains("4 images not fetched before the run's deadline") })
        #expect(try setup.store.imageKeys().isEmpty)
    }

    @Test func picturesAreAskedAFewAtATime() async throws {
        let icons = (1...12).map { "https://cdn-lostark.game.onstove.com/efui_iconatlas/many/icon_\($0).png" }
        var pictures = try Self.pictures()
        for icon in icons { pictures[try #require(ImageAddress(icon)).mirrorPath] = StandInPictures.png(seed: icon) }
        let setup = try Setup(armories: Self.armories(extra: icons), pictures: pictures)
        defer { setup.stop() }
        setup.server.inject(.delay(.milliseconds(50)), path: "/images/", count: 100)
        let summary = try await setup.fetch.run()
        #expect(summary.fetched == 15)
        #expect(setup.server.maxConcurrentRequests <= ImageFetch.defaultConcurrency)
    }
}
