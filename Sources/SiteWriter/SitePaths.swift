import Foundation

/// File names and relative links inside the site.
///
/// Every link is relative to the page it is on, so the same files work opened from disk,
/// under a GitHub Pages project path and at a domain root.
enum SitePaths {
    static func index(_ format: String) -> String { "index.\(format)" }
    static func roster(_ format: String) -> String { "roster.\(format)" }
    static func calendar(_ format: String) -> String { "calendar.\(format)" }
    static func rewards(_ format: String) -> String { "rewards.\(format)" }
    static let calendarFeed = "calendar.ics"
    static func news(_ format: String) -> String { "news.\(format)" }
    static let newsFeed = "news.atom"
    static func market(_ format: String) -> String { "market.\(format)" }

    static func character(_ name: String, _ format: String) -> String {
        "characters/\(slug(name)).\(format)"
    }

    /// A file-name-safe form of a character name: letters and digits of any script stay
    /// (Korean names remain readable), everything else becomes `_XX` hex.
    static func slug(_ name: String) -> String {
        var slug = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
                slug.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    slug += "_" + String(byte, radix: 16, uppercase: true)
                }
            }
        }
        return slug.isEmpty ? "_" : slug
    }

    /// A relative URL for `path` from a page at `depth` folders below the root, with every
    /// segment percent-encoded.
    static func href(_ path: String, fromDepth depth: Int) -> String {
        let encoded = path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathSegmentAllowed) ?? String($0)
        }
        return String(repeating: "../", count: depth) + encoded.joined(separator: "/")
    }
}

extension CharacterSet {
    static let urlPathSegmentAllowed: CharacterSet = {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()
}
