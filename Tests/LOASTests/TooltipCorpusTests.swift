import DocumentTree
import Foundation
import LOASTestSupport
import Testing
import TooltipDecoder

@testable import Rendering

/// The decoder over every tooltip of every kind in `../shared/lostark-corpus` (equipment,
/// gems, gem effects, cards, skills, tripods, runes, ArkPassive, ArkGrid, avatars, stats,
/// market items); skipped when the corpus is not beside this checkout.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
struct TooltipCorpusTests {
    static let tooltips = CorpusTooltip.all(in: Corpus.sets)

    static func decode(_ tooltip: CorpusTooltip) throws -> Document {
        switch tooltip.content {
        case .json(let text): try TooltipDecoder.decode(text)
        case .markup(let lines): TooltipDecoder.decode(markup: lines)
        }
    }

    @Test func everyVisibleFragmentOfEveryTooltipIsRenderedInSourceOrder() throws {
        let html = DocumentRenderer(format: .html)
        let markdown = DocumentRenderer(format: .markdown)
        var fragmentCount = 0
        for tooltip in Self.tooltips {
            let elements = tooltip.fragments
            fragmentCount += elements.joined().count
            let document = try Self.decode(tooltip)
            let htmlText = VisibleText.ofHTML(html.render(document))
            let markdownText = VisibleText.ofMarkdown(markdown.render(document))
            let missingHTML = VisibleText.firstMissing(elements, in: htmlText)
            #expect(missingHTML == nil, "\(tooltip.location): HTML lacks \(missingHTML ?? "")")
            let missingMarkdown = VisibleText.firstMissing(elements, in: markdownText)
            #expect(missingMarkdown == nil, "\(tooltip.location): Markdown lacks \(missingMarkdown ?? "")")
        }
        let holders = Dictionary(grouping: Self.tooltips, by: \.holder).mapValues(\.count)
        print("corpus: \(Self.tooltips.count) tooltips covered, \(fragmentCount) visible fragments, from \(holders.count) kinds of holder:")
        for (holder, count) in holders.sorted(by: { $0.key < $1.key }) {
            print("  \(count)\t\(holder)")
        }
        #expect(Self.tooltips.count > 900)
    }

    @Test func everyElementTypeInTheCorpusIsKnown() throws {
        var unknown: Set<String> = []
        for tooltip in Self.tooltips {
            for element in try Self.decode(tooltip).elements {
                if !TooltipDecoder.knows(element.kind) { unknown.insert(element.kind.typeName) }
            }
        }
        #expect(unknown.isEmpty, "element types decoded as generic: \(unknown.sorted())")
    }

    @Test func noCorpusTooltipHasUnreadFields() throws {
        for tooltip in Self.tooltips {
            let generic = try Self.decode(tooltip).blocks.filter {
                if case .generic = $0 { true } else { false }
            }
            #expect(generic.isEmpty, "\(tooltip.location): text in fields the decoder does not read: \(generic.map(\.plainText))")
        }
    }
}
