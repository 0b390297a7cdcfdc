import Foundation
import LostArkAPI

/// Collectibles: per kind the share collected, and what is collected and still missing.
package struct CollectibleSection: Encodable {
    package let kinds: [KindView]
    package let absent: Absence?

    package struct KindView: Encodable {
        package let kind: String
        package let point: Int
        package let maxPoint: Int
        /// "99.2"
        package let percent: String
        /// 0…100, for the bar's CSS width.
        package let width: Int
        package let collected: [String]
        package let missing: [String]
        package let collectedCount: Int
        package let missingCount: Int
        /// The same lists on one line each, for Markdown; nil when empty.
        package let collectedLine: String?
        package let missingLine: String?
    }

    package init(_ context: SheetContext) {
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
            return KindView(
                kind: kind.kind, point: point, maxPoint: maxPoint, percent: String(format: "%.1f", ratio * 100),
                width: Int((ratio * 100).rounded()), collected: collected, missing: missing,
                collectedCount: collected.count, missingCount: missing.count,
                collectedLine: collected.isEmpty ? nil : collected.joined(separator: ", "),
                missingLine: missing.isEmpty ? nil : missing.joined(separator: ", "))
        }
        absent = context.absence(of: "Collectibles", isNull: context.armory.collectibles == nil)
    }
}
