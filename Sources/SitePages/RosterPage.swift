import Foundation
import LostArkAPI
import Planning
import Rendering
import Support

/// The roster as a dashboard: one table per account (a siblings roster), its characters grouped
/// by server, each with class, item level and its change over the last week (from history),
/// combat power, the account's six gold earners marked; in HTML a small script sorts by any
/// column within each server and filters by name.
package struct RosterPage: Encodable {
    package let accounts: [Account]
    /// Every character in one list, highest item level first: what roster templates written
    /// before accounts had (a site's own `roster.html` keeps working).
    package let characters: [Row]
    package let hasCharacters: Bool
    package let characterCount: Int
    /// Characters the API no longer answers for (renamed or deleted), apart from the
    /// accounts: their sheets stay, but they are not played, planned or counted.
    package let silent: [Row]
    package let hasSilent: Bool

    package struct Account: Encodable {
        package let leader: String
        package let anchor: String
        package let count: Int
        /// Every character of the account, highest item level first.
        package let characters: [Row]
        /// The same characters by server, the server of the highest character first.
        package let servers: [Server]
    }

    package struct Server: Encodable {
        package let name: String
        package let count: Int
        package let characters: [Row]
    }

    package struct Row: Encodable {
        package let name: String
        /// The row's id on the roster (`anchor(_:)`), where the search box leads.
        package let anchor: String
        package let href: Fragment?
        package let className: String
        package let server: String
        package let level: String
        package let itemLevel: String
        /// "+5.00" / "-1.67" since a week ago; nil without history or without change.
        package let weekChange: String?
        package let weekChangeClass: String
        package let combatPower: String
        package let isGoldEarner: Bool
        /// Plain numbers for sorting ("1640.83"; -1 when unknown, so they sort last).
        package let levelValue: String
        package let itemLevelValue: String
        package let combatPowerValue: String
        /// The newest entry of its timeline, linked to it; nil without one.
        package let lastChange: LastChange?
        /// The KST day since which the API no longer answers for it; nil while it does.
        package let silentSince: String?
    }

    /// A character's newest change in one line: its day and what led it.
    package struct LastChange: Encodable {
        package let day: String
        package let datetime: String
        package let text: String
        package let href: Fragment

        /// Nil without changes; the lead is the first line that is not a level's movement.
        package init?(_ changes: DatedChanges?, name: String) {
            guard let changes, let lead = changes.lead else { return nil }
            day = KoreanDate.monthDay(of: KoreanDate.day(of: changes.seenAt))
            datetime = KoreanDate.rfc3339(changes.seenAt)
            text = lead.label + " " + lead.text
            href = .link { SitePaths.timeline(name, $0) }
        }
    }

    package init(roster: [RosterEntry], accounts: [[RosterEntry]], silent: [RosterEntry] = []) {
        self.silent = Self.rows(silent)
        hasSilent = !silent.isEmpty
        self.accounts = accounts.enumerated().map { index, entries in
            let earners = Homework.goldEarners(entries.map { Homework.Character(name: $0.name, itemLevel: $0.itemLevel?.value ?? 0) })
            let rows = Self.rows(entries, earners: earners)
            return Account(
                leader: rows.first?.name ?? "", anchor: "account-\(index + 1)", count: rows.count, characters: rows,
                servers: Self.servers(rows))
        }
        // The same rows, in the roster's order (names are unique in the roster).
        let rowOf = Dictionary(self.accounts.flatMap(\.characters).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        characters = roster.compactMap { rowOf[$0.name] }
        characterCount = accounts.reduce(0) { $0 + $1.count }
        hasCharacters = characterCount > 0
    }

    /// The id of a character's roster row: its file-name-safe name, so any name makes a valid
    /// id, and one no other id on the page has.
    package static func anchor(_ name: String) -> String { "c-" + SitePaths.slug(name) }

    /// `rows` by server in the order each server first appears, each keeping the rows' order.
    package static func servers(_ rows: [Row]) -> [Server] {
        var order: [String] = []
        var byServer: [String: [Row]] = [:]
        for row in rows {
            if byServer[row.server] == nil { order.append(row.server) }
            byServer[row.server, default: []].append(row)
        }
        return order.map { name in
            let characters = byServer[name] ?? []
            return Server(name: name, count: characters.count, characters: characters)
        }
    }

    package static func rows(_ roster: [RosterEntry], earners: Set<String> = []) -> [Row] {
        roster.map { entry in
            let change = entry.itemLevel.flatMap { now in entry.itemLevelWeekAgo.map { now.value - $0 } }
            let shown = change.flatMap { abs($0) < 0.005 ? nil : ChartLabels.number($0, decimals: 2) }
            let power = entry.combatPower.flatMap(GameNumber.double)
            return Row(
                name: entry.name,
                anchor: anchor(entry.name),
                href: entry.hasSheet ? .link { SitePaths.character(entry.name, $0) } : nil,
                className: entry.className ?? "—",
                server: entry.server ?? "—",
                level: entry.level.map(String.init) ?? "—",
                itemLevel: entry.itemLevel?.description ?? "—",
                weekChange: shown.map { (change ?? 0) > 0 ? "+" + $0 : $0 },
                weekChangeClass: (change ?? 0) > 0 ? "up" : "down",
                combatPower: entry.combatPower ?? "—",
                isGoldEarner: earners.contains(entry.name),
                levelValue: entry.level.map(String.init) ?? "-1",
                itemLevelValue: entry.itemLevel.map { "\($0.value)" } ?? "-1",
                combatPowerValue: power.map { "\($0)" } ?? "-1",
                lastChange: entry.hasSheet ? LastChange(entry.lastChange, name: entry.name) : nil,
                silentSince: entry.silentSince.map(KoreanDate.day(of:)))
        }
    }
}

/// A character as the roster knows it, merged from armories and sibling lists.
package struct RosterEntry {
    package let name: String
    package var className: String?
    package var server: String?
    package var level: Int?
    package var itemLevel: ItemLevel?
    package var hasSheet: Bool
    package var combatPower: String?
    package var itemLevelWeekAgo: Double?
    package var lastChange: DatedChanges?
    /// Since when the API no longer answers for it (`CharacterSummary.silentSince`).
    package var silentSince: Date?

    package static func merge(summaries: [String: CharacterSummary], siblings: [[CharacterInfo]]) -> [RosterEntry] {
        var byName: [String: RosterEntry] = [:]
        for info in siblings.joined() {
            byName[info.name] = RosterEntry(
                name: info.name, className: info.className, server: info.serverName,
                level: info.characterLevel, itemLevel: info.itemLevel, hasSheet: false)
        }
        for (name, summary) in summaries {
            let profile = summary.profile
            var entry = byName[name] ?? RosterEntry(name: name, hasSheet: true)
            entry.className = profile?.className ?? entry.className
            entry.server = profile?.serverName ?? entry.server
            entry.level = profile?.characterLevel ?? entry.level
            entry.itemLevel = profile?.itemLevel ?? entry.itemLevel
            entry.hasSheet = true
            entry.combatPower = profile?.combatPower
            entry.itemLevelWeekAgo = summary.itemLevelWeekAgo
            entry.lastChange = summary.changes.first
            entry.silentSince = summary.silentSince
            byName[name] = entry
        }
        return byName.values.sorted {
            ($0.itemLevel?.value ?? -1, $1.name) > ($1.itemLevel?.value ?? -1, $0.name)
        }
    }
}
