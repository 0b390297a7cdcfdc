import DocumentTree
import LostArkAPI
import Support

/// A combat skill: its level, the tripods chosen and the rune.
package struct SkillFacts: Sendable, Hashable {
    package var name: String?
    package var level: Int?
    package var tripods: [Tripod] = []
    package var rune: Rune?

    package struct Tripod: Sendable, Hashable {
        package var name: String
        /// The tripod's own level ("레벨 4"), shown until API V8 removed it.
        package var level: Int?
        package var isLocked: Bool
    }

    package struct Rune: Sendable, Hashable {
        package var name: String
        package var grade: ItemGrade?
        package var effect: String?
    }

    package init(_ document: Document) {
        name = document.headingText
        // The first "스킬 레벨" line; the one after BlinkLineStart is the next level's.
        level = document.lines(of: .singleTextBox).first { $0.text.hasPrefix("스킬 레벨") }?.text.integer(after: "스킬 레벨")
        for block in document.elements(.tripodSkillCustom).flatMap(\.blocks) {
            guard case .list(let items) = block else { continue }
            for item in items {
                guard case .cells(let cells)? = item.first else { continue }
                let texts = cells.map { Line.split($0).map(\.text).joined(separator: " ") }
                let isLocked = cells.contains { $0 == [.icon(.locked)] }
                let names = texts.filter { $0 != Icon.locked.text }
                guard let name = names.first, !name.isEmpty else { continue }
                tripods.append(Tripod(name: name, level: names.dropFirst().first?.integer(after: "레벨"), isLocked: isLocked))
            }
        }
        if let line = document.sections(containing: "스킬 룬 효과").first?.body.flatMap(\.lines).first,
            let runeName = line.text.bracketed
        {
            let grade = line.runs.first { $0.text.containsText(runeName) }?.color.flatMap { ItemGrade(color: $0) }
            let effect = line.text.firstRange(ofText: "]").map { line.text[$0.upperBound...].trimmingSpaces }
            rune = Rune(name: runeName, grade: grade, effect: effect)
        }
    }
}
