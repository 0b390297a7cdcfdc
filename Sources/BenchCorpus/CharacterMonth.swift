import Foundation
import Support

/// One character fetched again and again over a month, as a cron dashboard sees it: its
/// combat power moves at every fetch, a piece of equipment is honed every few days and a
/// gem levelled every few more. Edits are made on the answer's bytes (`JSONText`), so
/// everything else stays exactly as the API sent it, and the same steps give the same bytes.
package struct CharacterMonth: Sendable {
    private var text: JSONText
    private let origin: String
    private var combatPower: Int
    private var itemLevel: Int
    /// Honed equipment names ("+21 …") as they read now, longest first (see `SourceArmory`).
    private var honed: [String]
    private var nextPiece = 0
    private var nextGem = 0
    private var random: SeededGenerator

    package init(armory: Data, origin: String, seed: UInt64) throws(CorpusError) {
        let source = try SourceArmory(origin: origin, data: armory)
        guard let power = (source.profile["CombatPower"] as? String).flatMap(GameNumber.hundredths),
            let level = (source.profile["ItemAvgLevel"] as? String).flatMap(GameNumber.hundredths)
        else { throw CorpusError("\(origin): no ArmoryProfile.CombatPower and ItemAvgLevel to move") }
        text = JSONText(source.bytes)
        self.origin = origin
        combatPower = power
        itemLevel = level
        honed = source.equipmentNames.filter { $0.hasPrefix("+") }
        random = SeededGenerator(seed: seed)
    }

    /// Whether a month can be made of `source`: armories from before 2025 have no combat power.
    package static func canStart(from source: SourceArmory) -> Bool {
        (source.profile["CombatPower"] as? String).flatMap(GameNumber.hundredths) != nil
            && (source.profile["ItemAvgLevel"] as? String).flatMap(GameNumber.hundredths) != nil
    }

    /// The armory as it is now.
    package var bytes: Data { Data(text.bytes) }

    /// The combat power moved by up to ±0.5%, never to the same figure.
    package mutating func moveCombatPower() throws(CorpusError) {
        let step = max(1, combatPower / 200)
        var moved = combatPower + random.int(in: -step...step)
        if moved == combatPower { moved += 1 }
        try setProfile("CombatPower", from: combatPower, to: moved)
        combatPower = moved
    }

    /// The next honed piece one level up (names and tooltips), and the item level with it.
    package mutating func hone() throws(CorpusError) {
        guard !honed.isEmpty else { throw CorpusError("\(origin): no honed equipment to hone") }
        let index = nextPiece % honed.count
        nextPiece += 1
        let name = honed[index]
        guard let space = name.firstIndex(of: " "), let level = Int(name.dropFirst().prefix(upTo: space)) else { return }
        let raised = "+\(level < 25 ? level + 1 : level - 1)" + name[space...]
        text.replaceAll(name, with: raised)
        honed[index] = raised
        let newLevel = itemLevel + (level < 25 ? 83 : -83)
        try setProfile("ItemAvgLevel", from: itemLevel, to: newLevel)
        itemLevel = newLevel
    }

    /// The next gem one level up (its level and the level in its name), or down from 10;
    /// false for a character without gems (a beginner's `"ArmoryGem": null`).
    @discardableResult
    package mutating func levelGem() throws(CorpusError) -> Bool {
        guard let section = text.find(Array("\"ArmoryGem\"".utf8)) else { return false }
        var slots: [Int] = []
        var cursor = section
        // Each gem starts with its "Slot"; the section's effects follow its gems.
        let effects = text.find(Array("\"Effects\"".utf8), from: section) ?? Int.max
        while let slot = text.find(Array("\"Slot\"".utf8), from: cursor), slot < effects, slots.count < 64 {
            slots.append(slot)
            cursor = slot + 1
        }
        guard !slots.isEmpty else { return false }
        let index = nextGem % slots.count
        nextGem += 1
        let start = slots[index]
        let levelKey = Array("\"Level\": ".utf8)
        guard let key = text.find(levelKey, from: start), let (level, end) = text.integer(at: key + levelKey.count) else {
            throw CorpusError("\(origin): gem \(index) has no Level")
        }
        let raised = level < 10 ? level + 1 : level - 1
        text.replace((key + levelKey.count)..<end, with: String(raised))
        let named = Array("\(level)레벨".utf8)
        if let name = text.find(named, from: start), name < key {
            text.replace(name..<(name + named.count), with: "\(raised)레벨")
        }
        return true
    }

    private mutating func setProfile(_ key: String, from old: Int, to new: Int) throws(CorpusError) {
        let anchor = text.find(Array("\"ArmoryProfile\"".utf8)) ?? 0
        guard text.replaceValue(of: key, old: GameNumber.text(hundredths: old), with: GameNumber.text(hundredths: new), after: anchor)
        else { throw CorpusError("\(origin): ArmoryProfile.\(key) is not \(GameNumber.text(hundredths: old))") }
    }
}
