import Foundation
import LOASTestSupport
import Testing

/// `scripts/install-release.sh`, the action's first step, on a local tarball (LOAS_TARBALL), so
/// no network: a tarball is installed only when it matches its `.sha256`.
@Suite(.enabled(if: ScriptRun.which("tar") != nil && ScriptRun.which("sha256sum") != nil, "needs tar and sha256sum"))
struct InstallReleaseTests {
    static let script = ScriptRun.repository.appending(path: "scripts/install-release.sh")
    static let name = "loas-9.9.9-linux-test.tar.gz"

    /// A folder holding a release tarball whose `loas` only says its version, and its checksum.
    static func release() async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-install-\(UUID().uuidString)")
        let content = folder.appending(path: "content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let loas = content.appending(path: "loas")
        try "#!/bin/sh\necho '9.9.9 (commit test)'\n".write(to: loas, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: loas.path)
        let tar = try #require(ScriptRun.which("tar"))
        let packed = try await ScriptRun.run(tar, ["-czf", folder.appending(path: name).path, "-C", content.path, "loas"], in: folder)
        #expect(packed.succeeded, "\(packed.errors)")
        let sum = try await ScriptRun.run(try #require(ScriptRun.which("sha256sum")), [name], in: folder)
        try sum.output.write(to: folder.appending(path: name + ".sha256"), atomically: true, encoding: .utf8)
        return folder
    }

    static func install(_ folder: URL) async throws -> ScriptRun {
        try await ScriptRun.run(
            Self.script, [folder.appending(path: "bin").path], in: folder,
            environment: ["LOAS_TARBALL": folder.appending(path: name).path, "GITHUB_OUTPUT": "", "GITHUB_ACTION_PATH": ""]
        )
    }

    @Test func aTarballMatchingItsChecksumIsInstalled() async throws {
        let folder = try await Self.release()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Self.install(folder)
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.output == folder.appending(path: "bin/loas").path + "\n")
        #expect(result.errors.contains("9.9.9 (commit test)"))
    }

    @Test func aTarballNotMatchingItsChecksumIsNotInstalled() async throws {
        let folder = try await Self.release()
        defer { try? FileManager.default.removeItem(at: folder) }
        let handle = try FileHandle(forWritingTo: folder.appending(path: Self.name))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let result = try await Self.install(folder)
        #expect(result.finished && result.status != 0)
        #expect(result.errors.contains("\(Self.name) does not match its SHA-256"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "bin/loas").path))
    }

    @Test func aTarballWithoutItsChecksumIsNotInstalled() async throws {
        let folder = try await Self.release()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appending(path: Self.name + ".sha256"))
        let result = try await Self.install(folder)
        #expect(result.finished && result.status != 0)
        #expect(result.errors.contains(".sha256 is missing"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "bin/loas").path))
    }

    /// Runs `git` in `folder`, for the stand-in of GitHub below.
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
        let run = try await ScriptRun.run(try #require(ScriptRun.which("git")), arguments, in: folder)
        try #require(run.succeeded, "git \(arguments): \(run.errors)")
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `uses: someone/loas@<full SHA>`: the action asks git which release tag is at that commit
    /// and installs that release, here from a stand-in of GitHub on disk (file://).
    @Test(.enabled(if: ScriptRun.which("git") != nil && ScriptRun.which("curl") != nil, "needs git and curl"))
    func anActionPinnedToACommitInstallsTheReleaseTaggedThere() async throws {
        let folder = try await Self.release()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = folder.appending(path: "server"), source = folder.appending(path: "source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        _ = try await Self.git(["init", "-q"], in: source)
        _ = try await Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "r"], in: source)
        let sha = try await Self.git(["rev-parse", "HEAD"], in: source)
        _ = try await Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "tag", "-a", "-m", "r", "v9.9.9"], in: source)
        let repository = server.appending(path: "someone")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        _ = try await Self.git(["clone", "-q", "--bare", source.path, repository.appending(path: "loas.git").path], in: folder)
        let arch = try await ScriptRun.run(try #require(ScriptRun.which("uname")), ["-m"], in: folder).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let download = repository.appending(path: "loas/releases/download/v9.9.9")
        try FileManager.default.createDirectory(at: download, withIntermediateDirectories: true)
        let named = "loas-9.9.9-linux-\(arch).tar.gz"
        try FileManager.default.copyItem(at: folder.appending(path: Self.name), to: download.appending(path: named))
        let sum = try String(contentsOf: folder.appending(path: Self.name + ".sha256"), encoding: .utf8)
        try Data(sum.replacingOccurrences(of: Self.name, with: named).utf8).write(to: download.appending(path: named + ".sha256"))
        let result = try await ScriptRun.run(
            Self.script, [folder.appending(path: "bin").path], in: folder,
            environment: [
                "GITHUB_SERVER_URL": "file://" + server.path, "GITHUB_OUTPUT": "", "GITHUB_REPOSITORY": "",
                "GITHUB_ACTION_PATH": "/runner/_actions/someone/loas/\(sha)",
            ])
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.errors.contains("from someone/loas's release v9.9.9"), "\(result.errors)")
        #expect(result.errors.contains("9.9.9 (commit test)"))
    }

    /// Outside an action and a clone of GitHub, the repository cannot be known: the error says
    /// what to pass.
    @Test func withoutARepositoryItSaysWhatToPass() async throws {
        let folder = try await Self.release()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appending(path: "install-release.sh")
        try FileManager.default.copyItem(at: Self.script, to: copy)
        let result = try await ScriptRun.run(
            copy, [folder.appending(path: "bin").path], in: folder,
            environment: ["GITHUB_OUTPUT": "", "GITHUB_ACTION_PATH": "", "GITHUB_REPOSITORY": "", "LOAS_REPOSITORY": ""])
        #expect(result.finished && result.status != 0)
        #expect(result.errors.contains("install-release.sh \(folder.appending(path: "bin").path) OWNER/NAME"), "\(result.errors)")
    }
}
