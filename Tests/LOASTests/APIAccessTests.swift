import Foundation
import LOASConfig
import LostArkAPI
import Testing

/// fetch, update and check --online read the key and base URL through one resolution, so they
/// never disagree about which key a run uses.
@Suite struct APIAccessTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")

    func config(_ yaml: String) throws -> SiteConfig { try SiteConfig(yaml: yaml, file: file) }

    @Test func aBlankVariableFallsBackToTheKeyInLoasYml() throws {
        let access = try APIAccess.resolve(
            environment: ["LOSTARK_API_KEY": "  "], config: try config("api_key: from-file\n"), baseURLOption: nil)
        #expect(access.keySource == "api_key in loas.yml")
        #expect(access.key.authorization == "bearer from-file")
    }

    @Test func theVariableWinsOverLoasYml() throws {
        let access = try APIAccess.resolve(
            environment: ["LOSTARK_API_KEY": "from-env"], config: try config("api_key: from-file\n"), baseURLOption: nil)
        #expect(access.keySource == "LOSTARK_API_KEY")
        #expect(access.key.authorization == "bearer from-env")
    }

    @Test func noKeyAnywhereIsAProblemThatSaysWhereToSetIt() {
        #expect(throws: APIAccess.Problem.noKey) {
            try APIAccess.resolve(environment: ["LOSTARK_API_KEY": ""], config: nil, baseURLOption: nil)
        }
        #expect(APIAccess.Problem.noKey.description.contains("LOSTARK_API_KEY"))
    }

    @Test func theBaseURLIsTheOptionThenTheVariableThenLoasYmlThenTheOfficialOne() throws {
        let yaml = try config("api_base_url: http://127.0.0.1:9/file\n")
        let env = ["LOSTARK_API_KEY": "k", "LOSTARK_API_BASE_URL": "http://127.0.0.1:9/env"]
        #expect(try APIAccess.resolve(environment: env, config: yaml, baseURLOption: "http://127.0.0.1:9/option").baseURL.path == "/option")
        #expect(try APIAccess.resolve(environment: env, config: yaml, baseURLOption: nil).baseURL.path == "/env")
        #expect(try APIAccess.resolve(environment: ["LOSTARK_API_KEY": "k"], config: yaml, baseURLOption: nil).baseURL.path == "/file")
        #expect(
            try APIAccess.resolve(environment: ["LOSTARK_API_KEY": "k", "LOSTARK_API_BASE_URL": ""], config: nil, baseURLOption: nil)
                .baseURL.absoluteString == Route.officialBaseURL)
    }

    @Test func aBaseURLThatIsNotHTTPIsNamedWithWhereItCameFrom() {
        #expect(throws: APIAccess.Problem.badBaseURL("ftp://example.org", source: "LOSTARK_API_BASE_URL")) {
            try APIAccess.resolve(
                environment: ["LOSTARK_API_KEY": "k", "LOSTARK_API_BASE_URL": "ftp://example.org"], config: nil, baseURLOption: nil)
        }
    }
}
