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
}
