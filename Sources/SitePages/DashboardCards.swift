import Foundation
import LostArkAPI
import Planning
import Support

extension DashboardPage {
    /// A tracked character as the front page shows it: portrait, class, item level, combat
    /// power and what it gained since the week's reset.
    package struct Card: Encodable {
        package let name: String
        package let href: Fragment?
        package let portrait: PictureView?
        package let className: String?
        package let server: String?
        package let itemLevel: String?
        package let combatPower: String?
        package let itemLevelChange: Change?
        package let combatPowerChange: Change?
        package let hasChange: Bool
        package let isMain: Bool
        /// The KST day since which the API no longer answers for it; nil while it does.
        package let silentSince: String?
        /// What the sort buttons compare (-1 when unknown, so it sorts last).
        package let itemLevelValue: String
        package let combatPowerValue: String
    }

    /// "+5.00", and whether it went up.
    package struct Change: Encodable {
        package let text: String
        package let up: Bool

        init?(_ value: Double?, decimals: Int) {
            guard let value, abs(value) >= 0.005 else { return nil }
            let number = ChartLabels.number(value, decimals: decimals)
            (text, up) = (value > 0 ? "+" + number : number, value > 0)
        }
    }

    /// The tracked characters (main first) that the roster knows, in the order chosen.
    static func cards(_ data: Facts, pictures: any PagePictures) -> [Card] {
        let chosen = choose(data)
        let entryOf = Dictionary((data.roster + data.silent).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return ([chosen.main].compactMap { $0 } + chosen.favourites).compactMap { name in
            entryOf[name].map {
                card($0, summary: data.characters[name], isMain: name == chosen.main, data: data, pictures: pictures)
            }
        }
    }

    private static func card(
        _ entry: RosterEntry, summary: CharacterSummary?, isMain: Bool, data: Facts, pictures: any PagePictures
    ) -> Card {
        let name = entry.name
        let moment = data.week.now
        let level = Change(summary?.recentItemLevel.flatMap { WeekChange.since(weekOf: moment, $0) }, decimals: 2)
        let power = Change(summary?.recentCombatPower.flatMap { WeekChange.since(weekOf: moment, $0) }, decimals: 2)
        return Card(
            name: name, href: entry.hasSheet ? .link { SitePaths.character(name, $0) } : nil,
            portrait: pictures.view(summary?.profile?.characterImage, alt: name, role: .portrait),
            className: entry.className, server: entry.server, itemLevel: entry.itemLevel?.description,
            combatPower: entry.combatPower, itemLevelChange: level, combatPowerChange: power, hasChange: level != nil || power != nil,
            isMain: isMain, silentSince: entry.silentSince.map(KoreanDate.day(of:)),
            itemLevelValue: entry.itemLevel.map { "\($0.value)" } ?? "-1",
            combatPowerValue: entry.combatPower.flatMap(GameNumber.double).map { "\($0)" } ?? "-1")
    }
}
