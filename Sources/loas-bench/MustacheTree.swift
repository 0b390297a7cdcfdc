import Rendering

/// A `TemplateValue` as swift-mustache reads a context without reflection: text and markup
/// as `String`, flags as `Bool`, lists as `[Any]`, fields as `[String: Any]`; of a value that
/// differs by format, the HTML one (the engines are compared on the HTML sheet).
enum MustacheTree {
    static func make(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .markup(let markup): markup.text
        case .bool(let flag): flag
        case .list(let items): items.map(make)
        case .object(let fields): object(fields)
        case .byFormat(let html, _): html.map(make) ?? false
        }
    }

    /// Made once per view, outside every measure.
    private static func object(_ fields: TemplateFields) -> [String: Any] {
        var object: [String: Any] = [:]
        for (name, value) in fields.named {
            if case .byFormat(nil, _) = value { continue }
            object[name] = make(value)
        }
        return object
    }
}
