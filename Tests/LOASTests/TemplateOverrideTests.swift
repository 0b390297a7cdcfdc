import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

@Suite struct TemplateOverrideTests {
    static let snapshots = InMemorySnapshots(
        label: "test", files: ["characters/A/siblings.json": Data(#"[{"CharacterName": "A&B", "ItemAvgLevel": "1,600.00"}]"#.utf8)])

    static func build(with templates: [String: String]) throws -> SiteBuilder.Site {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in templates {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
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
}
