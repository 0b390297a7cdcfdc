import Foundation
import Support

/// The address of a picture the API names (`https://cdn-lostark.game.onstove.com/…/acc_308.png`),
/// checked and reduced to what identifies it: host, path and query, without the scheme.
///
/// Only plain addresses are kept: http(s), a host name of letters, digits, dots and dashes,
/// no user, password or port, a path of non-empty segments made of URL characters that are
/// safe in a file name on every common system. That is what the game's hosts send; anything
/// else is not fetched and its page shows a placeholder.
///
/// One address has one place everywhere: the store's key (`key`), a snapshot folder's file
/// (`mirrorPath`: `images/HOST/PATH`) and the test hook's URL (`url(base:)`: `BASE/HOST/PATH`).
package struct ImageAddress: Sendable, Hashable, CustomStringConvertible {
    /// `https` or `http`, as the API wrote it: how the picture is fetched.
    package let scheme: String
    /// Lower case.
    package let host: String
    /// Percent-encoded as sent, starting with `/`.
    package let path: String
    /// Percent-encoded as sent, without the `?`.
    package let query: String?

    /// `host/path?query`: how the store and the site name the picture.
    package var key: String {
        host + path + (query.map { "?" + $0 } ?? "")
    }

    package var description: String {
        scheme + "://" + key
    }

    /// The most bytes of a key; a file name in a folder must stay under 255 bytes too.
    static let maxKeyBytes = 1024
    static let maxSegmentBytes = 200

    package init?(_ text: String?) {
        guard let text = text?.trimmingSpaces, !text.isEmpty, text.utf8.count <= Self.maxKeyBytes + 16,
            let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.user == nil, components.password == nil, components.port == nil,
            let host = components.percentEncodedHost?.lowercased(), Self.isHostName(host)
        else { return nil }
        let path = components.percentEncodedPath
        let query = components.percentEncodedQuery.flatMap { $0.isEmpty ? nil : $0 }
        guard Self.isPath(path), query.map(Self.isQuery) ?? true else { return nil }
        self.scheme = scheme
        self.host = host
        self.path = path
        self.query = query
        guard key.utf8.count <= Self.maxKeyBytes, mirrorPath.split(separator: "/").allSatisfy({ $0.utf8.count <= Self.maxSegmentBytes })
        else { return nil }
    }

    /// Hosts the game's pictures come from (its CDN and the armory's portraits). Pictures
    /// elsewhere are not fetched: a snapshot edited by someone else must not make a fetch
    /// reach into the network it runs in.
    package var isGameHost: Bool {
        ["onstove.com", "lostark.co.kr"].contains { host == $0 || host.hasSuffix("." + $0) }
    }

    // MARK: Where it lives

    /// The folder inside a snapshot folder that holds pictures.
    package static let folder = "images"

    /// `images/HOST/PATH`, the query (if any) appended to the last segment as `%3F` and
    /// itself percent-encoded, so no `?` or `/` of it reaches a file name. One file per
    /// address and one address per file: a path holding `%3F` of its own is refused.
    package var mirrorPath: String {
        Self.folder + "/" + host + path + (query.map { "%3F" + Self.escapeQuery($0) } ?? "")
    }

    /// The address a snapshot folder's file stands for; nil for a file no address maps to.
    package init?(mirrorPath: String) {
        let prefix = Self.folder + "/"
        guard mirrorPath.hasPrefix(prefix) else { return nil }
        let rest = mirrorPath.dropFirst(prefix.count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let host = rest[..<slash]
        var path = String(rest[slash...])
        var query: String?
        if let mark = path.range(of: "%3F") {
            guard let decoded = String(path[mark.upperBound...]).removingPercentEncoding else { return nil }
            query = decoded
            path = String(path[..<mark.lowerBound])
        }
        guard let address = ImageAddress("https://" + host + path + (query.map { "?" + $0 } ?? "")),
            address.mirrorPath == mirrorPath
        else { return nil }
        self = address
    }

    /// Where to fetch it: the address itself, or with a test hook (`LOSTARK_IMAGE_BASE_URL`)
    /// `BASE/HOST/PATH?QUERY`, so a local server stands in for every image host.
    package func url(base: URL?) -> URL? {
        guard let base else { return URL(string: description) }
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text + "/" + key)
    }

    // MARK: Checks

    private static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.count <= 253 && !host.hasPrefix(".") && !host.hasPrefix("-") && !host.hasSuffix(".")
            && !host.contains("..")
            && host.utf8.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
            && host.utf8.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }  // a name, not an IP literal
    }

    /// Non-empty segments, no dot-segments, no `%3F` (see `mirrorPath`), and only bytes a
    /// file name may hold everywhere.
    private static func isPath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.range(of: "%3F", options: .caseInsensitive) == nil else { return false }
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return !segments.isEmpty
            && segments.allSatisfy { segment in
                !segment.isEmpty && segment != "." && segment != ".." && segment.utf8.allSatisfy(isPathByte)
            }
    }

    private static func isQuery(_ query: String) -> Bool {
        query.utf8.allSatisfy { isPathByte($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ":") }
    }

    /// RFC 3986 unreserved, `%` of an escape, and sub-delimiters but `*` (and `:`), which
    /// Windows refuses in file names.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "-._~%!$&'()+,;=@".utf8.contains(byte)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLowerAlphanumeric(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Every byte but letters, digits and `-._~` as `%XX`, `%` included, so decoding gives
    /// the query back exactly.
    private static func escapeQuery(_ query: String) -> String {
        var result = ""
        for byte in query.utf8 {
            if isAlphanumeric(byte) || "-._~".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
