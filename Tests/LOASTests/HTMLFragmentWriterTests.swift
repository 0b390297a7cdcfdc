import BundledResources
import DocumentTree
import Foundation
import LOASTestSupport
import Testing
import TooltipDecoder

@testable import Rendering

/// HTML fragments are written without libcmark, as libcmark's HTML renderer writes them:
/// the same bytes for every tooltip of the corpus and the demo, at every heading level, and
/// for text made to find where the two could part (escapes, NULs, every kind of block).
@Suite struct HTMLFragmentWriterTests {
    static func expectSameAsCommonMark(_ document: Document, _ location: String) {
        for level in [3, 4, 5] {
            let renderer = DocumentRenderer(format: .html, headingLevel: level)
            let written = renderer.render(document)
            let throughCommonMark = renderer.renderThroughCommonMark(document)
            #expect(written == throughCommonMark, "\(location), heading level \(level)")
        }
    }

    static func documents(in tooltips: [CorpusTooltip]) -> [(String, Document)] {
        tooltips.compactMap { tooltip in
            switch tooltip.content {
            case .json(let text): (try? TooltipDecoder.decode(text)).map { (tooltip.location, $0) }
            case .markup(let lines): (tooltip.location, TooltipDecoder.decode(markup: lines))
            }
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func everyCorpusTooltipIsWrittenAsCommonMarkWritesIt() {
        let documents = Self.documents(in: CorpusTooltip.all(in: Corpus.sets))
        #expect(documents.count > 900)
        for (location, document) in documents { Self.expectSameAsCommonMark(document, location) }
    }

    @Test func everyDemoTooltipIsWrittenAsCommonMarkWritesIt() {
        let tooltips = BundledResources.demoSnapshots.sorted { $0.key < $1.key }.flatMap { path, data in
            CorpusTooltip.all(in: data, file: path)
        }
        let documents = Self.documents(in: tooltips)
        #expect(documents.count > 50)
        for (location, document) in documents { Self.expectSameAsCommonMark(document, location) }
    }

    @Test func textsWithEscapesNULsAndEveryKindOfBlockAreWrittenAsCommonMarkWritesThem() throws {
        let red = try #require(TextColor(rgb: 0xFF_0000))
        let hostile = "a\"b&c<d>e'f/g \u{0}after the NUL"
        let inlines: [Inline] = [
            .text(hostile), .lineBreak, .colored(red, [.text("<script>"), .lineBreak]), .icon(.allCases[0]), .text(""),
        ]
        let blocks: [Block] = [
            .heading(inlines), .paragraph(inlines), .paragraph([]), .rule,
            .section(title: inlines, body: [.paragraph(inlines), .list([[.paragraph(inlines)]])]),
            .section(title: [], body: []),
            .list([[.paragraph(inlines), .list([[.heading(inlines), .rule]]), .section(title: inlines, body: [.paragraph(inlines)])], []]),
            .cells([inlines, [.text("&")]]), .keyValue(key: inlines, value: inlines),
            .meter(Meter(label: [.text("\"라벨\u{0}\"")], value: 3, maximum: 7, caption: inlines)),
            .meter(Meter(label: [], value: 0, maximum: 1, caption: [.text("캡션 <b>")])),
            .generic(type: "x", body: [.paragraph(inlines), .generic(type: "y", body: [.rule])]),
        ]
        Self.expectSameAsCommonMark(Document(blocks), "every kind of block")
        Self.expectSameAsCommonMark(Document([.list([[.list([[.paragraph(inlines)]])]])]), "a list in a list")
        Self.expectSameAsCommonMark(Document(), "an empty document")
        for level in [-1, 0, 9] {
            let renderer = DocumentRenderer(format: .html, headingLevel: level)
            #expect(renderer.render(Document([.heading(inlines)])) == renderer.renderThroughCommonMark(Document([.heading(inlines)])))
        }
    }
}
