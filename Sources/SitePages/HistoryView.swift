import ArmoryTimeline
import Planning
import Rendering

/// The history section of a character sheet (`partials/history`): level charts from the
/// store, when the character last changed and what, and the way to its whole timeline.
package struct HistoryView: TemplateValueConvertible {
    package let charts: [ChartView]
    /// The newest entry of the timeline; nil when nothing has changed in the stored answers.
    package let lastChange: LastChange?
    /// When the store's answers begin, for a sheet with no change yet.
    package let since: String?
    package let timelineHref: String?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("charts", charts)
                $0.add("lastChange", lastChange)
                $0.add("since", since)
                $0.add("timelineHref", timelineHref)
            })
    }

    package struct LastChange: TemplateValueConvertible {
        package let at: String
        package let datetime: String
        package let lines: [ChangeLine]
        /// More entries before it, on the timeline page.
        package let earlier: Int

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("at", at)
                    $0.add("datetime", datetime)
                    $0.add("lines", lines)
                    $0.add("earlier", earlier)
                })
        }
    }

    package init(_ history: CharacterHistory, timelineHref: String?, words: Words) {
        charts = [
            ChartView(id: "chart-item-level", title: words[.chartItemLevel], points: history.itemLevel, decimals: 2, words: words),
            ChartView(id: "chart-combat-power", title: words[.chartCombatPower], points: history.combatPower, decimals: 2, words: words),
        ].compactMap { $0 }
        let timeline = history.timeline
        lastChange = timeline?.entries.first.map { entry in
            LastChange(
                at: KoreanDate.display(entry.seenAt), datetime: KoreanDate.rfc3339(entry.seenAt),
                lines: entry.changes.map { ChangeLine($0, words: words) }, earlier: (timeline?.entries.count ?? 1) - 1)
        }
        since = timeline?.since.map(KoreanDate.day(of:))
        self.timelineHref = timeline == nil ? nil : timelineHref
    }
}
