import FileSystem
import Foundation
import LOASTestSupport
import Support
import Testing

@testable import SiteWriter

/// A site folder may hold files loas did not write (a store, a config, a user's notes): a
/// build replaces and removes only its own, which the marker lists, and commits all or nothing.
@Suite struct SiteFolderOwnershipTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-owned-\(UUID().uuidString)")
    }

    static func write(_ text: String, to folder: URL, _ name: String) throws {
        let url = folder.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func text(_ folder: URL, _ name: String) -> String? {
        (try? Data(contentsOf: folder.appending(path: name))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The folder: a store (with its -wal and -shm), a config, a user's notes and a
    /// CNAME beside the site; the rebuild drops a page it no longer makes and nothing else.
    @Test func aRebuildRemovesOnlyFilesAnEarlierBuildWroteAndNamesTheOthersInOneWarning() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["index.html": Data("a".utf8), "old.html": Data("b".utf8)], to: folder)
        let users = ["loas.sqlite", "loas.sqlite-wal", "loas.sqlite-shm", "loas.yml", "NOTES.txt", "CNAME", "notes/todo.md"]
        for name in users { try Self.write("mine: \(name)", to: folder, name) }

        let summary = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)

        #expect(summary.removed == 1)
        #expect(Self.text(folder, "old.html") == nil)
        for name in users { #expect(Self.text(folder, name) == "mine: \(name)", "\(name)") }
        #expect(summary.warnings.count == 1, "\(summary.warnings)")
        let warning = summary.warnings.first ?? ""
        for name in ["loas.sqlite", "loas.sqlite-wal", "loas.sqlite-shm", "loas.yml", "NOTES.txt", "CNAME", "notes/ (1 file)"] {
            #expect(warning.contains(name), "\(warning)")
        }
    }

    @Test func aFileOfTheUsersWhereABuildMakesAPageIsNotReplaced() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        try Self.write("my sitemap", to: folder, "sitemap.xml")

        let summary = try SiteFolder.write(["index.html": Data("a".utf8), "sitemap.xml": Data("made".utf8)], to: folder)

        #expect(Self.text(folder, "sitemap.xml") == "my sitemap")
        #expect(summary.warnings.count == 1 && summary.warnings[0].contains("sitemap.xml"), "\(summary.warnings)")
        // Still the user's on the next build: loas did not take it over.
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        #expect(Self.text(folder, "sitemap.xml") == "my sitemap")
    }

    @Test func aFileOfTheUsersWithTheBytesABuildMakesIsTakenOver() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        try Self.write("loas.example.org", to: folder, "CNAME")

        let summary = try SiteFolder.write(["index.html": Data("a".utf8), "CNAME": Data("loas.example.org".utf8)], to: folder)

        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        #expect(OwnedFiles.paths(try Data(contentsOf: folder.appending(path: ".loas-site"))).map(Set.init) == ["index.html", "CNAME"])
    }

    /// A marker written before lists were kept: what the build makes is taken over, the rest left.
    @Test func aFolderMarkedBeforeListsWereKeptLosesNoFileTheBuildDoesNotMake() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("written by loas; files here are replaced on every build\n", to: folder, ".loas-site")
        try Self.write("old index", to: folder, "index.html")
        try Self.write("mine", to: folder, "NOTES.txt")

        let summary = try SiteFolder.write(["index.html": Data("new".utf8)], to: folder)

        #expect(Self.text(folder, "index.html") == "new")
        #expect(Self.text(folder, "NOTES.txt") == "mine")
        #expect(summary.removed == 0)
        #expect(OwnedFiles.paths(try Data(contentsOf: folder.appending(path: ".loas-site"))).map(Set.init) == ["index.html"])
    }

    /// Read as Characters, "\r" before the line break and "\\" before a combining mark each
    /// became one Character: the first list was no list, the second name did not read back.
    @Test func aNameWithACarriageReturnOrABackslashBeforeAMarkReadsBack() {
        let names: Set<String> = ["templates/a\r", "x\\\u{301}y", "탭\t이름"]
        #expect(OwnedFiles.paths(OwnedFiles.encode(names)).map(Set.init) == names)
    }

    @Test func aListCutShortIsNoList() {
        let whole = OwnedFiles.encode(["index.html", "characters/a\nb.html", "x\\y"])
        #expect(OwnedFiles.paths(whole).map(Set.init) == ["index.html", "characters/a\nb.html", "x\\y"])
        #expect(OwnedFiles.paths(whole.dropLast(5)).map(Set.init) == nil)
        #expect(OwnedFiles.paths(Data()).map(Set.init) == [])
    }

    /// Issue 23, 11a: a move that fails halfway through the commit (the staged file gone, as
    /// an I/O error would leave it) takes back the moves before it.
    @Test func aMoveThatFailsMidCommitLeavesTheSiteAsItWas() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = ["a.html": "old a", "b.html": "old b", "c.html": "old c", "gone.html": "old gone"]
        _ = try SiteFolder.write(old.mapValues { Data($0.utf8) }, to: folder)
        let before = try SiteFolderTests.tree(folder)

        let output = try SiteFolder(folder)
        for name in ["a.html", "b.html", "c.html", "d.html"] { try output.put(name, Data("new \(name)".utf8)) }
        output.beforeMove.withLock {
            $0 = { staged in if staged.hasSuffix("/c.html") { unlink(staged) } }
        }
        #expect(throws: SiteOutputError.self) { _ = try output.commit() }
        output.abort()

        #expect(try SiteFolderTests.tree(folder) == before)
    }

    @Test func aFolderWhereAPageGoesStopsTheCommitBeforeAnyFileMoves() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["a.html": Data("old".utf8), "b.html": Data("old".utf8)], to: folder)
        try FileManager.default.removeItem(at: folder.appending(path: "b.html"))
        try FileManager.default.createDirectory(at: folder.appending(path: "b.html"), withIntermediateDirectories: true)
        let before = try SiteFolderTests.tree(folder)

        let refusal = #expect(throws: SiteOutputError.self) {
            try SiteFolder.write(["a.html": Data("new".utf8), "b.html": Data("new".utf8)], to: folder)
        }
        #expect(refusal?.path == folder.appending(path: "b.html").path)
        #expect(refusal?.problem.hasPrefix("is a folder, not a file; loas writes a page there") == true, "\(String(describing: refusal))")
        #expect(try SiteFolderTests.tree(folder) == before)
    }
}
