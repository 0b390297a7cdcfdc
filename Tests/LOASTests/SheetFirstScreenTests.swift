import BundledResources
import Demo
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
/// On the demo's 별빛수호자 and the corpus's characters with the largest ArkGrid or six cores;
/// and, with all six cores as most characters have them in 2026, on 별빛수호자 and on the
/// corpus's largest character.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct SheetFirstScreenTests {
    struct Sheet {
        let label: String
        let site: StaticSite
        let page: String
    }

    /// Made once for the suite's three tests, which each made them all (the demo, corpus sets, two made-up sites).
    static let built = Result { try makeSheets() }

    static func sheets() throws -> [Sheet] { try built.get() }

    static func makeSheets() throws -> [Sheet] {
        // The demo as `loas build` makes it, with its history ("기록" and its charts).
        let demo = try DemoSite.withHistory.get().files
        let page = SitePaths.character("별빛수호자", "html")
        let six = try withSixCores(BundledResources.demoSnapshots, armory: "armories/characters/별빛수호자.json")
        var sheets = [
            Sheet(label: "demo", site: StaticSite(files: demo, basePath: "/"), page: page),
            try sheet("six cores", files: six, page: page),
        ]
        for (set, name) in arkGridArmories() {
            let files = try DemoSite.site(.init(source: .corpus(set))).files
            sheets.append(
                Sheet(label: set.lastPathComponent, site: StaticSite(files: files, basePath: "/"), page: SitePaths.character(name, "html")))
        }
        // The corpus's fullest real character (gear with elixirs and transcendence, four tiers
        // of ArkPassive, eleven gems) with the six cores it would have in 2026.
        if let largest = Corpus.largestArmory {
            let files = try withSixCores(try Corpus.jsonFiles(under: largest.set), armory: "armories/characters/\(largest.name).json")
            sheets.append(
                try sheet("\(largest.set.lastPathComponent) six cores", files: files, page: SitePaths.character(largest.name, "html")))
        }
        return sheets
    }

    static func sheet(_ label: String, files: [String: Data], page: String) throws -> Sheet {
        let snapshots = InMemorySnapshots(label: label, files: files, takenAt: DemoWeek.takenAt, allowSVG: true)
        return Sheet(label: label, site: StaticSite(files: try SiteBuilder(snapshots: snapshots).build().files, basePath: "/"), page: page)
    }

    /// `files` with the armory at `path` given all six ArkGrid cores, order and chaos each of
    /// sun, moon and star, four gems in each: the demo's three cores, and three made from them.
    static func withSixCores(_ files: [String: Data], armory path: String) throws -> [String: Data] {
        func object(_ path: String) throws -> [String: Any] {
            let written = try #require(files[path] ?? BundledResources.demoSnapshots[path], "no \(path)")
            return try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any], "\(path) is no object")
        }
        var grid = try #require(try object("armories/characters/별빛수호자.json")["ArkGrid"] as? [String: Any])
        let slots = try #require(grid["Slots"] as? [[String: Any]])
        func core(_ kind: String) throws -> [String: Any] {
            try #require(slots.first { ($0["Name"] as? String)?.hasPrefix("\(kind) 코어") == true }, "no \(kind) core in the demo")
        }
        let made = [
            "질서의 달": (from: "질서의 해", title: "흩날리는 꽃잎의 노래", point: 16),
            "혼돈의 해": (from: "혼돈의 달", title: "타오르는 태양의 찬가", point: 14),
            "혼돈의 별": (from: "혼돈의 달", title: "부서진 별빛의 잔향", point: 18),
        ]
        let kinds = ["질서의 해", "질서의 달", "질서의 별", "혼돈의 해", "혼돈의 달", "혼돈의 별"]
        grid["Slots"] = try kinds.enumerated().map { index, kind in
            guard let recipe = made[kind] else { return try core(kind).merging(["Index": index]) { $1 } }
            var slot = try core(recipe.from)
            let (old, name) = (slot["Name"] as? String ?? "", "\(kind) 코어 : \(recipe.title)")
            slot["Name"] = name
            slot["Tooltip"] = (slot["Tooltip"] as? String)?.replacingOccurrences(of: old, with: name)
            slot["Point"] = recipe.point
            slot["Index"] = index
            var gems = slot["Gems"] as? [[String: Any]] ?? []
            while let last = gems.last, gems.count < 4 { gems.append(last.merging(["Index": gems.count, "IsActive": true]) { $1 }) }
            slot["Gems"] = gems
            return slot
        }
        var armory = try object(path)
        armory["ArkGrid"] = grid
        var grown = files
        grown[path] = try JSONSerialization.data(withJSONObject: armory)
        return grown
    }

    /// The corpus's armory with the most ArkGrid cores and gems, and every one with six cores
    /// or more, each with its set; none without the corpus.
    static func arkGridArmories() -> [(set: URL, name: String)] {
        var best: (set: URL, name: String, size: Int)?
        var full: [(set: URL, name: String)] = []
        for set in Corpus.sets {
            let folder = set.appending(path: "armories/characters")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".json") {
                guard let data = try? Data(contentsOf: folder.appending(path: file)),
                    let armory = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let slots = (armory["ArkGrid"] as? [String: Any])?["Slots"] as? [[String: Any]], !slots.isEmpty
                else { continue }
                let name = String(file.dropLast(5))
                if slots.count >= 6 { full.append((set, name)) }
                let size = slots.count + slots.map { ($0["Gems"] as? [Any])?.count ?? 0 }.reduce(0, +)
                if size > best?.size ?? -1 { best = (set, name, size) }
            }
        }
        guard let best, !full.contains(where: { $0.set == best.set && $0.name == best.name }) else { return full }
        return [(best.set, best.name)] + full
    }

    /// Each fact's name and how many of its elements the sheet has, and those not whole
    /// within `limit` px from the top of the page (a line cut by the screen's edge is not read).
    static let facts = """
        ((limit, selectors) => {
          const found = {}, below = [];
          for (const [fact, selector] of Object.entries(selectors)) {
            const elements = Array.from(document.querySelectorAll(selector));
            found[fact] = elements.length;
            elements.forEach((e, i) => {
              const bottom = Math.round(e.getBoundingClientRect().bottom + window.scrollY);
              if (bottom > limit) below.push(fact + '[' + i + '] down to ' + bottom + ' px');
            });
          }
          return { found, below };
        })
        """

    static let desktopFacts = [
        "class": ".sheet-sub", "levels": ".sheet-levels .level-box", "weapon": "#summary .summary-gear .piece:first-child",
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

    /// The loaded sheet's first `height` px, light and dark, for a person to look at
    /// (LOAS_SCREENSHOTS).
    static func screenshots(_ check: PageCheck, _ sheet: Sheet, width: Int, height: Int) throws {
        guard Screenshots.wanted else { return }
        for (dark, scheme) in [(false, "light"), (true, "dark")] {
            try check.setDarkMode(dark)
            let name = "first-screen-\(sheet.label.replacingOccurrences(of: " ", with: "-"))-\(width)-\(scheme).png"
            try Screenshots.save(try check.screenshot(height: Double(height)), as: name)
        }
        try check.setDarkMode(false)
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
                try Self.screenshots(check, sheet, width: 1280, height: 800)
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
                try Self.screenshots(check, sheet, width: 390, height: 2 * 844)
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
