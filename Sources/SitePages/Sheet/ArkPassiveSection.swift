import LostArkAPI

/// ArkPassive: points per tree and the chosen nodes.
package struct ArkPassiveSection: Encodable {
    /// The title (수라의 길) and whether ArkPassive is on, whichever the API sent.
    package let headline: String?
    /// Points as rendered paragraphs: "진화 120" with rank and tooltip.
    package let points: [String]
    package let hasPoints: Bool
    package let nodes: [NodeView]
    package let absent: Absence?

    package struct NodeView: Encodable {
        /// "깨달음 1티어 수라의 길 Lv.1", or the tree's name when there is no description.
        package let title: String
        package let icon: PictureView?
        package let tooltip: TooltipView
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.arkPassive
        let state = section?.isArkPassive.map { $0 ? "아크 패시브 사용 중" : "아크 패시브 미사용" }
        let headline = [section?.title, state].compactMap { $0 }.joined(separator: " · ")
        self.headline = headline.isEmpty ? nil : headline
        points = (section?.points ?? []).map { point in
            let label = [point.name, point.value.map(String.init), point.description].compactMap { $0 }.joined(separator: " ")
            return context.labelled(label, markup: point.tooltip.map { [$0] } ?? [])
        }
        hasPoints = !points.isEmpty
        nodes = zip(section?.effects ?? [], tooltips.arkPassiveEffects).map { effect, decoded in
            let description = effect.description.map(SheetContext.plain) ?? ""
            let title = description.isEmpty ? effect.name : description
            return NodeView(title: title, icon: context.icon(effect.icon, alt: title), tooltip: context.tooltip(decoded, title: title))
        }
        absent = context.absence(of: "ArkPassive", isNull: section == nil)
    }
}
