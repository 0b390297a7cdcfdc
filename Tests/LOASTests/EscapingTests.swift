import BundledResources
import Foundation
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Testing

@testable import Rendering
@testable import SiteWriter

/// Strings from the API are text, whatever they contain: in names, item names and tooltip
/// markup, in both output formats.
@Suite struct EscapingTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "\"><svg onload=alert(1)>",
        "</FONT><script>alert(2)</script>",
        "[x](javascript:alert(1))",
    ]

    /// A character whose name, item names, tooltips and every section's names (gems, cards,
    /// skills, tripods, runes, ArkPassive, ArkGrid, avatars, collectibles, colosseum) carry `payload`.
    static func site(with payload: String) throws -> [String: String] {
        let tooltip: [String: Any] = [
            "Element_000": ["type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>\(payload)</FONT></P>"],
            "Element_001": ["type": "SingleTextBox", "value": "<FONT COLOR='\(payload)'>\(payload)</FONT><BR>\(payload)"],
            "Element_002": ["type": "ItemPartBox", "value": ["Element_000": payload, "Element_001": "<img src='\(payload)'>"]],
            "Element_003": ["type": payload, "value": ["x": payload]],
        ]
        let tooltipText = String(decoding: try JSONSerialization.data(withJSONObject: tooltip), as: UTF8.self)
        let armory: [String: Any] = [
            "ArmoryProfile": [
                "CharacterName": payload, "ServerName": payload, "CharacterClassName": payload,
                "ItemAvgLevel": "1,700.00", "Title": payload, "GuildName": payload,
                "Stats": [["Type": payload, "Value": payload, "Tooltip": [payload]]],
            ],
            "ArmoryEquipment": [["Type": payload, "Name": payload, "Grade": payload, "Tooltip": tooltipText]],
            "ArmoryGem": [
                "Gems": [["Name": payload, "Level": 10, "Grade": payload, "Tooltip": tooltipText]],
                "Effects": ["Description": payload, "Skills": [["Name": payload, "Description": [payload], "Option": payload]]],
            ],
            "ArmoryCard": [
                "Cards": [["Name": payload, "Grade": payload, "Tooltip": tooltipText]],
                "Effects": [["Items": [["Name": payload, "Description": payload]]]],
            ],
            "ArmorySkills": [
                [
                    "Name": payload, "Type": payload, "Tooltip": tooltipText,
                    "Tripods": [["Name": payload, "IsSelected": true, "Tooltip": payload]],
                    "Rune": ["Name": payload, "Grade": payload, "Tooltip": tooltipText],
                ]
            ],
            "ArmoryEngraving": ["ArkPassiveEffects": [["Name": payload, "Grade": payload, "Description": payload]]],
            "ArkPassive": [
                "Title": payload, "Points": [["Name": payload, "Tooltip": payload, "Description": payload]],
                "Effects": [["Name": payload, "Description": payload, "ToolTip": tooltipText]],
            ],
            "ArkGrid": [
                "Slots": [["Name": payload, "Grade": payload, "Tooltip": tooltipText]],
                "Effects": [["Name": payload, "Tooltip": payload]],
            ],
            "ArmoryAvatars": [["Type": payload, "Name": payload, "Grade": payload, "Tooltip": tooltipText]],
            "Collectibles": [
                [
                    "Type": payload, "Point": 0, "MaxPoint": 1,
                    "CollectiblePoints": [["PointName": payload, "Point": 0, "MaxPoint": 1]],
                ]
            ],
            "ColosseumInfo": ["Colosseums": [["SeasonName": payload, "Competitive": ["RankName": payload, "PlayCount": 1]]]],
        ]
        let calendar: [[String: Any]] = [
            [
                "CategoryName": payload, "ContentsName": payload, "StartTimes": ["2026-11-18T11:00:00"],
                "RewardItems": [["ItemLevel": 0, "Items": [["Name": payload, "Grade": payload]]]],
            ]
        ]
        let siblings: [[String: Any]] = [
            ["CharacterName": payload, "ServerName": payload, "ItemAvgLevel": "1.00"],
            ["CharacterName": payload + "2", "ServerName": payload, "CharacterClassName": payload],
        ]
        let files = [
            "armories/characters/hostile.json": try JSONSerialization.data(withJSONObject: armory),
            "characters/hostile/siblings.json": try JSONSerialization.data(withJSONObject: siblings),
            "gamecontents/calendar.json": try JSONSerialization.data(withJSONObject: calendar),
        ]
        // A raid catalog, so the homework board (names in check boxes' keys) is built too.
        let catalog = RaidCatalog(
            raids: [RaidDifficulty(raid: "레이드", difficulty: "노말", minItemLevel: 0, gateGold: [1])],
            daily: [DailyContent(name: "카오스 던전")])
        let built = try SiteBuilder(
            snapshots: InMemorySnapshots(label: "test", files: files), options: .init(site: SiteSettings(raidCatalog: catalog))
        ).build()
        return built.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The head's one inline script: the reader's theme, set before the first paint.
    static let themeLine =
        String(decoding: BundledResources.templates["partials/head.html"] ?? Data(), as: UTF8.self)
        .split(separator: "\n").first { $0.hasPrefix("<script>") }.map(String.init) ?? "no theme line"

    @Test(arguments: payloads)
    func htmlPagesCarryNoInjectedMarkup(payload: String) throws {
        let pages = try Self.site(with: payload).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count >= 3 && pages["homework.html"] != nil)
        for (path, html) in pages {
            // The scripts LOAS writes: the theme's line in the head, the menu's search box and
            // theme switch, the roster's sorting, the week's, the tick link's and the sheet's tooltips'.
            let lower = html.lowercased().replacingOccurrences(of: Self.themeLine.lowercased(), with: "")
                .replacingOccurrences(
                    of: #"<script src="[./]*(search-index|search|theme|sort|week|tick-link|tooltip)\.js" defer></script>"#, with: "",
                    options: .regularExpression)
            #expect(!lower.contains("<script"), "\(path) contains a script tag")
            #expect(!lower.contains("<img"), "\(path) contains an img tag")
            #expect(!lower.contains("<svg"), "\(path) contains an svg tag")
            #expect(!lower.contains("href=\"javascript"), "\(path) links to javascript:")
        }
    }

    /// The tooltips a sheet opens in place are the tooltip page's fragments, as data.
    @Test(arguments: payloads)
    func tooltipScriptsCarryNoInjectedMarkup(payload: String) throws {
        let scripts = try Self.site(with: payload).filter { $0.key.hasPrefix("tooltips/") && $0.key.hasSuffix(".js") }
        #expect(!scripts.isEmpty)
        for (path, script) in scripts {
            let json = try #require(
                script.hasPrefix("window.loasTooltips = ") && script.hasSuffix(";\n")
                    ? script.dropFirst("window.loasTooltips = ".count).dropLast(2) : nil, "\(path) is not the tooltips' data")
            let tooltips = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: String]])
            for (id, tooltip) in tooltips {
                let body = (tooltip["body"] ?? "").lowercased()
                #expect(!body.contains("<script") && !body.contains("<img") && !body.contains("<svg"), "\(path) \(id): \(body)")
                #expect(!body.contains("href=\"javascript"), "\(path) \(id) links to javascript:")
            }
        }
    }

    @Test(arguments: payloads)
    func payloadShowsAsTextOnTheSheet(payload: String) throws {
        let pages = try Self.site(with: payload)
        let sheet = try #require(pages.first { $0.key.hasPrefix("characters/") && $0.key.hasSuffix(".html") }?.value)
        #expect(
            sheet.contains(
                payload.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")))
    }

    @Test(arguments: payloads)
    func payloadShowsAsTextInEverySectionOfTheSheet(payload: String) throws {
        let pages = try Self.site(with: payload)
        let sheet = try #require(pages.first { $0.key.hasPrefix("characters/") && $0.key.hasSuffix(".html") }?.value)
        let escaped = payload.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        // An unknown slot type sorts the item under accessories.
        let sections = [
            "summary", "gems", "cards", "engravings", "ark-passive", "ark-grid", "skills", "collectibles",
            "avatars", "colosseum", "siblings",
        ]
        for id in sections {
            let body = sheet.components(separatedBy: "<section id=\"\(id)\">").dropFirst().first?
                .components(separatedBy: "<section id=").first
            #expect(body?.contains(escaped) == true, "section \(id) does not show the payload as text")
        }
    }

    @Test(arguments: payloads)
    func markdownPagesCannotSmuggleHTML(payload: String) throws {
        let pages = try Self.site(with: payload).filter { $0.key.hasSuffix(".md") }
        #expect(pages.count >= 3)
        for (path, markdown) in pages {
            let html = CommonMarkTree.htmlAllowingRawHTML(fromMarkdown: markdown).lowercased()
            #expect(!html.contains("<script"), "\(path) renders a script tag")
            #expect(!html.contains("<img"), "\(path) renders an img tag")
            #expect(!html.contains("<svg"), "\(path) renders an svg tag")
            #expect(!html.contains("href=\"javascript"), "\(path) links to javascript:")
        }
    }

    @Test func characterFileNameIsSafe() throws {
        let paths = try Self.site(with: "../../etc/passwd").keys
        #expect(paths.allSatisfy { !$0.contains("..") })
    }
}
