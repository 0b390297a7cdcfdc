import Foundation
import JSON

/// One entry of `GET /characters/{name}/siblings`.
package struct CharacterInfo: Sendable, Decodable {
    package var name: String
    package var serverName: String?
    package var className: String?
    package var characterLevel: Int?
    package var itemLevel: ItemLevel?

    package init(name: String, serverName: String?, className: String?, characterLevel: Int?, itemLevel: ItemLevel?) {
        self.name = name
        self.serverName = serverName
        self.className = className
        self.characterLevel = characterLevel
        self.itemLevel = itemLevel
    }

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        guard let name = f.string("CharacterName") else {
            throw DecodingError.keyNotFound(
                AnyKey("CharacterName"), .init(codingPath: decoder.codingPath, debugDescription: "sibling without a name"))
        }
        self.name = name
        serverName = f.string("ServerName")
        className = f.string("CharacterClassName")
        characterLevel = f.int("CharacterLevel")
        itemLevel = f.itemLevel("ItemAvgLevel")
    }
}

/// An entry of a roster answer as read: the character, or nil when the entry cannot be one (no
/// name, a name that is not text), so that one bad entry never costs the others; the reader
/// names it (`SnapshotReader.siblings`).
package struct RosterSlot: Sendable, Decodable {
    package let info: CharacterInfo?

    package init(from decoder: any Decoder) throws {
        info = try? CharacterInfo(from: decoder)
    }
}

extension CharacterInfo {
    /// A roster answer read leniently: an entry that does not decode is skipped, not the
    /// whole roster; an answer that is not a list is an empty roster.
    package static func roster(from data: Data) -> [CharacterInfo] {
        ((try? FastJSONDecoder().decode([Tolerant<CharacterInfo>].self, from: data)) ?? []).compactMap(\.value)
    }
}
