import Foundation
import LOASTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Issue 23, item 1, through the commands as a user runs them: a build never deletes what it
/// reads, nor any file it did not write. `serve` runs as the binary: one that did not refuse
/// would serve until it is killed.
@Suite struct OutFolderCommandTests {
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-outfolder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file under `folder` but the runs' own logs, by path.
    static func files(_ folder: URL) throws -> [String: Data] {
        try SiteFolderTests.tree(folder).filter { !$0.key.hasPrefix("loas-output-") }
    }

    /// The exact steps: `build --out .` in an empty folder, `import`, a `loas.yml`, a
    /// user's notes, then `build --out .` again. The store and config it would read are inside
    /// the site folder: refused before anything changes.
    @Test func aBuildIntoTheFolderHoldingItsStoreAndConfigIsRefusedAndChangesNothing() async throws {
        let base = try Self.project()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appending(path: "project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = await LoasCall.run(["build", "--out", "."], in: folder)
        #expect(first.status == 0, "\(first.output)")
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path], in: folder)
        #expect(imported.status == 0, "\(imported.output)")
        try Data("title: Mine\n".utf8).write(to: folder.appending(path: "loas.yml"))
        try Data("mine".utf8).write(to: folder.appending(path: "NOTES.txt"))
        let before = try Self.files(folder)
        #expect(before["loas.sqlite"] != nil)

        let second = await LoasCall.run(["build", "--out", "."], in: folder)

        #expect(second.status != 0)
        #expect(second.output.contains("(the config file) is inside --out ."), "\(second.output)")
        #expect(try Self.files(folder) == before)
    }

    /// `update` refuses before its fetch: not even the store is made.
    @Test func anUpdateIntoTheFolderHoldingItsConfigIsRefusedBeforeTheFetch() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("title: Mine\n".utf8).write(to: folder.appending(path: "loas.yml"))
        let before = try Self.files(folder)

        let run = await LoasCall.run(["update", "--out", "."], in: folder, environment: ["LOSTARK_API_BASE_URL": "http://127.0.0.1:9/"])

        #expect(run.status != 0)
        #expect(run.output.contains("(the config file) is inside --out ."), "\(run.output)")
        #expect(try Self.files(folder) == before)
    }

    @Test func aStoreNamedInsideOutIsRefused() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path, "--store", "site/loas.sqlite"], in: folder)
        #expect(imported.status == 0, "\(imported.output)")
        let before = try Self.files(folder)

        let run = await LoasCall.run(["build", "--store", "site/loas.sqlite", "--out", "site"], in: folder)

        #expect(run.status != 0)
        #expect(run.output.contains("(the snapshot store) is inside --out site"), "\(run.output)")
        #expect(try Self.files(folder) == before)
    }

    /// A store, a config and a user's file the build does not read, in the site folder: all
    /// three survive, named in one warning; `static/` is copied.
    @Test func filesTheBuildDoesNotReadSurviveInTheSiteFolderWarnedOnce() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = await LoasCall.run(["build", "--out", "site"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        let site = folder.appending(path: "site")
        let users = ["loas.sqlite": "a store", "loas.yml": "title: x\n", "NOTES.txt": "mine"]
        for (name, text) in users { try Data(text.utf8).write(to: site.appending(path: name)) }
        let wellKnown = folder.appending(path: "static/.well-known")
        try FileManager.default.createDirectory(at: wellKnown, withIntermediateDirectories: true)
        try Data("Contact: mailto:me@example.org\n".utf8).write(to: wellKnown.appending(path: "security.txt"))

        let second = await LoasCall.run(["build", "--out", "site", "--title", "Other"], in: folder)

        #expect(second.status == 0, "\(second.output)")
        for (name, text) in users { #expect(try Data(contentsOf: site.appending(path: name)) == Data(text.utf8), "\(name)") }
        let warnings = second.output.split(separator: "\n").filter { $0.contains("loas did not write") }
        #expect(warnings.count == 1, "\(second.output)")
        #expect(["loas.sqlite", "loas.yml", "NOTES.txt"].allSatisfy { warnings.first?.contains($0) == true })
        #expect(try Data(contentsOf: site.appending(path: ".well-known/security.txt")) == Data("Contact: mailto:me@example.org\n".utf8))
    }

    /// A static folder holding the site folder would copy the site into itself.
    @Test func aStaticFolderOverlappingOutIsRefused() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await LoasCall.run(["build", "--static", ".", "--out", "site"], in: folder)
        #expect(run.status != 0)
        #expect(run.output.contains("and --out site overlap"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }

    /// Issue 42, item 1: `build --static . --out ../site` in the folder holding `loas.yml`
    /// (with its key) and the store copied both into the site. The folder is refused, as one
    /// holding them as a parent is (`--static ..`), before anything is written.
    @Test func aStaticFolderHoldingTheConfigOrTheStoreIsRefused() async throws {
        let base = try Self.project()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appending(path: "project")
        try FileManager.default.createDirectory(at: folder.appending(path: "sub"), withIntermediateDirectories: true)
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path], in: folder)
        #expect(imported.status == 0, "\(imported.output)")
        try Data("api_key: abcdefghijklmnopqrstuvwxyz\n".utf8).write(to: folder.appending(path: "loas.yml"))

        let dot = await LoasCall.run(["build", "--static", ".", "--out", "../site"], in: folder)
        let parent = await LoasCall.run(
            ["build", "--config", "../loas.yml", "--store", "../loas.sqlite", "--static", "..", "--out", "../../site"],
            in: folder.appending(path: "sub"))

        for run in [dot, parent] {
            #expect(run.status != 0)
            #expect(run.output.contains("loas.yml (the config file) is inside the static folder"), "\(run.output)")
            #expect(!run.output.contains("abcdefghijklmnopqrstuvwxyz"))
        }
        #expect(!FileManager.default.fileExists(atPath: base.appending(path: "site").path))
    }

    /// The store under the name the config gives it, with no config in the folder.
    @Test func aStaticFolderHoldingTheStoreUnderItsConfiguredNameIsRefused() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("store: public/data.db\n".utf8).write(to: folder.appending(path: "loas.yml"))
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path], in: folder)
        #expect(imported.status == 0, "\(imported.output)")

        let run = await LoasCall.run(["build", "--static", "public", "--out", "site"], in: folder)

        #expect(run.status != 0)
        #expect(run.output.contains("public/data.db (the snapshot store) is inside the static folder"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }

    /// `serve --static .` answered `GET /loas.yml` with the key: it is refused before it listens.
    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func serveRefusesAStaticFolderHoldingTheConfig() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path], in: folder)
        #expect(imported.status == 0, "\(imported.output)")
        try Data("title: Mine\n".utf8).write(to: folder.appending(path: "loas.yml"))

        let run = try await LoasRun.run(["serve", "--static", ".", "--port", "0"], in: folder, deadline: .seconds(60))

        #expect(run.finished, "serve is serving the folder: \(run.output)")
        #expect(run.status != 0)
        #expect(run.output.contains("(the config file) is inside the static folder"), "\(run.output)")
    }

    /// `--static` reaches `serve` as it does `build`: the file is served from memory.
    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func serveServesTheStaticFolder() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appending(path: "mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("loas.example.org\n".utf8).write(to: mine.appending(path: "CNAME"))
        let serving = try await ServeCommandTests.Serving.start(["serve", "--static", "mine", "--port", "0"], in: folder)
        defer { serving.stop() }
        let (body, response) = try await URLSession.shared.data(from: serving.base.appending(path: "CNAME"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(body == Data("loas.example.org\n".utf8))
    }

    /// The game's data files are read while the folder is opened: when both are wrong, the
    /// folder is still what the user hears about, as when one came after the other.
    @Test func aFolderThatCannotBeUsedIsReportedBeforeABrokenRaidsFile() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "templates"), withIntermediateDirectories: true)
        try Data("raids: [\n".utf8).write(to: folder.appending(path: "templates/raids.yml"))
        try Data("x".utf8).write(to: folder.appending(path: "afile"))

        let run = await LoasCall.run(["build", "--templates", "templates", "--out", "afile"], in: folder)

        #expect(run.status != 0)
        #expect(run.output.contains("afile is a file, not a folder"), "\(run.output)")
        #expect(!run.output.contains("raids.yml"), "\(run.output)")
    }
}
