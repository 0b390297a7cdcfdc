import ArmoryTimeline
import Discord
import Foundation
import Planning

extension NoticeComposer {
    /// One notice of each kind `facts` can show, whatever was posted (`loas notify
    /// --preview`), so a user setting up Discord sees them on the first day: the characters
    /// watched, the latest change, today's schedule (else the calendar's first day) and the
    /// gains of last week (else of the days the store holds). No notice has keys: a preview
    /// is never recorded.
    package func preview(_ facts: NoticeFacts, now: Date) -> [OutgoingNotice] {
        let watched = facts.characters.filter(\.answered)
        var embeds: [[DiscordMessage.Embed]] = []
        if !watched.isEmpty { embeds.append(watchEmbeds(watched, first: true)) }
        let latest = watched.flatMap { character in character.changes.prefix(1).map { (character.name, $0) } }
            .max { ($0.1.seenAt, $1.0) < ($1.1.seenAt, $0.0) }
        if let latest { embeds.append([changeEmbed(latest.0, latest.1)]) }
        let schedule = ScheduleNotices(words: words, footer: footer)
        if let calendar = facts.calendar {
            let week = WeekSchedule(calendar)
            let today = KoreanDate.day(of: GameResets.dayStart(containing: now))
            let day = week.days.contains(today) ? today : week.days.first
            // Noon of that day, well inside its game day (06:00 to 06:00).
            if let day, let noon = KoreanDate.date(kst: "\(day)T12:00"), let embed = schedule.dayEmbed(week, now: noon) {
                embeds.append([embed])
            }
        }
        var week = schedule.weekEmbeds(watched, now: now)
        if week.isEmpty, let first = watched.flatMap(\.itemLevel).map(\.date).min() {
            week = schedule.weekEmbeds(watched, from: max(first, now.addingTimeInterval(-7 * 86_400)), to: now)
        }
        if !week.isEmpty { embeds.append(week) }
        return embeds.map { OutgoingNotice(keys: [], embeds: $0) }
    }
}
