import Support

/// One synthetic character from a source armory: renamed, moved to a server, and its gear
/// varied (item level, combat power, honing "+N" in equipment names and tooltips, tooltip
/// quality). Everything else stays byte for byte as the API sent it.
struct ArmoryVariation {
    let name: String
    let server: String

    /// The varied armory's bytes and its profile as a roster row shows it.
    func apply(to source: SourceArmory, random: inout SeededGenerator) -> (bytes: [UInt8], profile: [String: Any]) {
        var text = JSONText(source.bytes)
        var profile = source.profile
        // Profile first: the equipment edits below may move its offset.
        let anchor = text.find(Array("\"ArmoryProfile\"".utf8)) ?? 0
        var changes: [(key: String, value: String)] = [("CharacterName", name), ("ServerName", server)]
        let levelDelta = random.int(in: -2000...2000)
        for key in ["ItemAvgLevel", "ItemMaxLevel"] {
            if let text = profile[key] as? String, let level = GameNumber.hundredths(text) {
                changes.append((key, GameNumber.text(hundredths: max(100, level + levelDelta))))
            }
        }
        if let text = profile["CombatPower"] as? String, let power = GameNumber.hundredths(text) {
            changes.append(("CombatPower", GameNumber.text(hundredths: power * random.int(in: 85...115) / 100)))
        }
        for (key, value) in changes {
            if let old = profile[key] as? String, text.replaceValue(of: key, old: old, with: value, after: anchor) {
                profile[key] = value
            }
        }
        for name in source.equipmentNames {
            if let honed = Self.rehoned(name, random: &random) { text.replaceAll(name, with: honed) }
        }
        text.replaceNumbers(after: "qualityValue") { min(100, max(0, $0 + random.int(in: -20...20))) }
        return (text.bytes, profile)
    }

    /// "+21 악몽에 잠긴 쌍검" → "+19 악몽에 잠긴 쌍검"; nil for a name without honing.
    static func rehoned(_ name: String, random: inout SeededGenerator) -> String? {
        guard name.hasPrefix("+"), let space = name.firstIndex(of: " "),
            let level = Int(name[name.index(after: name.startIndex)..<space])
        else { return nil }
        let varied = min(25, max(1, level + random.int(in: -3...3)))
        return "+\(varied)" + name[space...]
    }
}
