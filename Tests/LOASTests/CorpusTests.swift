import DocumentTree
import Foundation
import LostArkAPI
import Rendering
import SiteWriter
import SnapshotStore
import Testing
import TooltipDecoder

/// Runs over the real API responses in `../shared/lostark-corpus`, skipped when absent.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
struct CorpusTests {
    @Test(arguments: Corpus.sets)
    func everySetBuilds(set: URL) throws {
        let site = try SiteBuilder(snapshots: try MirrorDirectory(set)).build()
        #expect(site.files["index.html"] != nil)
        #expect(site.files["index.md"] != nil)
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    /// Every visible fragment of every equipment tooltip is on the character's sheet,
    /// in both formats, element by element in source order.
    @Test func sheetsShowEveryVisibleFragmentOfEveryEquipmentTooltip() throws {
        var tooltips = 0
        var fragments = 0
        for set in Corpus.sets {
            let reader = SnapshotReader(try MirrorDirectory(set))
            let names = reader.armoryNames()
            guard !names.isEmpty else { continue }
            let site = try SiteBuilder(snapshots: reader.source).build()
            for name in names {
                let armory = try #require(try reader.armory(named: name))
                let html = try #require(site.files["characters/\(name).html"].map { String(decoding: $0, as: UTF8.self) })
                let markdown = try #require(site.files["characters/\(name).md"].map { String(decoding: $0, as: UTF8.self) })
                let htmlText = VisibleText.ofHTML(html)
                let markdownText = VisibleText.ofMarkdown(markdown)
                for item in armory.equipment ?? [] {
                    let elements = VisibleText.fragments(ofTooltip: item.tooltip ?? "")
                    #expect(!elements.isEmpty, "\(name) \(item.slot): tooltip has no text")
                    tooltips += 1
                    fragments += elements.joined().count
                    let missingHTML = VisibleText.firstMissing(elements, in: htmlText)
                    #expect(missingHTML == nil, "\(set.lastPathComponent) \(name) \(item.slot) HTML lacks: \(missingHTML ?? "")")
                    let missingMarkdown = VisibleText.firstMissing(elements, in: markdownText)
                    #expect(missingMarkdown == nil, "\(set.lastPathComponent) \(name) \(item.slot) Markdown lacks: \(missingMarkdown ?? "")")
                }
            }
        }
        print("corpus: checked \(tooltips) equipment tooltips, \(fragments) visible fragments")
        #expect(tooltips > 20)
    }
}
