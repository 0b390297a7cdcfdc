import DocumentTree
import Support

/// A chosen ArkPassive node, read from its description line
/// ("깨달음 1티어 수라의 길 Lv.1"): the tree, the tier, the node and its level.
package struct ArkPassiveNodeFacts: Sendable, Hashable {
    package var tree: String?
    package var tier: Int?
    package var name: String?
    package var level: Int?

    package init(tree: String?, tier: Int?, name: String?, level: Int?) {
        self.tree = tree
        self.tier = tier
        self.name = name
        self.level = level
    }

    package init(_ document: Document) {
        let text = document.blocks.flatMap(\.lines).map(\.text).joined(separator: " ")
        guard let tierMark = text.firstRange(ofText: "티어") else { return }
        tier = text.integer(before: "티어")
        let head = text[..<tierMark.lowerBound].split(separator: " ")
        tree = head.count > 1 ? String(head[0]) : nil
        var rest = text[tierMark.upperBound...]
        if let levelMark = rest.firstRange(ofText: "Lv.") {
            level = String(rest[levelMark.upperBound...]).integer()
            rest = rest[..<levelMark.lowerBound]
        }
        let name = rest.trimmingSpaces
        self.name = name.isEmpty ? nil : name
    }
}
