import Foundation

/// A Discord webhook's URL, checked, with its token kept out of every printed form.
///
/// The URL is what Discord's "Copy Webhook URL" gives:
/// `https://discord.com/api/webhooks/{id}/{token}` (also `discordapp.com`, `ptb.`/`canary.`,
/// and `/api/v10/webhooks/…`), optionally with `?thread_id=` to post in a thread
/// (https://discord.com/developers/docs/resources/webhook#execute-webhook). Anyone holding
/// the token can post to the channel, so it is a secret: it prints as `<token>`
/// everywhere (descriptions, interpolation, dumps) and never appears in an error.
///
/// Only `https` is accepted, except plain `http` to a loopback address (127.0.0.0/8, ::1,
/// localhost), where the tests' stand-in listens; a loopback URL may have any host name and
/// port but the same path shape.
package struct DiscordWebhook: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The address messages are posted to: the URL as given, `?wait=true` added.
    let postURL: URL
    /// The webhook's id (a Discord snowflake); not a secret.
    package let id: String
    /// The only way to read the token is to post with it.
    private let token: String
    private let origin: String
    private let prefix: String

    package init(url text: String) throws(DiscordError) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .badURL(problem: "is empty") }
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), let host = parts.host?.lowercased(),
            !host.isEmpty
        else { throw .badURL(problem: "is not a URL (expected https://discord.com/api/webhooks/ID/TOKEN)") }
        guard parts.user == nil, parts.password == nil else { throw .badURL(problem: "has a user name or password in it") }
        let loopback = Self.isLoopback(host)
        switch scheme {
        case "https": break
        case "http" where loopback: break
        case "http": throw .badURL(problem: "uses http to \(host); only https is allowed (http only to a loopback address)")
        default: throw .badURL(problem: "uses \(scheme):; only https is allowed")
        }
        guard loopback || Self.discordHosts.contains(host) else {
            throw .badURL(problem: "points at \(host), not at Discord (discord.com)")
        }
        guard parts.fragment == nil else { throw .badURL(problem: "has a #fragment; copy the webhook URL again") }
        let (prefix, id, token) = try Self.pathParts(parts.percentEncodedPath)
        let query = try Self.query(parts.queryItems ?? [])
        // `HTTPS://DISCORD.COM/…` is the same address; the transport takes only lower case.
        var post = parts
        post.scheme = scheme
        post.percentEncodedHost = parts.percentEncodedHost?.lowercased()
        post.percentEncodedQuery = (["wait=true"] + query).joined(separator: "&")
        guard let postURL = post.url else { throw .badURL(problem: "could not be read as a URL") }
        self.postURL = postURL
        self.id = id
        self.token = token
        self.prefix = prefix
        origin = "\(scheme)://\((parts.percentEncodedHost ?? host).lowercased())" + (parts.port.map { ":\($0)" } ?? "")
    }

    /// `https://discord.com/api/webhooks/123/<token>`.
    package var description: String { "\(origin)\(prefix)/\(id)/<token>" }
    package var debugDescription: String { description }
    package var customMirror: Mirror { Mirror(self, children: ["url": description], displayStyle: .struct) }

    /// `text` with every appearance of the token replaced by `<token>`: for text from
    /// outside (an error from the network, Discord's answer) that might quote the URL.
    package func masking(_ text: String) -> String {
        text.replacingOccurrences(of: token, with: "<token>")
    }

    /// Discord's own hosts for webhooks; any other host on https is refused, so a typo or a
    /// pasted look-alike cannot send the token elsewhere.
    static let discordHosts: Set<String> = [
        "discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com", "ptb.discordapp.com", "canary.discordapp.com",
    ]

    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.allSatisfy({ $0.count <= 3 && UInt8($0) != nil }) else { return false }
        return octets[0] == "127"
    }

    /// `/api[/vN]/webhooks/{id}/{token}[/]`: the prefix up to `webhooks`, the id (digits),
    /// the token (letters, digits, `-`, `_`).
    private static func pathParts(_ path: String) throws(DiscordError) -> (prefix: String, id: String, token: String) {
        let shape = "does not have the path of a webhook (/api/webhooks/ID/TOKEN)"
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.last == "" { segments.removeLast() }
        guard segments.count >= 5, segments[0].isEmpty, segments[1] == "api" else { throw .badURL(problem: shape) }
        let version = segments.count == 6 ? segments[2] : nil
        guard segments.count == 5 || (segments.count == 6 && Self.isVersion(segments[2])) else { throw .badURL(problem: shape) }
        let rest = segments.suffix(3)
        guard rest.first == "webhooks" else { throw .badURL(problem: shape) }
        let id = rest[rest.startIndex + 1]
        let token = rest[rest.startIndex + 2]
        guard !id.isEmpty, id.count <= 20, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .badURL(problem: "does not have a webhook id (digits) after /webhooks/")
        }
        guard !token.isEmpty, token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw .badURL(problem: "does not end in a webhook token (letters, digits, - and _) after the id")
        }
        return ("/api" + (version.map { "/\($0)" } ?? "") + "/webhooks", id, token)
    }

    private static func isVersion(_ segment: String) -> Bool {
        segment.count > 1 && segment.first == "v" && segment.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `thread_id` (digits) is kept; `wait` is this program's to set; anything else is refused.
    private static func query(_ items: [URLQueryItem]) throws(DiscordError) -> [String] {
        var kept: [String] = []
        for item in items {
            switch item.name {
            case "wait": continue
            case "thread_id":
                guard let value = item.value, !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw .badURL(problem: "has a thread_id that is not a thread's id (digits)")
                }
                kept.append("thread_id=\(value)")
            default:
                throw .badURL(problem: "has a query parameter \"\(item.name)\" that a webhook does not take (only thread_id)")
            }
        }
        return kept
    }
}
