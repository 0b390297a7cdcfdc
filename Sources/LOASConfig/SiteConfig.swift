import Foundation
import LostArkAPI
import Support
import Yams

/// The project's config file, `loas.yml`: whom to fetch, what to call the site, where to
/// publish it and where the snapshot store lives. Every key is optional.
///
/// ```yaml
/// title: 우리 원정대
/// main_character: 별빛수호자
/// characters: [달그림자, 새싹모코코]   # favourites
/// follow_siblings: true              # fetch the whole roster of each character
/// market_items: [65203905, 66102006]     # price history of these items
/// market_searches: [{ label: 재련 재료, category: 50010, tier: 4 }]   # MarketSearchReader
/// auction_searches: [{ gem: 겁화, level: [9, 10] }]
/// base_path: /my-repo                # GitHub Pages project site; "/" at a domain root
/// site_url: https://me.github.io/my-repo/   # for sitemap.xml and link previews
/// store: loas.sqlite                 # relative to this file
/// api_base_url: https://developer-lostark.game.onstove.com
/// image_base_url: http://127.0.0.1:8080/images   # tests: pictures from one server (BASE/HOST/PATH)
/// hide_events: ["PC방", "^사전등록"]   # regular expressions; matching event titles are left out
/// deadline: 30m                     # a fetch run stops asking after this long
/// calendar_feed: [모험 섬, 필드보스, 카오스게이트]   # categories in calendar.ics
/// gold_earners: [별빛수호자, 달그림자]   # earn raid gold; each account's six highest fill the rest
/// renames: {옛이름: 새이름}          # renamed with a ticket: the old name's history joins the new one's
/// ```
///
/// The API key is read from `LOSTARK_API_KEY`; `api_key` in the file works too but puts
/// the key wherever the file goes.
package struct SiteConfig: Sendable, Hashable {
    package static let fileName = "loas.yml"

    /// The file it was read from, for messages and to resolve relative paths.
    package var file: URL?
    package var title: String?
    package var mainCharacter: String?
    package var characters: [String] = []
    package var followSiblings = false
    package var marketItems: [Int] = []
    /// Market and auction searches; nil when the file names none (the shipped set applies).
    package var marketSearches: [MarketSearch]?
    package var basePath: String?
    package var siteURL: URL?
    package var store: URL?
    package var apiBaseURL: URL?
    /// A test hook: a picture at `https://HOST/PATH` is fetched from `BASE/HOST/PATH`.
    package var imageBaseURL: URL?
    /// Prints as a mask, so a dump of the config cannot show it.
    package var apiKey: APIKey?
    /// Regular expressions (`LinearPattern`: matched in one pass); checked when the file is read.
    package var hideEvents: [String] = []
    /// How long a fetch run may ask before it stops (`deadline: 30m`).
    package var deadline: Duration?
    /// Calendar categories `calendar.ics` holds; empty: the ones a player plans around.
    package var calendarFeed: [String] = []
    /// Characters the owner chose to earn raid gold on the homework board.
    package var goldEarners: [String] = []
    /// Characters renamed with a ticket, old name → new name (`RenameReader`).
    package var renames: [String: String] = [:]

    package init() {}

    /// Every character the file names, the main one first, each once.
    package var allCharacters: [String] {
        var seen: Set<String> = []
        return ([mainCharacter].compactMap { $0 } + characters).filter { seen.insert($0).inserted }
    }

    /// The names a fetch asks the API for: each character under the name it has now, its
    /// renames followed to the end (a former name is someone else's once freed), each once.
    package var namesToFetch: [String] {
        var seen: Set<String> = []
        return allCharacters.map(currentName).filter { seen.insert($0).inserted }
    }

    /// `name` after every rename declared of it.
    package func currentName(_ name: String) -> String {
        var current = name
        var seen: Set<String> = [name]
        while let next = renames[current], seen.insert(next).inserted { current = next }
        return current
    }

    /// A warning for each name in `characters` (or `main_character`) that a rename has retired.
    package var renameWarnings: [String] {
        allCharacters.filter { renames[$0] != nil }.map { old in
            let place = file.map { "\($0.lastPathComponent): " } ?? ""
            return "\(place)\(old) in `characters` was renamed to \(currentName(old)) (`\(RenameReader.key)`): the fetch asks "
                + "for \(currentName(old)) instead; write that name in `characters`, since another player may take \(old)"
        }
    }

    static let keys: Set<String> = [
        "title", "main_character", "characters", "follow_siblings", "market_items", "base_path", "site_url", "store",
        "api_base_url", "image_base_url", "api_key", "hide_events", "deadline", "calendar_feed",
        "gold_earners", "market_searches", "auction_searches", RenameReader.key,
    ]

    /// Refused with where the webhook goes instead: `LOAS_DISCORD_WEBHOOK`, never the file.
    static let webhookKey = "discord_webhook"

    /// A config file is a few lines; anything this big is a mistake, and reading it whole first
    /// would be the problem.
    package static let maxFileSize = 1 << 20

    /// Reads and checks the file; every problem names the file and the key, and never shows
    /// the API key or a URL's user-info (`Redaction`).
    package init(contentsOf file: URL) throws(ConfigError) {
        let text = try ConfigText.read(file)
        try self.init(yaml: text, file: file)
    }

    package init(yaml text: String, file: URL) throws(ConfigError) {
        let checked = Self.check(yaml: text, file: file)
        if let first = checked.problems.first { throw first }
        self = checked.config
    }

    /// Every problem of the file, each naming its line where the reader knows it, in the order
    /// they are met (`loas check`); the config as far as it could be read.
    package static func check(contentsOf file: URL) -> (config: SiteConfig?, problems: [ConfigError]) {
        do {
            let checked = check(yaml: try ConfigText.read(file), file: file)
            return (checked.problems.isEmpty ? checked.config : nil, checked.problems)
        } catch {
            return (nil, [error])
        }
    }

    static func check(yaml text: String, file: URL) -> (config: SiteConfig, problems: [ConfigError]) {
        var parsedKey: [String] = []
        var problems = ProblemList()
        let config = read(yaml: text, file: file, parsedKey: &parsedKey, problems: &problems)
        let redaction = Redaction(yaml: text, parsed: parsedKey)
        return (config, problems.problems.map { redaction.apply($0) })
    }

    /// Everything `init(yaml:file:)` checks, in order, each key on its own so a problem in one
    /// does not hide the next; `parsedKey` gets the API key's value as soon as it is parsed,
    /// so that an error after that point can mask it.
    private static func read(yaml text: String, file: URL, parsedKey: inout [String], problems: inout ProblemList)
        -> SiteConfig
    {
        var config = SiteConfig()
        config.file = file
        guard text.utf8.count <= maxFileSize else {
            problems.append(ConfigText.tooLarge(file))
            return config
        }
        if let problem = YAMLShape.problem(in: text) {
            problems.append(ConfigError(file: file, "line \(problem.line): \(problem.text)"))
            return config
        }
        // An empty file is an empty config.
        guard let found = problems.attempt({ () throws(ConfigError) in try YAMLTree.root(of: text, file: file) }), let root = found,
            let fields = problems.attempt({ () throws(ConfigError) in try YAMLTree.fields(of: root, file: file) })
        else { return config }
        parsedKey = fields["api_key"].map { strings(in: $0) } ?? []
        // The webhook's URL holds its token: masked like the API key, and refused by name.
        parsedKey += fields[webhookKey].map { strings(in: $0) } ?? []
        guard let reader = problems.attempt({ () throws(ConfigError) in try FieldReader(file: file, root: root) }) else { return config }
        if fields[webhookKey] != nil {
            problems.append(
                ConfigError(
                    file: file,
                    "`\(webhookKey)` does not belong in the file (it would put the webhook's token wherever the file goes): "
                        + "put the URL in the environment variable LOAS_DISCORD_WEBHOOK, a repository secret passed as the "
                        + "action's discord-webhook input, and remove the line"))
        }
        for key in fields.keys.sorted() where !keys.contains(key) && key != webhookKey {
            let suggestion = EditDistance.nearest(to: key, in: keys.sorted(), count: 1).first
            let hint = suggestion.map { EditDistance.between($0, key) <= 3 ? " (did you mean `\($0)`?)" : "" } ?? ""
            problems.append(ConfigError(file: file, "unknown key `\(key)`\(hint); known keys: \(keys.sorted().joined(separator: ", "))"))
        }
        readFields(into: &config, reader: reader, root: root, problems: &problems)
        return config
    }

    private static func readFields(into config: inout SiteConfig, reader: FieldReader, root: Node, problems: inout ProblemList) {
        let file = reader.file
        func each<T>(_ body: () throws(ConfigError) -> T?) -> T? { problems.attempt(body) ?? nil }
        config.title = each { () throws(ConfigError) in try reader.string("title") }
        config.mainCharacter = each { () throws(ConfigError) in try reader.characterName("main_character") }
        config.characters = reader.characterNames("characters", into: &problems)
        config.followSiblings = each { () throws(ConfigError) in try reader.bool("follow_siblings") } ?? false
        config.marketItems = each { () throws(ConfigError) in try reader.integers("market_items") } ?? []
        config.marketSearches = each { () throws(ConfigError) in
            try MarketSearchReader.searches(in: try NodeReader(file: file).mapping(root, at: "the file", keys: nil), file: file)
        }
        config.basePath = each { () throws(ConfigError) in try reader.string("base_path") }
        config.siteURL = each { () throws(ConfigError) in try reader.url("site_url") }
        config.store = each { () throws(ConfigError) in try reader.string("store") }.map {
            URL(fileURLWithPath: $0, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
        }
        config.apiBaseURL = each { () throws(ConfigError) in try reader.url("api_base_url") }
        config.imageBaseURL = each { () throws(ConfigError) in try reader.url("image_base_url") }
        config.calendarFeed = each { () throws(ConfigError) in try reader.strings("calendar_feed") } ?? []
        config.goldEarners = reader.characterNames("gold_earners", into: &problems)
        config.renames =
            each { () throws(ConfigError) in
                try RenameReader.renames(in: try NodeReader(file: file).mapping(root, at: "the file", keys: nil), file: file)
            } ?? [:]
        config.apiKey = each { () throws(ConfigError) in try reader.string("api_key") }.flatMap(APIKey.init)
        config.hideEvents = reader.patterns("hide_events", into: &problems)
        config.deadline = each { () throws(ConfigError) in try reader.duration("deadline") }
    }

    /// Every text in a value, however nested, so a key given as a list is masked too.
    private static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap { strings(in: $0) }
        default: []
        }
    }
}
