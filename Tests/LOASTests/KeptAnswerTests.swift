import Foundation
import LOASTestSupport
import LostArkAPI
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// An answer is one declaration (`KeptAnswer`) and a page names the answers it shows: a route
/// LOAS does not know, declared here with its page entry and nothing else, is read by the
/// build, shown, stamped, and makes its page again exactly when it changes.
@Suite struct KeptAnswerTests {
    /// The made-up answer's JSON, in the API's spelling.
    struct Tide: Decodable, Sendable {
        let Harbor: String
        let Height: Int
    }

    struct TidesView: Encodable {
        let tides: [String]
    }

    static let tides = KeptAnswer<[Tide]>(.other(segments: ["gamecontents", "tides"]))

    static let table: PageTable = {
        var table = PageTable.standard
        table.pages.append(
            PageEntry(
                template: "tides", path: { "tides.\($0)" }, title: Words.Key("title.tides"), menu: Words.Key("menu.tides"),
                answers: [tides],
                view: { facts in TidesView(tides: (facts.data[tides] ?? []).map { "\($0.Harbor) \($0.Height)" }) }))
        return table
    }()

    static let templates = [
        "tides.html": "{{> partials/head}}\n<h1>물때</h1>\n{{#tides}}<p>{{.}}</p>\n{{/tides}}{{> partials/foot}}\n",
        "tides.md": "{{> partials/head}}\n# 물때\n\n{{#tides}}- {{.}}\n{{/tides}}{{> partials/foot}}\n",
        "words.txt": "title.tides = 물때표\nmenu.tides = 물때\n",
    ]

    static let armory = Data(
        #"{"ArmoryProfile": {"CharacterName": "하나", "ServerName": "루페온", "ItemAvgLevel": "1,600.00"}}"#.utf8)

    static func tideFile(height: Int) -> Data {
        Data(#"[{"Harbor": "아르테미스", "Height": \#(height)}]"#.utf8)
    }

    /// A folder with the templates, and one for the site; removed by `remove`.
    struct Folders {
        let root = TemporaryFolder()
        var templates: URL { root.url.appending(path: "templates") }
        var site: URL { root.url.appending(path: "site") }

        init() throws {
            try root.write(KeptAnswerTests.templates, in: "templates")
        }
    }

    /// Builds `files` into the folder's site, as `loas build` does, and says what was put and kept.
    static func build(_ files: [String: Data], in folders: Folders) throws -> RecordingSink {
        var options = SiteBuilder.Options(templates: folders.templates)
        options.pages = table
        let output = try SiteFolder(folders.site)
        let recording = RecordingSink(wrapped: output)
        do {
            _ = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files), options: options).build(into: recording)
            _ = try output.commit()
            return recording
        } catch {
            output.abort()
            throw error
        }
    }

    static func page(_ folders: Folders, _ path: String) throws -> String {
        try String(contentsOf: folders.site.appending(path: path), encoding: .utf8)
    }

    static let armoryPath = Route.armory(character: "하나").mirrorPath

    @Test func aPageNamingAMadeUpAnswerShowsItInBothFormats() throws {
        let folders = try Folders()
        defer { folders.root.remove() }

        _ = try Self.build([Self.armoryPath: Self.armory, Self.tides.path: Self.tideFile(height: 12)], in: folders)

        #expect(try Self.page(folders, "tides.html").contains("<p>아르테미스 12</p>"))
        #expect(try Self.page(folders, "tides.md").contains("- 아르테미스 12"))
        #expect(try Self.page(folders, "roster.html").contains(#"<a href="tides.html">물때</a>"#))
    }

    @Test func withoutItsAnswerThePageIsNotMade() throws {
        let folders = try Folders()
        defer { folders.root.remove() }

        _ = try Self.build([Self.armoryPath: Self.armory], in: folders)

        #expect(!FileManager.default.fileExists(atPath: folders.site.appending(path: "tides.html").path))
        #expect(try !Self.page(folders, "roster.html").contains("tides.html"))
    }

    @Test func thePageIsKeptWhenNothingChangedAndMadeAgainWhenOnlyItsAnswerDid() throws {
        let folders = try Folders()
        defer { folders.root.remove() }
        var files = [Self.armoryPath: Self.armory, Self.tides.path: Self.tideFile(height: 12)]
        _ = try Self.build(files, in: folders)

        let same = try Self.build(files, in: folders)
        #expect(same.kept.contains("tides.html") && !same.put.contains("tides.html"))

        files[Self.tides.path] = Self.tideFile(height: 31)
        let changed = try Self.build(files, in: folders)
        #expect(changed.put.contains("tides.html") && changed.put.contains("tides.md"))
        #expect(try Self.page(folders, "tides.html").contains("<p>아르테미스 31</p>"))
    }
}
