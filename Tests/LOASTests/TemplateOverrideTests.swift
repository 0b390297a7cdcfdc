import Foundation
import LOASConfig
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

@Suite struct TemplateOverrideTests {
    static let snapshots = InMemorySnapshots(
        label: "test", files: ["characters/A/siblings.json": Data(#"[{"CharacterName": "A&B", "ItemAvgLevel": "1,600.00"}]"#.utf8)])

    static func build(with templates: [String: String]) throws -> SiteBuilder.Site {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = try scratch.write(templates)
        return try SiteBuilder(snapshots: snapshots, options: .init(templates: folder)).build()
    }

    @Test func overrideReplacesOneTemplateAndEscapesPerFormat() throws {
        let site = try Self.build(with: [
            "roster.html": "{{#characters}}<b>{{name}}</b>{{/characters}}",
            "roster.md": "{{#characters}}*{{name}}*{{/characters}}",
        ])
        #expect(String(decoding: try #require(site.files["roster.html"]), as: UTF8.self) == "<b>A&amp;B</b>")
        #expect(String(decoding: try #require(site.files["roster.md"]), as: UTF8.self) == "*A\\&B*")
    }

    @Test func brokenTemplateNamesTheFile() throws {
        #expect {
            _ = try Self.build(with: ["index.html": "{{#characters}}unclosed"])
        } throws: { error in
            "\(error)".contains("index.html")
        }
    }

    @Test func includeCycleIsRefusedNamingTheFileAndTheChain() throws {
        #expect {
            _ = try Self.build(with: [
                "partials/head.html": "{{> partials/loop}}",
                "partials/loop.html": "{{#characters}}{{> partials/head}}{{/characters}}",
            ])
        } throws: { error in
            "\(error)".contains("/partials/head.html includes itself: partials/head.html → partials/loop.html → partials/head.html")
        }
    }

    /// Issue 42, item 2: `assets/notes.txt -> ../../loas.yml` published the config, key and
    /// all, as `notes.txt`. No link inside the templates folder is followed, to a file or to a
    /// folder, and each is named in a warning; the build goes on without it.
    @Test func noLinkInsideTheTemplatesFolderIsFollowedAndEachIsNamed() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "loas-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let templates = base.appending(path: "project/templates")
        let outside = base.appending(path: "project/elsewhere")
        try FileManager.default.createDirectory(at: templates.appending(path: "assets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("api_key: secret-key\n".utf8).write(to: base.appending(path: "project/loas.yml"))
        try Data("<p>{{siteTitle}} secret-key</p>".utf8).write(to: outside.appending(path: "index.html"))
        let links = ["assets/notes.txt": "../../loas.yml", "assets/more": "../../elsewhere", "index.html": "../elsewhere/index.html"]
        for (path, target) in links {
            try FileManager.default.createSymbolicLink(atPath: templates.appending(path: path).path, withDestinationPath: target)
        }

        let site = try SiteBuilder(snapshots: Self.snapshots, options: .init(templates: templates)).build()

        #expect(site.files["notes.txt"] == nil && site.files["more/index.html"] == nil)
        #expect(!site.files.values.contains { String(decoding: $0, as: UTF8.self).contains("secret-key") })
        for path in links.keys {
            let warning = "\(templates.path)/\(path) is a symbolic link; links inside a templates folder are not followed"
            #expect(site.warnings.contains { $0.hasPrefix(warning) }, "\(path): \(site.warnings)")
        }
    }

    /// `raids.yml` is read from the templates folder too: a link there is not read either.
    @Test func aRaidsFileLinkedIntoTheTemplatesFolderIsNotRead() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "loas-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let templates = base.appending(path: "templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("raids: [\n".utf8).write(to: base.appending(path: "broken.yml"))
        try FileManager.default.createSymbolicLink(
            atPath: templates.appending(path: RaidCatalogFile.fileName).path, withDestinationPath: "../broken.yml")

        #expect(try RaidCatalogFile.load(config: nil, templates: templates) == RaidCatalogFile.bundled())
    }
}
