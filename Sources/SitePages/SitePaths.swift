import Foundation
import Support

/// File names and relative links inside the site.
///
/// Every link is relative to the page it is on, so the same files work opened from disk,
/// under a GitHub Pages project path and at a domain root.
package enum SitePaths {
    package static func index(_ format: String) -> String { "index.\(format)" }
    package static func roster(_ format: String) -> String { "roster.\(format)" }
    package static func calendar(_ format: String) -> String { "calendar.\(format)" }
    package static func homework(_ format: String) -> String { "homework.\(format)" }
    package static func rewards(_ format: String) -> String { "rewards.\(format)" }
    package static let calendarFeed = "calendar.ics"
    package static func news(_ format: String) -> String { "news.\(format)" }
    package static let newsFeed = "news.atom"
    package static func market(_ format: String) -> String { "market.\(format)" }
    package static func honing(_ format: String) -> String { "honing.\(format)" }
    package static func changes(_ format: String) -> String { "changes.\(format)" }
    package static let changesFeed = "changes.atom"

    package static func character(_ name: String, _ format: String) -> String {
        "characters/\(slug(name)).\(format)"
    }

    /// A character's change timeline, one folder down as its sheet is.
    package static func timeline(_ name: String, _ format: String) -> String {
        "timeline/\(slug(name)).\(format)"
    }

    /// The page holding every full tooltip of the HTML sheet of `name`.
    package static func tooltips(_ name: String) -> String {
        "tooltips/\(slug(name)).html"
    }

    /// The same tooltips as data, which the HTML sheet loads on first use to open them in place.
    package static func tooltipScript(_ name: String) -> String {
        "tooltips/\(slug(name)).js"
    }

    /// A file-name-safe form of a character name: letters and digits of any script stay
    /// (Korean names remain readable), everything else becomes `_XX` hex. A slug longer than
    /// `slugLimit` bytes, or one Windows keeps for a device, is cut (never inside a character
    /// or an escape) and ends in `~` and a hash of the whole name: `~` is in no other slug,
    /// so names never share a file, and the same name gets the same file in every build.
    /// Every link to a sheet goes through here, so links and files agree.
    package static func slug(_ name: String) -> String {
        var slug = ""
        // Bytes of the longest run of whole pieces (a kept character or an escape) that
        // leaves room for the hash.
        var fitting = 0
        for scalar in name.unicodeScalars {
            if slug.utf8.count <= slugLimit - hashLength { fitting = slug.utf8.count }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
                slug.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    slug += "_" + String(byte, radix: 16, uppercase: true)
                }
            }
            if slug.utf8.count > slugLimit { break }
        }
        if slug.isEmpty { return "_" }
        if slug.utf8.count <= slugLimit - hashLength { fitting = slug.utf8.count }
        guard slug.utf8.count > slugLimit || reservedOnWindows.contains(slug.uppercased()) else { return slug }
        return String(decoding: slug.utf8.prefix(fitting), as: UTF8.self) + "~"
            + SHA256.hex(of: Data(name.utf8)).prefix(hashLength - 1)
    }

    /// The most bytes a slug takes: a page's file name (slug and `.html`) must fit every
    /// common file system: 255 bytes on ext4, XFS, APFS, fewer (143) on eCryptfs. No real
    /// character name comes near it; the limit is for what a snapshot may say.
    package static let slugLimit = 120
    private static let hashLength = 11

    /// Names Windows reserves for devices, with any extension.
    private static let reservedOnWindows: Set<String> =
        Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    /// A relative URL for `path` from a page at `depth` folders below the root, with every
    /// segment percent-encoded.
    package static func href(_ path: String, fromDepth depth: Int) -> String {
        var bytes = Array(String(repeating: "../", count: depth).utf8)
        bytes.reserveCapacity(bytes.count + path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters: ASCII letters and digits and `-._~`. Worked on
    /// bytes: Foundation's `addingPercentEncoding` took most of a no-change rebuild's
    /// roster page.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
