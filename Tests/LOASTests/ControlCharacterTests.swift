import Foundation
import LOASTestSupport
import Rendering
import Testing

@testable import SiteWriter

/// Control characters (C0 but tab, line feed and carriage return; DEL; C1) never reach a
/// page: a value loses them where a template puts it in, in every format, escaped or not.
@Suite struct ControlCharacterTests {
    struct View: Encodable {
        let name: String
    }

    static func render(_ template: String, format: OutputFormat) throws -> String {
        let files = try TemplateFiles(defaults: ["page.\(format.fileExtension)": Data(template.utf8)])
        return try TemplateLibrary(format: format, files: files).render("page", View(name: "하\u{0}나\u{1B}[31m\u{7F}\u{85}\t둘"))
    }

    @Test func anEscapedHTMLValueLosesThem() throws {
        #expect(try Self.render("{{name}}", format: .html) == "하나[31m\t둘")
    }

    @Test func anUnescapedHTMLValueLosesThem() throws {
        #expect(try Self.render("{{{name}}}", format: .html) == "하나[31m\t둘")
    }

    @Test func aMarkdownValueLosesThem() throws {
        #expect(try Self.render("{{name}}", format: .markdown) == "하나\\[31m\t둘")
    }

    @Test func aC1ControlAloneIsFoundBesideTheLatinSignsThatShareItsFirstByte() {
        // `·` and `°` start with 0xC2 as the C1 controls do; only 0xC2 0x80...0x9F is one.
        #expect(ControlCharacters.removed(from: "치명 · 60°\u{85}") == "치명 · 60°")
        #expect(ControlCharacters.removed(from: "\u{9F}끝") == "끝")
        #expect(ControlCharacters.removed(from: "끝\u{C2}") == "끝\u{C2}")
    }

    @Test func anEscapedHTMLValueLosesThemBesideEveryEscapeAndKeepsTheLatinSigns() throws {
        let files = try TemplateFiles(defaults: ["page.html": Data("[{{name}}]".utf8)])
        let page = try TemplateLibrary(format: .html, files: files).render("page", View(name: "\u{85}<b>&\"'·\u{1}°\u{9F}"))
        #expect(page == "[&lt;b&gt;&amp;&quot;&#39;·°]")
    }

    @Test func xmlTextLosesDELAndTheC1Controls() {
        #expect(XMLText.escaped("a\u{7F}b\u{85}c\u{9F}d") == "abcd")
    }

    @Test func calendarTextLosesThem() {
        #expect(CalendarICS.escaped("모험\u{0} 섬\u{1B}\u{85}") == "모험 섬")
    }
}
