import Foundation
import LocalHTTP

/// Answers shaped as Discord's (https://discord.com/developers/docs/reference#error-messages,
/// https://discord.com/developers/docs/topics/rate-limits#exceeding-a-rate-limit).
extension FakeDiscordCore {
    static func bucket(remaining: Int, resetAfter: Double) -> [(String, String)] {
        [
            ("X-RateLimit-Limit", "5"), ("X-RateLimit-Remaining", "\(remaining)"),
            ("X-RateLimit-Reset-After", "\(resetAfter)"), ("X-RateLimit-Bucket", "stand-in"),
        ]
    }

    static func rateLimited(_ seconds: Double, inBody: Bool, inHeader: Bool) -> HTTPResponse {
        var body: [String: Any] = ["message": "You are being rate limited.", "global": false]
        if inBody { body["retry_after"] = seconds }
        var headers = bucket(remaining: 0, resetAfter: seconds) + [("X-RateLimit-Scope", "user")]
        if inHeader { headers.append(("Retry-After", "\(Int(seconds.rounded(.up)))")) }
        if !inBody { headers.removeAll { $0.0 == "X-RateLimit-Reset-After" } }
        return json(body, status: 429, headers: headers)
    }

    static func status(_ status: Int) -> HTTPResponse {
        switch status {
        case 404: error(404, "Unknown Webhook", code: 10015)
        case 401: error(401, "Invalid Webhook Token", code: 50027)
        case 500...599: error(status, "\(status): Service Unavailable", code: 0)
        default: error(status, "\(status): stand-in error", code: 0)
        }
    }

    /// `{"message", "code"}`, and for a form error `errors` naming the field as Discord does.
    static func error(_ status: Int, _ message: String, code: Int, detail: String? = nil) -> HTTPResponse {
        var body: [String: Any] = ["message": message, "code": code]
        if let detail { body["errors"] = ["_errors": [["code": "STAND_IN_LIMIT", "message": detail]]] }
        return json(body, status: status, headers: [])
    }

    private static func json(_ object: [String: Any], status: Int, headers: [(String, String)]) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(status: status, contentType: "application/json", headers: headers, body: body)
    }
}
