import Foundation
import Planning
import Support

/// What a character gained since the week's reset (Wednesday 06:00 KST), from its history.
package enum WeekChange {
    /// The points of the eight days up to the latest and the last one before them: enough
    /// to tell the change since any weekly reset up to the latest point, and small enough to
    /// keep in the build cache with the character's summary.
    package static func recent(_ points: [HistoryPoint]) -> [HistoryPoint] {
        let sorted = points.sorted { $0.date < $1.date }
        guard let latest = sorted.last?.date else { return [] }
        let cutoff = latest.addingTimeInterval(-8 * 86_400)
        let before = sorted.lastIndex { $0.date <= cutoff }
        return Array(sorted[(before ?? 0)...])
    }

    /// The latest value less the value that held at the week's reset before `moment` (the
    /// latest point's own week without one); nil when the history starts after that reset.
    package static func since(weekOf moment: Date?, _ points: [HistoryPoint]) -> Double? {
        let sorted = points.sorted { $0.date < $1.date }
        guard let latest = sorted.last else { return nil }
        let start = GameResets.weekStart(containing: moment ?? latest.date)
        guard let before = sorted.last(where: { $0.date <= start }) else { return nil }
        return latest.value - before.value
    }
}
