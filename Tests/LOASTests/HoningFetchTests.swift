import FakeLostArkAPI
import Fetching
import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// The honing materials' prices: fetched from the fake API, one GET per id, and read back
/// from the store as the planner's prices.
@Suite struct HoningFetchTests {
    static let tables = (try? HoningTableFile.bundled()) ?? HoningTables()

    @Test func theMaterialsFetchedAreTheStoresPrices() async throws {
        let harness = try FetchTests.Harness(files: HoningFixture.market(missing: [66112562]))
        defer { harness.finish() }
        let ids = Self.tables.materials.map(\.id)
        let summary = try await harness.run(FetchPlan(marketItems: ids, gameContents: false))
        #expect(summary.succeeded)
        #expect(summary.requestCount == ids.count)
        var warnings: [String] = []
        let prices = HoningSnapshots.prices(SnapshotReader(try harness.store.snapshots()), tables: Self.tables, warnings: &warnings)
        #expect(warnings.isEmpty)
        #expect(prices.unitPrice(66102107) == 1.8)
        #expect(prices.unitPrice(66112562) == nil)
        #expect(prices.day == "2026-11-30")
    }

    /// `loas fetch` from a config that names no market item still asks every material of
    /// honing.yml: no setting.
    @Test func aFetchFromTheConfigAsksEveryHoningMaterial() async throws {
        let server = FakeLostArkServer(files: HoningFixture.market())
        let base = try server.start()
        defer { server.stop() }
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.remove() }
        try Data("title: 재련\nmarket_searches: []\n".utf8).write(to: folder.url.appending(path: "loas.yml"))
        let run = await LoasCall.run(
            ["fetch", "--no-images", "--api-base-url", base.absoluteString], in: folder.url, environment: ["LOSTARK_API_KEY": "test-key"])
        #expect(run.status == 0, "\(run.output)")
        let asked = Set(server.requests.map(\.path).filter { $0.hasPrefix("/markets/items/") })
        #expect(asked == Set(Self.tables.materials.map { "/markets/items/\($0.id)" }))
        let plan = await LoasCall.run(["plan", "--format", "text"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)")
        #expect(plan.output.contains("Prices of 2026-11-30"), "\(plan.output)")
    }
}
