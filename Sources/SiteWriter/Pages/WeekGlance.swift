import Planning
import LostArkAPI

/// This week at a glance, for the dashboard: per day, which adventure islands run (and
/// whether they give gold that day), and whether field bosses and chaos gates are open.
struct WeekGlance: Encodable {
    struct Day: Encodable {
        let date: String
        let weekday: String
        /// Link to the day on the calendar page.
        let href: String
        let islands: [Island]
        let hasIslands: Bool
        /// The islands in one line ("은빛 물결 섬 (골드), 잠든 고래의 섬"), for table cells in Markdown.
        let islandList: String
        let fieldBoss: Bool
        let chaosGate: Bool
    }

    struct Island: Encodable {
        let name: String
        let gold: Bool
    }

    let days: [Day]

    static let islandCategory = "모험 섬"
    static let fieldBossCategory = "필드보스"
    static let chaosGateCategory = "카오스게이트"

    /// `calendarHref` links each day to the calendar; `dayAnchors` adds the day's anchor, which
    /// only the HTML calendar has (GitHub makes its own heading anchors for Markdown).
    init(_ entries: [CalendarEntry], calendarHref: String, dayAnchors: Bool) {
        var dates: Set<String> = []
        var islands: [String: [Island]] = [:]
        var fieldBoss: Set<String> = []
        var chaosGate: Set<String> = []
        for entry in entries {
            let entryDays = Set(entry.startTimes.map { String($0.prefix(10)) })
            dates.formUnion(entryDays)
            switch entry.category {
            case Self.islandCategory:
                for day in entryDays.sorted() where !(islands[day] ?? []).contains(where: { $0.name == entry.name }) {
                    islands[day, default: []].append(Island(name: entry.name, gold: Self.givesGold(entry, on: day)))
                }
            case Self.fieldBossCategory: fieldBoss.formUnion(entryDays)
            case Self.chaosGateCategory: chaosGate.formUnion(entryDays)
            default: break
            }
        }
        days = dates.sorted().map { date in
            let today = islands[date] ?? []
            return Day(
                date: date, weekday: KoreanDate.weekday(of: date) ?? "",
                href: dayAnchors ? "\(calendarHref)#day-\(date)" : calendarHref,
                islands: today, hasIslands: !today.isEmpty,
                islandList: today.map { $0.gold ? "\($0.name) (골드)" : $0.name }.joined(separator: ", "),
                fieldBoss: fieldBoss.contains(date), chaosGate: chaosGate.contains(date))
        }
    }

    /// Gold is a reward with its own start times: only the runs listed give it.
    private static func givesGold(_ entry: CalendarEntry, on day: String) -> Bool {
        entry.rewardGroups.flatMap(\.items).contains { item in
            item.name == "골드" && (item.startTimes.isEmpty || item.startTimes.contains { $0.hasPrefix(day) })
        }
    }
}
