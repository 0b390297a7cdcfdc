import Foundation
import LostArkAPI

/// Collectibles: per kind the items collected of the total, and the entries (regions for
/// 모코코 씨앗, single items for the rest) collected and still missing.
struct CollectibleSection: Encodable {
    let kinds: [KindView]
    let absent: Absence?

    struct KindView: Encodable {
        let kind: String
        /// Items collected and in all, grouped by thousands: "1,462", "1,474".
        let point: String
        let maxPoint: String
        /// "99.2"
        let percent: String
        /// 0…100, for the bar's CSS width.
        let width: Int
        /// Items still to collect: what a player means by 미수집 (not the entries left,
        /// which for 모코코 씨앗 are regions). Nil when every one is collected.
        let missingItems: String?
        let isComplete: Bool
        let collected: [String]
        let missing: [String]
        /// The same lists on one line each, for Markdown; nil when empty.
        let collectedLine: String?
        let missingLine: String?
    }

    init(_ context: SheetContext) {
        kinds = (context.armory.collectibles ?? []).map { kind in
            let point = kind.point ?? kind.points.compactMap(\.point).reduce(0, +)
            let maxPoint = kind.maxPoint ?? kind.points.compactMap(\.maxPoint).reduce(0, +)
            let ratio = maxPoint > 0 ? min(1, max(0, Double(point) / Double(maxPoint))) : 0
            let name = { (entry: Collectible.Point) in
                entry.name + ((entry.maxPoint ?? 1) > 1 ? " (\(entry.point ?? 0)/\(entry.maxPoint ?? 0))" : "")
            }
            let isComplete = { (entry: Collectible.Point) in (entry.point ?? 0) >= (entry.maxPoint ?? 1) }
            let collected = kind.points.filter(isComplete).map(name)
            let missing = kind.points.filter { !isComplete($0) }.map(name)
            let left = max(0, maxPoint - point)
            return KindView(
                kind: kind.kind, point: Self.grouped(point), maxPoint: Self.grouped(maxPoint),
                percent: String(format: "%.1f", ratio * 100), width: Int((ratio * 100).rounded()),
                missingItems: left > 0 ? Self.grouped(left) : nil, isComplete: left == 0, collected: collected, missing: missing,
                collectedLine: collected.isEmpty ? nil : collected.joined(separator: ", "),
                missingLine: missing.isEmpty ? nil : missing.joined(separator: ", "))
        }
        absent = context.absence(of: "Collectibles", isNull: context.armory.collectibles == nil)
    }

    static func grouped(_ value: Int) -> String {
        ChartLabels.number(Double(value), decimals: 0)
    }
}
