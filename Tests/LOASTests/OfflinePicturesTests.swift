import FakeLostArkAPI
import Foundation
import Images
import LOASTestSupport
import SnapshotStore
import Testing

/// Issue 14's acceptance: a real corpus set served by the fake API with a stand-in picture
/// for every address it names (through `LOSTARK_IMAGE_BASE_URL`), `loas fetch` twice, then
/// `loas build`. The site refers to no picture on another host, each distinct picture was
/// fetched once and is stored and written once, and headless Chromium with the network
/// off opens its pages with no picture failing to load.
@Suite struct OfflinePicturesTests {
    static let set = Corpus.sets.first { $0.lastPathComponent == "2025-08" }

    @Test(.enabled(if: set != nil, "needs the corpus's 2025-08 set"))
    func aRealSetFetchedWithItsPicturesBuildsASiteThatNeedsNoNetwork() async throws {
        let set = try #require(Self.set)
        var files = try Corpus.jsonFiles(under: set)
        let addresses = SnapshotReader(InMemorySnapshots(label: "2025-08", files: files)).pictureAddresses().addresses
        #expect(addresses.count > 50, "the set names \(addresses.count) pictures")
        for address in addresses { files[address.mirrorPath] = StandInPictures.png(seed: address.key) }
        let server = FakeLostArkServer(files: files, rateLimit: .init(limit: 1_000, window: .seconds(60)))
        let base = try server.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-offline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let hook = base.appending(path: "images").absoluteString
        let key = ["LOSTARK_API_KEY": "test-key"]
        let fetch = ["fetch", "--character", "이다", "--market-item", "66110223", "--api-base-url", base.absoluteString]
        let skipping = await LoasCall.run(
            fetch + ["--no-images"], in: folder, environment: key.merging(["LOSTARK_IMAGE_BASE_URL": hook]) { $1 }, deadline: .seconds(300))
        try #require(skipping.finished && skipping.status == 0, "loas fetch --no-images: \(skipping.output)")
        #expect(!server.requests.contains { $0.path.hasPrefix("/images/") }, "--no-images fetched pictures")
        // The hook from loas.yml, then from the environment.
        try Data("image_base_url: \(hook)\n".utf8).write(to: folder.appending(path: "loas.yml"))
        for environment in [key, key.merging(["LOSTARK_IMAGE_BASE_URL": hook]) { $1 }] {
            let run = await LoasCall.run(fetch, in: folder, environment: environment, deadline: .seconds(300))
            try #require(run.finished && run.status == 0, "loas fetch: \(run.output)")
        }
        var asked: [String: Int] = [:]
        for request in server.requests where request.path.hasPrefix("/images/") {
            asked[request.path + (request.query.map { "?" + $0 } ?? ""), default: 0] += 1
        }
        #expect(asked.count == addresses.count, "every picture the pages show is asked for")
        #expect(asked.values.allSatisfy { $0 == 1 }, "asked again: \(asked.filter { $0.value > 1 }.keys.sorted().prefix(5))")
        let store = try SnapshotDatabase(readingFrom: folder.appending(path: "loas.sqlite"))
        let counts = try store.imageCounts()
        #expect(counts.addresses == addresses.count && counts.bodies == addresses.count)

        let build = await LoasCall.run(["build", "--out", "site"], in: folder, deadline: .seconds(300))
        try #require(build.finished && build.status == 0, "loas build: \(build.output)")
        let site = folder.appending(path: "site")
        let built = try Self.contents(of: site)
        #expect(OutsideImages.find(in: built) == [])
        let shown = SitePicturesTests.sources(in: built)
        for (page, file) in shown { #expect(built[file] != nil, "\(page) shows missing \(file)") }
        let pictures = built.filter { $0.key.hasPrefix("img/") && !$0.key.contains("placeholder") }
        #expect(pictures.count == addresses.count, "each stored picture is one file, however many pages show it")
        let uses = shown.filter { $0.file.hasPrefix("img/") && !$0.file.contains("placeholder") }.count
        let total = built.values.reduce(0) { $0 + $1.count }
        print(
            "2025-08 with stand-in pictures: site \(built.count) files, \(total / 1024) KB; "
                + "\(pictures.count) pictures (\(pictures.values.reduce(0) { $0 + $1.count } / 1024) KB) shown \(uses) times")

        guard DevToolsPipe.executable != nil else { return }
        try await SharedChromium.shared.withTab { check in
            try check.goOffline()
            for page in ["index.html", "calendar.html", "news.html", "characters/이다.html"] {
                #expect(built[page] != nil, "the site has no \(page)")
                let visit = try check.visit(site.appending(path: page))
                #expect(visit.problems == [], "\(page): \(visit.problems.joined(separator: "\n"))")
                #expect(visit.external == 0, "\(page) asked \(visit.external) outside address(es)")
            }
            // The check can fail: a missing picture of the site's and a hot-linked one.
            let control =
                #"<!DOCTYPE html><title>control</title><img src="img/none.png" alt=""><img src="https://cdn-lostark.game.onstove.com/x.png" alt="">"#
            try Data(control.utf8).write(to: site.appending(path: "control.html"))
            let visit = try check.visit(site.appending(path: "control.html"))
            #expect(visit.problems.contains { $0.contains("img/none.png") } && visit.external == 1, "\(visit.problems)")
        }
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath && !url.lastPathComponent.hasPrefix(".") {
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
