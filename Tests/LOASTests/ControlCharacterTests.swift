import Foundation
import LOASTestSupport
import Rendering
import Testing

@testable import SitePages
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

    /// Values are read eight bytes at a time: each special and each control, at every place in
    /// and after the first words, is found as one at a time would find it.
    @Test(arguments: ["&", "<", ">", "\"", "'", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "·", "\n", "\t"])
    func everySpecialIsFoundWhereverItFallsInTheWords(special: String) throws {
        func reference(_ text: String, escaping: Bool) -> String {
            text.unicodeScalars.filter { !ControlCharacters.isControl($0) }.map { scalar -> String in
                guard escaping else { return String(scalar) }
                switch scalar {
                case "&": return "&amp;"
                case "<": return "&lt;"
                case ">": return "&gt;"
                case "\"": return "&quot;"
                case "'": return "&#39;"
                default: return String(scalar)
                }
            }.joined()
        }
        let files = try TemplateFiles(defaults: ["page.html": Data("{{name}}|{{{name}}}".utf8)])
        let library = try TemplateLibrary(format: .html, files: files)
        let markdown = try TemplateLibrary(
            format: .markdown, files: try TemplateFiles(defaults: ["page.md": Data("{{{name}}}".utf8)]))
        for offset in 0..<20 {
            let name = String(repeating: "a", count: offset) + special + "가나다라마바" + special
            let page = try library.render("page", View(name: name))
            #expect(page == reference(name, escaping: true) + "|" + reference(name, escaping: false), "at \(offset)")
            #expect(try markdown.render("page", View(name: name)) == reference(name, escaping: false), "Markdown at \(offset)")
        }
    }

    @Test func xmlTextLosesDELAndTheC1Controls() {
        #expect(XMLText.escaped("a\u{7F}b\u{85}c\u{9F}d") == "abcd")
    }

    @Test func calendarTextLosesThem() {
        #expect(CalendarICS.escaped("모험\u{0} 섬\u{1B}\u{85}") == "모험 섬")
    }
}
