import BundledResources
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// The two ways to the dark theme (the system's scheme, the reader's choice in the menu) are
/// one palette, and the choice is made before the page paints.
@Suite struct ThemeStylesheetTests {
    static let css = String(decoding: BundledResources.templates["assets/style.css"] ?? Data(), as: UTF8.self)

    /// The declarations of the first rule whose selector is exactly `selector`.
    static func declarations(of selector: String, in css: String) -> [String] {
        guard let start = css.range(of: selector + " {") else { return [] }
        let body = css[start.upperBound...].prefix { $0 != "}" }
        return body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// A block left open nests every rule after it: a merge that lost one `}` put the menu's
    /// search box and theme switch inside the market's phone-only query.
    @Test func everyBlockOfTheStylesheetIsClosedWhereItEnds() {
        var depth = 0
        var inComment = false
        var previous: Character = " "
        var firstNegative: Int?
        for (offset, character) in Self.css.enumerated() {
            defer { previous = character }
            if inComment {
                if previous == "*" && character == "/" { inComment = false }
                continue
            }
            if previous == "/" && character == "*" {
                inComment = true
                continue
            }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth < 0 && firstNegative == nil { firstNegative = offset }
        }
        #expect(firstNegative == nil)
        #expect(depth == 0, "\(depth) block(s) left open")
    }

    @Test func theChosenDarkPaletteIsTheSystemsDarkPalette() {
        let system = Self.declarations(of: #":root:not([data-theme="light"])"#, in: Self.css)
        let chosen = Self.declarations(of: #":root[data-theme="dark"]"#, in: Self.css)
        #expect(system.count > 6)
        #expect(system == chosen)
    }

    /// A colour keyed on the system's scheme alone would ignore the reader's choice: every
    /// colour that differs between the themes is a property of the palette.
    @Test func theStylesheetAsksTheSystemsSchemeOnlyForThePalette() {
        #expect(Self.css.components(separatedBy: "prefers-color-scheme").count - 1 == 1)
    }

    @Test func everyPageSetsItsThemeBeforeItsStylesheet() throws {
        let files = try DemoSite.plain.get().files
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 5)
        for (path, data) in pages {
            let html = String(decoding: data, as: UTF8.self)
            let theme = try #require(html.range(of: "document.documentElement.dataset.theme"), "\(path)")
            let style = try #require(html.range(of: "<link rel=\"stylesheet\"") ?? html.range(of: "<style>"), "\(path)")
            #expect(theme.upperBound < style.lowerBound, "\(path)")
        }
    }
}
