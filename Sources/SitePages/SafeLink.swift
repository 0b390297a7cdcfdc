import Foundation

/// A link taken from the API, kept only when it is an absolute http(s) URL with a host.
/// Anything else (`javascript:`, `data:`, relative paths, text with spaces) is shown as
/// text, never as a link, so an odd answer cannot run script or point into the site.
package struct SafeLink: Sendable, Equatable {
    /// The URL as sent; templates escape it for the attribute.
    package let url: String

    package init?(_ text: String?) {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
            !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || "<>\"'`\\".unicodeScalars.contains($0) }),
            let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        url = text
    }

    /// For a Markdown link destination (written with `{{…}}`, whose backslash escapes
    /// CommonMark undoes inside a destination): parentheses and brackets percent-encoded, so the
    /// link cannot end early (`SafeLink` already refused spaces, quotes and angle brackets).
    package var markdown: String {
        var result = ""
        for character in url {
            switch character {
            case "(": result += "%28"
            case ")": result += "%29"
            case "[": result += "%5B"
            case "]": result += "%5D"
            default: result.append(character)
            }
        }
        return result
    }
}
