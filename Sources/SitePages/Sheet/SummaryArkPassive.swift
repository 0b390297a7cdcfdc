import DocumentTree
import LostArkAPI
import Rendering
import TooltipSemantics

extension SheetSummary {
    /// One ArkPassive tree (진화, 깨달음, 도약): its points and the nodes chosen in it,
    /// grouped by tier.
    package struct ArkPassiveTree: TemplateValueConvertible {
        package let name: String
        package let value: Int?
        /// The tree's rank and level ("6랭크 30레벨"), when the API states them.
        package let rank: Int?
        package let level: Int?
        package let tiers: [Tier]
        package let hasNodes: Bool

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("value", value)
                    $0.add("rank", rank)
                    $0.add("level", level)
                    $0.add("tiers", tiers)
                    $0.add("hasNodes", hasNodes)
                })
        }

        package struct Tier: TemplateValueConvertible {
            package let tier: Int?
            package let nodes: [Node]

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("tier", tier)
                        $0.add("nodes", nodes)
                    })
            }
        }

        package struct Node: TemplateValueConvertible {
            package let name: String
            package let level: Int?

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("name", name)
                        $0.add("level", level)
                    })
            }
        }

        /// The trees in the order the API lists their points; a tree that has nodes but no
        /// points entry comes after them.
        static func trees(_ section: ArkPassive?, memo: TooltipMemo) -> [ArkPassiveTree] {
            guard let section else { return [] }
            let nodes = section.effects.map { effect in
                let facts = memo.markup(effect.description ?? "").facts(ArkPassiveNodeFacts.init) ?? ArkPassiveNodeFacts(Document([]))
                return (tree: effect.name.isEmpty ? facts.tree ?? "" : effect.name, facts: facts)
            }
            var names = section.points.map(\.name)
            for node in nodes where !names.contains(node.tree) { names.append(node.tree) }
            return names.filter { !$0.isEmpty }.compactMap { name in
                var tiers: [Tier] = []
                for node in nodes where node.tree == name {
                    let view = Node(name: node.facts.name ?? name, level: node.facts.level)
                    if let last = tiers.last, last.tier == node.facts.tier {
                        tiers[tiers.count - 1] = Tier(tier: last.tier, nodes: last.nodes + [view])
                    } else {
                        tiers.append(Tier(tier: node.facts.tier, nodes: [view]))
                    }
                }
                let point = section.points.first { $0.name == name }
                guard point?.value != nil || !tiers.isEmpty else { return nil }
                let standing = point?.rankAndLevel
                return ArkPassiveTree(
                    name: name, value: point?.value, rank: standing?.rank, level: standing?.level, tiers: tiers, hasNodes: !tiers.isEmpty)
            }
        }
    }
}
