import Foundation
import JSON
import SitePages

/// What a build into a folder leaves for the next one (`.loas-cache`): per armory snapshot,
/// the fingerprint of everything its sheet was made from and what the sheet left behind. A
/// sheet is kept while that fingerprint holds; the other pages (`PagesCache`) while every
/// sheet's and every other input of theirs does, the moment included as pages show it
/// (`WeekGlance.Moment.key`).
struct BuildCache: Codable, Sendable {
    /// 5: every picture once (`pictures`), each sheet naming its own by their places there.
    /// 6: a summary's changes carry their ordinal in their second (`DatedChanges.ordinal`).
    static let version = 6

    var version = Self.version
    var characters: [String: Entry] = [:]
    /// Every picture address a sheet shows, with what it resolved to
    /// (`SiteImages.Resolution.fingerprint`), in address order: once for the build, not per
    /// sheet, since sheets name the same icons, so each is written, read and checked once.
    var pictures: [Picture] = []

    struct Picture: Sendable, Equatable {
        var address: String
        var resolution: String
    }

    struct Entry: Codable, Sendable {
        var fingerprint: String
        /// The sheet's name; nil when the armory made no sheet.
        var name: String?
        var summary: CharacterSummary?
        var warnings: [String]
        /// Each page written, with its size.
        var outputs: [String: Int]
        /// The pictures the sheet shows, as places in `BuildCache.pictures`, ascending: the
        /// sheet is kept only while they still resolve as they did.
        var pictures: [Int] = []

        private enum CodingKeys: String, CodingKey {
            case fingerprint, name, summary, warnings, outputs, pictures
        }

        init(fingerprint: String, name: String?, summary: CharacterSummary?, warnings: [String], outputs: [String: Int]) {
            (self.fingerprint, self.name, self.summary, self.warnings, self.outputs) = (fingerprint, name, summary, warnings, outputs)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fingerprint = try container.decode(String.self, forKey: .fingerprint)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            summary = try container.decodeIfPresent(CharacterSummary.self, forKey: .summary)
            warnings = try container.decode([String].self, forKey: .warnings)
            outputs = try container.decode([String: Int].self, forKey: .outputs)
            guard let places = Places.read(try container.decode(String.self, forKey: .pictures)) else {
                throw DecodingError.dataCorruptedError(forKey: .pictures, in: container, debugDescription: "not a list of places")
            }
            pictures = places
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fingerprint, forKey: .fingerprint)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encodeIfPresent(summary, forKey: .summary)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(outputs, forKey: .outputs)
            try container.encode(Places.write(pictures), forKey: .pictures)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case version, characters, pictures
    }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else { return }
        characters = try container.decode([String: Entry].self, forKey: .characters)
        guard let pictures = PictureList.read(try container.decode(String.self, forKey: .pictures)) else {
            throw DecodingError.dataCorruptedError(forKey: .pictures, in: container, debugDescription: "not a picture list")
        }
        self.pictures = pictures
        // A place past the table is a damaged file: the sheet naming it is made again.
        characters = characters.filter { $0.value.pictures.allSatisfy { $0 < pictures.count } }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(characters, forKey: .characters)
        try container.encode(PictureList.write(pictures), forKey: .pictures)
    }

    init?(_ data: Data?) {
        guard let data, let cache = try? FastJSONDecoder().decode(BuildCache.self, from: data), cache.version == Self.version else {
            return nil
        }
        self = cache
    }

    var encoded: Data { CacheFile.json(self) }
}
