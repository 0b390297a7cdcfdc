import Foundation
import LostArkAPI
import Rendering
import Support

/// Collectibles: per kind the items collected of the total, and the entries (regions for
/// 모코코 씨앗, single items for the rest) collected and still missing.
package struct CollectibleSection: TemplateValueConvertible {
    package let kinds: [KindView]
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("kinds", kinds)
                $0.add("absent", absent)
            })
    }

    package struct KindView: TemplateValueConvertible {
        package let kind: String
        /// Items collected and in all, grouped by thousands: "1,462", "1,474".
        package let point: String
        package let maxPoint: String
        /// "99.2"
        package let percent: String
        /// 0…100, for the bar's CSS width.
        package let width: Int
        /// Items still to collect: what a player means by 미수집 (not the entries left,
        /// which for 모코코 씨앗 are regions). Nil when every one is collected.
        package let missingItems: String?
        package let isComplete: Bool
        package let collected: [String]
        package let missing: [String]
        /// The same lists on one line each, for Markdown; nil when empty.
        package let collectedLine: String?
        package let missingLine: String?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 11) {
                    $0.add("kind", kind)
                    $0.add("point", point)
                    $0.add("maxPoint", maxPoint)
                    $0.add("percent", percent)
                    $0.add("width", width)
                    $0.add("missingItems", missingItems)
                    $0.add("isComplete", isComplete)
                    $0.add("collected", collected)
                    $0.add("missing", missing)
                    $0.add("collectedLine", collectedLine)
                    $0.add("missingLine", missingLine)
                })
        }
    }

    /// `kinds` are `kinds(_:)` of the armory's collectibles (`SheetFacts`).
    package init(_ context: SheetContext, kinds: [KindView]) {
        self.kinds = kinds
        absent = context.absence(of: "Collectibles", isNull: context.armory.collectibles == nil)
    }

    package static func kinds(_ collectibles: [Collectible]) -> [KindView] {
        collectibles.map { kind in
            let point = kind.point ?? kind.points.compactMap(\.point).clampedSum()
            let maxPoint = kind.maxPoint ?? kind.points.compactMap(\.maxPoint).clampedSum()
            let ratio = maxPoint > 0 ? min(1, max(0, Double(point) / Double(maxPoint))) : 0
            let name = { (entry: Collectible.Point) in
                entry.name + ((entry.maxPoint ?? 1) > 1 ? " (\(entry.point ?? 0)/\(entry.maxPoint ?? 0))" : "")
            }
            let isComplete = { (entry: Collectible.Point) in (entry.point ?? 0) >= (entry.maxPoint ?? 1) }
            let collected = kind.points.filter(isComplete).map(name)
            let missing = kind.points.filter { !isComplete($0) }.map(name)
            let left = max(0, maxPoint.clampedSubtracting(point))
            return KindView(
                kind: kind.kind, point: Self.grouped(point), maxPoint: Self.grouped(maxPoint),
                percent: String(format: "%.1f", ratio * 100), width: Int((ratio * 100).rounded()),
                missingItems: left > 0 ? Self.grouped(left) : nil, isComplete: left == 0, collected: collected, missing: missing,
                collectedLine: collected.isEmpty ? nil : collected.joined(separator: ", "),
                missingLine: missing.isEmpty ? nil : missing.joined(separator: ", "))
        }
    }

    static func grouped(_ value: Int) -> String {
        ChartLabels.number(Double(value), decimals: 0)
    }
}
