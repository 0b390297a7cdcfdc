import Foundation
import LOASTestSupport
import Rendering
import Testing

/// The template engine's rules, each pinned on a one-line template.
@Suite struct TemplateEngineTests {
    struct Item: Encodable {
        let name: String
        let count: Int
        let note: String?
    }

    struct View: Encodable {
        let title: String
        let items: [Item]
        let empty: [Item]
        let flag: Bool
        let missing: String?
        let blank: String
        let zero: Int
        let level: Double
    }

    static let view = View(
        title: "A & <B>", items: [Item(name: "x", count: 1, note: nil), Item(name: "y", count: 0, note: "n")], empty: [],
        flag: false, missing: nil, blank: "", zero: 0, level: 1620.5)

    static func render(
        _ template: String, format: OutputFormat = .html, partials: [String: String] = [:], view: some Encodable = Self.view
    ) throws -> String {
        var defaults = ["page.\(format.fileExtension)": Data(template.utf8)]
        for (name, text) in partials { defaults["\(name).\(format.fileExtension)"] = Data(text.utf8) }
        let library = try TemplateLibrary(format: format, files: TemplateFiles(defaults: defaults))
        return try library.render("page", view)
    }

    @Test func variablesEscapeForTheirFormatAndTriplesDoNot() throws {
        #expect(try Self.render("{{title}}|{{{title}}}|{{&title}}") == "A &amp; &lt;B&gt;|A & <B>|A & <B>")
        #expect(try Self.render("{{title}}", format: .markdown) == "A \\& \\<B\\>")
    }

    @Test func nilIsMissingButEmptyTextAndZeroAreValues() throws {
        #expect(try Self.render("[{{#missing}}m{{/missing}}{{^missing}}no{{/missing}}]") == "[no]")
        #expect(try Self.render("[{{#blank}}b{{/blank}}{{#zero}}z{{.}}{{/zero}}]") == "[bz0]")
    }

    @Test func listsRepeatAndEmptyListsAndFalseAreInverted() throws {
        #expect(try Self.render("{{#items}}{{name}}{{count}};{{/items}}") == "x1;y0;")
        #expect(try Self.render("{{^empty}}none{{/empty}}{{^flag}} off{{/flag}}{{#flag}} on{{/flag}}") == "none off")
    }

    @Test func namesClimbTheStackAndDottedNamesDoNot() throws {
        // `note` is nil on the first item, so it is looked up outside and not found; `title` climbs.
        #expect(try Self.render("{{#items}}{{title}}:{{note}};{{/items}}") == "A &amp; &lt;B&gt;:;A &amp; &lt;B&gt;:n;")
        #expect(try Self.render("{{#items}}{{.name}}{{/items}}|{{items.name}}") == "xy|")
    }

    /// The renderer tries the place a name was found in the item before; items of other
    /// shapes (the name elsewhere, or not there at all) must still be read right.
    /// A view made once for both formats (`ByFormat` in the sheet), as a template value.
    struct BothFormats: TemplateValueConvertible {
        static var checksEncodable: Bool { false }
        let note: String
        var templateValue: TemplateValue {
            var inner = TemplateFields()
            inner.add("text", .byFormat(html: .text("<b>h</b>"), markdown: .text("**m**")))
            inner.add("note", .byFormat(html: nil, markdown: .text("inner")))
            var outer = TemplateFields()
            outer.add("note", .text(note))
            outer.add("inner", .object(inner))
            outer.add("list", .list([.byFormat(html: .text("a"), markdown: nil), .text("b")]))
            return .object(outer)
        }
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func aValueByFormatShowsEachFormatItsOwnAndClimbsWhereItHasNone() throws {
        let template = "{{#inner}}{{{text}}} {{note}}{{/inner}}"
        #expect(try Self.render(template, view: BothFormats(note: "outer")) == "<b>h</b> outer")
        #expect(try Self.render(template, format: .markdown, view: BothFormats(note: "outer")) == "**m** inner")
    }

    struct Marked: Encodable {
        let body: Markup
    }

    @Test func markupLosesItsControlsWhenMadeAndIsCopiedRawOrEscapedAsText() throws {
        let view = Marked(body: Markup("<b>a\u{0}&\u{85}b</b>"))
        #expect(view.body.text == "<b>a&b</b>")
        #expect(try Self.render("{{{body}}}|{{body}}", view: view) == "<b>a&b</b>|&lt;b&gt;a&amp;b&lt;/b&gt;")
        #expect(try Self.render("{{{body}}}|{{body}}", format: .markdown, view: view) == "<b>a&b</b>|\\<b\\>a\\&b\\</b\\>")
    }

    @Test func listItemsByFormatAreLeftOutOfTheFormatWithout() throws {
        let template = "{{#list}}{{.}}{{/list}}"
        #expect(try Self.render(template, view: BothFormats(note: "")) == "ab")
        #expect(try Self.render(template, format: .markdown, view: BothFormats(note: "")) == "b")
    }

    @Test func itemsWithANameInOtherPlacesOrWithoutItAreEachReadRight() throws {
        let view = Shapes(a: "top", items: [.ab("1", "2"), .ba("3", "4"), .c("5"), .ab("6", "7")])
        #expect(try Self.render("{{#items}}{{a}}{{b}},{{/items}}", view: view) == "12,43,top,67,")
    }

    struct Shapes: Encodable {
        let a: String
        let items: [Shape]
    }

    /// Fields written in different orders, as different views would.
    enum Shape: Encodable {
        case ab(String, String), ba(String, String), c(String)

        enum Key: String, CodingKey { case a, b, c }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .ab(let a, let b):
                try container.encode(a, forKey: .a)
                try container.encode(b, forKey: .b)
            case .ba(let b, let a):
                try container.encode(b, forKey: .b)
                try container.encode(a, forKey: .a)
            case .c(let c): try container.encode(c, forKey: .c)
            }
        }
    }

    @Test func numbersPrintAsSwiftPrintsThem() throws {
        #expect(try Self.render("{{level}} {{zero}}") == "1620.5 0")
    }

    @Test func standaloneTagsTakeTheirLine() throws {
        let template = "a\n  {{#items}}\n- {{name}}\n  {{/items}}\n{{! note }}\nb\n"
        #expect(try Self.render(template) == "a\n- x\n- y\nb\n")
    }

    @Test func tagsInsideALineKeepTheLine() throws {
        #expect(try Self.render("a {{#flag}}x{{/flag}}\nb") == "a \nb")
    }

    @Test func standalonePartialsAreIndentedLikeTheirTag() throws {
        let output = try Self.render("<ul>\n  {{> row}}\n</ul>\n", partials: ["row": "{{#items}}<li>{{name}}</li>\n{{/items}}"])
        #expect(output == "<ul>\n  <li>x</li>\n  <li>y</li>\n</ul>\n")
    }

    @Test func anUnclosedSectionNamesTheTemplateAndLine() throws {
        #expect {
            _ = try Self.render("line\n{{#items}}x")
        } throws: { error in
            "\(error)".contains("page.html") && "\(error)".contains("never closed")
        }
    }

    @Test func aMismatchedCloseSaysWhichSectionItCloses() throws {
        #expect {
            _ = try Self.render("{{#items}}x\n{{/item}}")
        } throws: { error in
            "\(error)".contains("line 2") && "\(error)".contains("{{/item}} closes {{#items}}")
        }
    }

    @Test func aMissingPartialIsAnErrorNotAnEmptyString() throws {
        #expect {
            _ = try Self.render("{{> partials/nope}}")
        } throws: { error in
            "\(error)".contains("partials/nope.html")
        }
    }

    /// What loading `partials` (with a page including the first) throws, as the user reads it.
    static func loadError(_ partials: [String: String], page: String = "{{> a}}") -> String? {
        do {
            _ = try render(page, partials: partials)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aPartialIncludingItselfIsRefusedNamingTheChain() {
        let error = Self.loadError(["a": "x{{> a}}"])
        #expect(error?.contains("a.html includes itself: a.html → a.html") == true, "\(error ?? "no error")")
    }

    @Test func partialsIncludingEachOtherAreRefusedNamingTheChain() {
        let error = Self.loadError(["a": "{{> b}}", "b": "{{> a}}"])
        #expect(error?.contains("includes itself: a.html → b.html → a.html") == true, "\(error ?? "no error")")
    }

    @Test func aSelfIncludeInsideASectionIsRefused() {
        let error = Self.loadError(["a": "{{#items}}\n  {{> a}}\n{{/items}}\n"])
        #expect(error?.contains("includes itself: a.html → a.html") == true, "\(error ?? "no error")")
    }

    @Test func aCycleNoPageIncludesIsRefusedToo() {
        let error = Self.loadError(["a": "", "loop": "{{#flag}}{{> loop}}{{/flag}}"])
        #expect(error?.contains("includes itself: loop.html → loop.html") == true, "\(error ?? "no error")")
    }

    @Test func aChainOfIncludesTooDeepIsRefusedNamingIt() {
        // a → p0 → p1 → … → p199, no cycle, each level one include.
        var partials = ["a": "{{> p0}}"]
        for level in 0..<200 { partials["p\(level)"] = level == 199 ? "end" : "{{> p\(level + 1)}}" }
        let error = Self.loadError(partials)
        #expect(error?.contains("more than 100 deep: a.html → p0.html → p1.html") == true, "\(error ?? "no error")")
    }

    @Test func sectionsAndIncludesCountTogether() throws {
        let sections = String(repeating: "{{#flag}}", count: 60) + String(repeating: "{{/flag}}", count: 60)
        #expect(try Self.render("{{> a}}", partials: ["a": sections]).isEmpty)
        let around = (String(repeating: "{{#flag}}", count: 60), String(repeating: "{{/flag}}", count: 60))
        let error = Self.loadError(["a": "{{#flag}}{{> b}}{{/flag}}", "b": around.0 + "{{> c}}" + around.1, "c": sections])
        #expect(error?.contains("more than 100 deep: a.html → b.html → c.html") == true, "\(error ?? "no error")")
    }

    @Test func sectionsNestedTooDeepAreASyntaxErrorNotACrash() {
        let deep = String(repeating: "{{#flag}}", count: 1_000_000) + String(repeating: "{{/flag}}", count: 1_000_000)
        let error = Self.loadError([:], page: deep)
        #expect(
            error?.contains("page.html does not parse: line 1: sections are nested more than 100 deep") == true, "\(error ?? "no error")")
    }

    @Test func unsupportedTagsAreNamed() throws {
        #expect {
            _ = try Self.render("{{=<% %>=}}")
        } throws: { error in
            "\(error)".contains("not supported")
        }
    }
}
