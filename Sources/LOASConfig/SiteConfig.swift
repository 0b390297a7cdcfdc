import Foundation
import Yams

/// The project's config file, `loas.yml`: whom to fetch, what to call the site, where to
/// publish it and where the snapshot store lives. Every key is optional.
///
/// ```yaml
/// title: 우리 원정대
/// main_character: 별빛수호자
/// characters: [달그림자, 새싹모코코]   # favourites
/// follow_siblings: true              # fetch the whole roster of each character
/// market_items: [65203905, 66102006]
/// base_path: /my-repo                # GitHub Pages project site; "/" at a domain root
/// site_url: https://me.github.io/my-repo/   # for sitemap.xml and link previews
/// store: loas.sqlite                 # relative to this file
/// api_base_url: https://developer-lostark.game.onstove.com
/// hide_events: ["PC방", "^사전등록"]   # regular expressions; matching event titles are left out
/// ```
///
/// The API key is read from `LOSTARK_API_KEY`; `api_key` in the file works too but puts
/// the key wherever the file goes.
public struct SiteConfig: Sendable, Hashable {
    public static let fileName = "loas.yml"

    /// The file it was read from, for messages and to resolve relative paths.
    public var file: URL?
    public var title: String?
    public var mainCharacter: String?
    public var characters: [String] = []
    public var followSiblings = false
    public var marketItems: [Int] = []
    public var basePath: String?
    public var siteURL: URL?
    public var store: URL?
    public var apiBaseURL: URL?
    public var apiKey: String?
    /// Regular expressions (NSRegularExpression syntax); checked when the file is read.
    public var hideEvents: [String] = []

    public init() {}

    /// Every character the file names, the main one first, each once.
    public var allCharacters: [String] {
        var seen: Set<String> = []
        return ([mainCharacter].compactMap { $0 } + characters).filter { seen.insert($0).inserted }
    }

    static let keys: Set<String> = [
        "title", "main_character", "characters", "follow_siblings", "market_items", "base_path", "site_url", "store",
        "api_base_url", "api_key", "hide_events",
    ]

    /// Reads and checks the file; every problem names the file and the key.
    public init(contentsOf file: URL) throws(ConfigError) {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw ConfigError(file: file, "cannot be read (\(error.localizedDescription))")
        }
        try self.init(yaml: text, file: file)
    }

    public init(yaml text: String, file: URL) throws(ConfigError) {
        self.file = file
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            throw ConfigError(file: file, "is not valid YAML (\(error))")
        }
        guard let loaded else { return }  // an empty file is an empty config
        guard let fields = loaded as? [String: Any] else {
            throw ConfigError(file: file, "should be a mapping of keys such as `main_character:`, found \(Self.describe(loaded))")
        }
        let reader = FieldReader(file: file, fields: fields)
        for key in fields.keys.sorted() where !Self.keys.contains(key) {
            let suggestion = Self.keys.min { Self.distance($0, key) < Self.distance($1, key) }
            let hint = suggestion.map { Self.distance($0, key) <= 3 ? " (did you mean `\($0)`?)" : "" } ?? ""
            throw ConfigError(file: file, "unknown key `\(key)`\(hint); known keys: \(Self.keys.sorted().joined(separator: ", "))")
        }
        title = try reader.string("title")
        mainCharacter = try reader.string("main_character")
        characters = try reader.strings("characters")
        followSiblings = try reader.bool("follow_siblings") ?? false
        marketItems = try reader.integers("market_items")
        basePath = try reader.string("base_path")
        siteURL = try reader.url("site_url")
        store = try reader.string("store").map { URL(fileURLWithPath: $0, relativeTo: file.deletingLastPathComponent()).standardizedFileURL }
        apiBaseURL = try reader.url("api_base_url")
        apiKey = try reader.string("api_key")
        hideEvents = try reader.strings("hide_events")
        for pattern in hideEvents {
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw ConfigError(file: file, "`hide_events`: \"\(pattern)\" is not a valid regular expression")
            }
        }
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case is String: "a text"
        case is [Any]: "a list"
        case is [String: Any]: "a mapping"
        case is Bool: "true/false"
        case is Int, is Double: "a number"
        default: "\(type(of: value))"
        }
    }

    /// Edit distance, for "did you mean" on a misspelt key.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

/// A problem with the config file, naming it.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public let file: URL?
    public let problem: String

    public init(file: URL?, _ problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { (file.map { $0.path + ": " } ?? "") + problem }
}
