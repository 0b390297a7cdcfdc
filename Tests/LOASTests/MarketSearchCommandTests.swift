import FakeLostArkAPI
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// `loas fetch` runs loas.yml's searches, or the shipped set when it names none, and
/// `loas build` shows their answers.
@Suite struct MarketSearchCommandTests {
    static func fetch(config: String) async throws -> (server: FakeLostArkServer, folder: TemporaryFolder, run: LoasCall) {
        let server = FakeLostArkServer(files: [
            "markets/items.json": MarketSearchFetchTests.market, "auctions/items.json": MarketSearchFetchTests.auction,
        ])
        let base = try server.start()
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: folder.url.appending(path: "loas.yml"))
        let run = await LoasCall.run(
            ["fetch", "--no-images", "--api-base-url", base.absoluteString], in: folder.url, environment: ["LOSTARK_API_KEY": "test-key"])
        return (server, folder, run)
    }

    static func posts(_ server: FakeLostArkServer) -> [String] {
        server.requests.filter { $0.method == "POST" }.map(\.path)
    }

    @Test func theConfigsSearchesAreFetchedAndBuilt() async throws {
        let (server, folder, run) = try await Self.fetch(config: "auction_searches: [{ gem: 겁화, level: 10 }]\n")
        defer { server.stop() }
        defer { folder.remove() }
        #expect(run.status == 0, "\(run.output)")
        #expect(Self.posts(server) == ["/auctions/items"])
        let body = try #require(server.requests.first { $0.method == "POST" }?.body)
        #expect(String(decoding: body, as: UTF8.self).contains(#""ItemName":"10레벨 겁화""#))
        let build = await LoasCall.run(["build", "--out", "site"], in: folder.url)
        #expect(build.status == 0, "\(build.output)")
        let html = String(decoding: try Data(contentsOf: folder.url.appending(path: "site/market.html")), as: UTF8.self)
        #expect(MarketSearchPageTests.row(html, "10레벨 겁화의 보석") == "10레벨 겁화의 보석 2,890,000 1")
    }

    @Test func withoutSearchesInTheConfigTheShippedSetIsFetched() async throws {
        let (server, folder, run) = try await Self.fetch(config: "title: 우리 원정대\n")
        defer { server.stop() }
        defer { folder.remove() }
        #expect(run.status == 0, "\(run.output)")
        let posts = Self.posts(server)
        #expect(posts.filter { $0 == "/markets/items" }.count == 3)
        #expect(posts.filter { $0 == "/auctions/items" }.count == 8)
        let store = try SnapshotDatabase(readingFrom: folder.url.appending(path: "loas.sqlite"))
        #expect(try store.latest(path: "auctions/items/search/7레벨 작열.json") != nil)
    }
}
