import DocumentTree
import Support

extension ItemFacts {
    /// A stat line such as "힘 +17188" or a bracelet's "치명 +118".
    package struct Stat: Sendable, Hashable {
        package var name: String
        /// As the game writes it: "+17188".
        package var value: String
        /// Drawn grey: a main stat this class does not use (an accessory lists all three).
        package var isInactive: Bool
        /// The colour of the value, on a bracelet: the same palette as polishing tiers.
        package var tier: PolishTier?

        package init(name: String, value: String, isInactive: Bool = false, tier: PolishTier? = nil) {
            self.name = name
            self.value = value
            self.isInactive = isInactive
            self.tier = tier
        }

        /// "NAME +N" with a whole number N; nil for anything else ("치명타 적중률 +3.40%").
        init?(_ line: Line) {
            let text = line.words
            guard let plus = text.lastIndex(of: "+") else { return nil }
            let name = String(text[..<plus]).trimmingSpaces, digits = text[text.index(after: plus)...]
            guard !name.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            self.init(
                name: name, value: "+" + digits, isInactive: line.runs.contains { $0.color?.rgb == Self.inactiveGrey },
                tier: line.runs.lazy.compactMap { PolishTier(color: $0.color) }.first)
        }

        /// The grey of the main stats an accessory gives but this class does not use.
        static let inactiveGrey: UInt32 = 0x686660
    }

    /// One of a bracelet's special effects: its first line, and any line that continues it
    /// (a line without the lock icon that starts an effect).
    package struct BraceletEffect: Sendable, Hashable {
        package var text: String
        package var more: [String]
        /// The colour of its value: the game grades bracelet effects as it grades polishing.
        package var tier: PolishTier?

        package init(text: String, more: [String] = [], tier: PolishTier? = nil) {
            self.text = text
            self.more = more
            self.tier = tier
        }
    }

    mutating func readEffects(_ sections: Sections) {
        baseStats = sections.lines(titled: "기본 효과").compactMap(Stat.init)
        var effects: [(first: Line, more: [Line])] = []
        for line in sections.lines(titled: "팔찌 효과") {
            let startsEffect = line.leadingIcon == .braceletLocked || line.leadingIcon == .braceletChangeable
            if startsEffect || effects.isEmpty {
                effects.append((line, []))
            } else {
                effects[effects.count - 1].more.append(line)
            }
        }
        for (first, more) in effects {
            if more.isEmpty, let stat = Stat(first) {
                braceletStats.append(stat)
            } else {
                braceletEffects.append(
                    BraceletEffect(
                        text: first.words, more: more.map(\.text),
                        tier: ([first] + more).lazy.flatMap(\.runs).compactMap { PolishTier(color: $0.color) }.first))
            }
        }
    }
}
