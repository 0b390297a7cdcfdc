import LostArkAPI

/// What changed in a character's equipment between two armory snapshots.
///
/// Slots are paired by kind and order (two earrings, two rings), so a swapped ring shows
/// as one swap rather than as a removal and an addition.
package struct ArmoryChanges: Sendable, Equatable {
    package enum Change: Sendable, Equatable {
        /// Same item, higher or lower honing: "+18" → "+20".
        case honed(slot: String, name: String, from: Int, to: Int)
        case swapped(slot: String, from: String, to: String)
        case equipped(slot: String, name: String)
        case removed(slot: String, name: String)
    }

    package var changes: [Change]
    /// Current minus previous item level; nil when either is unknown.
    package var itemLevelGain: Double?

    package init(from old: Armory, to new: Armory) {
        let before = Self.bySlot(old.equipment ?? [])
        var changes: [Change] = []
        var seen: Set<String> = []
        for (key, item) in Self.bySlot(new.equipment ?? []) {
            seen.insert(key)
            guard let previous = before.first(where: { $0.key == key })?.item else {
                changes.append(.equipped(slot: item.slot, name: item.name))
                continue
            }
            guard previous.name != item.name else { continue }
            let (oldHoning, oldBase) = Self.honing(previous.name)
            let (newHoning, newBase) = Self.honing(item.name)
            if oldBase == newBase, let oldHoning, let newHoning {
                changes.append(.honed(slot: item.slot, name: newBase, from: oldHoning, to: newHoning))
            } else {
                changes.append(.swapped(slot: item.slot, from: previous.name, to: item.name))
            }
        }
        for (key, item) in before where !seen.contains(key) {
            changes.append(.removed(slot: item.slot, name: item.name))
        }
        self.changes = changes
        if let now = new.profile?.itemLevel?.value, let then = old.profile?.itemLevel?.value {
            itemLevelGain = now - then
        }
    }

    /// "반지#2" style keys in equipment order.
    private static func bySlot(_ items: [Equipment]) -> [(key: String, item: Equipment)] {
        var counts: [String: Int] = [:]
        return items.map { item in
            counts[item.slot, default: 0] += 1
            return ("\(item.slot)#\(counts[item.slot] ?? 1)", item)
        }
    }

    /// "+25 운명의 전율 투구" → (25, "운명의 전율 투구"); a name without honing → (nil, name).
    package static func honing(_ name: String) -> (Int?, String) {
        guard name.hasPrefix("+") else { return (nil, name) }
        let digits = name.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard let level = Int(digits) else { return (nil, name) }
        let rest = name.dropFirst(1 + digits.count).drop { $0 == " " }
        return (level, String(rest))
    }
}
