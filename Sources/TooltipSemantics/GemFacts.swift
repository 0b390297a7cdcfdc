import DocumentTree
import LostArkAPI
import Support

/// A gem: level, kind, and the skill it boosts with what it does.
package struct GemFacts: Sendable, Hashable {
    package var name: String?
    package var grade: ItemGrade?
    package var level: Int?
    /// 광휘, 겁화, 작열, 멸화, 홍염, …
    package var kind: String?
    /// The class in brackets before the skill, such as 브레이커.
    package var className: String?
    package var skill: String?
    /// What the gem does to the skill: "재사용 대기시간 24.00% 감소".
    package var effect: String?
    /// The 2025 gems' second effect, such as "기본 공격력 1.20% 증가".
    package var additionalEffect: String?

    package init(_ document: Document) {
        name = document.headingText
        grade =
            document.elements(.itemTitle).first?.blocks.first?.lines.first
            .flatMap { ItemGrade(leadingWordOf: $0.text) } ?? ItemGrade(color: document.headingColor)
        if let name {
            level = name.integer(before: "레벨")
            if let after = name.firstRange(ofText: "레벨")?.upperBound, let end = name.firstRange(ofText: "의 보석")?.lowerBound, after <= end {
                kind = name[after..<end].trimmingSpaces
            }
        }
        if level == nil {
            level = document.lines(of: .singleTextBox).first { $0.text.hasPrefix("보석 레벨") }?.text.integer(after: "보석 레벨")
        }
        guard let body = document.sections(containing: "효과").first?.body.flatMap(\.lines), let first = body.first else { return }
        className = first.text.bracketed
        // The skill is the highlighted run; the effect is the text after it.
        if let skillRun = first.runs.first(where: { $0.color?.role == .highlight }) {
            skill = skillRun.text.trimmingSpaces
            if let range = first.text.firstRange(ofText: skillRun.text) {
                effect = first.text[range.upperBound...].trimmingSpaces
            }
        } else {
            effect = first.text
        }
        if let header = body.firstIndex(where: { $0.text == "추가 효과" }), header + 1 < body.count {
            additionalEffect = body[header + 1].text
        }
    }
}

/// A card: its name, grade and awakening.
package struct CardFacts: Sendable, Hashable {
    package var name: String?
    package var grade: ItemGrade?
    package var awakening: Int?
    package var awakeningTotal: Int?

    package init(_ document: Document) {
        name = document.headingText
        grade = ItemGrade(color: document.headingColor)
        for block in document.elements(.card).flatMap(\.blocks) {
            if case .meter(let meter) = block {
                awakening = meter.value
                awakeningTotal = meter.maximum
            }
        }
    }
}
