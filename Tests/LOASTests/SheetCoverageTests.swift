import BundledResources
import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// Every visible fragment of every tooltip of every kind in a full armory (equipment, gems,
/// gem effects, cards, skills, tripods, runes, ArkPassive points and nodes, ArkGrid,
/// avatars, stats, engraving descriptions) is on the character's sheet, in both formats,
/// in source order per tooltip. Found by the independent walk in `CorpusTooltips.swift`.
@Suite struct SheetCoverageTests {
    /// One snapshot set: its full armories, and the site built from it.
    struct Armories {
        let label: String
        let files: [String: Data]
        let site: SiteBuilder.Site
    }

    @Test func demoSheetsShowEveryVisibleFragmentOfEveryTooltip() throws {
        let files = BundledResources.demoSnapshots
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "demo", files: files)).build()
        let counts = try Self.check(Armories(label: "demo", files: files, site: site))
        print("demo sheets: checked \(counts.tooltips) tooltips, \(counts.fragments) visible fragments")
        #expect(counts.tooltips > 100)
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusSheetsShowEveryVisibleFragmentOfEveryTooltip() throws {
        var tooltips = 0
        var fragments = 0
        for set in Corpus.sets {
            let folder = set.appending(path: "armories/characters")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            guard !names.isEmpty else { continue }
            var files: [String: Data] = [:]
            for name in names {
                files["armories/characters/\(name)"] = try Data(contentsOf: folder.appending(path: name))
            }
            let site = try SiteBuilder(snapshots: MirrorDirectory(set)).build()
            let counts = try Self.check(Armories(label: set.lastPathComponent, files: files, site: site))
            tooltips += counts.tooltips
            fragments += counts.fragments
        }
        print("corpus sheets: checked \(tooltips) tooltips, \(fragments) visible fragments")
        #expect(tooltips > 300)
    }

    /// Checks every full armory of `set` against its sheets; returns what it counted.
    static func check(_ set: Armories) throws -> (tooltips: Int, fragments: Int) {
        var holders: [String: Int] = [:]
        var tooltips = 0
        var fragments = 0
        for (path, data) in set.files.sorted(by: { $0.key < $1.key })
        where path.hasPrefix("armories/characters/") && path.hasSuffix(".json") && path.split(separator: "/").count == 3 {
            let name = String(path.split(separator: "/")[2].dropLast(5))
            let html = try #require(set.site.files["characters/\(name).html"].map { String(decoding: $0, as: UTF8.self) })
            let markdown = try #require(set.site.files["characters/\(name).md"].map { String(decoding: $0, as: UTF8.self) })
            // The HTML sheet links each full tooltip on the character's tooltip page.
            let tooltipPage = set.site.files["tooltips/\(name).html"].map { String(decoding: $0, as: UTF8.self) } ?? ""
            let htmlText = VisibleText.ofHTML(html) + "\n" + VisibleText.ofHTML(tooltipPage)
            let markdownText = VisibleText.ofMarkdown(markdown)
            let file = "\(set.label)/\(path)"
            let found = CorpusTooltip.all(in: data, file: file) + CorpusTooltip.engravingDescriptions(in: data, file: file)
            for tooltip in found {
                let elements = tooltip.fragments
                guard !elements.joined().isEmpty else { continue }
                tooltips += 1
                holders[tooltip.holder, default: 0] += 1
                fragments += elements.joined().count
                let missingHTML = VisibleText.firstMissing(elements, in: htmlText)
                #expect(missingHTML == nil, "\(tooltip.location): HTML sheet lacks \(missingHTML ?? "")")
                let missingMarkdown = VisibleText.firstMissing(elements, in: markdownText)
                #expect(missingMarkdown == nil, "\(tooltip.location): Markdown sheet lacks \(missingMarkdown ?? "")")
            }
        }
        print("\(set.label): " + holders.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        return (tooltips, fragments)
    }
}
