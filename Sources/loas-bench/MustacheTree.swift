import Rendering

/// A `TemplateValue` as swift-mustache reads a context without reflection: text as
/// `String`, flags as `Bool`, lists as `[Any]`, fields as `[String: Any]`.
enum MustacheTree {
    static func make(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .bool(let flag): flag
        case .list(let items): items.map(make)
        case .object(let fields): object(fields)
        }
    }

    /// `TemplateFields` keeps its names and values to the engine; a bench may read them
    /// through `Mirror`, once per view and outside every measure.
    private static func object(_ fields: TemplateFields) -> [String: Any] {
        var names: [String] = []
        var values: [TemplateValue] = []
        for child in Mirror(reflecting: fields).children {
            if child.label == "names", let found = child.value as? [String] { names = found }
            if child.label == "values", let found = child.value as? [TemplateValue] { values = found }
        }
        var object: [String: Any] = [:]
        for (name, value) in zip(names, values) { object[name] = make(value) }
        return object
    }
}
