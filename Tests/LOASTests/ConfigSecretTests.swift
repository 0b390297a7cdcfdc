import Foundation
import LOASConfig
import LOASTestSupport
import Testing

/// No error about loas.yml, or about the API's base URL, shows the API key or a URL's password,
/// whatever the mistake and wherever the parser quotes the file.
@Suite struct ConfigSecretTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")
    static let key = "eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LWtleS0xMjM0NTY3ODk.Zm9vYmFyYmF6"
    static let password = "hunter2-Pa55word"

    /// The error `yaml` gets; fails the test when there is none.
    func error(_ yaml: String) -> String {
        do {
            let config = try SiteConfig(yaml: yaml, file: file)
            Issue.record("expected an error, got \(config)")
            return ""
        } catch {
            return error.description
        }
    }

    /// True when no 8 characters in a row of `secret` appear in `text`.
    static func shows(_ secret: String, in text: String) -> Bool {
        let characters = Array(secret)
        return (0...(characters.count - 8)).contains { text.contains(String(characters[$0..<$0 + 8])) }
    }

    func expectMasked(_ yaml: String, mentioning expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = error(yaml)
        #expect(message.hasPrefix("/project/loas.yml: "), "\(message)", sourceLocation: sourceLocation)
        #expect(message.contains(expected), "\(message)", sourceLocation: sourceLocation)
        #expect(!Self.shows(Self.key, in: message), "the key shows in: \(message)", sourceLocation: sourceLocation)
    }

    @Test func anUnterminatedQuoteDoesNotShowTheKey() {
        expectMasked("title: x\napi_key: \"\(Self.key)\nmain_character: y\n", mentioning: "while scanning a quoted scalar")
        expectMasked("api_key: '\(Self.key)\n", mentioning: "not valid YAML")
    }

    @Test func aDuplicateKeyDoesNotShowTheKeyOrTheFile() {
        let message = error("title: a\napi_key: \(Self.key)\nbase_path: /x\napi_key: \(Self.key)\n")
        #expect(message.contains("line 2: `api_key` appears more than once"), "\(message)")
        #expect(!message.contains("base_path"), "the whole file is quoted: \(message)")
        #expect(!Self.shows(Self.key, in: message), "\(message)")
    }

    @Test func aSecondColonOnTheKeyLineDoesNotShowTheKey() {
        expectMasked("api_key: \(Self.key): z\n", mentioning: "mapping values are not allowed")
        expectMasked("title: x\napi_key \(Self.key): z\n", mentioning: "unknown key")
    }

    @Test func aLongKeyLineCutToTheErrorsColumnDoesNotShowTheKey() {
        // The excerpt shows 60 characters either side of the column: masked first, then cut.
        let long = String(repeating: Self.key, count: 8)
        expectMasked("api_key: \(long): z\n", mentioning: "column \(long.count + 10)")
        expectMasked("api_key: x\n  \(long): z\n", mentioning: "line 2")
    }

    @Test func aBadIndentDoesNotShowTheKey() {
        expectMasked("title: x\n  api_key: \(Self.key)\n", mentioning: "line 2")
        expectMasked("characters:\n  - a\n api_key: \(Self.key)\n", mentioning: "not valid YAML")
        expectMasked("api_key:\n\(Self.key)\ntitle: x\n", mentioning: "not valid YAML")
        expectMasked("api_key: eyJhbGciOiJIUzI1NiJ9\n  .c2VjcmV0LWtleS0xMjM0NTY3ODk: Zm9vYmFyYmF6\n", mentioning: "line 2")
    }

    @Test func anErrorBesideTheKeyLineDoesNotShowTheKey() {
        expectMasked("api_key: \(Self.key)\ntitle: [unclosed\n", mentioning: "not valid YAML")
        expectMasked("title: [unclosed\napi_key: \(Self.key)\n", mentioning: "not valid YAML")
        expectMasked("- api_key: \(Self.key)\n- b: c: d\n", mentioning: "not valid YAML")
        expectMasked("{title: x, api_key: \(Self.key)}: z\n", mentioning: "line 1")
    }

    @Test func theParsedKeyIsMaskedWhereverItShows() {
        expectMasked("api_key: \(Self.key)\nhide_events: [\"(\(Self.key)\"]\n", mentioning: "`hide_events[1]`")
        expectMasked("LOSTARK_API_KEY: \(Self.key)\n", mentioning: "unknown key `LOSTARK_API_KEY`")
    }

    @Test func aURLsPasswordNeverShows() {
        for value in ["ftp://user:\(Self.password)@example.com/", "user:\(Self.password)@example.com", "https://user:\(Self.password)@: x"]
        {
            let message = error("api_base_url: \(value)\n")
            #expect(message.contains("api_base_url"), "\(message)")
            #expect(!message.contains(Self.password), "the password shows in: \(message)")
        }
        #expect(error("site_url: ftp://me:\(Self.password)@h/\n").contains("found \"ftp://***@h/\""))
    }

    @Test func urlRedactionKeepsTheRestOfTheURL() {
        #expect(Redaction.url("https://user:pw@host:8080/a?b=c") == "https://***@host:8080/a?b=c")
        #expect(Redaction.url("https://token@host/") == "https://***@host/")
        #expect(Redaction.url("https://u:p@ss@host/x@y") == "https://***@host/x@y")
        #expect(Redaction.url("user:pw@host") == "***@host")
        #expect(Redaction.url("https://host/path") == "https://host/path")
    }

    @Test func errorsStayInformativeAboutTheLineInQuestion() {
        let message = error("title: 우리 원정대\nmain_character: [unclosed\n")
        #expect(message.contains("is not valid YAML: line 3, column 1: did not find expected ',' or ']'"), "\(message)")
        #expect(message.contains("(while parsing a flow sequence at line 2, column 17)"), "\(message)")
        let duplicate = error("title: a\ntitle: b\n")
        #expect(duplicate.contains("line 1: `title` appears more than once in the same mapping\n    title: a\n    ^"), "\(duplicate)")
        #expect(error("api_ky: x\n").contains("did you mean `api_key`?"))
    }

    @Test func aConfigPrintsItsKeyAsAMask() throws {
        let config = try SiteConfig(yaml: "api_key: \(Self.key)\n", file: file)
        #expect(config.apiKey != nil)
        #expect(!Self.shows(Self.key, in: String(describing: config)))
        #expect(!Self.shows(Self.key, in: String(reflecting: config)))
    }

    @Test func theCommandsShowNeitherTheKeyNorTheBaseURLsPassword() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appending(path: "loas.yml")
        try Data("title: x\napi_key: \"\(Self.key)\n".utf8).write(to: config)
        let build = await LoasCall.run(["build", "--config", config.path, "--out", folder.appending(path: "site").path], in: folder)
        #expect(build.status != 0 && build.output.contains("\(config.path): is not valid YAML"), "\(build.output)")
        #expect(!Self.shows(Self.key, in: build.output), "\(build.output)")

        try Data("title: x\n".utf8).write(to: config)
        for base in [["--api-base-url", "ftp://me:\(Self.password)@example.com"], []] {
            let fetch = await LoasCall.run(
                ["fetch", "--config", config.path, "--store", folder.appending(path: "loas.sqlite").path] + base, in: folder,
                environment: ["LOSTARK_API_KEY": Self.key, "LOSTARK_API_BASE_URL": "me:\(Self.password)@example.com"])
            #expect(fetch.status != 0 && fetch.output.contains("is not an http(s) URL"), "\(fetch.output)")
            #expect(!fetch.output.contains(Self.password) && !Self.shows(Self.key, in: fetch.output), "\(fetch.output)")
        }
    }
}
