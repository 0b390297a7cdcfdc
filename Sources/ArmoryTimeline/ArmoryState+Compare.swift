extension ArmoryState {
    /// What changed from `old` to this state, levels aside (a timeline decides when a level's
    /// movement is worth a line: `ChangeTimeline`). Pieces are paired by slot and order (two
    /// earrings, two rings), so a swapped ring is one swap, not a removal and an addition.
    package func changes(since old: ArmoryState) -> [ArmoryChange] {
        var changes: [ArmoryChange] = []
        if hasProfile, old.hasProfile {
            if let from = old.name, let to = name, from != to { changes.append(.renamed(from: from, to: to)) }
            if title != old.title { changes.append(.title(from: old.title, to: title)) }
            if guild != old.guild { changes.append(.guild(from: old.guild, to: guild)) }
        }
        if let before = old.pieces, let after = pieces { changes += Self.pieceChanges(before, after) }
        changes += paired(old.gems, gems, by: \.slot).compactMap { slot, before, after in
            before == after ? nil : .gem(slot: slot, from: before, to: after)
        }
        if hasCards, old.hasCards {
            if cardSet != old.cardSet { changes.append(.cardSet(from: old.cardSet, to: cardSet)) }
            if let from = old.cardAwakening, let to = cardAwakening, from != to { changes.append(.cardAwakening(from: from, to: to)) }
        }
        changes += paired(old.engravings, engravings, by: \.name).compactMap { name, before, after in
            before == after ? nil : .engraving(name: name, from: before, to: after)
        }
        changes += paired(old.arkPassivePoints, arkPassivePoints, by: \.name).compactMap { name, before, after in
            before == after ? nil : .arkPassivePoint(name: name, from: before, to: after)
        }
        if let before = old.arkPassiveNodes, let after = arkPassiveNodes, before != after {
            for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
                changes.append(.arkPassiveNode(name: name, from: before[name], to: after[name]))
            }
        }
        changes += paired(old.arkGridCores, arkGridCores, by: \.slot).compactMap { slot, before, after in
            before == after ? nil : .arkGridCore(slot: slot, from: before, to: after)
        }
        for (name, before, after) in paired(old.skills, skills, by: \.name) {
            guard let before, let after else { continue }  // a class change, not a skill's
            if let from = before.level, let to = after.level, from != to { changes.append(.skillLevel(name: name, from: from, to: to)) }
            if before.tripods != after.tripods { changes.append(.tripods(name: name, to: after.tripods)) }
            if before.rune != after.rune { changes.append(.rune(name: name, from: before.rune, to: after.rune)) }
        }
        return changes
    }

    private static func pieceChanges(_ old: [Piece], _ new: [Piece]) -> [ArmoryChange] {
        var changes: [ArmoryChange] = []
        for (_, before, after) in paired(old, new, by: \.key) {
            guard let after else {
                if let before { changes.append(.removed(slot: before.slot, name: before.name)) }
                continue
            }
            guard let before else {
                changes.append(.equipped(slot: after.slot, name: after.name))
                continue
            }
            let (slot, name) = (after.slot, after.name)
            guard before.name == name else {
                changes.append(.swapped(slot: slot, from: before.name, to: name))
                continue
            }
            if let from = before.honing, let to = after.honing, from != to {
                changes.append(.honed(slot: slot, name: name, from: from, to: to))
            }
            // A tooltip not read on one side (a partial answer) tells nothing of what is in it.
            guard before.hasFacts, after.hasFacts else { continue }
            if before.advancedHoning != after.advancedHoning {
                changes.append(.advancedHoned(slot: slot, name: name, from: before.advancedHoning ?? 0, to: after.advancedHoning ?? 0))
            }
            if let from = before.quality, let to = after.quality, from != to {
                changes.append(.quality(slot: slot, name: name, from: from, to: to))
            }
            if before.transcendence != after.transcendence {
                changes.append(.transcended(slot: slot, name: name, from: before.transcendence ?? 0, to: after.transcendence ?? 0))
            }
            if before.elixirs != after.elixirs { changes.append(.elixirs(slot: slot, name: name, to: after.elixirs)) }
            if before.effects != after.effects { changes.append(.effects(slot: slot, name: name, to: after.effects)) }
        }
        return changes
    }
}

/// Elements of two lists paired by `key`, in the new list's order and then the ones that
/// went away; nil on the side that lacks it. Nothing when either list is unknown, or when
/// the two are equal: an equal pair is no change, and most answers of a character repeat
/// most sections, whose parts are then one array in both states, equal at a glance.
private func paired<Element: Equatable, Key: Hashable>(_ old: [Element]?, _ new: [Element]?, by key: (Element) -> Key)
    -> [(Key, Element?, Element?)]
{
    guard let old, let new, old != new else { return [] }
    var before: [Key: Element] = [:]
    for element in old where before[key(element)] == nil { before[key(element)] = element }
    var seen: Set<Key> = []
    var pairs: [(Key, Element?, Element?)] = []
    for element in new where seen.insert(key(element)).inserted {
        pairs.append((key(element), before[key(element)], element))
    }
    for element in old where seen.insert(key(element)).inserted {
        pairs.append((key(element), element, nil))
    }
    return pairs
}
