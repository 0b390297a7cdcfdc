import Foundation
import TooltipSemantics

extension HoningPiece {
    /// The piece an equipment entry is, when the planner has its line: a name with 전율 or
    /// 업화, or the `Type` 완갑 (at 0강 its name has no `+N`). Any other piece (an Esther
    /// weapon, older gear, an accessory) is not planned: nil.
    package init?(slot: String, facts: ItemFacts) {
        let name = facts.name ?? ""
        let line: GearLine
        if Self.names(slot, has: GearLine.wangap.rawValue, whole: true) {
            line = .wangap
        } else if Self.names(name, has: GearLine.jeonyul.rawValue) {
            line = .jeonyul
        } else if Self.names(name, has: GearLine.eophwa.rawValue) {
            line = .eophwa
        } else {
            return nil
        }
        guard let stage = facts.honingLevel ?? (line == .wangap ? 0 : nil) else { return nil }
        self.init(
            slot: slot, line: line, stage: stage,
            growth: facts.honingGrowth.map { GrowthBar(value: $0.value, maximum: $0.maximum) },
            itemLevel: line.addsItemLevel ? facts.itemLevel.map { Double($0) } : nil)
    }

    /// Whether `text` holds `word` (is it, when `whole`). Byte for byte: `contains` and `==` on
    /// Korean text compare canonical forms, the slow path, and a build reads every piece of
    /// every character. Text with conjoining jamo (lead byte 0xE1: U+1000…U+1FFF), Hangul
    /// spelled decomposed, is compared canonically, so it still matches.
    package static func names(_ text: String, has word: String, whole: Bool = false) -> Bool {
        if text.utf8.contains(0xE1) { return whole ? text == word : text.contains(word) }
        if whole { return text.utf8.elementsEqual(word.utf8) }
        // A plain scan: the standard library's generic `firstRange(of:)` is not specialised for
        // UTF-8 views and cost more than the canonical `contains` it replaced.
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard !needle.isEmpty, needle.count <= haystack.count, let h = haystack.baseAddress, let n = needle.baseAddress
                else {
                    return needle.isEmpty
                }
                for start in 0...(haystack.count - needle.count) where h[start] == n[0] {
                    if memcmp(h + start, n, needle.count) == 0 { return true }
                }
                return false
            }
        }
    }
}

/// A character as the planner reads it: the armory's own item level and the pieces it plans.
package struct HoningCharacter: Sendable, Hashable {
    package var name: String
    package var itemLevel: Double
    package var pieces: [HoningPiece]

    package init(name: String, itemLevel: Double, pieces: [HoningPiece]) {
        self.name = name
        self.itemLevel = itemLevel
        self.pieces = pieces
    }
}
