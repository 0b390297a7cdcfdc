import Foundation

/// The page templates of one output format, compiled once.
///
/// Templates are named by their path without extension, so partials
/// read `{{> partials/head}}`. In `.md` templates `{{value}}` escapes for Markdown, in
/// `.html` templates for HTML; `{{{value}}}` is for fragments LOAS rendered itself.
package struct TemplateLibrary: Sendable {
    package let format: OutputFormat
    private let renderer: TemplateRenderer

    package init(format: OutputFormat, files: TemplateFiles) throws(TemplateError) {
        self.format = format
        let compiled = Self.compile(format: format, files: files)
        if let first = compiled.problems.first { throw first }
        renderer = TemplateRenderer(templates: compiled.templates, format: format)
    }

    /// Every template of the format that cannot be used, each on its own (`loas check`).
    package static func problems(format: OutputFormat, files: TemplateFiles) -> [TemplateError] {
        compile(format: format, files: files).problems
    }

    private static func compile(format: OutputFormat, files: TemplateFiles)
        -> (templates: [String: [TemplateToken]], problems: [TemplateError])
    {
        var templates: [String: [TemplateToken]] = [:]
        var origins: [String: String] = [:]
        var problems: [TemplateError] = []
        let suffix = "." + format.fileExtension
        for (path, source) in files.sources.sorted(by: { $0.key < $1.key }) where path.hasSuffix(suffix) {
            guard let text = String(data: source.data, encoding: .utf8) else {
                problems.append(TemplateError(template: source.origin, problem: "is not UTF-8 text"))
                continue
            }
            let name = String(path.dropLast(suffix.count))
            // A template that does not parse is still named, so no include of it is said to be missing.
            origins[name] = source.origin
            do throws(TemplateSyntaxError) {
                templates[name] = try TemplateParser.parse(text)
            } catch {
                problems.append(TemplateError(template: source.origin, problem: "does not parse: line \(error.line): \(error.problem)"))
                templates[name] = []
            }
        }
        for (partial, from) in TemplateRenderer.partialReferences(templates) where templates[partial] == nil {
            problems.append(
                TemplateError(template: origins[from] ?? from, problem: "includes {{> \(partial)}}, but there is no \(partial)\(suffix)"))
        }
        do throws(TemplateNesting.Problem) {
            try TemplateNesting.check(templates)
        } catch {
            let (chain, problem) =
                switch error {
                case .cycle(let chain): (chain, "includes itself")
                case .tooDeep(let chain): (chain, "nests sections and includes more than \(TemplateNesting.maximumDepth) deep")
                }
            let first = chain.first ?? ""
            problems.append(
                TemplateError(
                    template: origins[first] ?? first, problem: "\(problem): " + chain.map { $0 + suffix }.joined(separator: " → ")))
        }
        return (templates, problems)
    }

    /// Renders template `name` (e.g. `"character"`) with `view`.
    package func render(_ name: String, _ view: some Encodable) throws(TemplateError) -> String {
        String(decoding: try renderData(name, view), as: UTF8.self)
    }

    /// The rendered page as the bytes to write: no round through `String`, whose UTF-8
    /// check and copy cost as much as rendering a large sheet.
    package func renderData(_ name: String, _ view: some Encodable) throws(TemplateError) -> Data {
        try renderData(name, value: try TemplateValue(encoding: view))
    }

    /// A page from a value already made, such as one made once for every format.
    package func renderData(_ name: String, value: TemplateValue) throws(TemplateError) -> Data {
        guard let template = renderer.template(named: name) else {
            throw TemplateError(template: "\(name).\(format.fileExtension)", problem: "does not exist")
        }
        guard let page = renderer.render(template, value) else {
            throw TemplateError(template: "\(name).\(format.fileExtension)", problem: "needs more memory than this machine gave")
        }
        return page
    }
}

/// A template that cannot be used, with the file it came from.
package struct TemplateError: Error, Sendable, CustomStringConvertible {
    package let template: String
    package let problem: String

    package init(template: String, problem: String) {
        self.template = template
        self.problem = problem
    }

    package var description: String { "template \(template) \(problem)" }
}
