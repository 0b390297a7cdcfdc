import Foundation
import LOASTestSupport
import SiteServer
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// A sheet's first screen answers what a player checks at a glance (issue 27): at 1280×800,
/// class, item level, combat power, the weapon, every engraving, the ArkPassive points with
/// their rank and level, the highest gem, the card set and every ArkGrid core; on a phone
/// (390×844) class, levels, every engraving and the ArkPassive points within two screens.
/// On the demo's 별빛수호자 and the corpus's character with the largest ArkGrid.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct SheetFirstScreenTests {
    struct Sheet {
        let label: String
        let site: StaticSite
        let page: String
    }

    static func sheets() throws -> [Sheet] {
        // The demo as `loas build` makes it, with its history ("기록" and its charts).
        let snapshots = InMemorySnapshots.demo
        let demo = try SiteBuilder(snapshots: snapshots, history: DemoHistory.make(from: snapshots)).build().files
        var sheets = [Sheet(label: "demo", site: StaticSite(files: demo, basePath: "/"), page: SitePaths.character("별빛수호자", "html"))]
        if let largest = largestArkGrid() {
            let files = try SiteBuilder(snapshots: try MirrorDirectory(largest.set)).build().files
            sheets.append(
                Sheet(
                    label: largest.set.lastPathComponent, site: StaticSite(files: files, basePath: "/"),
                    page: SitePaths.character(largest.name, "html")))
        }
        return sheets
    }

    /// The corpus's armory with the most ArkGrid cores and gems, and its set; nil without
    /// the corpus or without an armory that has an ArkGrid.
    static func largestArkGrid() -> (set: URL, name: String)? {
        var best: (set: URL, name: String, size: Int)?
        for set in Corpus.sets {
            let folder = set.appending(path: "armories/characters")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".json") {
                guard let data = try? Data(contentsOf: folder.appending(path: file)),
                    let armory = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let slots = (armory["ArkGrid"] as? [String: Any])?["Slots"] as? [[String: Any]], !slots.isEmpty
                else { continue }
                let size = slots.count + slots.map { ($0["Gems"] as? [Any])?.count ?? 0 }.reduce(0, +)
                if size > best?.size ?? -1 { best = (set, String(file.dropLast(5)), size) }
            }
        }
        return best.map { ($0.set, $0.name) }
    }

    /// Each fact's name and how many of its elements the sheet has, and those whose top is
    /// at or below `limit` px from the top of the page.
    static let facts = """
        ((limit, selectors) => {
          const found = {}, below = [];
          for (const [fact, selector] of Object.entries(selectors)) {
            const elements = Array.from(document.querySelectorAll(selector));
            found[fact] = elements.length;
            elements.forEach((e, i) => {
              const top = Math.round(e.getBoundingClientRect().top + window.scrollY);
              if (top >= limit) below.push(fact + '[' + i + '] at ' + top + ' px');
            });
          }
          return { found, below };
        })
        """

    static let desktopFacts = [
        "class": ".sheet-sub", "levels": ".sheet-levels .level-box", "weapon": "#summary .gear-grid .piece:first-child",
        "engravings": ".summary-engravings .summary-item", "arkPassive": ".summary-ark-passive .ap-name",
        "arkPassiveRank": ".summary-ark-passive .ap-rank", "highestGem": ".summary-gems .summary-item:first-child",
        "cards": ".summary-cards .summary-item", "arkGrid": ".summary-ark-grid details.core > summary",
    ]

    static let phoneFacts = [
        "class": ".sheet-sub", "levels": ".sheet-levels .level-box", "engravings": ".summary-engravings .summary-item",
        "arkPassive": ".summary-ark-passive .ap-name", "arkPassiveRank": ".summary-ark-passive .ap-rank",
    ]

    static func check(_ check: PageCheck, facts: [String: String], within limit: Int) throws -> (found: [String: Int], below: [String]) {
        let selectors = String(decoding: try JSONSerialization.data(withJSONObject: facts, options: .sortedKeys), as: UTF8.self)
        let result = try check.evaluate("(\(Self.facts))(\(limit), \(selectors))") as? [String: Any]
        return ((result?["found"] as? [String: Int]) ?? [:], (result?["below"] as? [String]) ?? ["no answer"])
    }

    @Test func theFirstScreenAt1280ShowsEveryFactAPlayerChecks() async throws {
        try await SharedChromium.shared.withTab { check in
            for sheet in try Self.sheets() {
                let server = SiteServer(site: sheet.site)
                defer { server.stop() }
                try check.setWindow(width: 1280, height: 800)
                try check.load(try server.start().appending(path: sheet.page))
                let (found, below) = try Self.check(check, facts: Self.desktopFacts, within: 800)
                for fact in Self.desktopFacts.keys.sorted() {
                    #expect(found[fact, default: 0] > 0, "\(sheet.label) \(sheet.page): no \(fact) on the sheet")
                }
                // Two levels: item level and combat power.
                #expect(found["levels"] == 2, "\(sheet.label) \(sheet.page): \(found["levels"] ?? 0) level boxes")
                #expect(below.isEmpty, "\(sheet.label) \(sheet.page) at 1280×800, below the first screen: \(below)")
            }
        }
    }

    @Test func aPhoneShowsLevelsEngravingsAndArkPassiveWithinTwoScreens() async throws {
        try await SharedChromium.shared.withTab { check in
            for sheet in try Self.sheets() {
                let server = SiteServer(site: sheet.site)
                defer { server.stop() }
                try check.setWindow(width: 390, height: 844)
                try check.load(try server.start().appending(path: sheet.page))
                let (found, below) = try Self.check(check, facts: Self.phoneFacts, within: 2 * 844)
                for fact in Self.phoneFacts.keys.sorted() {
                    #expect(found[fact, default: 0] > 0, "\(sheet.label) \(sheet.page): no \(fact) on the sheet")
                }
                #expect(below.isEmpty, "\(sheet.label) \(sheet.page) at 390×844, below the second screen: \(below)")
            }
        }
    }

    @Test func theSheetStaysShortAndSmall() async throws {
        try await SharedChromium.shared.withTab { check in
            for sheet in try Self.sheets() {
                let server = SiteServer(site: sheet.site)
                defer { server.stop() }
                try check.setWindow(width: 1280, height: 800)
                try check.load(try server.start().appending(path: sheet.page))
                let height = try check.evaluate("document.documentElement.scrollHeight") as? Int ?? -1
                let bytes = sheet.site.files[sheet.page]?.count ?? 0
                print("\(sheet.label) \(sheet.page): \(height) px tall at 1280 px, \(bytes) bytes")
                #expect(height > 0 && height <= 6_000, "\(sheet.label) \(sheet.page) is \(height) px tall")
                #expect(bytes > 0 && bytes <= 150_000, "\(sheet.label) \(sheet.page) is \(bytes) bytes of HTML")
            }
        }
    }
}
