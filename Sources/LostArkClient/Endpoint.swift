import Foundation
import LostArkAPI

/// The Open API routes LOAS reads, each with where its answer lives in the API-mirror
/// layout and in the snapshot store.
package enum Endpoint: Sendable, Hashable, CustomStringConvertible {
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

    package enum Method: String, Sendable { case get = "GET", post = "POST" }

    package var method: Method {
        switch self {
        case .marketSearch, .auctionSearch: .post
        default: .get
        }
    }

    /// The route asked, which knows its path and where its answer is kept.
    package var route: Route {
        switch self {
        case .armory(let name): .armory(character: name)
        case .siblings(let name): .siblings(character: name)
        case .notices: .notices
        case .events: .events
        case .calendar: .calendar
        case .abyssDungeons: .abyssDungeons
        case .guardianRaids: .guardianRaids
        case .marketItem(let id): .marketItem(id: id)
        case .marketSearch(let label, _): .marketSearch(label: label)
        case .auctionSearch(let label, _): .auctionSearch(label: label)
        }
    }

    /// Path segments under the base URL, not yet percent-encoded.
    package var segments: [String] { route.segments }

    package var body: Data? {
        switch self {
        case .marketSearch(_, let body), .auctionSearch(_, let body): body
        default: nil
        }
    }

    /// Where the answer is kept in the API-mirror layout (``Route/mirrorPath``).
    package var mirrorPath: String { route.mirrorPath }

    /// The route without its key, and the key: how the store groups answers for history.
    package var storeEndpoint: String { route.endpoint }

    package var storeKey: String { route.key }

    /// Whether an answer of `null` means "no such character" (the API's way to say so).
    var nullMeansUnknownCharacter: Bool {
        route.isCharacter
    }

    /// The URL under `base`, each segment percent-encoded on its own, so a name with `/`, `?`
    /// or `%` stays one segment. Nil if `base` is not a URL a path can be added to, or a
    /// segment is empty, `.` or `..`, which no encoding keeps from reaching another route
    /// (`/armories/characters/..` is `/armories/`).
    package func url(base: URL) -> URL? {
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

    /// `GET /news/notices`; a search names its label, as several post to one path.
    package var description: String {
        let search = body == nil ? "" : " (\(route.key))"
        return "\(method.rawValue) /" + segments.joined(separator: "/") + search
    }
}
