import Foundation
import Testing
import Yams

/// `.github/workflows/site.yml` cannot run here, so its shape is checked: it parses, and the
/// triggers, permissions and steps the README's publishing instructions rely on are there.
@Suite struct PublishWorkflowTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: ".github/workflows/site.yml")

    static func workflow() throws -> Node {
        try #require(try Yams.compose(yaml: String(contentsOf: file, encoding: .utf8)))
    }

    static func steps(_ job: String) throws -> [Node] {
        try #require(try workflow()["jobs"]?[job]?["steps"]?.sequence).map { $0 }
    }

    static func step(_ job: String, using action: String) throws -> Node? {
        try steps(job).first { $0["uses"]?.string?.hasPrefix(action + "@") == true }
    }

    @Test func runsOnAScheduleAndByHand() throws {
        // "on" is a YAML 1.1 boolean; looked up as a node so the resolver cannot turn it into `true`.
        let triggers = try #require(try Self.workflow()[Node("on")])
        #expect(triggers["schedule"]?.sequence?.first?["cron"]?.string?.split(separator: " ").count == 5)
        #expect(triggers["workflow_dispatch"] != nil)
    }

    @Test func mayPublishToPages() throws {
        let permissions = try #require(try Self.workflow()["permissions"])
        #expect(permissions["pages"]?.string == "write")
        #expect(permissions["id-token"]?.string == "write")
    }

    @Test func buildsInSwift63AndInstallsThroughSetup() throws {
        let container = try #require(try Self.workflow()["jobs"]?["build"]?["container"]?.string)
        #expect(container.hasPrefix("swift:6.3"))
        #expect(try Self.steps("build").contains { $0["run"]?.string?.contains("scripts/setup.sh") == true })
    }

    @Test func storeIsRestoredByPrefixAndSavedUnderARunKey() throws {
        let restore = try #require(try Self.step("build", using: "actions/cache/restore"))
        let save = try #require(try Self.step("build", using: "actions/cache/save"))
        #expect(restore["with"]?["path"]?.string == "loas.sqlite*")
        #expect(save["with"]?["path"]?.string == "loas.sqlite*")
        let key = try #require(save["with"]?["key"]?.string)
        #expect(key.contains("github.run_id"))
        #expect(restore["with"]?["key"]?.string == key)
        #expect(key.hasPrefix(try #require(restore["with"]?["restore-keys"]?.string)))
    }

    @Test func updatesWithTheSecretKeyUnderTheRepositoryPath() throws {
        let update = try #require(try Self.steps("build").first { $0["run"]?.string?.contains("loas update") == true })
        #expect(update["env"]?["LOSTARK_API_KEY"]?.string == "${{ secrets.LOSTARK_API_KEY }}")
        #expect(update["env"]?["BASE_PATH"]?.string?.contains("github.event.repository.name") == true)
        #expect(update["run"]?.string?.contains("--base-path \"$BASE_PATH\" --out site") == true)
    }

    @Test func uploadsTheSiteAndDeploysIt() throws {
        let upload = try #require(try Self.step("build", using: "actions/upload-pages-artifact"))
        #expect(upload["with"]?["path"]?.string == "site")
        #expect(try Self.step("deploy", using: "actions/deploy-pages") != nil)
        #expect(try Self.workflow()["jobs"]?["deploy"]?["needs"]?.string == "build")
    }
}
