import LostArkAPI
import Rendering

/// ArkPassive: points per tree and the chosen nodes.
package struct ArkPassiveSection: TemplateValueConvertible {
    /// The title (수라의 길) and whether ArkPassive is on, whichever the API sent.
    package let title: String?
    package let isOn: Bool, isOff: Bool
    package let hasHeadline: Bool
    /// Points per tree on one line; their explanations (the API's markup) folded below as
    /// one tooltip, since they are one sentence but for the tree's name.
    package let points: [PointView]
    package let hasPoints: Bool
    package let pointTooltip: ByFormat<TooltipView>?
    package let nodes: [NodeView]
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields(capacity: 9) {
                $0.add("title", title)
                $0.add("isOn", isOn)
                $0.add("isOff", isOff)
                $0.add("hasHeadline", hasHeadline)
                $0.add("points", points)
                $0.add("hasPoints", hasPoints)
                $0.add("pointTooltip", pointTooltip)
                $0.add("nodes", nodes)
                $0.add("absent", absent)
            })
    }

    package struct PointView: TemplateValueConvertible {
        package let name: String
        package let value: Int?
        /// "6랭크 30레벨", as the API words it.
        package let description: String?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("value", value)
                    $0.add("description", description)
                })
        }
    }

    package struct NodeView: TemplateValueConvertible {
        /// "깨달음 1티어 수라의 길 Lv.1", or the tree's name when there is no description.
        package let title: String
        package let icon: PictureView?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("title", title)
                    $0.add("icon", icon)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.arkPassive
        (title, isOn, isOff) = (section?.title, section?.isArkPassive == true, section?.isArkPassive == false)
        hasHeadline = title != nil || isOn || isOff
        points = (section?.points ?? []).map { point in
            PointView(name: point.name, value: point.value, description: point.description.flatMap { $0.isEmpty ? nil : $0 })
        }
        hasPoints = !points.isEmpty
        pointTooltip = Self.pointTooltip(context, section?.points ?? [])
        nodes = zip(section?.effects ?? [], tooltips.arkPassiveEffects).map { effect, decoded in
            let description = effect.description.map(context.plain) ?? ""
            let title = description.isEmpty ? effect.name : description
            return NodeView(title: title, icon: context.icon(effect.icon, alt: title), tooltip: context.tooltip(decoded, title: title))
        }
        absent = context.absence(of: "ArkPassive", isNull: section == nil)
    }

    /// The points' explanations as one tooltip, titled by the trees' names: on the tooltip
    /// page for an HTML sheet, in place in Markdown, as `SheetContext.tooltip` places items'.
    private static func pointTooltip(_ context: SheetContext, _ points: [ArkPassive.Point]) -> ByFormat<TooltipView>? {
        guard let body = context.markup(points.compactMap(\.tooltip)) else { return nil }
        let html = body.html.map(Markup.init).map { body in
            guard let shelf = context.shelf else { return TooltipView(body: body) }
            let id = shelf.shelve(body, title: points.map(\.name).joined(separator: " · "))
            return TooltipView(link: TooltipView.Link(id: id, href: "\(shelf.pageHref)#\(id)", kind: .item))
        }
        return ByFormat.either(html: html, markdown: body.markdown.map { TooltipView(body: Markup($0)) })
    }
}
