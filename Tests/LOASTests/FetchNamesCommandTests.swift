import FakeLostArkAPI
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// `loas fetch` with names no character can have (issue 23, item 7; issue 42, item 4): in
/// `loas.yml` the file is refused when it is read, naming the line, before any request; from
/// `--character` each is an error naming it, the run still fetches the other names, and the
/// store it leaves exports.
@Suite struct FetchNamesCommandTests {
    @Test func oddNamesInTheConfigStopItAndOnTheCommandLineAreRefusedAndTheOthersFetched() async throws {
        let server = FakeLostArkServer(files: FetchTests.demo)
        let base = try server.start()
        defer { server.stop() }
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.remove() }
        let config = folder.url.appending(path: "loas.yml")
        let fetch = ["fetch", "--no-images", "--api-base-url", base.absoluteString]
        let key = ["LOSTARK_API_KEY": "test-key"]
        let long = String(repeating: "가", count: 1_000)

        try Data("main_character: 별빛수호자\ncharacters: [별빛수호자, \"../../news/notices\"]\n".utf8).write(to: config)
        let fromConfig = await LoasCall.run(fetch, in: folder.url, environment: key)
        #expect(fromConfig.status == 1, "\(fromConfig.output)")
        #expect(
            fromConfig.output.contains(#"line 2: `characters[2]` "../../news/notices" is not a character name"#), "\(fromConfig.output)")
        #expect(server.requests.isEmpty)

        try Data("characters: [별빛수호자]\n".utf8).write(to: config)
        let fromArguments = await LoasCall.run(
            fetch + ["--character", "../x", "--character", "달그림자", "--character", long], in: folder.url, environment: key)
        let export = await LoasCall.run(["export", "out"], in: folder.url)
        #expect(fromArguments.status == 1, "\(fromArguments.output)")
        #expect(fromArguments.output.contains(#"not a character name: "../x", not fetched"#), "\(fromArguments.output)")
        #expect(fromArguments.output.contains("it is 1000 characters long"), "\(fromArguments.output)")
        let armories = Set(server.requests.map(\.path).filter { $0.hasPrefix("/armories") })
        // `--character` names whom to fetch in place of the config's list.
        #expect(armories == ["/armories/characters/달그림자"])
        let store = try SnapshotDatabase(readingFrom: folder.url.appending(path: "loas.sqlite"))
        #expect(try store.latest(path: "armories/characters/달그림자.json") != nil)
        #expect(export.status == 0, "\(export.output)")
    }
}
