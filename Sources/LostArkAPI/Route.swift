/// An Open API route LOAS reads, keeps or serves, and the API-mirror layout of its answer:
/// the answer of `GET /a/b/c` lives at `a/b/c.json`. The layout is spelled here only; the
/// client, the store, the fake API and the pages ask a `Route` for their paths.
package enum Route: Sendable, Hashable {
    /// `GET /armories/characters/{name}`: every section in one answer.
    case armory(character: String)
    /// `GET /armories/characters/{name}/{section}` (`profiles`, `equipment`, …).
    case armorySection(character: String, section: String)
    /// `GET /characters/{name}/siblings`: the roster.
    case siblings(character: String)
    case notices
    case events
    case calendar
    case abyssDungeons
    case guardianRaids
    /// `GET /markets/items/{id}`.
    case marketItem(id: Int)
    /// `POST /markets/items` with a search body, kept apart by `label`.
    case marketSearch(label: String)
    /// `POST /auctions/items` with a search body, kept apart by `label`.
    case auctionSearch(label: String)
    /// Any other route, by its segments: kept and served as it is, with no key.
    case other(segments: [String])

    /// The mirror folder of full armories (`armories/characters/NAME.json`).
    package static let armoryFolder = "armories/characters"
    /// The mirror folder holding one folder per roster owner (`characters/NAME/siblings.json`).
    package static let siblingsFolder = "characters"
    /// The mirror folder of market items (`markets/items/ID.json`).
    package static let marketItemFolder = "markets/items"
    /// The mirror folders of labelled searches (`markets/items/search/LABEL.json`).
    package static let marketSearchFolder = "markets/items/search"
    package static let auctionSearchFolder = "auctions/items/search"
    /// A folder holding one unlabelled search answer keeps it at its API path, as a mirror of
    /// the API does (`markets/items.json`, `auctions/items.json`); these parse as `.other`.
    package static let loneMarketSearch = mirrorPath(of: ["markets", "items"])
    package static let loneAuctionSearch = mirrorPath(of: ["auctions", "items"])
    /// The folders holding one answer per key, which a reader lists.
    package static let keyedFolders = [armoryFolder, siblingsFolder, marketItemFolder, marketSearchFolder, auctionSearchFolder]
    /// The routes without a parameter, in the order a run asks them: those of the answers
    /// every build reads (`Answers.standard`).
    package static let fixed: [Route] = Answers.standard.map(\.route)
    /// The armory sections the API answers (`armories/characters/NAME/SECTION`).
    package static let armorySections: Set<String> = [
        "profiles", "equipment", "avatars", "combat-skills", "engravings", "cards", "gems",
        "colosseums", "collectibles", "arkpassive", "arkgrid",
    ]
    /// What ends every mirror path.
    static let fileExtension = ".json"

    /// Path segments of the API route, not yet percent-encoded. A search's are those of the
    /// route it is posted to.
    package var segments: [String] {
        switch self {
        case .armory(let name): ["armories", "characters", name]
        case .armorySection(let name, let section): ["armories", "characters", name, section]
        case .siblings(let name): ["characters", name, "siblings"]
        case .notices: ["news", "notices"]
        case .events: ["news", "events"]
        case .calendar: ["gamecontents", "calendar"]
        case .abyssDungeons: ["gamecontents", "challenge-abyss-dungeons"]
        case .guardianRaids: ["gamecontents", "challenge-guardian-raids"]
        case .marketItem(let id): ["markets", "items", String(id)]
        case .marketSearch: ["markets", "items"]
        case .auctionSearch: ["auctions", "items"]
        case .other(let segments): segments
        }
    }

    /// Where the answer is kept: `GET /a/b/c` at `a/b/c.json`; a labelled search at
    /// `markets/items/search/LABEL.json`, so that several searches do not overwrite each other.
    package var mirrorPath: String {
        Self.mirrorPath(of: mirrorSegments)
    }

    /// Where a market search's answer is read: `label`'s, or for the label "" a folder's one
    /// unlabelled answer (``loneMarketSearch``).
    package static func marketSearchPath(label: String) -> String {
        label.isEmpty ? loneMarketSearch : marketSearch(label: label).mirrorPath
    }

    package static func auctionSearchPath(label: String) -> String {
        label.isEmpty ? loneAuctionSearch : auctionSearch(label: label).mirrorPath
    }

    /// The mirror path of the answer at the API path `segments`, whatever route it is: what
    /// a server of mirror files answers a GET with.
    package static func mirrorPath(of segments: [String]) -> String {
        segments.joined(separator: "/") + fileExtension
    }

    private var mirrorSegments: [String] {
        switch self {
        case .marketSearch(let label): ["markets", "items", "search", label]
        case .auctionSearch(let label): ["auctions", "items", "search", label]
        default: segments
        }
    }

    /// The route without its key: how the store groups answers (`armories/characters`,
    /// `armories/characters/profiles`, `characters/siblings`, `markets/items`).
    package var endpoint: String {
        switch self {
        case .armory: Self.armoryFolder
        case .armorySection(_, let section): "\(Self.armoryFolder)/\(section)"
        case .siblings: "characters/siblings"
        case .marketItem: Self.marketItemFolder
        case .marketSearch: Self.marketSearchFolder
        case .auctionSearch: Self.auctionSearchFolder
        default: segments.joined(separator: "/")
        }
    }

    /// The character name, item id or search label the route is asked with; "" when none.
    package var key: String {
        switch self {
        case .armory(let name), .armorySection(let name, _), .siblings(let name): name
        case .marketItem(let id): String(id)
        case .marketSearch(let label), .auctionSearch(let label): label
        default: ""
        }
    }

    /// Whether an answer's route is about one character: its armory, a section or its roster.
    package var isCharacter: Bool {
        switch self {
        case .armory, .armorySection, .siblings: true
        default: false
        }
    }

    /// Whether `path` can name an answer in the layout (it must end in `.json`).
    package static func isMirrorPath(_ path: String) -> Bool {
        path.hasSuffix(fileExtension)
    }

    /// The mirror file `entry` of a folder listing, without its `.json`; nil for other files.
    package static func name(ofMirrorFile entry: String) -> String? {
        entry.hasSuffix(fileExtension) ? String(entry.dropLast(fileExtension.count)) : nil
    }

    /// The route whose answer is at `path`, which parses every `mirrorPath` back to its route.
    /// A path outside the known routes is `.other`, by its segments (without `.json`).
    package init(mirrorPath path: String) {
        let bare = Self.name(ofMirrorFile: path) ?? path
        self.init(segments: bare.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    /// The route of the API path `segments` (decoded); `.other` when no known route has it.
    package init(segments: [String]) {
        self = Self.known(segments) ?? .other(segments: segments)
    }

    private static func known(_ parts: [String]) -> Route? {
        switch parts.count {
        case 3 where parts[0] == "armories" && parts[1] == "characters":
            return .armory(character: parts[2])
        case 4 where parts[0] == "armories" && parts[1] == "characters":
            return .armorySection(character: parts[2], section: parts[3])
        case 3 where parts[0] == "characters" && parts[2] == "siblings":
            return .siblings(character: parts[1])
        // Only an id written as LOAS writes it: another spelling would not parse back to itself.
        case 3 where parts[0] == "markets" && parts[1] == "items":
            return Int(parts[2]).flatMap { String($0) == parts[2] ? .marketItem(id: $0) : nil }
        case 4 where parts[0] == "markets" && parts[1] == "items" && parts[2] == "search":
            return .marketSearch(label: parts[3])
        case 4 where parts[0] == "auctions" && parts[1] == "items" && parts[2] == "search":
            return .auctionSearch(label: parts[3])
        default:
            return fixed.first { $0.segments == parts }
        }
    }
}
