import Rendering

/// How views write their fields (`TemplateValueConvertible`), the rules of `Encodable`'s:
/// a nil is left out, a number is its `description`. Here, beside the views, so each call is
/// specialized for its view type: across modules the generic calls looked their types up at
/// run time and cost what they were to save.
extension TemplateFields {
    package init(capacity: Int = 8, _ build: (inout TemplateFields) -> Void) {
        self.init(capacity: capacity)
        build(&self)
    }

    package mutating func add(_ name: String, _ text: String?) {
        if let text { add(name, .text(text)) }
    }

    package mutating func add(_ name: String, _ markup: Markup?) {
        if let markup { add(name, .markup(markup)) }
    }

    package mutating func add(_ name: String, _ flag: Bool) {
        add(name, .bool(flag))
    }

    package mutating func add(_ name: String, _ number: Int?) {
        if let number { add(name, .text(String(number))) }
    }

    package mutating func add(_ name: String, _ view: (some TemplateValueConvertible)?) {
        if let view { add(name, view.templateValue) }
    }

    package mutating func add(_ name: String, _ views: [some TemplateValueConvertible]) {
        add(name, .list(views.map { $0.templateValue }))
    }

    package mutating func add(_ name: String, _ texts: [String]) {
        add(name, .list(texts.map { .text($0) }))
    }
}
