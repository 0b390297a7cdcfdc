import Foundation
import Mustache
import Rendering

/// Small templates that show, one rule at a time, where the two engines part: what the
/// site's templates and views rely on (escaping, control characters, missing against
/// empty, indented partials) and what reflection reads differently from `Encodable`.
enum EngineProbes {
    static func report() -> String {
        var lines = ["probes (template → LOAS | swift-mustache via Mirror | via [String: Any] from TemplateValue):"]
        func add(_ title: String, _ template: String, partial: String? = nil, _ view: some Encodable) {
            lines.append("- \(title): \(shown(template))")
            lines += render(template, partial: partial, view).map {
                "    \($0.engine.padding(toLength: 14, withPad: " ", startingAt: 0)) \(shown($0.output))"
            }
        }
        add("quotes and markup", "<a title=\"{{text}}\">", Text(text: #"It's "x" & <y>"#))
        add(
            "a quote or a bracket with a combining mark", "<a title=\"{{text}}\">x</a>",
            Text(text: "\"\u{301} onclick=alert(1) x=\"\u{301} <\u{301}b>"))
        add("control characters (NUL, BEL, C1 NEL)", "<b>{{text}}</b>", Text(text: "A\u{0}B\u{7}C\u{85}D"))
        add(
            "nil, empty string, empty list",
            "[{{#absent}}A{{/absent}}{{^absent}}no A{{/absent}}][{{#empty}}E{{/empty}}{{^empty}}no E{{/empty}}]"
                + "[{{#none}}L{{/none}}{{^none}}no L{{/none}}][{{#zero}}Z{{/zero}}]", Missing())
        add("a nil field climbs to the outer name", "{{#inner}}{{title}}{{/inner}}", Outer())
        add(
            "a standalone partial is indented", "<ul>\n  {{> partials/probe}}\n</ul>\n", partial: "<li>\n{{text}}\n</li>\n", Text(text: "a")
        )
        add("a variable naming an object or a list", "[{{{inner}}}][{{list}}]", Outer())
        add("a String enum's raw value", "{{grade}}", Graded())
        add("a renamed coding key", "{{#new}}new{{/new}}{{^new}}not new{{/new}}", Renamed())
        add("a Double", "{{number}}", Numbered())
        return lines.joined(separator: "\n")
    }

    private static func render(_ template: String, partial: String?, _ view: some Encodable) -> [(engine: String, output: String)] {
        var sources = ["probe.html": Data(template.utf8)]
        if let partial { sources["partials/probe.html"] = Data(partial.utf8) }
        var mustache = MustacheLibrary()
        var results: [(String, String)] = []
        do {
            let library = try TemplateLibrary(format: .html, files: try TemplateFiles(defaults: sources))
            results.append(("LOAS", try library.render("probe", view)))
        } catch {
            results.append(("LOAS", "error: \(error)"))
        }
        do {
            for (path, data) in sources {
                try mustache.register(String(decoding: data, as: UTF8.self), named: String(path.dropLast(".html".count)))
            }
            results.append(("Mirror", mustache.render(view, withTemplate: "probe") ?? "(nothing)"))
            let tree = MustacheTree.make(try TemplateValue(encoding: view))
            results.append(("dictionaries", mustache.render(tree, withTemplate: "probe") ?? "(nothing)"))
        } catch {
            results.append(("swift-mustache", "error: \(error)"))
        }
        return results
    }

    private static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: shown += "⏎"
            case 0x00..<0x20, 0x7F...0x9F: shown += String(format: "\\u{%02X}", scalar.value)
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private struct Text: Encodable {
        let text: String
    }

    private struct Missing: Encodable {
        let absent: String? = nil
        let empty = ""
        let none: [String] = []
        let zero = 0
    }

    private struct Outer: Encodable {
        struct Inner: Encodable {
            let title: String? = nil
            let other = "x"
        }
        let title = "outer"
        let inner = Inner()
        let list = ["a", "b"]
    }

    private enum Grade: String, Encodable {
        case legendary = "전설"
    }

    private struct Graded: Encodable {
        let grade = Grade.legendary
    }

    private struct Renamed: Encodable {
        let isNew = true
        enum CodingKeys: String, CodingKey {
            case isNew = "new"
        }
    }

    private struct Numbered: Encodable {
        let number = 1.5
    }
}
