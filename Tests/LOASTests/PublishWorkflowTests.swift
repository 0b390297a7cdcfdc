import Foundation
import LOASTestSupport
import Testing
import Yams

/// `.github/workflows/site.yml` and the action it runs (`action.yml`) cannot run here, so their
/// shape is checked: they parse, and the triggers, permissions and steps the README's publishing
/// instructions rely on are there. `scripts/store-sync.sh` itself is run by `StoreSyncTests`.
@Suite struct PublishWorkflowTests {
    static func yaml(_ path: String) throws -> Node {
        try #require(try Yams.compose(yaml: String(contentsOf: ScriptRun.repository.appending(path: path), encoding: .utf8)))
    }

    static func steps(_ node: Node?) throws -> [Node] {
        try #require(node?["steps"]?.sequence).map { $0 }
    }

    static func step(_ steps: [Node], using action: String) -> Node? {
        steps.first { $0["uses"]?.string?.hasPrefix(action + "@") == true }
    }

    static var site: Node { get throws { try yaml(".github/workflows/site.yml") } }
    static var action: Node { get throws { try yaml("action.yml") } }
    static var actionSteps: [Node] { get throws { try steps(try action["runs"]) } }

    @Test func runsOnAScheduleAndByHand() throws {
        // "on" is a YAML 1.1 boolean; looked up as a node so the resolver cannot turn it into `true`.
        let triggers = try #require(try Self.site[Node("on")])
        #expect(triggers["schedule"]?.sequence?.first?["cron"]?.string?.split(separator: " ").count == 5)
        #expect(triggers["workflow_dispatch"] != nil)
    }

    /// Least privilege, job by job (GitHub's security hardening guide): the job holding the
    /// secrets may push the data branch but not deploy; the one that deploys may not push.
    @Test(arguments: [".github/workflows/site.yml", "Starter/site.yml"])
    func eachJobMayDoOnlyItsPart(file: String) throws {
        let text = try String(contentsOf: ScriptRun.repository.appending(path: file), encoding: .utf8)
        let site = try #require(try Yams.compose(yaml: text.replacingOccurrences(of: "{{action}}", with: "./")))
        #expect(site["permissions"]?.mapping?.isEmpty == true, "\(file): no permission by default")
        let build = try #require(site["jobs"]?["build"]?["permissions"])
        #expect(build["contents"]?.string == "write")
        #expect(build["pages"] == nil && build["id-token"] == nil)
        let deploy = try #require(site["jobs"]?["deploy"]?["permissions"])
        #expect(deploy["pages"]?.string == "write")
        #expect(deploy["id-token"]?.string == "write")
        #expect(deploy["contents"] == nil)
        for (name, job) in try #require(site["jobs"]?.mapping) {
            #expect(job["timeout-minutes"]?.int != nil, "\(file): job \(name.string ?? "") has no timeout-minutes")
            #expect(job["permissions"] != nil, "\(file): job \(name.string ?? "") names no permissions")
        }
    }

    /// The scheduled path runs the released binary through the action: nothing is compiled.
    @Test func theScheduledPathCompilesNothing() throws {
        let text = try String(contentsOf: ScriptRun.repository.appending(path: ".github/workflows/site.yml"), encoding: .utf8)
        #expect(!text.contains("swift build"))
        let build = try Self.steps(try Self.site["jobs"]?["build"])
        let loas = try #require(build.first { $0["uses"]?.string == "./" })
        #expect(loas["with"]?["api-key"]?.string == "${{ secrets.LOSTARK_API_KEY }}")
        #expect(try Self.step(Self.steps(try Self.site["jobs"]?["deploy"]), using: "actions/deploy-pages") != nil)
        #expect(try Self.site["jobs"]?["deploy"]?["needs"]?.string == "build")
    }

    /// `github.event.repository` is empty on `schedule`, which published scheduled runs at `/`.
    @Test func theBasePathAndSiteURLComeFromConfigurePages() throws {
        for file in [".github/workflows/site.yml", "action.yml"] {
            let text = try String(contentsOf: ScriptRun.repository.appending(path: file), encoding: .utf8)
            #expect(!text.contains("github.event.repository"), "\(file)")
        }
        let steps = try Self.actionSteps
        let pages = try #require(Self.step(steps, using: "actions/configure-pages"))
        let id = try #require(pages["id"]?.string)
        let update = try #require(steps.first { $0["run"]?.string?.contains("update --config") == true })
        #expect(update["env"]?["BASE_PATH"]?.string?.contains("steps.\(id).outputs.base_path") == true)
        #expect(update["env"]?["SITE_URL"]?.string?.contains("steps.\(id).outputs.base_url") == true)
        let run = try #require(update["run"]?.string)
        #expect(run.contains("--base-path") && run.contains("--site-url") && run.contains("--out site"))
        #expect(update["env"]?["LOSTARK_API_KEY"]?.string == "${{ inputs.api-key }}")
    }

    /// The git branch is where the history lives; the cache only holds a copy keyed by its commit.
    @Test func theStoreIsRestoredAndSavedByStoreSyncAroundTheUpdate() throws {
        let steps = try Self.actionSteps
        let runs = steps.map { $0["run"]?.string ?? "" }
        let restore = try #require(runs.firstIndex { $0.contains("store-sync.sh\" restore") })
        let update = try #require(runs.firstIndex { $0.contains("update --config") })
        let save = try #require(runs.firstIndex { $0.contains("store-sync.sh\" save") })
        #expect(restore < update && update < save)
        #expect(steps[save]["if"]?.string?.contains("always()") == true)
        let cached = try #require(steps.first { $0["uses"]?.string?.hasPrefix("actions/cache/restore@") == true })
        #expect(cached["with"]?["key"]?.string?.contains("steps.key.outputs.key") == true)
        let saved = try #require(Self.step(steps, using: "actions/cache/save"))
        #expect(saved["with"]?["key"]?.string == "${{ steps.save.outputs.key }}")
        #expect(saved["with"]?["path"]?.string == cached["with"]?["path"]?.string)
    }

    /// Written into a step's script, the key would be in a file on the runner's disk and in the
    /// script's trace; it is handed to store-sync.sh by its environment only.
    @Test func theStoreKeyReachesStoreSyncOnlyByItsEnvironment() throws {
        let loas = try Self.steps(try Self.site["jobs"]?["build"]).first { $0["uses"]?.string == "./" }
        #expect(loas?["with"]?["store-key"]?.string == "${{ secrets.LOAS_STORE_KEY }}")
        let steps = try Self.actionSteps
        let sync = steps.filter { step in ["restore", "save"].contains { step["run"]?.string?.contains("store-sync.sh\" \($0)") == true } }
        #expect(sync.count == 2)
        for step in sync {
            #expect(step["env"]?["LOAS_STORE_KEY"]?.string == "${{ inputs.store-key }}")
        }
        #expect(!steps.contains { $0["run"]?.string?.contains("store-key") == true })
    }

    /// The webhook holds its token: it reaches `loas notify` by its environment only, after the
    /// build and before the store (which records what was posted) is saved.
    @Test func theDiscordWebhookReachesNotifyOnlyByItsEnvironmentBetweenUpdateAndSave() throws {
        let steps = try Self.actionSteps
        let runs = steps.map { $0["run"]?.string ?? "" }
        let update = try #require(runs.firstIndex { $0.contains("update --config") })
        let notify = try #require(runs.firstIndex { $0.contains("notify --config") })
        let save = try #require(runs.firstIndex { $0.contains("store-sync.sh\" save") })
        #expect(update < notify && notify < save)
        #expect(steps[notify]["env"]?["LOAS_DISCORD_WEBHOOK"]?.string == "${{ inputs.discord-webhook }}")
        #expect(steps[notify]["if"]?.string?.contains("inputs.discord-webhook != ''") == true)
        #expect(!runs.contains { $0.contains("discord-webhook") })
        #expect(steps[update]["env"]?["LOAS_DISCORD_WEBHOOK"] == nil)
        let loas = try Self.steps(try Self.site["jobs"]?["build"]).first { $0["uses"]?.string == "./" }
        #expect(loas?["with"]?["discord-webhook"]?.string == "${{ secrets.LOAS_DISCORD_WEBHOOK }}")
    }

    @Test func ageIsInstalledBeforeTheRestoreWhenThereIsAKey() throws {
        let runs = try Self.actionSteps.map { ($0["run"]?.string ?? "", $0["if"]?.string ?? "") }
        let install = try #require(runs.firstIndex { $0.0.contains("apt-get install -y -qq age") })
        let restore = try #require(runs.firstIndex { $0.0.contains("store-sync.sh\" restore") })
        #expect(install < restore)
        #expect(runs[install].1 == "inputs.store-key != ''")
    }

    /// upload-pages-artifact leaves hidden files out from v4 on: `.loas-site`, `.loas-cache`.
    @Test func theSiteIsUploadedWithoutItsDotfiles() throws {
        let upload = try #require(try Self.step(Self.actionSteps, using: "actions/upload-pages-artifact"))
        #expect(upload["with"]?["path"]?.string == "site")
        #expect(upload["with"]?["include-hidden-files"] == nil)
        let text = try String(contentsOf: ScriptRun.repository.appending(path: "action.yml"), encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.contains("actions/upload-pages-artifact@") }.map(String.init)
        #expect(try #require(Self.major(line)) >= 4)
    }

    /// Node 20 left GitHub's runners in September 2026. The newest majors as of November 2026 (all
    /// on Node 24): checkout 7.0.1, cache 6.1.0, configure-pages 6.0.0, upload-pages-artifact 5.0.0
    /// (the first on upload-artifact 7, Node 24), deploy-pages 5.0.0.
    static let currentMajors = [
        "actions/checkout": 7, "actions/cache": 6, "actions/cache/restore": 6, "actions/cache/save": 6,
        "actions/configure-pages": 6, "actions/upload-pages-artifact": 5, "actions/deploy-pages": 5,
    ]

    /// The major of `name@<sha> # v7.0.1` (its comment), or of `name@v7`.
    static func major(_ uses: String?) -> Int? {
        guard let uses else { return nil }
        let version = uses.split(separator: "#").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return Int(version.dropFirst().prefix { $0.isNumber })
    }

    /// Each action pinned to a full commit SHA with its version in a comment (the form
    /// Dependabot updates), at a current major.
    @Test(arguments: [
        ".github/workflows/site.yml", ".github/workflows/test.yml", ".github/workflows/release.yml", "action.yml", "Starter/site.yml",
    ])
    func everyActionIsPinnedToACommitAtACurrentMajor(file: String) throws {
        let text = try String(contentsOf: ScriptRun.repository.appending(path: file), encoding: .utf8)
        let uses = text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "uses: ") else { return nil }
            return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        #expect(!uses.isEmpty)
        for use in uses where !use.hasPrefix("./") && !use.hasPrefix("{{action}}") {
            let name = String(use.split(separator: "@")[0])
            let ref = use.split(separator: "@")[1].prefix { !$0.isWhitespace }
            #expect(ref.count == 40 && ref.allSatisfy(\.isHexDigit), "\(file): \(use) is not pinned to a full commit SHA")
            let current = try #require(Self.currentMajors[name], "\(file): \(use) is not in the table of current majors")
            #expect((Self.major(use) ?? 0) >= current, "\(file): \(use) is older than v\(current), or names no version")
        }
    }

    /// `loas check` runs right after loas is installed, before the store is restored or anything
    /// fetched, and writes its problems to the run's summary page.
    @Test func theConfigIsCheckedFirstOntoTheSummaryPage() throws {
        let steps = try Self.actionSteps
        let runs = steps.map { $0["run"]?.string ?? "" }
        let check = try #require(runs.firstIndex { $0.contains("check --config \"$CONFIG\"") })
        #expect(runs[check].contains("--summary \"$GITHUB_STEP_SUMMARY\""))
        let install = try #require(steps.firstIndex { $0["id"]?.string == "install" })
        let restore = try #require(runs.firstIndex { $0.contains("store-sync.sh\" restore") })
        let update = try #require(runs.firstIndex { $0.contains("update --config") })
        #expect(install < check && check < restore && check < update)
    }
}
