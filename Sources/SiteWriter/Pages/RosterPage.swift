import LostArkAPI

/// The roster: every character with a sheet or listed as a sibling, highest item level
/// first (in HTML, a small script lets the reader sort by any column).
struct RosterPage: Encodable {
    let chrome: Chrome
    let characters: [Row]
    let hasCharacters: Bool

    struct Row: Encodable {
        let name: String
        let href: String?
        let className: String
        let server: String
        let level: String
        let itemLevel: String
        /// Plain numbers for sorting ("1640.83"; -1 when unknown, so they sort last).
        let levelValue: String
        let itemLevelValue: String
    }

    init(chrome: Chrome, roster: [RosterEntry], format: String) {
        self.chrome = chrome
        characters = Self.rows(roster, format: format)
        hasCharacters = !roster.isEmpty
    }

    static func rows(_ roster: [RosterEntry], format: String) -> [Row] {
        roster.map { entry in
            Row(
                name: entry.name,
                href: entry.hasSheet ? SitePaths.href(SitePaths.character(entry.name, format), fromDepth: 0) : nil,
                className: entry.className ?? "—",
                server: entry.server ?? "—",
                level: entry.level.map(String.init) ?? "—",
                itemLevel: entry.itemLevel?.description ?? "—",
                levelValue: entry.level.map(String.init) ?? "-1",
                itemLevelValue: entry.itemLevel.map { "\($0.value)" } ?? "-1")
        }
    }
}

/// A character as the roster knows it, merged from armories and sibling lists.
struct RosterEntry {
    let name: String
    var className: String?
    var server: String?
    var level: Int?
    var itemLevel: ItemLevel?
    var hasSheet: Bool

    static func merge(profiles: [String: CharacterSummary.Profile?], siblings: [[CharacterInfo]]) -> [RosterEntry] {
        var byName: [String: RosterEntry] = [:]
        for info in siblings.joined() {
            byName[info.name] = RosterEntry(
                name: info.name, className: info.className, server: info.serverName,
                level: info.characterLevel, itemLevel: info.itemLevel, hasSheet: false)
        }
        for (name, profile) in profiles {
            var entry = byName[name] ?? RosterEntry(name: name, hasSheet: true)
            entry.className = profile?.className ?? entry.className
            entry.server = profile?.serverName ?? entry.server
            entry.level = profile?.characterLevel ?? entry.level
            entry.itemLevel = profile?.itemLevel ?? entry.itemLevel
            entry.hasSheet = true
            byName[name] = entry
        }
        return byName.values.sorted {
            ($0.itemLevel?.value ?? -1, $1.name) > ($1.itemLevel?.value ?? -1, $0.name)
        }
    }
}
