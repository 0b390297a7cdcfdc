import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// `scripts/store-sync.sh`, which keeps the snapshot store on the `loas-data` branch for the
/// publishing workflow, driven against a local bare repository standing for GitHub. A "run" is
/// what the workflow does: restore, a fetch (here `loas import` of answers at a given time, so
/// no network), save. Every test then restores into a fresh checkout and exports the store at
/// each run's time: every snapshot must still be there. Runs save with a key, as the workflow
/// does; `StoreSyncKeyTests` are about the key.
@Suite(.enabled(if: DataRemote.ready, "needs git and age on PATH and loas built beside the tests"))
struct StoreSyncTests {
    @Test func runsAccumulateHistoryOnABranchOfOneCommit() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one", "나": "first"])
        try await remote.run(in: runner, at: "2025-08-02T00:00:00Z", answers: ["가": "two"])

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-01T00:00:00Z") == ["가": "one", "나": "first"])
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-02T00:00:00Z") == ["가": "two", "나": "first"])
        // The store is the history; the branch's own history does not grow.
        #expect(try await remote.git(["rev-list", "--count", "loas-data"]) == "1")
    }

    @Test func aLostOrStaleCacheLosesNoSnapshot() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        // The Actions cache entry is gone: no store, no note of its commit.
        try FileManager.default.removeItem(at: runner.appending(path: "loas.sqlite"))
        try FileManager.default.removeItem(at: runner.appending(path: ".loas-data"))
        try await remote.run(in: runner, at: "2025-08-02T00:00:00Z", answers: ["가": "two"])
        // Another runner saves; this one's cache is now of an older commit.
        let other = try await remote.checkout("other")
        try await remote.run(in: other, at: "2025-08-03T00:00:00Z", answers: ["가": "three"])
        try await remote.run(in: runner, at: "2025-08-04T00:00:00Z", answers: ["가": "four"])

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        for (day, value) in ["01": "one", "02": "two", "03": "three", "04": "four"] {
            #expect(try await remote.snapshot(in: fresh, at: "2025-08-\(day)T00:00:00Z") == ["가": value], "day \(day)")
        }
    }

    @Test func twoOverlappingRunsKeepEachOthersSnapshots() async throws {
        let remote = try await DataRemote()
        let first = try await remote.checkout("first")
        let second = try await remote.checkout("second")
        try await remote.run(in: first, at: "2025-08-01T00:00:00Z", answers: ["가": "one", "나": "one"])
        // Both start from the same commit; the first saves while the second is still fetching.
        try await remote.sync("restore", in: first)
        try await remote.sync("restore", in: second)
        try await remote.fetch(in: first, at: "2025-08-02T00:00:00Z", answers: ["가": "A", "다": "only A"])
        try await remote.fetch(in: second, at: "2025-08-02T00:05:00Z", answers: ["가": "B", "라": "only B"])
        try await remote.sync("save", in: first)
        let merged = try await remote.sync("save", in: second)
        #expect(merged.errors.contains("another run saved first"))

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-01T00:00:00Z") == ["가": "one", "나": "one"])
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-02T00:00:00Z") == ["가": "A", "나": "one", "다": "only A"])
        #expect(
            try await remote.snapshot(in: fresh, at: "2025-08-02T00:05:00Z")
                == ["가": "B", "나": "one", "다": "only A", "라": "only B"])
    }

    @Test func twoOverlappingRunsKeepEachOthersRecordOfPostedNotices() async throws {
        let remote = try await DataRemote()
        let first = try await remote.checkout("first")
        let second = try await remote.checkout("second")
        try await remote.run(in: first, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        try await remote.sync("restore", in: first)
        try await remote.sync("restore", in: second)
        try await remote.fetch(in: first, at: "2025-08-02T00:00:00Z", answers: ["가": "A"])
        try await remote.fetch(in: second, at: "2025-08-02T00:05:00Z", answers: ["가": "B"])
        let posted = Date(timeIntervalSince1970: 1_754_100_000)
        try SnapshotDatabase(url: first.appending(path: "loas.sqlite")).recordPostedNotices(["change/가/1"], at: posted)
        try SnapshotDatabase(url: second.appending(path: "loas.sqlite")).recordPostedNotices(["change/가/2"], at: posted)
        try await remote.sync("save", in: first)
        try await remote.sync("save", in: second)

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        let merged = try SnapshotDatabase(readingFrom: fresh.appending(path: "loas.sqlite")).postedNotices()
        #expect(merged == ["change/가/1": posted, "change/가/2": posted])
    }

    @Test func aLargeStoreIsCommittedInPartsAndRestoredWhole() async throws {
        let remote = try await DataRemote(partBytes: 8_192)
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": String(repeating: "x", count: 40_000)])
        let tree = try await remote.git(["ls-tree", "-l", "loas-data"]).split(separator: "\n")
        let parts = tree.filter { $0.contains("loas.sqlite.age.part-") }
        #expect(parts.count > 1)
        #expect(tree.allSatisfy { (Int($0.split(whereSeparator: \.isWhitespace)[3]) ?? .max) <= 8_192 })

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        let restored = try Data(contentsOf: fresh.appending(path: "loas.sqlite"))
        #expect(restored == (try Data(contentsOf: runner.appending(path: "loas.sqlite"))))
    }

    @Test func aStoreLackingAnswersItStartedWithIsNotPushed() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let before = try await remote.git(["rev-parse", "loas-data"])
        try await remote.sync("restore", in: runner)
        // A store replaced by a new one (a wrong path, a mistaken reset) must not replace the history.
        try FileManager.default.removeItem(at: runner.appending(path: "loas.sqlite"))
        try await remote.fetch(in: runner, at: "2025-08-02T00:00:00Z", answers: ["나": "new"])
        let save = try await remote.sync("save", in: runner, expecting: 1)
        #expect(save.errors.contains("lacks answers"))
        #expect(save.errors.contains("가.json"))
        #expect(try await remote.git(["rev-parse", "loas-data"]) == before)
    }
}

/// A bare repository standing for GitHub, and checkouts of it standing for runners.
struct DataRemote {
    static let git = ScriptRun.which("git")
    static let ready = git != nil && ScriptRun.which("age") != nil && ScriptRun.which("age-keygen") != nil && LoasRun.isBuilt

    let folder: URL
    let partBytes: Int?
    /// What the workflow passes as LOAS_STORE_KEY: an age identity, or nil for no key.
    var key: String?
    var url: URL { folder.appending(path: "remote.git") }

    init(partBytes: Int? = nil, encrypted: Bool = true) async throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "loas-store-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.partBytes = partBytes
        try await run(try #require(DataRemote.git), ["init", "--quiet", "--bare", url.path], in: folder)
        key = encrypted ? try await newKey() : nil
    }

    /// A fresh age identity, as `age-keygen` makes one for the secret.
    func newKey() async throws -> String {
        let keygen = try #require(ScriptRun.which("age-keygen"))
        let key = try await run(keygen, [], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(key.contains("AGE-SECRET-KEY-1"))
        return key
    }

    /// git in the remote's own repository; its output trimmed.
    func git(_ arguments: [String]) async throws -> String {
        let result = try await run(try #require(DataRemote.git), ["-C", url.path] + arguments, in: folder)
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func checkout(_ name: String) async throws -> URL {
        let checkout = folder.appending(path: name)
        let git = try #require(DataRemote.git)
        try await run(git, ["init", "--quiet", checkout.path], in: folder)
        try await run(git, ["-C", checkout.path, "remote", "add", "origin", url.path], in: folder)
        return checkout
    }

    /// `store-sync.sh COMMAND OPTIONS` with the key (an empty one for none, as a workflow passes a
    /// secret that is not set); `bash` options (`-x`) and `environment` added.
    @discardableResult
    func sync(
        _ command: String, _ options: [String] = [], in checkout: URL, expecting status: Int32 = 0,
        bash: [String] = [], environment extra: [String: String] = [:]
    ) async throws -> ScriptRun {
        var environment = ["LOAS": LoasRun.binary.path, "GITHUB_OUTPUT": "", "LOAS_STORE_KEY": key ?? ""]
        environment["LOAS_DATA_PART_BYTES"] = partBytes.map(String.init)
        environment.merge(extra) { $1 }
        let script = ScriptRun.repository.appending(path: "scripts/store-sync.sh")
        return try await run(
            URL(fileURLWithPath: "/bin/bash"), bash + [script.path, command] + options, in: checkout, environment: environment,
            expecting: status)
    }

    /// The branch's files, by name, as git holds them.
    func branchFiles() async throws -> [String: Data] {
        let tree = folder.appending(path: "tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try await run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", "git -C \"$0\" archive loas-data | tar -x -C \"$1\"", url.path, tree.path], in: folder
        )
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: tree.path) {
            files[name] = try Data(contentsOf: tree.appending(path: name))
        }
        return files
    }

    /// Runs a bash script with the remote's path as $0, for what a test does to the branch by hand.
    func shell(_ script: String, _ arguments: [String] = []) async throws {
        try await run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, url.path] + arguments, in: folder)
    }

    /// What someone who can push but has no key can do: replace the branch by a commit of a
    /// store of their own in the clear, with its SHA-256, as a save `--unencrypted` writes it.
    func forgeStoreInTheClear(answers: [String: String]) async throws {
        let forger = try await checkout("forger-\(UUID().uuidString)")
        try await fetch(in: forger, at: "2025-09-01T00:00:00Z", answers: answers)
        try await shell(
            """
            set -euo pipefail
            cd "$0"
            store=$(git hash-object -w "$1")
            sum=$(echo "$(sha256sum "$1" | cut -d' ' -f1)  loas.sqlite" | git hash-object -w --stdin)
            tree=$(printf '100644 blob %s\tloas.sqlite\n100644 blob %s\tloas.sqlite.sha256\n' "$store" "$sum" | git mktree)
            git update-ref refs/heads/loas-data "$(git commit-tree "$tree" -m forged)"
            """, [forger.appending(path: "loas.sqlite").path])
    }

    /// What `loas update` does to the store, without the network: answers for characters, at a time.
    func fetch(in checkout: URL, at time: String, answers: [String: String]) async throws {
        let mirror = folder.appending(path: "mirror-\(UUID().uuidString)")
        let characters = mirror.appending(path: "armories/characters")
        try FileManager.default.createDirectory(at: characters, withIntermediateDirectories: true)
        for (name, value) in answers {
            try Data("{\"value\":\"\(value)\"}".utf8).write(to: characters.appending(path: "\(name).json"))
        }
        try await run(LoasRun.binary, ["import", mirror.path, "--at", time], in: checkout)
    }

    /// One run of the publishing workflow.
    func run(in checkout: URL, at time: String, answers: [String: String]) async throws {
        try await sync("restore", in: checkout)
        try await fetch(in: checkout, at: time, answers: answers)
        try await sync("save", in: checkout)
    }

    /// The store's answers at a time, by character.
    func snapshot(in checkout: URL, at time: String) async throws -> [String: String] {
        let export = folder.appending(path: "export-\(UUID().uuidString)")
        try await run(LoasRun.binary, ["export", export.path, "--at", time], in: checkout)
        let characters = export.appending(path: "armories/characters")
        var values: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: characters.path) {
            let body = try JSONSerialization.jsonObject(with: Data(contentsOf: characters.appending(path: name)))
            values[String(name.dropLast(".json".count))] = (body as? [String: String])?["value"]
        }
        return values
    }

    @discardableResult
    private func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:], expecting status: Int32 = 0
    ) async throws -> ScriptRun {
        let result = try await ScriptRun.run(executable, arguments, in: folder, environment: environment)
        try #require(result.finished, "\(executable.lastPathComponent) \(arguments) did not finish within its deadline")
        try #require(
            result.status == status,
            "\(executable.lastPathComponent) \(arguments) exited \(result.status), not \(status):\n\(result.output)\n\(result.errors)")
        return result
    }
}
