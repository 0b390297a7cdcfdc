import Foundation
import LOASTestSupport
import Testing

/// The key of `scripts/store-sync.sh`: the data branch is as public as the repository, so the
/// store goes there encrypted with age to LOAS_STORE_KEY, and comes back only with that key from
/// a branch nobody altered. Driven like `StoreSyncTests`, against a local bare repository.
@Suite(.enabled(if: DataRemote.ready, "needs git and age on PATH and loas built beside the tests"))
struct StoreSyncKeyTests {
    static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    @Test func anEncryptedStoreIsRestoredToTheSameBytes() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        #expect(try await remote.branchFiles().keys.sorted() == ["README.md", "loas.sqlite.age", "loas.sqlite.age.sha256"])

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        let restored = try Data(contentsOf: fresh.appending(path: "loas.sqlite"))
        #expect(restored == (try Data(contentsOf: runner.appending(path: "loas.sqlite"))))
    }

    /// Neither SQLite's header nor a name the store holds is anywhere on the branch.
    @Test func theBranchHoldsNothingInTheClear() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        let name = "비밀스러운모험가"
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: [name: "one"])
        let store = try Data(contentsOf: runner.appending(path: "loas.sqlite"))
        try #require(store.starts(with: Self.sqliteHeader) && store.range(of: Data(name.utf8)) != nil, "the store itself holds both")

        for (file, bytes) in try await remote.branchFiles() {
            #expect(!bytes.starts(with: Self.sqliteHeader), "\(file)")
            #expect(bytes.range(of: Data(name.utf8)) == nil, "\(file)")
        }
    }

    /// A cached store of another commit stands for what a failed restore must not touch.
    @Test func aWrongKeyIsRefusedAndNothingHereIsChanged() async throws {
        var remote = try await DataRemote()
        try await remote.run(in: try await remote.checkout("runner"), at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let other = try await remote.checkout("other")
        let kept = try Self.staleCache(in: other)

        remote.key = try await remote.newKey()
        let restore = try await remote.sync("restore", in: other, expecting: 1)
        #expect(restore.errors.contains("cannot decrypt loas.sqlite.age"))
        #expect(restore.errors.contains("not the one it was saved with"))
        #expect(try Self.files(in: other) == kept)
    }

    @Test func aMissingKeyIsRefusedAndNothingHereIsChanged() async throws {
        var remote = try await DataRemote()
        try await remote.run(in: try await remote.checkout("runner"), at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let other = try await remote.checkout("other")
        let kept = try Self.staleCache(in: other)

        remote.key = nil
        let restore = try await remote.sync("restore", in: other, expecting: 1)
        #expect(restore.errors.contains("holds the store encrypted"))
        #expect(restore.errors.contains("set LOAS_STORE_KEY"))
        #expect(try Self.files(in: other) == kept)
    }

    /// One byte of a part changed, and the checksum beside it made to match: only the
    /// authentication of the encryption can tell.
    @Test func aTamperedPartIsRefused() async throws {
        let remote = try await DataRemote(partBytes: 8_192)
        try await remote.run(
            in: try await remote.checkout("runner"), at: "2025-08-01T00:00:00Z", answers: ["가": String(repeating: "x", count: 40_000)])
        var part = try #require(try await remote.branchFiles()["loas.sqlite.age.part-001"])
        part[100] ^= 0xff
        let tampered = remote.folder.appending(path: "tampered-part")
        try part.write(to: tampered)
        try await remote.shell(
            """
            set -euo pipefail
            cd "$0"
            changed=$(git hash-object -w "$1")
            sum=$(for name in $(git ls-tree --name-only loas-data | grep -E '^loas\\.sqlite\\.age\\.part-' | sort); do
              if [ "$name" = loas.sqlite.age.part-001 ]; then cat "$1"; else git cat-file blob "loas-data:$name"; fi
            done | sha256sum | cut -d' ' -f1)
            checksum=$(echo "$sum  loas.sqlite.age" | git hash-object -w --stdin)
            tree=$(git ls-tree loas-data | sed -e "s/ [0-9a-f]*\\tloas.sqlite.age.part-001$/ $changed\\tloas.sqlite.age.part-001/" \\
              -e "s/ [0-9a-f]*\\tloas.sqlite.age.sha256$/ $checksum\\tloas.sqlite.age.sha256/" | git mktree)
            git update-ref refs/heads/loas-data "$(git commit-tree "$tree" -m tampered)"
            """, [tampered.path])

        let fresh = try await remote.checkout("fresh")
        let restore = try await remote.sync("restore", in: fresh, expecting: 1)
        #expect(restore.errors.contains("cannot decrypt loas.sqlite.age"))
        #expect(restore.errors.contains("the branch was altered"))
        #expect(!FileManager.default.fileExists(atPath: fresh.appending(path: "loas.sqlite").path))
    }

    /// Someone without the key replaces the branch by a store of their own in the clear, with
    /// its checksum: with a key set, restore reads only what decrypts with it.
    @Test func aStoreInTheClearIsRefusedWhileAKeyIsSet() async throws {
        let remote = try await DataRemote()
        try await remote.run(in: try await remote.checkout("runner"), at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let other = try await remote.checkout("other")
        let kept = try Self.staleCache(in: other)
        try await remote.forgeStoreInTheClear(answers: ["가": "forged"])

        let restore = try await remote.sync("restore", in: other, expecting: 1)
        #expect(restore.errors.contains("holds the store in the clear (loas.sqlite)"))
        #expect(restore.errors.contains("nothing was changed"))
        #expect(restore.errors.contains("LOAS_STORE_KEY= "), "it says how to take in one's own save made --unencrypted")
        #expect(try Self.files(in: other) == kept)
    }

    /// The branch moves while a run works, to a forged store in the clear: the run's save
    /// neither imports into it nor pushes, and its own store keeps its answers.
    @Test func aSaveDoesNotMergeIntoAStoreInTheClearWhileAKeyIsSet() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        try await remote.run(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        try await remote.sync("restore", in: runner)
        try await remote.fetch(in: runner, at: "2025-08-02T00:00:00Z", answers: ["가": "two"])
        try await remote.forgeStoreInTheClear(answers: ["가": "forged"])
        let forged = try await remote.git(["rev-parse", "loas-data"])

        let save = try await remote.sync("save", in: runner, expecting: 1)
        #expect(save.errors.contains("holds the store in the clear"))
        #expect(save.errors.contains("nothing was pushed"))
        #expect(try await remote.git(["rev-parse", "loas-data"]) == forged)
        #expect(try await remote.snapshot(in: runner, at: "2025-08-02T00:00:00Z") == ["가": "two"])
    }

    /// What the refusal tells the owner of a store saved `--unencrypted` before the key was set,
    /// and no cached copy of it is left: restore once without the key, save with it.
    @Test func theRefusalsWayOutEncryptsOnesOwnStoreInTheClear() async throws {
        var remote = try await DataRemote(encrypted: false)
        let runner = try await remote.checkout("runner")
        try await remote.sync("restore", in: runner)
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        try await remote.sync("save", ["--unencrypted"], in: runner)
        remote.key = try await remote.newKey()
        let owner = try await remote.checkout("owner")
        try await remote.sync("restore", in: owner, expecting: 1)

        try await remote.sync("restore", in: owner, environment: ["LOAS_STORE_KEY": ""])
        try await remote.sync("save", in: owner)
        #expect(try await remote.branchFiles().keys.sorted() == ["README.md", "loas.sqlite.age", "loas.sqlite.age.sha256"])
        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-01T00:00:00Z") == ["가": "one"])
    }

    @Test func saveWithoutAKeyPushesNothing() async throws {
        let remote = try await DataRemote(encrypted: false)
        let runner = try await remote.checkout("runner")
        try await remote.sync("restore", in: runner)
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let save = try await remote.sync("save", in: runner, expecting: 1)
        #expect(save.errors.contains("LOAS_STORE_KEY is not set"))
        #expect(save.errors.contains("--unencrypted"))
        #expect(try await remote.git(["branch", "--list", "loas-data"]) == "")
    }

    @Test func saveUnencryptedPushesTheStoreInTheClearWhenAsked() async throws {
        let remote = try await DataRemote(encrypted: false)
        let runner = try await remote.checkout("runner")
        try await remote.sync("restore", in: runner)
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let save = try await remote.sync("save", ["--unencrypted"], in: runner)
        #expect(save.errors.contains("in the clear"))
        #expect(try await remote.branchFiles()["loas.sqlite"]?.starts(with: Self.sqliteHeader) == true)

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-01T00:00:00Z") == ["가": "one"])
    }

    /// How a repository that pushed its store in the clear moves to a key: nothing is lost.
    @Test func aStoreInTheClearIsEncryptedByTheFirstSaveWithAKey() async throws {
        var remote = try await DataRemote(encrypted: false)
        let runner = try await remote.checkout("runner")
        try await remote.sync("restore", in: runner)
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        try await remote.sync("save", ["--unencrypted"], in: runner)
        remote.key = try await remote.newKey()
        try await remote.run(in: runner, at: "2025-08-02T00:00:00Z", answers: ["가": "two"])
        #expect(try await remote.branchFiles().keys.sorted() == ["README.md", "loas.sqlite.age", "loas.sqlite.age.sha256"])

        let fresh = try await remote.checkout("fresh")
        try await remote.sync("restore", in: fresh)
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-01T00:00:00Z") == ["가": "one"])
        #expect(try await remote.snapshot(in: fresh, at: "2025-08-02T00:00:00Z") == ["가": "two"])
    }

    @Test func theKeyIsNotInATraceOfTheScript() async throws {
        let remote = try await DataRemote()
        let runner = try await remote.checkout("runner")
        let key = try #require(remote.key?.split(separator: "\n").last.map(String.init))
        try await remote.sync("restore", in: runner, bash: ["-x"])
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        let save = try await remote.sync("save", in: runner, bash: ["-x"])
        let restore = try await remote.sync("restore", in: try await remote.checkout("fresh"), bash: ["-x"])
        for run in [save, restore] {
            try #require(run.errors.contains("+ age"), "the trace shows age at work")
            #expect(!run.errors.contains(key) && !run.output.contains(key))
        }
    }

    /// age reads the key from a file descriptor: its command line, what `ps` shows, holds a path.
    @Test func theKeyIsNotOnAgesCommandLine() async throws {
        let remote = try await DataRemote()
        let bin = remote.folder.appending(path: "bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = remote.folder.appending(path: "age-arguments")
        let age = try #require(ScriptRun.which("age"))
        try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec '\(age.path)' \"$@\"\n".write(
            to: bin.appending(path: "age"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appending(path: "age").path)
        let path = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]

        let runner = try await remote.checkout("runner")
        try await remote.sync("restore", in: runner, environment: path)
        try await remote.fetch(in: runner, at: "2025-08-01T00:00:00Z", answers: ["가": "one"])
        try await remote.sync("save", in: runner, environment: path)
        try await remote.sync("restore", in: try await remote.checkout("fresh"), environment: path)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("-i /dev/fd/") })
        let key = try #require(remote.key?.split(separator: "\n").last.map(String.init))
        #expect(!lines.contains { $0.contains(key) })
    }

    /// A store and a note of the commit it came from, as an Actions cache of an older commit
    /// leaves them; returns their bytes.
    static func staleCache(in checkout: URL) throws -> [String: Data] {
        try FileManager.default.createDirectory(at: checkout.appending(path: ".loas-data"), withIntermediateDirectories: true)
        try Data("a store of another commit".utf8).write(to: checkout.appending(path: "loas.sqlite"))
        try Data("0123456789abcdef0123456789abcdef01234567".utf8).write(to: checkout.appending(path: ".loas-data/commit"))
        return try files(in: checkout)
    }

    static func files(in checkout: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ["loas.sqlite", ".loas-data/commit"] {
            files[name] = try? Data(contentsOf: checkout.appending(path: name))
        }
        return files
    }
}
