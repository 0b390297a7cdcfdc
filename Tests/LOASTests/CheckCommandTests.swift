import FakeLostArkAPI
import Foundation
import LOASTestSupport
import Testing

/// `loas check` where `loas init` left a repository: it passes there; it names every problem
/// of a broken `raids.yml` or `loas.yml`, each with its file and line, and exits 1; the store
/// gets its integrity check; the Markdown summary carries the same; `--online` tries the key
/// against the fake API, which never shows it.
@Suite(.enabled(if: ScriptRun.which("git") != nil, "needs git"))
struct CheckCommandTests {
    static func initialized() async throws -> (folder: URL, outside: URL) {
        let (folder, outside) = try await InitCommandTests.repository()
        let run = await InitCommandTests.initialize(folder)
        try #require(run.status == 0, "\(run.output)")
        return (folder, outside)
    }

    static func write(_ text: String, to folder: URL, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appending(path: name))
    }

    static let brokenRaids = """
        raids:
          - name: 종막 카제로스
            players: eight
            difficulties:
              - { difficulty: 노말, min_item_level: 1710, figures: [{ gold: 40000 }] }
        daily:
          - { name: 균열, min_item_level: 17300 }

        """

    @Test func passesWhereInitLeftTheRepository() async throws {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("all good: loas.yml (1 character)"), "\(run.output)")
    }

    @Test func namesEveryProblemOfABrokenRaidsFileWithItsLine() async throws {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.write(Self.brokenRaids, to: folder, "raids.yml")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("problem: raids.yml: line 3: raids[1].players"), "\(run.output)")
        #expect(run.output.contains("problem: raids.yml: line 7: daily[1].min_item_level"), "\(run.output)")
        #expect(run.output.contains("2 problems in 1 file"))
    }

    @Test func namesEveryBrokenKeyOfLoasYmlAndGoesOnToTheOtherFiles() async throws {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.write("title: x\nfollow_siblings: maybe\ndeadline: soon\n", to: folder, "loas.yml")
        try Self.write(Self.brokenRaids, to: folder, "raids.yml")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("problem: loas.yml: line 2: `follow_siblings`"), "\(run.output)")
        #expect(run.output.contains("problem: loas.yml: line 3: `deadline`"), "\(run.output)")
        #expect(run.output.contains("problem: raids.yml: line 3:"), "\(run.output)")
    }

    /// Eleven mistakes in lists and files, each named in one run: three names in `characters`,
    /// two `hide_events` patterns, two groups of classes.yml, two templates, two words lines.
    @Test func namesEachMistakeOfAListOrAFileInOneRun() async throws {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.write(
            "characters: [\"../a\", 별빛수호자, \"b/c\", \"?\"]\nhide_events: [\"(이벤트)\\\\1\", \"(a{100}){100}\"]\n", to: folder,
            "loas.yml")
        try Self.write("groups:\n  전사: { a: 1 }\n  마법사: [[바드]]\n", to: folder, "classes.yml")
        let templates = folder.appending(path: "my-templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Self.write("{{#open}}\n", to: templates, "news.html")
        try Self.write("{{> nosuch}}\n", to: templates, "calendar.md")
        try Self.write("just text\nnosuch = x\n", to: templates, "words.txt")
        let run = await LoasCall.run(["check", "--templates", "my-templates"], in: folder)
        #expect(run.status == 1)
        let problems = run.output.split(separator: "\n").filter { $0.hasPrefix("problem: ") }
        for expected in [
            "`characters[1]`", "`characters[3]`", "`characters[4]`", "`hide_events[1]`", "`hide_events[2]`", "groups.전사",
            "groups.마법사[1]", "news.html", "calendar.md", "words.txt: line 1", "words.txt: line 2",
        ] {
            #expect(problems.contains { $0.contains(expected) }, "\(expected) is not named: \(run.output)")
        }
        #expect(problems.count == 11, "\(run.output)")
    }

    @Test func writesTheProblemsAsMarkdownToTheSummaryFile() async throws {
        let (folder, outside) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.write(Self.brokenRaids, to: folder, "raids.yml")
        let summary = outside.appending(path: "summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let run = await LoasCall.run(["check", "--summary", summary.path], in: folder)
        #expect(run.status == 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n### loas check: 2 problems"), "\(text)")
        #expect(text.contains("**raids.yml**") && text.contains("line 3: raids[1].players"))
    }

    @Test func aStoreThatIsNotOneIsAProblemNamingIt() async throws {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.write(String(repeating: "not a database ", count: 400), to: folder, "loas.sqlite")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("problem: loas.sqlite"), "\(run.output)")
    }

    // MARK: --online

    static func online(key: String, server: FakeLostArkServer) async throws -> LoasCall {
        let (folder, _) = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let base = try server.start()
        return await LoasCall.run(
            ["check", "--online", "--api-base-url", base.absoluteString], in: folder,
            environment: ["LOSTARK_API_KEY": key])
    }

    static let notices = ["news/notices.json": Data("[]".utf8)]

    @Test func aGoodKeySaysHowMuchOfTheRateLimitIsLeft() async throws {
        let server = FakeLostArkServer(files: Self.notices, apiKey: "good-key-123")
        defer { server.stop() }
        let run = try await Self.online(key: "good-key-123", server: server)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("the API key (LOSTARK_API_KEY) works: 99 of 100 requests left"), "\(run.output)")
        #expect(!run.output.contains("good-key-123"))
        #expect(server.requests.count == 1)
    }

    @Test func aWrongKeyIsNamedRefusedAndNeverShown() async throws {
        let server = FakeLostArkServer(files: Self.notices, apiKey: "good-key-123")
        defer { server.stop() }
        let run = try await Self.online(key: "wrong-key-456", server: server)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("problem: LOSTARK_API_KEY: the API key (LOSTARK_API_KEY) was refused (401)"), "\(run.output)")
        #expect(!run.output.contains("wrong-key-456"))
    }

    @Test func aRateLimitedKeyIsSaidToWorkWithItsQuotaSpent() async throws {
        let server = FakeLostArkServer(files: Self.notices, apiKey: "good-key-123")
        defer { server.stop() }
        server.inject(.headers(status: 429, ["Retry-After": "42", "X-RateLimit-Remaining": "0"]))
        let run = try await Self.online(key: "good-key-123", server: server)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("its rate limit is spent (429), the API asks to wait 42 s: 0 of 100 requests left"), "\(run.output)")
        #expect(!run.output.contains("good-key-123"))
    }
}
