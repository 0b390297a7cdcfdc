import LostArkAPI

/// The roster: every character with a sheet or listed as a sibling, highest item level first.
struct IndexPage {
    let chrome: Chrome
    let characters: [Row]
    let hasCharacters: Bool
    let problems: [String]

    struct Row {
        let name: String
        let href: String?
        let className: String
        let server: String
        let level: String
        let itemLevel: String
    }

    init(chrome: Chrome, roster: [RosterEntry], format: String, problems: [String]) {
        self.chrome = chrome
        self.characters = roster.map { entry in
            Row(
                name: entry.name,
                href: entry.hasSheet ? SitePaths.href(SitePaths.character(entry.name, format), fromDepth: 0) : nil,
                className: entry.className ?? "—",
                server: entry.server ?? "—",
                level: entry.level.map(String.init) ?? "—",
                itemLevel: entry.itemLevel?.description ?? "—"
            )
        }
        self.hasCharacters = !roster.isEmpty
        self.problems = problems
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

    static func merge(armories: [String: Armory], siblings: [[CharacterInfo]]) -> [RosterEntry] {
        var byName: [String: RosterEntry] = [:]
        for info in siblings.joined() {
            byName[info.name] = RosterEntry(
                name: info.name, className: info.className, server: info.serverName,
                level: info.characterLevel, itemLevel: info.itemLevel, hasSheet: false)
        }
        for (name, armory) in armories {
            let profile = armory.profile
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
