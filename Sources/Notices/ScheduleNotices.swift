import Discord
import Foundation
import Planning
import SitePages
import Support

/// The notices of the game's clock: today's schedule from the calendar, once a game day, and
/// last week's gains, once the week has reset. Both on Korea's clock (`GameResets`).
struct ScheduleNotices {
    let words: Words
    let footer: DiscordMessage.Footer

    static let dayColor = 0xFEE75C
    static let weekColor = 0xEB459E

    /// Today's (the game day of `now`) adventure islands, field bosses and chaos gates, each a
    /// field; nil when the calendar has none of them today (a calendar of another week).
    func dayEmbed(_ schedule: WeekSchedule, now: Date) -> DiscordMessage.Embed? {
        let date = KoreanDate.day(of: GameResets.dayStart(containing: now))
        guard schedule.days.contains(date) else { return nil }
        var fields: [DiscordMessage.Field] = []
        for category in schedule.categories where WeekSchedule.plannedCategories.contains(category.name) {
            let lines: [String]
            if category.name == WeekSchedule.islands {
                lines = category.contents.compactMap { content in
                    guard let times = times(content.runs, on: date) else { return nil }
                    let gold = content.runs.contains { $0.goldDays.contains(date) }
                    let names = content.names.map(DiscordMarkdown.escaped).joined(separator: " · ")
                    return words(gold ? .noticeDayIslandGold : .noticeDayIsland, ["names": names, "times": times])
                }
            } else {
                lines = times(category.contents.flatMap(\.runs), on: date).map { [$0] } ?? []
            }
            guard !lines.isEmpty else { continue }
            fields.append(DiscordMessage.Field(name: DiscordMarkdown.escaped(category.name), value: lines.joined(separator: "\n")))
        }
        guard !fields.isEmpty else { return nil }
        return DiscordMessage.Embed(
            title: words(.noticeDayTitle, ["date": KoreanDate.monthDay(of: date), "weekday": KoreanDate.weekday(of: date) ?? ""]),
            color: Self.dayColor, fields: fields, footer: footer)
    }

    /// The start times of `runs` on `date`, each once: as a series when they are evenly spaced.
    private func times(_ runs: [WeekSchedule.Run], on date: String) -> String? {
        let times = Array(Set(runs.filter { $0.days.contains(date) }.flatMap(\.times))).sorted()
        guard !times.isEmpty else { return nil }
        guard let series = WeekSchedule.Run(days: [date], times: times, goldDays: []).series else {
            return times.joined(separator: " ")
        }
        return words(.noticeSeries, ["first": series.first, "last": series.last, "minutes": String(series.minutes)])
    }

    /// Each character's item level and combat power gained in the week before the latest
    /// weekly reset, a field each (25 to an embed); none when no one's history spans it.
    func weekEmbeds(_ characters: [NoticeFacts.Character], now: Date) -> [DiscordMessage.Embed] {
        let end = GameResets.weekStart(containing: now)
        return weekEmbeds(characters, from: end.addingTimeInterval(-7 * 86_400), to: end)
    }

    /// The gains from `start` to `end`, as `weekEmbeds(_:now:)` tells a week's.
    func weekEmbeds(_ characters: [NoticeFacts.Character], from start: Date, to end: Date) -> [DiscordMessage.Embed] {
        // A series that does not span the week has no figure to tell, which is not a gain of none.
        let none = words[.noticeWeekGainUnknown]
        let fields = characters.compactMap { character -> DiscordMessage.Field? in
            let level = Self.gain(character.itemLevel, from: start, to: end)
            let power = Self.gain(character.combatPower, from: start, to: end)
            guard (level ?? 0) != 0 || (power ?? 0) != 0 else { return nil }
            let text = { (gain: Double?) in gain.map { Self.signed($0) } ?? none }
            return DiscordMessage.Field(
                name: DiscordMarkdown.escaped(character.name),
                // One line each, so a narrow column never breaks a figure from its name.
                value: [
                    words(.noticeWeekGainItemLevel, ["itemLevel": text(level)]),
                    words(.noticeWeekGainCombatPower, ["combatPower": text(power)]),
                ].joined(separator: "\n"), inline: true)
        }
        let title = words(
            .noticeWeekTitle,
            ["from": KoreanDate.monthDay(of: KoreanDate.day(of: start)), "to": KoreanDate.monthDay(of: KoreanDate.day(of: end))])
        return stride(from: 0, to: fields.count, by: DiscordLimits.fields).map { first in
            DiscordMessage.Embed(
                title: first == 0 ? title : nil, color: Self.weekColor,
                fields: Array(fields[first..<min(first + DiscordLimits.fields, fields.count)]), footer: footer)
        }
    }

    /// The value at `end` less the value at `start`, each the last point at or before it; nil
    /// when the series begins after `start`.
    static func gain(_ points: [HistoryPoint], from start: Date, to end: Date) -> Double? {
        let sorted = points.sorted { $0.date < $1.date }
        guard let before = sorted.last(where: { $0.date <= start }), let after = sorted.last(where: { $0.date <= end }) else {
            return nil
        }
        return after.value - before.value
    }

    static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + ChartLabels.number(value, decimals: 2)
    }
}
