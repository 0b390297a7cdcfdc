import Foundation
import JSON
import SitePages

/// What a build into a folder leaves for the next one: per armory snapshot, the
/// fingerprint of everything its sheet was made from and what the sheet left behind.
struct BuildCache: Codable, Sendable {
    static let version = 3

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
