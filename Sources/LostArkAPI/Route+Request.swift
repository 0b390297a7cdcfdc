import Foundation

/// How a route is asked: its method and its URL under a base. A search is posted with the
/// body its `MarketSearch` holds; every other route is a GET without one.
extension Route {
    package enum Method: String, Sendable { case get = "GET", post = "POST" }

    /// The official Open API: the base every route is asked under unless one is named.
    package static let officialBaseURL = "https://developer-lostark.game.onstove.com"

    package var method: Method {
        switch self {
        case .marketSearch, .auctionSearch: .post
        default: .get
        }
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
}

extension Route: CustomStringConvertible {
    /// `GET /news/notices`; a search names its label, as several post to one path.
    package var description: String {
        let label = method == .post ? " (\(key))" : ""
        return "\(method.rawValue) /" + segments.joined(separator: "/") + label
    }
}
