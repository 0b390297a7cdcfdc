/// A gem's name as the game writes it ("8레벨 겁화의 보석", "6레벨 광휘의 보석 (귀속)"), read
/// once for every page: its level, its kind (겁화, 작열, 광휘, or the older 멸화, 홍염) and
/// whether it is bound. Plain text: markup is stripped before.
package struct GemName: Sendable, Hashable {
    package var level: Int?
    package var kind: String
    package var isBound: Bool

    package init(_ plain: String) {
        var words = plain.split(separator: " ").map(String.init)
        if let first = words.first, first.hasSuffix("레벨"), let number = Int(first.dropLast(2)) {
            level = number
            words.removeFirst()
        }
        isBound = words.last == "(귀속)"
        if isBound { words.removeLast() }
        var kind = words.joined(separator: " ")
        for suffix in ["의 보석", " 보석"] where kind.hasSuffix(suffix) {
            kind.removeLast(suffix.count)
            break
        }
        self.kind = kind
    }

    /// The gem 조율 tunes to damage or to cooldown, per gem preset.
    package static let radiance = "광휘"

    /// What a 광휘 was tuned to; the templates word it.
    package enum Tuning: Int, Sendable, Comparable {
        case cooldown = 1, damage

        /// Read from a gem's effect line ("피해 44.00% 증가", "재사용 대기시간 24.00% 감소").
        package init?(effect: String) {
            if effect.contains("재사용 대기시간") {
                self = .cooldown
            } else if effect.contains("피해") {
                self = .damage
            } else {
                return nil
            }
        }

        package static func < (a: Tuning, b: Tuning) -> Bool { a.rawValue < b.rawValue }
    }
}
