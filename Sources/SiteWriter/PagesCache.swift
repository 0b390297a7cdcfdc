import Foundation
import JSON

/// The build cache file (`.loas-cache`): the entry of the pages besides the sheets on its
/// first line, the sheets' cache after it. Either part can be made again without the other:
/// when only the moment moved on, the front page is made again and the sheets' part, most of
/// the file, is written back as it was read.
struct CacheFile: Sendable {
    /// A `PagesCache`, or empty.
    var pages: Data
    /// A `BuildCache`.
    var sheets: Data?

    init(pages: Data, sheets: Data?) {
        (self.pages, self.sheets) = (pages, sheets)
    }

    /// An earlier layout (one part, no line break) reads as sheets alone, which its version
    /// then refuses.
    init(_ data: Data?) {
        guard let data else {
            self.init(pages: Data(), sheets: nil)
            return
        }
        guard let newline = data.firstIndex(of: 0x0A) else {
            self.init(pages: Data(), sheets: data)
            return
        }
        self.init(pages: Data(data[data.startIndex..<newline]), sheets: Data(data[(newline + 1)...]))
    }

    var data: Data {
        var data = pages
        data.append(0x0A)
        data.append(sheets ?? Data())
        return data
    }

    /// A part as JSON with sorted keys, on one line (JSON escapes every line break in a
    /// string); empty when it cannot be encoded, which the next build reads as no cache.
    static func json(_ part: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(part)) ?? Data()
    }
}

/// What a build into a folder remembers of the pages besides the sheets (front page, roster,
/// calendar, homework, news, market, changes, search, 404, in both formats): the fingerprint
/// of everything they were made from, each page with its size, and the pictures they showed.
/// A build whose inputs have the same fingerprint keeps those pages as they are.
struct PagesCache: Codable, Sendable {
    static let version = 1

    var version = Self.version
    var fingerprint: String
    /// Each page written, with its size.
    var outputs: [String: Int]
    /// Each picture address the pages show, with `SiteImages.Resolution.fingerprint`.
    var images: [String: String]

    init(fingerprint: String, outputs: [String: Int], images: [String: String]) {
        (self.fingerprint, self.outputs, self.images) = (fingerprint, outputs, images)
    }

    init?(_ data: Data) {
        guard !data.isEmpty, let cache = try? FastJSONDecoder().decode(PagesCache.self, from: data), cache.version == Self.version
        else { return nil }
        self = cache
    }

    var encoded: Data { CacheFile.json(self) }
}
