import Demo
import FileSystem
import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// Issue 42, item 16: a file of `static/` is copied a block at a time and told unchanged by
/// its size and time, never read whole, so a build's memory does not grow with it.
@Suite struct StaticCopyTests {
    /// A whole second: a time set through Foundation reads back the same.
    static let time = Date(timeIntervalSince1970: 1_700_000_000)

    static func setTime(_ date: Date, of file: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    }

    /// Replaces the file's bytes where they are (the same file, as an editor saving in place).
    static func overwrite(_ file: URL, with text: String) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func build(static folder: URL, into site: URL) throws -> SiteFolder.Summary {
        try StreamingBuildTests.write(options: .init(staticFolder: folder), to: site)
    }

    @Test func aStaticFileIsCopiedWithItsTime() throws {
        let folder = try StaticFolderTests.folder(["video.bin": "frames"])
        let site = StreamingBuildTests.temporaryFolder()
        defer { for url in [folder, site] { try? FileManager.default.removeItem(at: url) } }
        try Self.setTime(Self.time, of: folder.appending(path: "video.bin"))

        _ = try Self.build(static: folder, into: site)

        #expect(try Data(contentsOf: site.appending(path: "video.bin")) == Data("frames".utf8))
        #expect(FileStatus(path: site.appending(path: "video.bin").path)?.modified == Self.time)
    }

    /// As `rsync` tells: a file with the size and time of the site's copy is taken as that
    /// copy, unread; reading both was what held a large file twice.
    @Test func aStaticFileWithTheSizeAndTimeOfTheSitesCopyIsKeptUnread() throws {
        let folder = try StaticFolderTests.folder(["video.bin": "frames"])
        let site = StreamingBuildTests.temporaryFolder()
        defer { for url in [folder, site] { try? FileManager.default.removeItem(at: url) } }
        let file = folder.appending(path: "video.bin")
        try Self.setTime(Self.time, of: file)
        _ = try Self.build(static: folder, into: site)
        try Self.overwrite(file, with: "FRAMES")
        try Self.setTime(Self.time, of: file)

        let summary = try Self.build(static: folder, into: site)

        #expect(summary.written == 0)
        #expect(try Data(contentsOf: site.appending(path: "video.bin")) == Data("frames".utf8))
    }

    @Test func aStaticFileWithAnotherTimeIsCopiedAgain() throws {
        let folder = try StaticFolderTests.folder(["video.bin": "frames"])
        let site = StreamingBuildTests.temporaryFolder()
        defer { for url in [folder, site] { try? FileManager.default.removeItem(at: url) } }
        let file = folder.appending(path: "video.bin")
        try Self.setTime(Self.time, of: file)
        _ = try Self.build(static: folder, into: site)
        try Self.overwrite(file, with: "FRAMES")
        try Self.setTime(Self.time.addingTimeInterval(60), of: file)

        let summary = try Self.build(static: folder, into: site)

        #expect(summary.written == 1)
        #expect(try Data(contentsOf: site.appending(path: "video.bin")) == Data("FRAMES".utf8))
    }

    /// A CNAME of the user's left in the site folder and moved into `static/`: the same bytes
    /// are taken over, other bytes left alone and named.
    @Test func aFileOfTheUsersInTheSiteIsTakenOverOnlyWithTheSameBytes() throws {
        let folder = try StaticFolderTests.folder(["CNAME": "loas.example.org\n", "other.txt": "mine"])
        let site = StreamingBuildTests.temporaryFolder()
        defer { for url in [folder, site] { try? FileManager.default.removeItem(at: url) } }
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: site)
        try Data("loas.example.org\n".utf8).write(to: site.appending(path: "CNAME"))
        try Data("theirs".utf8).write(to: site.appending(path: "other.txt"))

        let summary = try Self.build(static: folder, into: site)

        #expect(try Data(contentsOf: site.appending(path: "other.txt")) == Data("theirs".utf8))
        #expect(summary.warnings.contains { $0.contains("other.txt") && $0.contains("were not written") }, "\(summary.warnings)")
        #expect(!summary.warnings.contains { $0.contains("CNAME") }, "\(summary.warnings)")
    }

    /// `loas serve` keeps the site in memory: a rebuild takes an unchanged static file's bytes
    /// from the build before, so a large file is not held twice while it rebuilds.
    @Test func aSiteInMemoryTakesAnUnchangedStaticFileFromTheBuildBefore() throws {
        let folder = try StaticFolderTests.folder(["video.bin": "frames"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "video.bin")
        try Self.setTime(Self.time, of: file)
        let builder = SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(staticFolder: folder))
        let first = InMemorySite()
        _ = try builder.build(into: first)
        try Self.overwrite(file, with: "FRAMES")
        try Self.setTime(Self.time, of: file)

        let second = InMemorySite(reusing: first)
        _ = try builder.build(into: second)

        #expect(second.files["video.bin"] == Data("frames".utf8))
        #expect(try builder.build().files["video.bin"] == Data("FRAMES".utf8))
    }
}

/// The measure, through the binary: a large static file leaves a build's peak memory
/// about where it is without one, on the first build and on a rebuild.
@Suite(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
struct StaticFileMemoryTests {
    static let size = 256 << 20

    @Test func aLargeStaticFileIsCopiedInAboutFlatMemory() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-static-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appending(path: "static/big.bin")
        try FileManager.default.createDirectory(at: big.deletingLastPathComponent(), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        let block = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        for _ in 0..<(Self.size / block.count) { try handle.write(contentsOf: block) }
        try handle.close()
        let arguments = ["build", "--static", "static", "--out", "site"]

        let first = try await MeasuredRun.run(arguments, in: folder, logs: folder)
        let second = try await MeasuredRun.run(arguments, in: folder, logs: folder)

        #expect(first.status == 0, "\(first.output)")
        #expect(FileStatus(path: folder.appending(path: "site/big.bin").path)?.size == Self.size)
        #expect(second.status == 0, "\(second.output)")
        #expect(second.output.contains("(0 written"), "\(second.output)")
        // A demo build holds about 60 MB; reading the file whole held its size more, twice on a rebuild.
        #expect(first.peakBytes < Self.size / 2, "first build peaked at \(first.peakBytes >> 20) MB")
        #expect(second.peakBytes < Self.size / 2, "rebuild peaked at \(second.peakBytes >> 20) MB")
    }
}
