import Foundation
import LOASTestSupport
import Planning
import Testing

@testable import LOASConfig

/// Every field of raids.yml, classes.yml, loas.yml and its searches (the markets.yml shape)
/// given the values that slipped through before: one number where a list is checked, a
/// number past the range, YAML's `0x`, `017`, `1_000` and `.nan` forms, nothing in a list, an
/// empty text, a negative number, an entry listed twice, a day the calendar lacks. Each is
/// refused with the file, the line, the place and what is wrong with the value.
@Suite struct ConfigValueSweepTests {
    static let raidsFile = URL(fileURLWithPath: "/p/raids.yml")
    static let classesFile = URL(fileURLWithPath: "/p/classes.yml")
    static let configFile = URL(fileURLWithPath: "/p/loas.yml")

    /// A raids.yml whose one difficulty (line 4) reads `fields`.
    static func raid(_ fields: String, raid: String = "") -> String {
        "raids:\n  - name: 에기르\(raid)\n    difficulties:\n      - { difficulty: 하드, \(fields) }\n"
    }

    static let raidCases: [(String, String)] = [
        // One number and a list meet the same rule.
        (
            raid("min_item_level: 1680, gold: 1000000000000000"),
            "line 4: raids[1].difficulties[1].gold should be a whole number of gold from 0 to 999,999,999,999,999, found `1000000000000000`"
        ),
        (
            raid("min_item_level: 1680, gold: [1000000000000000]"),
            "line 4: raids[1].difficulties[1].gold[1] should be a whole number of gold from 0 to 999,999,999,999,999, found `1000000000000000`"
        ),
        (
            raid("min_item_level: 1680, gold: 9223372036854775807"),
            "gold should be a whole number of gold from 0 to 999,999,999,999,999, found `9223372036854775807`"
        ),
        (raid("min_item_level: 1680, gold: 0x7fffffffffffffff"), "found `0x7fffffffffffffff`, a number written in hexadecimal"),
        (raid("min_item_level: 1680, gold: 1_000_000_000_000_000"), "found `1_000_000_000_000_000`, a number written with `_`"),
        (
            raid("min_item_level: 1680, gold: [017]"),
            "gold[1] should be a whole number of gold from 0 to 999,999,999,999,999, found `017`, which YAML reads as an octal number (15)"
        ),
        (raid("min_item_level: 1680, gold: 99999999999999999999"), "found `99999999999999999999`, a number too large to read"),
        (
            raid("min_item_level: 1680, gold: -1"),
            "gold should be a whole number of gold from 0 to 999,999,999,999,999, found `-1`, a negative number"
        ),
        (
            raid("min_item_level: 1680, gold: [1, null]"),
            "gold[2] should be a whole number of gold from 0 to 999,999,999,999,999, found nothing"
        ),
        (
            raid("min_item_level: 1680, gold: [.nan]"),
            "gold[1] should be a whole number of gold from 0 to 999,999,999,999,999, found `.nan`, which is not a number"
        ),
        (
            raid("min_item_level: 1680, gold: [10], bonus: -3"),
            "bonus should be a whole number of gold from 0 to 999,999,999,999,999, found `-3`, a negative number"
        ),
        (raid("min_item_level: 1680, gold: 10, bound: 20"), "raids[1].difficulties[1].bound[1] should be at most that gate's gold"),
        (
            raid("min_item_level: .nan, gold: [1]"),
            "min_item_level should be an item level from 0 to 9,999, found `.nan`, which is not a number"
        ),
        (
            raid("min_item_level: -.inf, gold: [1]"),
            "min_item_level should be an item level from 0 to 9,999, found `-.inf`, an endless number"
        ),
        (raid("min_item_level: -1, gold: [1]"), "min_item_level should be an item level from 0 to 9,999, found `-1`, a negative number"),
        (raid("min_item_level: 1.7e3, gold: [1]"), "found `1.7e3`, a number written with an exponent"),
        (raid("min_item_level: 1680, players: 0, gold: [1]"), "players should be a number of players from 1 to 100, found `0`"),
        (raid("min_item_level: 1680, players: 8.5, gold: [1]"), "players should be a number of players from 1 to 100, found `8.5`"),
        (
            raid("min_item_level: 1680, figures: [{ gold: [1], unconfirmed: maybe }]"),
            "figures[1].unconfirmed should be true or false, found \"maybe\""
        ),
        (
            raid("min_item_level: 1680, gold: [1]", raid: "\n    released: 2026-02-31"),
            "line 3: raids[1].released should be a day as YYYY-MM-DD that the calendar has, found 2026-02-31"
        ),
        (
            raid("min_item_level: 1680, gold: [1]", raid: "\n    released: 2025-02-29"),
            "raids[1].released should be a day as YYYY-MM-DD that the calendar has, found 2025-02-29"
        ),
        (
            raid("min_item_level: 1680, figures: [{ from: \"2026-1-001\", gold: [1] }]"),
            "line 4: raids[1].difficulties[1].figures[1].from should be a day as YYYY-MM-DD that the calendar has, found 2026-1-001"
        ),
        (
            raid("min_item_level: 1680, gold: [1]", raid: "\n    released: 2026-09-10\n    closed: 2026-09-01"),
            "line 4: raids[1].closed 2026-09-01 should be after its released day 2026-09-10"
        ),
        ("raids:\n  - name: \"\"\n    difficulties: []\n", "line 2: raids[1].name is empty"),
        ("raids:\n  - name:\n    difficulties: []\n", "line 2: raids[1].name is empty"),
        ("raids:\n  - name: 에기르\n    difficulties: [null]\n", "line 3: raids[1].difficulties[1] should be a mapping, found nothing"),
        // Twice: a raid, a difficulty, a day's figures, a cited source.
        (
            raid("min_item_level: 1680, gold: [1] }\n      - { difficulty: 하드, min_item_level: 1690, gold: [2]"),
            "line 5: raids[1].difficulties[2].difficulty: 하드 is listed twice (also raids[1].difficulties[1].difficulty, line 4)"
        ),
        (
            raid("min_item_level: 1680, gold: [1]")
                + "  - name: 에기르\n    difficulties:\n      - { difficulty: 노말, min_item_level: 1660, gold: [1] }\n",
            "line 5: raids[2].name: 에기르 is listed twice (also raids[1].name, line 2)"
        ),
        (
            raid("min_item_level: 1680, figures: [{ from: 2026-06-21, gold: [1] }, { from: 2026-06-21, gold: [2] }]"),
            "figures[2]: from 2026-06-21 is listed twice"
        ),
        (
            "sources: { LG: x }\n" + raid("min_item_level: 1680, figures: [{ gold: [1], sources: [LG, LG] }]"),
            "line 5: raids[1].difficulties[1].figures[1].sources[2]: LG is listed twice"
        ),
        ("sources: { LG: \"\" }\n", "line 1: sources.LG is empty"),
        // The dailies and the roster's weeklies.
        (
            "daily:\n  - { name: 가디언 토벌 }\n  - { name: 가디언 토벌 }\n",
            "line 3: daily[2].name: 가디언 토벌 is listed twice (also daily[1].name, line 2)"
        ),
        (
            "daily:\n  - { name: 쿠르잔 전선, min_item_level: 1730, below_item_level: 1680 }\n",
            "line 2: daily[1].below_item_level 1,680 should be above its min_item_level 1,730"
        ),
        (
            "daily:\n  - { name: 균열, min_item_level: -5 }\n",
            "daily[1].min_item_level should be an item level from 0 to 9,999, found `-5`, a negative number"
        ),
        ("daily:\n  - { name: \"\" }\n", "line 2: daily[1].name is empty"),
        ("roster_weekly:\n  - { name: 카오스 게이트 }\n  - { name: 카오스 게이트 }\n", "line 3: roster_weekly[2].name: 카오스 게이트 is listed twice"),
        (
            "roster_weekly:\n  - { name: 필드보스, times_per_week: 0 }\n",
            "roster_weekly[1].times_per_week should be a number of clears from 1 to 100, found `0`"
        ),
        (
            "roster_weekly:\n  - { name: x, bound_gold: [{ min_item_level: 1730, gold: -1 }] }\n",
            "bound_gold[1].gold should be a whole number of gold from 0 to 999,999,999,999,999, found `-1`, a negative number"
        ),
        (
            "roster_weekly:\n  - { name: x, bound_gold: [{ min_item_level: 1730, gold: 1000000000000000 }] }\n",
            "bound_gold[1].gold should be a whole number of gold from 0 to 999,999,999,999,999"
        ),
        (
            "roster_weekly:\n  - name: x\n    bound_gold:\n      - { min_item_level: 1730, gold: 1 }\n      - { min_item_level: 1730, gold: 2 }\n",
            "line 5: roster_weekly[1].bound_gold[2].min_item_level: 1,730 is listed twice"
        ),
        (
            "calendar_minutes:\n  모험 섬: .nan\n",
            "line 2: calendar_minutes.모험 섬 should be whole minutes from 1 to 1,440, found `.nan`, which is not a number"
        ),
        ("calendar_minutes:\n  모험 섬: 1441\n", "calendar_minutes.모험 섬 should be whole minutes from 1 to 1,440, found `1441`"),
    ]

    @Test(arguments: raidCases)
    func aRaidsFileMistakeIsRefusedNamingLineAndPlace(yaml: String, expected: String) {
        Self.expectRefused(Self.raidsFile, expected, yaml) { yaml throws(ConfigError) in
            _ = try RaidCatalogFile.parse(Data(yaml.utf8), file: Self.raidsFile)
        }
    }

    static let classCases: [(String, String)] = [
        ("groups:\n  전사: [버서커, 버서커]\n", "line 2: groups.전사[2]: 버서커 is listed twice (also groups.전사[1], line 2)"),
        ("groups:\n  전사: [버서커]\n  무도가: [버서커]\n", "line 3: groups.무도가[1]: 버서커 is listed twice (also groups.전사[1], line 2)"),
        ("groups:\n  전사: [null]\n", "line 2: groups.전사[1] is empty"),
        ("groups:\n  전사: [\"\"]\n", "line 2: groups.전사[1] is empty"),
    ]

    @Test(arguments: classCases)
    func aClassesFileMistakeIsRefusedNamingLineAndPlace(yaml: String, expected: String) {
        Self.expectRefused(Self.classesFile, expected, yaml) { yaml throws(ConfigError) in
            _ = try ClassListFile.parse(text: yaml, file: Self.classesFile)
        }
    }

    static let configCases: [(String, String)] = [
        ("title: \"\"", "line 1: `title` is empty"),
        ("store: \"\"", "line 1: `store` is empty"),
        ("characters: [달그림자, null]", "line 1: `characters[2]` is empty"),
        ("characters:\n  - 달그림자\n  - 달그림자\n", "line 3: `characters[2]`: 달그림자 is listed twice (also `characters[1]`, line 2)"),
        ("gold_earners: [null]", "line 1: `gold_earners[1]` is empty"),
        ("gold_earners: [별빛수호자, 별빛수호자]", "`gold_earners[2]`: 별빛수호자 is listed twice"),
        ("calendar_feed: [\"\"]", "line 1: `calendar_feed[1]` is empty"),
        ("hide_events: [PC방, PC방]", "`hide_events[2]`: PC방 is listed twice"),
        ("hide_events: [~]", "line 1: `hide_events[1]` is empty"),
        (
            "market_items: [-1]",
            "`market_items[1]` should be a market item id, a whole number from 1 to 999,999,999,999,999, found `-1`, a negative number"
        ),
        (
            "market_items: [0x10]",
            "`market_items[1]` should be a market item id, a whole number from 1 to 999,999,999,999,999, found `0x10`, a number written in hexadecimal"
        ),
        ("market_items: [65_203_905]", "found `65_203_905`, a number written with `_`"),
        ("market_items: [.nan]", "found `.nan`, which is not a number"),
        ("market_items: [1000000000000000]", "`market_items[1]` should be a market item id, a whole number from 1 to 999,999,999,999,999"),
        ("market_items: [65203905, \"65203905\"]", "`market_items[2]`: 65203905 is listed twice"),
        (
            "market_items: [null]",
            "`market_items[1]` should be a market item id, a whole number from 1 to 999,999,999,999,999, found nothing"
        ),
        ("follow_siblings: []", "line 1: `follow_siblings` should be true or false, found an empty list"),
        ("deadline: 0", "line 1: `deadline` should be a duration such as 30m, 1h30m or 90s, found \"0\""),
        (
            "market_searches: [{ category: -1 }]",
            "line 1: market_searches[1].category should be a whole number from 0 to 10,000,000, found `-1`, a negative number"
        ),
        ("market_searches: [{ name: \"\" }]", "line 1: market_searches[1].name is empty"),
        ("market_searches: [null]", "line 1: market_searches[1] should be a mapping, found nothing"),
        (
            "market_searches: [{ name: x, tier: 1_0 }]",
            "market_searches[1].tier should be a whole number from 0 to 10,000,000, found `1_0`, a number written with `_`"
        ),
        (
            "auction_searches: [{ gem: 겁화, level: 0x0A }]",
            "auction_searches[1].level should be a gem level from 1 to 10, found `0x0A`, a number written in hexadecimal"
        ),
        (
            "auction_searches: [{ gem: 겁화, level: [.nan] }]",
            "auction_searches[1].level[1] should be a gem level from 1 to 10, found `.nan`, which is not a number"
        ),
        (
            "auction_searches: [{ gem: 겁화, level: [] }]",
            "line 1: auction_searches[1].level should be a gem level or a list of them, found an empty list"
        ),
        (
            "auction_searches: [{ category: 1, quality: -1 }]",
            "auction_searches[1].quality should be a quality from 0 to 100, found `-1`, a negative number"
        ),
    ]

    @Test(arguments: configCases)
    func aConfigMistakeIsRefusedNamingLineAndKey(yaml: String, expected: String) {
        Self.expectRefused(Self.configFile, expected, yaml) { yaml throws(ConfigError) in
            _ = try SiteConfig(yaml: yaml, file: Self.configFile)
        }
    }

    static func expectRefused(
        _ file: URL, _ expected: String, _ yaml: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ read: (String) throws(ConfigError) -> Void
    ) {
        do {
            try read(yaml)
            Issue.record("accepted: \(yaml)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.hasPrefix(file.path + ": line "), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(expected), "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func whatIsRightInEitherFormStillReads() throws {
        let catalog = try RaidCatalogFile.parse(
            Data(
                (Self.raid("min_item_level: 1680.5, gold: 40000, bound: 20000, bonus: 0", raid: "\n    released: 2024-02-29")
                    + "daily:\n  - { name: 균열, min_item_level: 1730 }\n").utf8), file: Self.raidsFile)
        #expect(catalog.raids.first?.figures.first?.gateBound == [20000])
        #expect(catalog.raids.first?.released == "2024-02-29" && catalog.raids.first?.minItemLevel == 1680.5)
        let config = try SiteConfig(yaml: "characters: [1234, 0x10, yes]\nmarket_items: [65203905, \"66102006\"]", file: Self.configFile)
        // A name is the text as written, never a number's or a flag's reading of it.
        #expect(config.characters == ["1234", "0x10", "yes"])
        #expect(config.marketItems == [65203905, 66102006])
    }
}
