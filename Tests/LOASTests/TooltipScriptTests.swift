import Foundation
import LOASTestSupport
import Rendering
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// `tooltips/NAME.js` holds what the tooltip page shows, by the same ids the sheet links:
/// the dialog opens each tooltip exactly as the page has it.
@Suite struct TooltipScriptTests {
    @Test func theScriptHoldsEveryTooltipOfThePageAsThePageShowsIt() throws {
        let files = try DemoSite.plain.get().files
        let name = "별빛수호자"
        let page = String(decoding: try #require(files[SitePaths.tooltips(name)]), as: UTF8.self)
        let script = String(decoding: try #require(files[SitePaths.tooltipScript(name)]), as: UTF8.self)
        let prefix = "window.loasTooltips = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let tooltips = try #require(try JSONSerialization.jsonObject(with: json) as? [String: [String: String]])
        let regex = try NSRegularExpression(
            pattern:
                #"<section class="tt-entry" id="(tt-\d+)">\n<h2>([^<]*)</h2>\n<div class="tooltip">\n(.*?)\n</div>\n<p class="tt-back">"#,
            options: .dotMatchesLineSeparators)
        let entries = regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            match -> (String, String, String)? in
            guard let id = Range(match.range(at: 1), in: page), let title = Range(match.range(at: 2), in: page),
                let body = Range(match.range(at: 3), in: page)
            else { return nil }
            return (String(page[id]), String(page[title]), String(page[body]))
        }
        #expect(entries.count > 50 && entries.count == tooltips.count, "\(entries.count) on the page, \(tooltips.count) in the script")
        for (id, title, body) in entries {
            #expect(tooltips[id]?["body"] == body, "\(id)")
            // The page escapes the title; the dialog sets it as text.
            #expect(tooltips[id]?["title"].map { XMLText.escaped($0) } == title, "\(id)")
        }
    }

    /// The script is written by hand, as Foundation's encoder with sorted keys writes it:
    /// the same bytes, for every character a body or title can hold.
    @Test func theScriptIsWhatFoundationsEncoderWrites() throws {
        struct Tooltip: Encodable {
            let title: String
            let body: String
        }
        let awkward = "</script><!-- \"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F} \u{2028}\u{2029} 별빛 🌟"
        // Bytes are read eight at a time: each awkward one falls at every place in a word.
        let entries = (1...12).map {
            let lead = String(repeating: "a", count: $0)
            return TooltipShelf.Entry(
                id: "tt-\($0)", title: "\(lead)\(awkward) \($0)", body: Markup("<p>\(lead)\(awkward)</p>"), back: "#tt-\($0)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let tooltips = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, Tooltip(title: $0.title, body: $0.body.text)) })
        let expected = Data("window.loasTooltips = ".utf8) + (try encoder.encode(tooltips)) + Data(";\n".utf8)
        #expect(TooltipScript.data(entries) == expected)
        #expect(!String(decoding: try #require(TooltipScript.data(entries)), as: UTF8.self).contains("</script>"))
    }

    /// A control takes six bytes (`\u0001`), more than the room kept for an escape: a text of
    /// nothing else makes the buffer grow, and is still written as the encoder writes it.
    /// (A body is `Markup`, which has none left: the title carries them.)
    @Test func textsOfOnlyControlsAreWrittenWhole() throws {
        let controls = String(repeating: "\u{1}\u{1F}", count: 300)
        let entries = [TooltipShelf.Entry(id: "tt-1", title: controls, body: Markup(controls + "<p>x</p>"), back: "#tt-1")]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected =
            Data("window.loasTooltips = ".utf8) + (try encoder.encode(["tt-1": ["body": "<p>x</p>", "title": controls]]))
            + Data(";\n".utf8)
        #expect(TooltipScript.data(entries) == expected)
    }
}
