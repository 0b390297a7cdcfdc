import Foundation
import JSON
import SitePages

/// What a build into a folder leaves for the next one: per armory snapshot, the
/// fingerprint of everything its sheet was made from and what the sheet left behind.
struct BuildCache: Codable, Sendable {
    /// 4: each sheet's pictures as one text (`PictureList`), not an object of addresses.
    static let version = 4

    var version = Self.version
    var characters: [String: Entry] = [:]

    struct Entry: Codable, Sendable {
        var fingerprint: String
        /// The sheet's name; nil when the armory made no sheet.
        var name: String?
        var summary: CharacterSummary?
        var warnings: [String]
        /// Each page written, with its size.
        var outputs: [String: Int]
        /// Each picture address the sheet shows, with what it resolved to
        /// (`SiteImages.Resolution.fingerprint`): the sheet is kept only while they still do.
        var images: [String: String] = [:]

        private enum CodingKeys: String, CodingKey {
            case fingerprint, name, summary, warnings, outputs, images
        }

        init(
            fingerprint: String, name: String?, summary: CharacterSummary?, warnings: [String], outputs: [String: Int],
            images: [String: String]
        ) {
            (self.fingerprint, self.name, self.summary, self.warnings) = (fingerprint, name, summary, warnings)
            (self.outputs, self.images) = (outputs, images)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fingerprint = try container.decode(String.self, forKey: .fingerprint)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            summary = try container.decodeIfPresent(CharacterSummary.self, forKey: .summary)
            warnings = try container.decode([String].self, forKey: .warnings)
            outputs = try container.decode([String: Int].self, forKey: .outputs)
            guard let images = PictureList.read(try container.decodeIfPresent(String.self, forKey: .images) ?? "") else {
                throw DecodingError.dataCorruptedError(forKey: .images, in: container, debugDescription: "not a picture list")
            }
            self.images = images
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fingerprint, forKey: .fingerprint)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encodeIfPresent(summary, forKey: .summary)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(outputs, forKey: .outputs)
            try container.encode(PictureList.write(images), forKey: .images)
        }
    }

    init() {}

    init?(_ data: Data?) {
        guard let data, let cache = try? FastJSONDecoder().decode(BuildCache.self, from: data), cache.version == Self.version else {
            return nil
        }
        self = cache
    }

    var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)) ?? Data()
    }
}
