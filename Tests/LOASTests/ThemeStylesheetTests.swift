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
        let files = try SiteBuilder(snapshots: InMemorySnapshots.demo).build().files
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
