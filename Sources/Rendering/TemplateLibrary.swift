import Foundation
import Mustache

/// The page templates of one output format, compiled once.
///
/// Templates are named by their path without extension, so partials
/// read `{{> partials/head}}`. In `.md` templates `{{value}}` escapes for Markdown, in
/// `.html` templates for HTML; `{{{value}}}` is for fragments LOAS rendered itself.
public struct TemplateLibrary: Sendable {
    public let format: OutputFormat
    private let library: MustacheLibrary

    public init(format: OutputFormat, files: TemplateFiles) throws(TemplateError) {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
        self.format = format
        var library = MustacheLibrary()
        let suffix = "." + format.fileExtension
        for (path, source) in files.sources.sorted(by: { $0.key < $1.key }) where path.hasSuffix(suffix) {
            guard let text = String(data: source.data, encoding: .utf8) else {
                throw TemplateError(template: source.origin, problem: "is not UTF-8 text")
            }
            let prefixed = format == .markdown ? "{{% CONTENT_TYPE: MARKDOWN}}" + text : text
            do {
                try library.register(prefixed, named: String(path.dropLast(suffix.count)))
            } catch {
                throw TemplateError(template: source.origin, problem: "does not parse: \(error)")
            }
        }
        self.library = library
    }

    /// Renders template `name` (e.g. `"character"`) with `context`.
    public func render(_ name: String, _ context: Any) throws(TemplateError) -> String {
        guard let output = library.render(ReflectedContext.wrap(context), withTemplate: name) else {
            throw TemplateError(template: "\(name).\(format.fileExtension)", problem: "does not exist")
        }
        return output
    }
}

/// A template that cannot be used, with the file it came from.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public let template: String
    public let problem: String

    public init(template: String, problem: String) {
        self.template = template
        self.problem = problem
    }

    public var description: String { "template \(template) \(problem)" }
}

private struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { markdownEscaped(text) }
}
