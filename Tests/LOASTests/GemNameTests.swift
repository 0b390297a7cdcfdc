import Foundation
import LOASTestSupport
import LostArkAPI
import SiteWriter
import SnapshotStore
import Testing

@testable import SitePages

/// Gems as the game names them in 2026: a bound 광휘 is a 광휘, and no line shows a raw name.
@Suite struct GemNameTests {
    @Test(arguments: [
        ("8레벨 겁화의 보석", 8, "겁화", false), ("10레벨 작열의 보석", 10, "작열", false),
        ("6레벨 광휘의 보석 (귀속)", 6, "광휘", true), ("7레벨 멸화의 보석", 7, "멸화", false), ("홍염의 보석", nil, "홍염", false),
    ])
    func aGemsNameGivesItsLevelKindAndBinding(name: String, level: Int?, kind: String, bound: Bool) {
        let gem = GemName(name)
        #expect(gem.level == level && gem.kind == kind && gem.isBound == bound)
    }

    @Test func boundAndTradableGemsOfOneKindAndLevelAreOneGroup() throws {
        let names = ["6레벨 광휘의 보석 (귀속)", "6레벨 광휘의 보석", "8레벨 광휘의 보석", "8레벨 겁화의 보석"]
        let gems = try names.map { name in
            try JSONDecoder().decode(
                Gems.Gem.self, from: JSONSerialization.data(withJSONObject: ["Name": "<FONT COLOR='#F99200'>\(name)</FONT>"]))
        }
        let groups = SheetSummary.gemGroups(gems).map { "\($0.level)레벨 \($0.kind) ×\($0.count)" }
        #expect(groups == ["8레벨 겁화 ×1", "8레벨 광휘 ×1", "6레벨 광휘 ×2"])
    }

    /// The corpus's 2025 ArkPassive armory: each tree's rank and level beside its points, and
    /// gem lines by kind, never an item name.
    @Test func theCorpusArkPassiveSheetShowsRankAndLevelAndGemKinds() throws {
        guard let set = Corpus.sets.first(where: { $0.lastPathComponent == "2025-08" }) else { return }
        let site = try SiteBuilder(snapshots: try MirrorDirectory(set)).build()
        let html = String(decoding: try #require(site.files["characters/이다.html"]), as: UTF8.self)
        for tree in ["진화 120", "깨달음 101", "도약 70"] {
            #expect(html.contains(#"<strong class="ap-name">\#(tree)</strong> <span class="ap-rank">6랭크 30레벨</span>"#), "\(tree)")
        }
        let summary = try #require(html.firstRange(of: #"<dt>보석</dt>"#).map { html[$0.lowerBound...].prefix(600) })
        #expect(!summary.contains("의 보석") && summary.contains("10레벨 광휘 ("))
    }
}

/// 광휘 is tuned per gem to damage or cooldown; the summary groups it by what it was tuned to.
@Suite struct RadianceTuningTests {
    @Test func radianceGemsAreGroupedByWhatTheyWereTunedTo() throws {
        let names = ["10레벨 광휘의 보석", "10레벨 광휘의 보석 (귀속)", "10레벨 광휘의 보석", "8레벨 겁화의 보석"]
        let gems = try names.map { name in
            try JSONDecoder().decode(Gems.Gem.self, from: JSONSerialization.data(withJSONObject: ["Name": name]))
        }
        let effects = ["피해 44.00% 증가", "재사용 대기시간 24.00% 감소", "피해 44.00% 증가", "피해 22.00% 증가"]
        // As partials/sheet-summary words it.
        let groups = SheetSummary.gemGroups(gems, effects: effects).map {
            "\($0.level)레벨 \($0.kind)\($0.tunedToCooldown ? " (재사용 대기시간)" : "")\($0.tunedToDamage ? " (피해)" : "") ×\($0.count)"
        }
        #expect(groups == ["10레벨 광휘 (재사용 대기시간) ×1", "10레벨 광휘 (피해) ×2", "8레벨 겁화 ×1"])
    }
}
