import ArmoryTimeline
import Discord
import Foundation
import Planning
import SitePages

/// Turns the store's facts into the notices not yet posted, in the order they are posted:
/// the characters newly watched, each new change-timeline entry (oldest first), last week's
/// gains after the weekly reset, and today's schedule after the daily one.
///
/// The first run ever posts no backlog: one notice naming the characters it now watches,
/// which records every entry they already have, and this day and week, as told. A character
/// the roster gains later is named the same way; one the API never answered for is not named.
/// A rename declared in loas.yml of a character already watched is one notice (old → new),
/// and its changes go on as before. Words come from `words.txt`.
package struct NoticeComposer: Sendable {
    package var words: Words
    /// The footer of every notice (the site's title).
    package var siteTitle: String
    /// With it, a change links to the character's timeline page.
    package var siteURL: SiteURL?

    package init(words: Words = .builtIn, siteTitle: String, siteURL: SiteURL?) {
        (self.words, self.siteTitle, self.siteURL) = (words, siteTitle, siteURL)
    }

    /// `posted`: the keys recorded so far, each with when it was recorded.
    package func compose(_ facts: NoticeFacts, posted: [String: Date], now: Date) -> [OutgoingNotice] {
        let firstRun = posted.isEmpty
        let today = NoticeKey.day(KoreanDate.day(of: GameResets.dayStart(containing: now)))
        let thisWeek = NoticeKey.week(KoreanDate.day(of: GameResets.weekStart(containing: now)))
        var notices: [OutgoingNotice] = []
        let unwatched = facts.characters.filter { posted[NoticeKey.watch($0.name)] == nil && $0.answered }
        let renamed = unwatched.filter { $0.watchedSince(posted) != nil }
        let newcomers = unwatched.filter { $0.watchedSince(posted) == nil }
        if !newcomers.isEmpty {
            var keys = newcomers.flatMap { [NoticeKey.watch($0.name)] + $0.keyedChanges.map(\.key) }
            if firstRun { keys += [today, thisWeek] }
            notices.append(OutgoingNotice(keys: keys, embeds: watchEmbeds(newcomers, first: firstRun)))
        }
        notices += renamed.map { OutgoingNotice(keys: [NoticeKey.watch($0.name)], embeds: [renameEmbed($0)]) }
        notices += changeNotices(facts.characters, posted: posted)
        guard !firstRun else { return notices }
        let schedule = ScheduleNotices(words: words, footer: footer)
        if posted[thisWeek] == nil {
            notices.append(OutgoingNotice(keys: [thisWeek], embeds: schedule.weekEmbeds(facts.characters, now: now)))
        }
        if posted[today] == nil, let calendar = facts.calendar, let embed = schedule.dayEmbed(WeekSchedule(calendar), now: now) {
            notices.append(OutgoingNotice(keys: [today], embeds: [embed]))
        }
        return notices
    }

    var footer: DiscordMessage.Footer {
        DiscordMessage.Footer(text: words(.noticeFooter, ["site": siteTitle]))
    }

    /// The characters named, highest item level first, in embeds of at most `linesPerEmbed`
    /// lines (a roster of hundreds stays within an embed's description).
    func watchEmbeds(_ characters: [NoticeFacts.Character], first: Bool) -> [DiscordMessage.Embed] {
        let ordered = characters.sorted { ($0.latestItemLevel ?? -1, $1.name) > ($1.latestItemLevel ?? -1, $0.name) }
        let lines = ordered.map { character in
            let name = DiscordMarkdown.escaped(character.name)
            guard let level = character.latestItemLevel else { return words(.noticeWatchLineWithoutLevel, ["name": name]) }
            return words(.noticeWatchLine, ["name": name, "itemLevel": ChartLabels.number(level, decimals: 2)])
        }
        let title = words(first ? .noticeWatchTitle : .noticeWatchMoreTitle, ["count": String(characters.count)])
        return stride(from: 0, to: lines.count, by: Self.linesPerEmbed).map { start in
            DiscordMessage.Embed(
                title: start == 0 ? title : nil,
                description: lines[start..<min(start + Self.linesPerEmbed, lines.count)].joined(separator: "\n"),
                color: Self.watchColor, footer: footer)
        }
    }

    static let linesPerEmbed = 40
    static let watchColor = 0x5865F2
    static let changeColor = 0x57F287

    /// Every entry not posted yet of the characters already watched, oldest first. An entry
    /// from before a character was first watched is its backlog, never posted (a newer LOAS
    /// that reads one more kind of change finds such entries in old answers).
    private func changeNotices(_ characters: [NoticeFacts.Character], posted: [String: Date]) -> [OutgoingNotice] {
        var found: [(name: String, key: String, entry: ChangeTimeline.Entry)] = []
        for character in characters {
            guard let since = character.watchedSince(posted) else { continue }
            for (key, aliases, entry) in character.keyedChanges
            where ([key] + aliases).allSatisfy({ posted[$0] == nil }) && entry.seenAt > since {
                found.append((character.name, key, entry))
            }
        }
        found.sort { ($0.entry.seenAt, $0.name, $0.key) < ($1.entry.seenAt, $1.name, $1.key) }
        return found.map { name, key, entry in
            OutgoingNotice(keys: [key], embeds: [changeEmbed(name, entry)])
        }
    }

    /// A rename declared in loas.yml: the names it had and the one it has now.
    private func renameEmbed(_ character: NoticeFacts.Character) -> DiscordMessage.Embed {
        let names = (character.former + [character.name]).map(DiscordMarkdown.escaped)
        return DiscordMessage.Embed(
            title: words(.noticeRenameTitle, ["name": DiscordMarkdown.escaped(character.name)]),
            description: words(.noticeRenameLine, ["from": names.dropLast().joined(separator: " → "), "to": names[names.count - 1]]),
            url: siteURL?.page(SitePaths.character(character.name, "html")), color: Self.watchColor, footer: footer)
    }

    func changeEmbed(_ name: String, _ entry: ChangeTimeline.Entry) -> DiscordMessage.Embed {
        let lines = DatedChanges(entry, words: words).lines.map { line in
            words(.noticeChangeLine, ["label": DiscordMarkdown.escaped(line.label), "text": DiscordMarkdown.escaped(line.text)])
        }
        return DiscordMessage.Embed(
            title: words(.noticeChangeTitle, ["name": DiscordMarkdown.escaped(name)]), description: lines.joined(separator: "\n"),
            url: siteURL?.page(SitePaths.timeline(name, "html")), timestamp: KoreanDate.rfc3339(entry.seenAt),
            color: Self.changeColor, footer: footer)
    }
}
