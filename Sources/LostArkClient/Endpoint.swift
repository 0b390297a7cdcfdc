import Foundation

/// The Open API routes LOAS reads, each with where its answer lives in the API-mirror
/// layout and in the snapshot store.
public enum Endpoint: Sendable, Hashable, CustomStringConvertible {
    /// `GET /armories/characters/{name}` without `filters`: every section in one call.
    case armory(character: String)
    case siblings(character: String)
    case notices
    case events
    case calendar
    /// Removed in API V7; kept so an older snapshot can still be refreshed where it works.
    case abyssDungeons
    case guardianRaids
    case marketItem(id: Int)
    /// `POST /markets/items` with a search body; `label` names the search in the store.
    case marketSearch(label: String, body: Data)
    case auctionSearch(label: String, body: Data)

    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method {
        switch self {
        case .marketSearch, .auctionSearch: .post
        default: .get
        }
    }

    /// Path segments under the base URL, not yet percent-encoded.
    public var segments: [String] {
        switch self {
        case .armory(let name): ["armories", "characters", name]
        case .siblings(let name): ["characters", name, "siblings"]
        case .notices: ["news", "notices"]
        case .events: ["news", "events"]
        case .calendar: ["gamecontents", "calendar"]
        case .abyssDungeons: ["gamecontents", "challenge-abyss-dungeons"]
        case .guardianRaids: ["gamecontents", "challenge-guardian-raids"]
        case .marketItem(let id): ["markets", "items", String(id)]
        case .marketSearch: ["markets", "items"]
        case .auctionSearch: ["auctions", "items"]
        }
    }

    public var body: Data? {
        switch self {
        case .marketSearch(_, let body), .auctionSearch(_, let body): body
        default: nil
        }
    }

    /// Where the answer is kept: `GET /a/b/c` at `a/b/c.json`; a labelled search at
    /// `markets/items/search/LABEL.json`, so that several searches do not overwrite each other.
    public var mirrorPath: String {
        switch self {
        case .marketSearch(let label, _): "markets/items/search/\(label).json"
        case .auctionSearch(let label, _): "auctions/items/search/\(label).json"
        default: segments.joined(separator: "/") + ".json"
        }
    }

    /// The route without its key, and the key: how the store groups answers for history.
    public var storeEndpoint: String {
        switch self {
        case .armory: "armories/characters"
        case .siblings: "characters/siblings"
        case .marketItem: "markets/items"
        case .marketSearch: "markets/items/search"
        case .auctionSearch: "auctions/items/search"
        default: segments.joined(separator: "/")
        }
    }

    public var storeKey: String {
        switch self {
        case .armory(let name), .siblings(let name): name
        case .marketItem(let id): String(id)
        case .marketSearch(let label, _), .auctionSearch(let label, _): label
        default: ""
        }
    }

    /// Whether an answer of `null` means "no such character" (the API's way to say so).
    var nullMeansUnknownCharacter: Bool {
        switch self {
        case .armory, .siblings: true
        default: false
        }
    }

    /// The URL under `base`, each segment percent-encoded on its own, so a name with `/`, `?`
    /// or `%` stays one segment. Nil if `base` is not a URL a path can be added to, or a
    /// segment is empty, `.` or `..`, which no encoding keeps from reaching another route
    /// (`/armories/characters/..` is `/armories/`).
    public func url(base: URL) -> URL? {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%;")
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in segments {
            guard !["", ".", ".."].contains(segment) else { return nil }
            guard let encoded = segment.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
            text += "/" + encoded
        }
        return URL(string: text)
    }

    public var description: String {
        "\(method.rawValue) /" + segments.joined(separator: "/")
    }
}
