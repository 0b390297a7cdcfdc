import DocumentTree
import LostArkAPI
import Support

/// An ArkGrid core: the willpower it supplies and its options, each reached at a number
/// of order or chaos points.
package struct ArkGridCoreFacts: Sendable, Hashable {
    package var name: String?
    package var grade: ItemGrade?
    /// "질서 - 해": order or chaos, and sun, moon or star.
    package var coreType: String?
    /// 코어 공급 의지력: what the core's gems may cost together.
    package var willpower: Int?
    package var options: [Option] = []

    package struct Option: Sendable, Hashable {
        /// The `[NP]` the option is reached at.
        package var points: Int
        package var text: String
        /// Lines that explain the first, such as what a granted effect does.
        package var more: [String]

        package init(points: Int, text: String, more: [String] = []) {
            self.points = points
            self.text = text
            self.more = more
        }
    }

    package init(_ document: Document) {
        name = document.headingText
        grade = Self.grade(document)
        let sections = Sections(document)
        coreType = sections.lines(titled: "코어 타입").first?.text
        willpower = sections.lines(titled: "코어 공급 의지력").first?.text.integer()
        for line in sections.lines(titled: "코어 옵션") {
            let text = line.text
            if text.hasPrefix("["), let points = text.integer(before: "P]"), let close = text.firstIndex(of: "]") {
                options.append(Option(points: points, text: text[text.index(after: close)...].trimmingSpaces))
            } else if !options.isEmpty {
                options[options.count - 1].more.append(text)
            }
        }
    }

    /// The grade the title names ("유물 아크 그리드 코어"), else the name's colour.
    static func grade(_ document: Document) -> ItemGrade? {
        document.elements(.itemTitle).first?.blocks.first?.lines.first.flatMap { ItemGrade(leadingWordOf: $0.text) }
            ?? ItemGrade(color: document.headingColor)
    }
}

/// An ArkGrid gem: what it costs in willpower, the order or chaos points it gives its
/// core, and its options with their levels.
package struct ArkGridGemFacts: Sendable, Hashable {
    package var name: String?
    package var grade: ItemGrade?
    /// 필요 의지력.
    package var willpower: Int?
    /// "질서" or "혼돈": the kind of points it gives (질서 포인트 : 4).
    package var pointKind: String?
    package var points: Int?
    package var options: [Option] = []

    package struct Option: Sendable, Hashable {
        package var name: String
        package var level: Int

        package init(name: String, level: Int) {
            self.name = name
            self.level = level
        }
    }

    package init(_ document: Document) {
        name = document.headingText
        grade = ArkGridCoreFacts.grade(document)
        for line in document.lines(ofSectionTitled: "젬 효과") {
            let words = line.words
            if words.hasPrefix("필요 의지력") {
                willpower = words.integer(after: "필요 의지력")
            } else if let marker = words.firstRange(ofText: " 포인트 :") {
                pointKind = String(words[..<marker.lowerBound]).trimmingSpaces
                points = words.integer(after: "포인트 :")
            } else if let name = words.bracketed, words.hasPrefix("["), let level = words.integer(after: "Lv.") {
                options.append(Option(name: name, level: level))
            }
        }
    }
}
