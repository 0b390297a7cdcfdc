import Foundation

/// `tooltips/NAME.js`: a sheet's shelved tooltips as data, so `tooltip.js` can open each one
/// over the sheet. A script the sheet adds on first use, not a file it fetches: browsers
/// refuse `fetch()` of a local file, and the site must work opened from disk.
///
/// The bodies are the fragments LOAS's renderer made for the tooltip page (every API string
/// escaped there); here they are JSON strings, so nothing in them can end the data early.
package enum TooltipScript {
    private struct Tooltip: Encodable {
        let title: String
        let body: String
    }

    /// `window.loasTooltips = {"tt-1": {"title": …, "body": …}, …};`, in a stable order.
    package static func data(_ entries: [TooltipShelf.Entry]) -> Data {
        let tooltips = Dictionary(entries.map { ($0.id, Tooltip(title: $0.title, body: $0.body)) }, uniquingKeysWith: { first, _ in first })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding strings into JSON cannot fail; an empty table only opens nothing.
        let json = (try? encoder.encode(tooltips)) ?? Data("{}".utf8)
        return Data("window.loasTooltips = ".utf8) + json + Data(";\n".utf8)
    }
}
