import Foundation

/// What Discord answered to one request, read for the poster: the status, the rate-limit
/// headers and the JSON error body
/// (https://discord.com/developers/docs/topics/rate-limits#exceeding-a-rate-limit,
/// https://discord.com/developers/docs/reference#error-messages).
struct DiscordAnswer: Sendable {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: Data

    init(status: Int, headers: [AnyHashable: Any], body: Data) {
        self.status = status
        var lowered: [String: String] = [:]
        for (name, value) in headers {
            guard let name = name as? String, let value = value as? String else { continue }
            lowered[name.lowercased()] = value
        }
        self.headers = lowered
        self.body = body
    }

    /// How long a 429 asks to wait: the body's `retry_after` (seconds, may be fractional),
    /// else the `Retry-After` header, else `X-RateLimit-Reset-After`. Nil when none is a
    /// number of seconds.
    var retryAfter: Duration? {
        if let seconds = Self.seconds(json?["retry_after"]) { return .seconds(seconds) }
        for name in ["retry-after", "x-ratelimit-reset-after"] {
            if let seconds = Self.seconds(headers[name].flatMap(Double.init)) { return .seconds(seconds) }
        }
        return nil
    }

    /// On a success: the bucket is spent (`X-RateLimit-Remaining: 0`) and refills after
    /// this long (`X-RateLimit-Reset-After`); nil when another post may go at once.
    var bucketResetsAfter: Duration? {
        guard headers["x-ratelimit-remaining"].flatMap(Int.init) == 0,
            let seconds = Self.seconds(headers["x-ratelimit-reset-after"].flatMap(Double.init))
        else { return nil }
        return .seconds(seconds)
    }

    /// Discord's `message`, with the first field of a form error after it; control
    /// characters dropped and the length bounded, since it is printed.
    var message: String? {
        guard let json, let message = json["message"] as? String else { return nil }
        var text = message
        if let errors = json["errors"], let first = Self.firstError(errors, path: []) { text += " (\(first))" }
        let printable = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        return printable.count > 300 ? String(printable.prefix(300)) + "…" : printable
    }

    private var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    private static func seconds(_ value: Any?) -> Double? {
        guard let number = value as? Double ?? (value as? Int).map(Double.init), number.isFinite, number >= 0 else { return nil }
        return number
    }

    /// `embeds.0.description: Must be 4096 or fewer in length.` from Discord's nested
    /// `errors` object, whose leaves are `_errors` arrays.
    private static func firstError(_ node: Any, path: [String]) -> String? {
        guard let object = node as? [String: Any] else { return nil }
        if let errors = object["_errors"] as? [[String: Any]], let message = errors.first?["message"] as? String {
            return path.isEmpty ? message : "\(path.joined(separator: ".")): \(message)"
        }
        for key in object.keys.sorted() where key != "_errors" {
            if let found = firstError(object[key] as Any, path: path + [key]) { return found }
        }
        return nil
    }
}
