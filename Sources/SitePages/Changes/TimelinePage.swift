import ArmoryTimeline
import Foundation
import Planning
import Rendering

/// A character's change timeline (`timeline.html`/`.md`): the days it changed, newest first,
/// each fetch that changed something with the exact moment, and the quiet stretches between
/// folded into one line.
package struct TimelinePage: TemplateValueConvertible {
    package let name: String
    /// The sheet of the page's format.
    package let sheetHref: Fragment
    /// The KST day of the first stored answer.
    package let since: String?
    package let latest: String?
    package let days: [Day]
    package let hasDays: Bool
    /// Days without a change between the latest fetch and the newest change.
    package let quietSinceLatest: Int?
    /// Set by the build when the API no longer answers for the character: the timeline ends
    /// with its last real answer.
    package var gone: GoneNote?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields(capacity: 8) {
                $0.add("name", name)
                $0.add("sheetHref", sheetHref)
                $0.add("since", since)
                $0.add("latest", latest)
                $0.add("days", days)
                $0.add("hasDays", hasDays)
                $0.add("quietSinceLatest", quietSinceLatest)
                $0.add("gone", gone)
            })
    }

    package struct Day: TemplateValueConvertible {
        package let date: String
        package let weekday: String
        package let entries: [Entry]
        /// Whole days without a change before this day's first (oldest) entry, back to the
        /// previous change; nil under one day.
        package let quietBefore: Int?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("date", date)
                    $0.add("weekday", weekday)
                    $0.add("entries", entries)
                    $0.add("quietBefore", quietBefore)
                })
        }
    }

    package struct Entry: TemplateValueConvertible {
        package let time: String
        package let datetime: String
        package let lines: [ChangeLine]

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("time", time)
                    $0.add("datetime", datetime)
                    $0.add("lines", lines)
                })
        }
    }

    package init(name: String, sheetHref: Fragment, timeline: ChangeTimeline, words: Words) {
        self.name = name
        self.sheetHref = sheetHref
        since = timeline.since.map(KoreanDate.day(of:))
        latest = timeline.latest.map(KoreanDate.display)
        var days: [Day] = []
        var group: [ChangeTimeline.Entry] = []
        let entries = timeline.entries
        for (index, entry) in entries.enumerated() {
            group.append(entry)
            let next = index + 1 < entries.count ? entries[index + 1] : nil
            guard next.map({ KoreanDate.day(of: $0.seenAt) != KoreanDate.day(of: entry.seenAt) }) ?? true else { continue }
            // The oldest entry of the day: quiet since the change before it, or since the start.
            let before = next?.seenAt ?? timeline.since
            let quiet = before.map { Self.wholeDays(from: $0, to: entry.previousAt) }
            let day = KoreanDate.day(of: entry.seenAt)
            days.append(
                Day(
                    date: day, weekday: KoreanDate.weekday(of: day) ?? "",
                    entries: group.map { entry in
                        Entry(
                            time: KoreanDate.time(of: entry.seenAt), datetime: KoreanDate.rfc3339(entry.seenAt),
                            lines: entry.changes.map { ChangeLine($0, words: words) })
                    },
                    quietBefore: quiet.flatMap { $0 >= 1 ? $0 : nil }))
            group = []
        }
        self.days = days
        hasDays = !days.isEmpty
        if let start = entries.first?.seenAt ?? timeline.since, let end = timeline.latest, Self.wholeDays(from: start, to: end) >= 1 {
            quietSinceLatest = Self.wholeDays(from: start, to: end)
        } else {
            quietSinceLatest = nil
        }
    }

    private static func wholeDays(from start: Date, to end: Date) -> Int {
        Int((end.timeIntervalSince(start) / 86_400).rounded(.down))
    }
}
