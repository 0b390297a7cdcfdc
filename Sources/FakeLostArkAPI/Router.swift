import Foundation
import LocalHTTP
import LostArkAPI

/// Maps an authorised, admitted request to its answer from the API-mirror files.
enum Router {
    /// Routes without parameters: their file or 404. (The options routes are not LOAS's
    /// own, but the real API has them.)
    static let fixedRoutes = Set(Route.fixed).union([
        .other(segments: ["auctions", "options"]), .other(segments: ["markets", "options"]),
    ])

    /// Where the POST searches go: their stored page is the file of that path.
    static let searchPaths: Set<[String]> = [Route.marketSearch(label: "").segments, Route.auctionSearch(label: "").segments]

    static let emptyPage = Data(#"{"PageNo":1,"PageSize":10,"TotalCount":0,"Items":[]}"#.utf8)

    /// The real API answers 200 with `null` for a character or item it does not know.
    static let null = HTTPResponse.json(Data("null".utf8))

    static func route(_ request: HTTPRequest, segments: [String], files: [String: Data]) -> HTTPResponse {
        let notFound = HTTPResponse.error(404, "No endpoint at /\(segments.joined(separator: "/")).")
        // A decoded segment that is empty, a dot-segment or holds "/" can never name a mirror file.
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") }) else {
            return notFound
        }
        let file = files[Route.mirrorPath(of: segments)]
        let route = Route(segments: segments)

        switch (request.method, route) {
        case ("GET", .armory), ("GET", .siblings), ("GET", .marketItem):
            return file.map { .json($0) } ?? null
        case ("GET", .armorySection(_, let section)):
            if let file { return .json(file) }
            // A section the API does not know answers 404 (unless a file is there), so that a
            // typo in a client's path is not mistaken for an unknown character's `null`.
            return Route.armorySections.contains(section) ? null : notFound
        case ("GET", _) where fixedRoutes.contains(route):
            return file.map { .json($0) } ?? notFound
        case ("POST", _) where searchPaths.contains(segments):
            return search(request, data: file) ?? .json(emptyPage)
        default:
            return notFound
        }
    }

    /// The POST searches check their body like the real API, then answer the stored page
    /// whatever the search was: the fake does not filter. Without one, a page of nothing, as
    /// the API answers a search that finds nothing.
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
