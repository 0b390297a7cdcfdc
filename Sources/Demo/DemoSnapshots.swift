import BundledResources
import Foundation
import LostArkAPI
import Planning
import SnapshotStore

extension InMemorySnapshots {
    /// The fictional snapshots compiled into the binary, all taken at one moment of the
    /// week their calendar covers (Saturday 2026-11-21 09:00 KST, the last day its market
    /// stats list), so demo pages carry a data-as-of stamp like a real site's. Its pictures
    /// (`images/`) are LOAS's own SVG drawings, the only SVG a source may hold.
    package static let demo = InMemorySnapshots(
        label: "demo", files: BundledResources.demoSnapshots, takenAt: DemoWeek.takenAt, allowSVG: true)

    /// The demo moved by whole weeks into the game week containing `date` (the build's
    /// `Options.now`), so a demo built today shows this week's calendar rather than one
    /// long over; whole weeks keep every weekday where the schedule has it. With no date it
    /// is `demo` as written, so pages built without a clock (the goldens) stay the same.
    package static func demo(weekContaining date: Date?) -> InMemorySnapshots {
        guard let date else { return demo }
        let weeks = DemoWeek.weeks(toWeekContaining: date)
        // Fetched no later than the morning of the day it is built: a stamp from later in the
        // week would be data from the future, and so would market days after it.
        let takenAt = min(DemoWeek.moved(DemoWeek.takenAt, weeks: weeks), GameResets.dayStart(containing: date))
        let today = KoreanDate.day(of: takenAt)
        let files = BundledResources.demoSnapshots.reduce(into: [String: Data]()) { moved, file in
            var body = weeks == 0 ? file.value : DemoWeek.datesMoved(in: file.value, path: file.key, weeks: weeks)
            if case .marketItem = Route(mirrorPath: file.key) { body = DemoWeek.marketDays(in: body, through: today) }
            moved[file.key] = body
        }
        return InMemorySnapshots(label: "demo", files: files, takenAt: takenAt, allowSVG: true)
    }
}

/// How far the demo moves to reach a given week, and the moving itself.
package enum DemoWeek {
    /// When the demo snapshots were taken as written: Saturday 2026-11-21 09:00 KST.
    package static let takenAt = Date(timeIntervalSince1970: 1_795_219_200)
    private static let week: TimeInterval = 7 * 86_400

    /// Whole weeks from the demo's own game week to the one containing `date`; 0 for nil.
    package static func weeks(toWeekContaining date: Date?) -> Int {
        guard let date else { return 0 }
        let from = GameResets.weekStart(containing: takenAt)
        let to = GameResets.weekStart(containing: date)
        return Int((to.timeIntervalSince(from) / week).rounded())
    }

    static func moved(_ date: Date, weeks: Int) -> Date {
        date.addingTimeInterval(Double(weeks) * week)
    }

    /// The answers that carry the week's dates (the calendar, news, market days: every one
    /// not about a character) get every date moved; an armory's or a roster's dates
    /// (pictures' versions, seasons) are not the week's and are kept, as are pictures.
    static func datesMoved(in body: Data, path: String, weeks: Int) -> Data {
        guard Route.isMirrorPath(path), !Route(mirrorPath: path).isCharacter else { return body }
        guard let text = String(data: body, encoding: .utf8) else { return body }
        return Data(movingDates(in: text, days: weeks * 7).utf8)
    }

    /// Every quoted value starting with a date (`"2026-11-18`, `"2026-11-18T11:00:00"`)
    /// moved by `days`, the rest of the value kept; anything else untouched.
    static func movingDates(in text: String, days: Int) -> String {
        let pattern = /"(\d{4})-(\d{2})-(\d{2})/
        return text.replacing(pattern) { match in
            guard let year = Int(match.1), let month = Int(match.2), let day = Int(match.3) else {
                return String(match.0)
            }
            let (y, m, d) = KoreanDate.civilFromDays(KoreanDate.daysFromCivil(year, month, day) + days)
            return "\"" + String(format: "%04d-%02d-%02d", y, m, d)
        }
    }
}
