import FileSystem
import Foundation
import LOASTestSupport
import Testing

/// How a staged file takes its place in the site: added where nothing was, exchanged with
/// the file that was there, whichever the caller expected.
@Suite struct FolderExchangeTests {
    /// A folder holding `files`, and the path of a staged file holding "new" beside it.
    static func setUp(_ files: [String: String]) throws -> (folder: URL, staged: String) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-exchange-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "site"), withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appending(path: "site/\(name)")) }
        let staged = folder.appending(path: "staged")
        try Data("new".utf8).write(to: staged)
        return (folder, staged.path)
    }

    static func text(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aFileWhereNothingWasExpectedIsAdded() throws {
        let (folder, staged) = try Self.setUp([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try OpenFolder(path: folder.appending(path: "site").path)
        guard case .added = try site.exchange(from: staged, to: "page.html", expectingNothing: true) else {
            Issue.record("not added")
            return
        }
        #expect(Self.text(folder.appending(path: "site/page.html")) == "new")
        #expect(!FileManager.default.fileExists(atPath: staged))
    }

    /// A file that came after the caller looked is exchanged, not overwritten: its bytes
    /// wait at the staged path, so the move can still be taken back.
    @Test func aFileThatCameAfterTheCallerLookedIsExchangedAndCanBePutBack() throws {
        let (folder, staged) = try Self.setUp(["page.html": "old"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try OpenFolder(path: folder.appending(path: "site").path)
        let placed = try site.exchange(from: staged, to: "page.html", expectingNothing: true)
        #expect(Self.text(folder.appending(path: "site/page.html")) == "new")
        #expect(Self.text(URL(fileURLWithPath: staged)) == "old")
        #expect(site.undo(placed, from: staged, to: "page.html"))
        #expect(Self.text(folder.appending(path: "site/page.html")) == "old")
    }

    @Test func aFileWhereOneWasExpectedIsExchanged() throws {
        let (folder, staged) = try Self.setUp(["page.html": "old"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try OpenFolder(path: folder.appending(path: "site").path)
        guard case .exchanged = try site.exchange(from: staged, to: "page.html") else {
            Issue.record("not exchanged")
            return
        }
        #expect(Self.text(URL(fileURLWithPath: staged)) == "old")
    }
}
