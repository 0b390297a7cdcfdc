import Planning
import LostArkAPI

/// The weekly content calendar: per day, per category, each content with its start
/// times (KST, as the API sends them) and rewards.
struct CalendarPage: Encodable {
    let chrome: Chrome
    let days: [Day]
    let anytime: [Category]
    let hasEntries: Bool

    struct Day: Encodable {
        let date: String
        let weekday: String
        let anchor: String
        let categories: [Category]
    }

    struct Category: Encodable {
        let name: String
        let entries: [Entry]
    }

    struct Entry: Encodable {
        let name: String
        /// The content's icon, kept with the snapshots (else a placeholder).
        let icon: PictureView?
        let times: String
        let minItemLevel: Int?
        let location: String?
        let rewardGroups: [Rewards]
        let hasRewards: Bool
    }

    struct Rewards: Encodable {
        /// "1640+", or nil for rewards every level gets.
        let itemLevel: String?
        let items: [RewardView]
    }

    init(chrome: Chrome, entries: [CalendarEntry], pictures: PagePictures) {
        self.chrome = chrome
        var byDay: [String: [(time: String, entry: CalendarEntry)]] = [:]
        var undated: [CalendarEntry] = []
        for entry in entries {
            if entry.startTimes.isEmpty { undated.append(entry) }
            for start in entry.startTimes {
                let day = String(start.prefix(10))
                let time = start.count >= 16 ? String(start.dropFirst(11).prefix(5)) : ""
                byDay[day, default: []].append((time, entry))
            }
        }
        days = byDay.keys.sorted().map { day in
            Day(
                date: day, weekday: KoreanDate.weekday(of: day) ?? "", anchor: "day-\(day)",
                categories: Self.categories(byDay[day] ?? [], pictures: pictures))
        }
        anytime = Self.categories(undated.map { ("", $0) }, pictures: pictures)
        hasEntries = !entries.isEmpty
    }

    /// Groups one day's starts by category, then by content, in the API's order.
    private static func categories(_ starts: [(time: String, entry: CalendarEntry)], pictures: PagePictures) -> [Category] {
        var order: [String] = []
        var contents: [String: [(key: String, entry: CalendarEntry, times: [String])]] = [:]
        for (time, entry) in starts {
            if contents[entry.category] == nil { order.append(entry.category) }
            let key = entry.name + "\u{1F}" + (entry.location ?? "")
            if let index = contents[entry.category]?.firstIndex(where: { $0.key == key }) {
                contents[entry.category]?[index].times.append(time)
            } else {
                contents[entry.category, default: []].append((key, entry, time.isEmpty ? [] : [time]))
            }
        }
        return order.map { name in
            Category(name: name.isEmpty ? "기타" : name, entries: (contents[name] ?? []).map { item in
                let groups = item.entry.rewardGroups.map {
                    Rewards(itemLevel: $0.itemLevel > 0 ? "\($0.itemLevel)+" : nil, items: $0.items.map { RewardView($0, pictures: pictures) })
                }
                return Entry(
                    name: item.entry.name, icon: pictures.view(item.entry.icon, alt: item.entry.name, role: .icon(grade: nil)),
                    times: Array(Set(item.times)).sorted().joined(separator: ", "),
                    minItemLevel: item.entry.minItemLevel, location: item.entry.location,
                    rewardGroups: groups, hasRewards: !groups.isEmpty)
            })
        }
    }
}

/// A reward as pages show it.
struct RewardView: Encodable {
    let name: String
    let grade: String?
    let gradeClass: String
    /// The item's icon, kept with the snapshots (else a placeholder in the grade's colour).
    let icon: PictureView?

    init(_ item: RewardItem, pictures: PagePictures) {
        name = item.name
        grade = item.grade
        gradeClass = SiteWriter.gradeClass(item.grade)
        icon = pictures.view(item.icon, alt: item.name, role: .icon(grade: item.grade))
    }
}
