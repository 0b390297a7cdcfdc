import Rendering

/// A view that differs by format, in a sheet made once for both: the HTML page sees `html`,
/// the Markdown page `markdown`, and a format given nil sees no field at all, as if its view
/// had never had it. Made for the formats the build writes; the other is nil.
package struct ByFormat<Value: TemplateValueConvertible>: TemplateValueConvertible {
    package let html: Value?
    package let markdown: Value?

    package init(html: Value?, markdown: Value?) {
        (self.html, self.markdown) = (html, markdown)
    }

    /// Nil when neither format has one: the field is then left out, as a nil one is.
    package static func either(html: Value?, markdown: Value?) -> Self? {
        html == nil && markdown == nil ? nil : Self(html: html, markdown: markdown)
    }

    package var templateValue: TemplateValue {
        .byFormat(html: html?.templateValue, markdown: markdown?.templateValue)
    }

    package static var checksEncodable: Bool { false }

    /// `Encodable` has no way to say "by format"; templates read `templateValue`.
    package func encode(to encoder: any Encoder) throws {
        try (html ?? markdown).encode(to: encoder)
    }
}

/// Text that differs by format, for each format the sheet is made in: a fragment LOAS
/// rendered (`{{{text}}}`), or a link to the page of that format. One text when both formats
/// have it alike, as plain text is.
package struct Fragment: TemplateValueConvertible, Sendable {
    package let html: String?
    package let markdown: String?

    package init(html: String?, markdown: String?) {
        (self.html, self.markdown) = (html, markdown)
    }

    /// Nil when neither format has one.
    package static func either(html: String?, markdown: String?) -> Self? {
        html == nil && markdown == nil ? nil : Self(html: html, markdown: markdown)
    }

    package var templateValue: TemplateValue {
        if let html, html == markdown { return .text(html) }
        return .byFormat(html: html.map(TemplateValue.text), markdown: markdown.map(TemplateValue.text))
    }

    package static var checksEncodable: Bool { false }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(html ?? markdown)
    }
}

extension Fragment {
    /// A link to the page at `path` (by file extension) from a page `depth` folders down:
    /// the HTML page's link goes to the HTML page, the Markdown page's to the Markdown one.
    package static func link(fromDepth depth: Int = 0, _ path: (String) -> String) -> Fragment {
        Fragment(
            html: SitePaths.href(path(OutputFormat.html.fileExtension), fromDepth: depth),
            markdown: SitePaths.href(path(OutputFormat.markdown.fileExtension), fromDepth: depth))
    }
}
