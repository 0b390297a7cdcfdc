import Foundation
import Mustache

/// The page templates of one output format, compiled once.
///
/// Defaults are compiled into the binary; a folder given with `--templates` overrides
/// them file by file. Templates are named by their path without extension, so partials
/// read `{{> partials/head}}`. In `.md` templates `{{value}}` escapes for Markdown, in
/// `.html` templates for HTML; `{{{value}}}` is for fragments LOAS rendered itself.
public struct TemplateLibrary: Sendable {
    public let format: OutputFormat
    private let library: MustacheLibrary

    public init(format: OutputFormat, defaults: [String: Data], overrides: URL? = nil) throws(TemplateError) {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
        self.format = format
        var sources: [String: (text: Data, origin: String)] = [:]
        for (path, data) in defaults {
            sources[path] = (data, "built-in template \(path)")
        }
        if let overrides {
            for (path, data) in try Self.files(in: overrides) {
                sources[path] = (data, overrides.appending(path: path).path)
            }
        }
        var library = MustacheLibrary()
        let suffix = "." + format.fileExtension
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) where path.hasSuffix(suffix) {
            guard let text = String(data: source.text, encoding: .utf8) else {
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
        guard let output = library.render(context, withTemplate: name) else {
            throw TemplateError(template: "\(name).\(format.fileExtension)", problem: "does not exist")
        }
        return output
    }

    private static func files(in folder: URL) throws(TemplateError) -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(template: folder.path, problem: "is not a folder of templates")
        }
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            guard !url.hasDirectoryPath, let data = try? Data(contentsOf: url) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = data
        }
        return files
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
