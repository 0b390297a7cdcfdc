import ArgumentParser
import BundledResources
import FakeLostArkAPI
import Fetching
import Foundation
import LostArkAPI
import LostArkClient
import SnapshotStore

/// How close a fetch comes to what the quota allows, on the real clock against the fake API
/// on 127.0.0.1: the figure the pacing test used to assert, now only printed.
struct FetchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch N characters from the fake API at its quota: time against the least the quota allows.")

    @Option(help: "Characters to fetch.")
    var count = 150

    @Option(help: "Requests allowed per window.")
    var limit = 100

    @Option(help: "The window, in seconds (the real API's is 60).")
    var window = 10

    @Option(help: "Requests in flight at once.")
    var maxInFlight = 4

    func run() async throws {
        let armory = BundledResources.demoSnapshots[Route.armory(character: "새싹모코코").mirrorPath] ?? Data("{}".utf8)
        let names = (1...max(1, count)).map { "모코코\($0)" }
        var files: [String: Data] = [:]
        for name in names { files[Route.armory(character: name).mirrorPath] = armory }
        let server = FakeLostArkServer(files: files, rateLimit: .init(limit: limit, window: .seconds(window)))
        let base = try server.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-bench-fetch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SnapshotDatabase(url: folder.appending(path: "loas.sqlite"))
        guard let key = APIKey("test-key") else { return }
        let client = LostArkClient(.init(baseURL: base, key: key, maxInFlight: maxInFlight))

        let start = Date()
        let summary = try await FetchRun(client: client, store: store).run(FetchPlan(characters: names, gameContents: false))
        let elapsed = Date().timeIntervalSince(start)
        let requests = server.requests
        // The quota allows `limit` requests at once, then the next `limit` when each window
        // ends (it opens with the first request, and the fake advertises its end rounded up).
        let windows = (names.count - 1) / max(1, limit)
        let least =
            requests.first.map { first in
                (first.received.timeIntervalSince1970 + Double(window)).rounded(.up) - start.timeIntervalSince1970
            }.map { Double(windows) * $0 } ?? 0
        print(
            "fetched \(summary.added.count + summary.unchanged.count) of \(names.count), \(requests.filter { $0.status == 429 }.count) answered 429"
        )
        print(String(format: "%.2f s (the quota allows %.2f s at best): %.1f requests/s", elapsed, least, Double(requests.count) / elapsed))
        if least > 0 { print(String(format: "time / least: %.3f", elapsed / least)) }
    }
}
