import LostArkAPI

/// The calendar as a week's plan: each content once, by category, with the days and times it
/// runs, rather than the API's list, which repeats a content's rewards for every day it runs.
///
/// Contents of one category that run at the same times for the same rewards (the thirteen
/// chaos gates of one week, say) become one content with several names.
package struct WeekSchedule: Sendable {
    /// The categories a player plans around, in the order pages show them; the rest follow in
    /// the API's order.
    package static let plannedCategories = [islands, fieldBosses, chaosGates]
    /// The API's names of the categories a player plans around.
    package static let islands = "모험 섬"
    package static let fieldBosses = "필드보스"
    package static let chaosGates = "카오스게이트"
    /// Gold is a reward like any other, by name.
    package static let goldReward = "골드"

    package struct Category: Sendable {
        package var name: String
        package var contents: [Content]
        /// Every start of the category, each once, in order (KST, as the API writes them).
        package var starts: [String]
    }

    package struct Content: Sendable {
        package var names: [String]
        package var locations: [String]
        package var icon: String?
        package var minItemLevel: Int?
        /// Days that share start times, together; in date order.
        package var runs: [Run]
        package var rewardGroups: [RewardGroup]
        package var givesGold: Bool { runs.contains { !$0.goldDays.isEmpty } }
    }

    /// Days (`YYYY-MM-DD`) on which a content starts at the same times (`HH:MM`).
    package struct Run: Sendable, Equatable {
        package var days: [String]
        package var times: [String]
        /// The days on which at least one start gives gold.
        package var goldDays: Set<String>

        package init(days: [String], times: [String], goldDays: Set<String>) {
            self.days = days
            self.times = times
            self.goldDays = goldDays
        }

        /// The times, when they are four or more at one interval: first, last, minutes apart.
        package var series: (first: String, last: String, minutes: Int)? { Self.series(times) }

        package static func == (a: Run, b: Run) -> Bool {
            a.days == b.days && a.times == b.times && a.goldDays == b.goldDays
        }

        static func series(_ times: [String]) -> (first: String, last: String, minutes: Int)? {
            let minutes = times.compactMap(Self.minutes)
            guard minutes.count >= 4, minutes.count == times.count, let first = times.first, let last = times.last else {
                return nil
            }
            let step = minutes[1] - minutes[0]
            guard step > 0, zip(minutes, minutes.dropFirst()).allSatisfy({ $1 - $0 == step }) else { return nil }
            return (first, last, step)
        }

        private static func minutes(_ time: String) -> Int? {
            let parts = time.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
            return parts[0] * 60 + parts[1]
        }
    }

    /// Every day the calendar covers (`YYYY-MM-DD`), in order.
    package var days: [String]
    package var categories: [Category]

    package init(_ entries: [CalendarEntry]) {
        var order: [String] = []
        var byCategory: [String: [CalendarEntry]] = [:]
        for entry in entries {
            if byCategory[entry.category] == nil { order.append(entry.category) }
            byCategory[entry.category, default: []].append(entry)
        }
        let planned = Self.plannedCategories.filter { byCategory[$0] != nil }
        categories = (planned + order.filter { !Self.plannedCategories.contains($0) }).map { name in
            let members = byCategory[name] ?? []
            return Category(
                name: name, contents: Self.contents(members),
                starts: Array(Set(members.flatMap(\.startTimes).map(Self.minutePrecision))).sorted())
        }
        days = Array(Set(entries.flatMap(\.startTimes).map { String($0.prefix(10)) })).sorted()
    }

    /// A category's contents, each once, merged when their starts and rewards are the same.
    private static func contents(_ entries: [CalendarEntry]) -> [Content] {
        var contents: [Content] = []
        var indexByKey: [String: Int] = [:]
        for entry in entries {
            let starts = Array(Set(entry.startTimes.map(minutePrecision))).sorted()
            let key = starts.joined(separator: ",") + "\u{1E}" + rewardKey(entry.rewardGroups)
            if let index = indexByKey[key] {
                if !contents[index].names.contains(entry.name) { contents[index].names.append(entry.name) }
                if let location = entry.location, !location.isEmpty, !contents[index].locations.contains(location) {
                    contents[index].locations.append(location)
                }
                continue
            }
            indexByKey[key] = contents.count
            contents.append(
                Content(
                    names: [entry.name], locations: entry.location.map { $0.isEmpty ? [] : [$0] } ?? [], icon: entry.icon,
                    minItemLevel: entry.minItemLevel, runs: runs(starts, goldStarts: goldStarts(entry)),
                    rewardGroups: entry.rewardGroups))
        }
        return contents
    }

    /// The starts at which the content gives gold: a reward with its own start times gives
    /// itself only then; one without, every time.
    private static func goldStarts(_ entry: CalendarEntry) -> Set<String> {
        var starts: Set<String> = []
        for item in entry.rewardGroups.flatMap(\.items) where item.name == goldReward {
            starts.formUnion((item.startTimes.isEmpty ? entry.startTimes : item.startTimes).map(minutePrecision))
        }
        return starts
    }

    /// Groups the starts by day, then days with the same times into one run.
    private static func runs(_ starts: [String], goldStarts: Set<String>) -> [Run] {
        var timesByDay: [String: [String]] = [:]
        for start in starts where start.count >= 16 {
            timesByDay[String(start.prefix(10)), default: []].append(String(start.dropFirst(11).prefix(5)))
        }
        var runs: [Run] = []
        for day in timesByDay.keys.sorted() {
            let times = timesByDay[day] ?? []
            let gold = starts.contains { $0.hasPrefix(day) && goldStarts.contains($0) }
            if let index = runs.firstIndex(where: { $0.times == times }) {
                runs[index].days.append(day)
                if gold { runs[index].goldDays.insert(day) }
            } else {
                runs.append(Run(days: [day], times: times, goldDays: gold ? [day] : []))
            }
        }
        return runs
    }

    /// "2025-08-20T22:30:00" → "2025-08-20T22:30": seconds never differ in practice, and a
    /// page shows minutes.
    static func minutePrecision(_ start: String) -> String { String(start.prefix(16)) }

    private static func rewardKey(_ groups: [RewardGroup]) -> String {
        groups.map { group in
            "\(group.itemLevel):"
                + group.items.map { "\($0.name)|\($0.grade ?? "")|\($0.startTimes.joined(separator: ","))" }
                .joined(separator: ";")
        }.joined(separator: "/")
    }
}

extension WeekSchedule.Content {
    /// Grades worth naming in a summary, best first.
    static let notableGrades = [ItemGrade.ancient, .relic, .legendary].map(\.rawValue)

    /// What a summary names: gold first, then the rarest items, each once, at most `limit`.
    package func highlights(limit: Int = 4) -> [RewardItem] {
        let items = rewardGroups.flatMap(\.items)
        var seen: Set<String> = []
        let gold = items.filter { $0.name == WeekSchedule.goldReward }.prefix(1)
        let notable = Self.notableGrades.flatMap { grade in items.filter { $0.grade == grade } }
        return (gold + notable).filter { seen.insert($0.name).inserted }.prefix(limit).map { $0 }
    }
}

/// The events of a calendar feed: one per start of each chosen category, naming every content
/// that starts then, so a subscriber sees "adventure islands at 19:00" once, not three times.
package struct FeedEvent: Sendable, Equatable {
    package var category: String
    /// KST, minutes: "2025-08-24T19:00".
    package var start: String
    package var minutes: Int
    package var names: [String]
    package var locations: [String]
    package var gold: Bool
    package var highlights: [String]

    /// `categories` empty means the planned ones; `minutes` gives each category's length
    /// (`defaultMinutes` for any other).
    package static func events(
        _ schedule: WeekSchedule, categories: [String], minutes: [String: Int], defaultMinutes: Int
    ) -> [FeedEvent] {
        let chosen = categories.isEmpty ? WeekSchedule.plannedCategories : categories
        var events: [FeedEvent] = []
        for category in schedule.categories where chosen.contains(category.name) {
            for start in category.starts {
                let day = String(start.prefix(10))
                let time = String(start.dropFirst(11))
                let running = category.contents.filter { content in
                    content.runs.contains { $0.days.contains(day) && $0.times.contains(time) }
                }
                var highlights: [String] = []
                for name in running.flatMap({ $0.highlights() }).map(\.name) where !highlights.contains(name) {
                    highlights.append(name)
                }
                events.append(
                    FeedEvent(
                        category: category.name, start: start, minutes: minutes[category.name] ?? defaultMinutes,
                        names: running.flatMap(\.names), locations: running.flatMap(\.locations),
                        gold: running.contains { $0.runs.contains { $0.goldDays.contains(day) && $0.times.contains(time) } },
                        highlights: highlights))
            }
        }
        return events.sorted { $0.start != $1.start ? $0.start < $1.start : $0.category < $1.category }
    }
}
