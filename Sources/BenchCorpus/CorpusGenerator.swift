import Foundation
import LostArkAPI
import Support

/// Synthesises N characters in the API-mirror layout from a few real or demo armories, for
/// benchmarks: the same sources, count and seed always give the same bytes.
package struct CorpusGenerator: Sendable {
    package static let rosterSize = 6
    static let servers = ["루페온", "실리안", "아만", "카마인", "카제로스", "아브렐슈드", "카단", "니나브"]

    package let sources: [SourceArmory]
    /// Files copied as they are (calendar, news, game contents, market items), by mirror path.
    package let extras: [String: Data]

    package init(sources: [SourceArmory], extras: [String: Data]) throws(CorpusError) {
        guard !sources.isEmpty else { throw CorpusError("no source armories to make characters from") }
        self.sources = sources
        self.extras = extras
    }

    /// Calls `write` with each file's mirror path and bytes, in a fixed order, holding one
    /// armory at a time so a large corpus does not have to fit in memory.
    package func generate(count: Int, seed: UInt64, write: (String, Data) throws -> Void) throws {
        var rosters: [[SiblingEntry]] = []
        for index in 0..<count {
            let (path, data, entry) = try character(index, seed: seed)
            try write(path, data)
            if index % Self.rosterSize == 0 { rosters.append([]) }
            rosters[rosters.count - 1].append(entry)
        }
        for roster in rosters {
            guard let owner = roster.first else { continue }
            let list = roster.map(\.object)
            try write(Route.siblings(character: owner.name).mirrorPath, try Self.serialize(list, origin: "siblings of \(owner.name)"))
        }
        for path in extras.keys.sorted() {
            if let data = extras[path] { try write(path, data) }
        }
    }

    /// The armory of synthetic character `index`; its own generator is seeded from (seed,
    /// index), so one character's bytes do not depend on how many come before it.
    package func character(_ index: Int, seed: UInt64) throws(CorpusError) -> (path: String, data: Data, entry: SiblingEntry) {
        let name = CharacterNames.name(index)
        var random = SeededGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        let server = Self.servers[random.int(in: 0...(Self.servers.count - 1))]
        let source = sources[index % sources.count]
        let varied = ArmoryVariation(name: name, server: server).apply(to: source, random: &random)
        return (Route.armory(character: name).mirrorPath, Data(varied.bytes), SiblingEntry(profile: varied.profile, name: name))
    }

    /// The armory with its item level raised by 0.01: the "one character changed" edit.
    package static func bumpingItemLevel(of data: Data, origin: String) throws(CorpusError) -> Data {
        let source = try SourceArmory(origin: origin, data: data)
        var text = JSONText(source.bytes)
        guard let old = source.profile["ItemAvgLevel"] as? String, let level = GameNumber.hundredths(old),
            text.replaceValue(
                of: "ItemAvgLevel", old: old, with: GameNumber.text(hundredths: level + 1),
                after: text.find(Array("\"ArmoryProfile\"".utf8)) ?? 0)
        else { throw CorpusError("\(origin): no ArmoryProfile.ItemAvgLevel to change") }
        return Data(text.bytes)
    }

    /// Roster files: compact, keys sorted (dictionary order differs run to run), slashes and
    /// Korean as is, like the API's own responses.
    static func serialize(_ object: Any, origin: String) throws(CorpusError) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw CorpusError("\(origin): could not serialise (\(error.localizedDescription))")
        }
    }
}

/// One row of a `siblings.json` roster, copied from the varied profile.
package struct SiblingEntry: @unchecked Sendable {
    // @unchecked: a freshly built JSON object, never shared mutably.
    package let name: String
    let object: [String: Any]

    init(profile: [String: Any], name: String) {
        var object: [String: Any] = ["CharacterName": name]
        for key in ["ServerName", "CharacterLevel", "CharacterClassName", "ItemAvgLevel"] {
            if let value = profile[key] { object[key] = value }
        }
        self.name = name
        self.object = object
    }
}
