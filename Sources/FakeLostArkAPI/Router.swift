import Foundation
import LocalHTTP

/// Maps an authorised, admitted request to its answer from the API-mirror files.
enum Router {
    /// The armory sub-resources the API knows. A sub-resource outside this list answers 404
    /// (unless a file is there) so that a typo in a client's path is not mistaken for an
    /// unknown character's `null`.
    static let armorySubResources: Set<String> = [
        "profiles", "equipment", "avatars", "combat-skills", "engravings", "cards", "gems",
        "colosseums", "collectibles", "arkpassive", "arkgrid",
    ]

    /// Endpoints without parameters: their file or 404.
    static let fixedEndpoints: Set<String> = [
        "news/notices", "news/events", "gamecontents/calendar", "gamecontents/challenge-abyss-dungeons",
        "gamecontents/challenge-guardian-raids", "auctions/options", "markets/options",
    ]

    static let searchEndpoints: Set<String> = ["markets/items", "auctions/items"]

    /// The real API answers 200 with `null` for a character or item it does not know.
    static let null = HTTPResponse.json(Data("null".utf8))

    static func route(_ request: HTTPRequest, segments: [String], files: [String: Data]) -> HTTPResponse {
        let notFound = HTTPResponse.error(404, "No endpoint at /\(segments.joined(separator: "/")).")
        // A decoded segment that is empty, a dot-segment or holds "/" can never name a mirror file.
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") }) else {
            return notFound
        }
        let joined = segments.joined(separator: "/")
        func file(_ path: String) -> Data? { files[path + ".json"] }

        switch (request.method, segments.count) {
        case ("GET", 3) where segments[0] == "armories" && segments[1] == "characters",
            ("GET", 3) where segments[0] == "characters" && segments[2] == "siblings",
            ("GET", 3) where segments[0] == "markets" && segments[1] == "items":
            return file(joined).map { .json($0) } ?? null
        case ("GET", 4) where segments[0] == "armories" && segments[1] == "characters":
            if let data = file(joined) { return .json(data) }
            return armorySubResources.contains(segments[3]) ? null : notFound
        case ("GET", 2) where fixedEndpoints.contains(joined):
            return file(joined).map { .json($0) } ?? notFound
        case ("POST", 2) where searchEndpoints.contains(joined):
            return search(request, data: file(joined)) ?? notFound
        default:
            return notFound
        }
    }

    /// The POST searches check their body like the real API, then answer the stored page
    /// whatever the search was: the fake does not filter.
    private static func search(_ request: HTTPRequest, data: Data?) -> HTTPResponse? {
        let mediaType = request.header("content-type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else {
            return .error(415, "The request body must be application/json.")
        }
        guard (try? JSONSerialization.jsonObject(with: request.body)) is [String: Any] else {
            return .error(400, "The request body is not a JSON object.")
        }
        return data.map { .json($0) }
    }
}
