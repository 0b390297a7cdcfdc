import Foundation
import LOASTestSupport
import SiteWriter
import Testing

@Suite struct SiteOutputTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-out-\(UUID().uuidString)")
    }

    @Test func refusesAFolderItDidNotWrite() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appending(path: "notes.txt"))
        #expect(throws: SiteOutputError.self) { try SiteFolder.write(["index.html": Data()], to: folder) }
        #expect(try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func unchangedRebuildWritesNothing() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["index.html": Data("a".utf8), "characters/x.html": Data("b".utf8)]
        _ = try SiteFolder.write(files, to: folder)
        let again = try SiteFolder.write(files, to: folder)
        #expect(again.written == 0)
        #expect(again.removed == 0)
    }

    @Test func filesNoLongerBuiltAreRemoved() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["index.html": Data("a".utf8), "old.html": Data("b".utf8)], to: folder)
        let summary = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        #expect(summary.removed == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "old.html").path))
    }
}
