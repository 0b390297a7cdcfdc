import DocumentTree
import Foundation
import LOASTestSupport
import Rendering
import Testing

@testable import TooltipDecoder

/// One fictional tooltip per element type (`Fixtures/tooltips/`, real format), decoded and
/// rendered; the goldens in `__Snapshots__/tooltips/` are what a review of a decoder change
/// reads.
@Suite struct TooltipGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures/tooltips")

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static func document(_ name: String) throws -> Document {
        let json = try String(contentsOf: folder.appending(path: "\(name).json"), encoding: .utf8)
        return try TooltipDecoder.decode(json)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesGoldens(name: String) throws {
        let document = try Self.document(name)
        expectGolden(document.treeDescription + "\n", named: "tooltips/\(name).tree.txt")
        expectGolden(DocumentRenderer(format: .html).render(document), named: "tooltips/\(name).html")
        expectGolden(DocumentRenderer(format: .markdown).render(document), named: "tooltips/\(name).md")
    }

    @Test func everyElementTypeHasAFixture() throws {
        var kinds: Set<String> = []
        for name in Self.fixtures {
            for element in try Self.document(name).elements { kinds.insert(element.kind.typeName) }
        }
        let expected = ElementKinds.standard.typeNames
        #expect(!expected.isEmpty)
        #expect(expected.subtracting(kinds).isEmpty, "no fixture for \(expected.subtracting(kinds).sorted())")
    }
}
