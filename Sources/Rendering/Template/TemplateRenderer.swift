import Foundation

/// Renders parsed templates of one format into bytes.
struct TemplateRenderer: Sendable {
    let format: OutputFormat
    private let program: TemplateProgram

    /// `templates` must name only partials that exist (`TemplateLibrary` checks first).
    init(templates: [String: [TemplateToken]], format: OutputFormat) {
        self.format = format
        program = TemplateProgram(templates)
    }

    /// Where the operations of template `name` are; nil when there is none.
    func template(named name: String) -> Range<Int>? {
        program.templates[name]
    }

    /// Every byte comes from valid UTF-8 (template text split at ASCII, strings), so the
    /// output is valid UTF-8. Nil when memory for the page cannot be had.
    func render(_ template: Range<Int>, _ value: TemplateValue) -> Data? {
        var page = OutputBytes(capacity: 1 << 16)
        return program.text.withUnsafeBufferPointer { text in
            program.paths.withUnsafeBufferPointer { paths in
                guard let out = page.take() else { return nil }
                var run = Run(
                    ops: program.ops, text: text, paths: paths, indents: program.indents, format: format, stack: [value], out: out)
                run.hints = Array(repeating: -1, count: paths.count)
                run.render(template, indent: nil)
                return run.out.data()
            }
        }
    }

    /// Every partial `templates` name, with the template that names it.
    static func partialReferences(_ templates: [String: [TemplateToken]]) -> [(partial: String, from: String)] {
        func walk(_ tokens: [TemplateToken], from name: String, into found: inout [(String, String)]) {
            for token in tokens {
                switch token {
                case .partial(let partial, _): found.append((partial, name))
                case .section(_, _, let inner): walk(inner, from: name, into: &found)
                case .text, .variable: break
                }
            }
        }
        var found: [(String, String)] = []
        for (name, tokens) in templates.sorted(by: { $0.key < $1.key }) { walk(tokens, from: name, into: &found) }
        return found
    }

    private struct Run: ~Copyable {
        let ops: [TemplateProgram.Op]
        let text: UnsafeBufferPointer<UInt8>
        let paths: UnsafeBufferPointer<TemplatePath>
        let indents: [[UInt8]]
        let format: OutputFormat
        var stack: [TemplateValue]
        var out: OutputBytes
        /// For each path, where its first name was last found in its object.
        var hints: [Int] = []

        /// A standalone partial's indentation, and where its output began.
        struct Indent {
            let bytes: [UInt8]
            let start: Int
        }

        mutating func render(_ range: Range<Int>, indent: Indent?) {
            var index = range.lowerBound
            guard let indent else {
                while index < range.upperBound { index = render(at: index, indent: nil) }
                return
            }
            // Every line of a standalone partial is indented like its tag: an operation that
            // starts a line of the partial's output, and renders something, gets it first.
            while index < range.upperBound {
                let atLineStart = out.count > indent.start && out.last == UInt8(ascii: "\n")
                let before = out.count
                index = render(at: index, indent: indent)
                if atLineStart, out.count > before { out.insert(contentsOf: indent.bytes, at: before) }
            }
        }

        /// Renders the operation at `index`; returns the index of the one after it.
        private mutating func render(at index: Int, indent: Indent?) -> Int {
            let op = ops[index]
            switch op.kind {
            case .text:
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[op.a..<op.b]))
            case .escaped, .raw:
                switch lookup(op.a) {
                case .text(let text)?:
                    if format == .html {
                        HTMLOutput.append(text, escaping: op.kind == .escaped, to: &out)
                    } else {
                        let text = ControlCharacters.removed(from: text)
                        op.kind == .escaped ? appendMarkdownEscaped(text, to: &out) : out.append(contentsOf: text)
                    }
                case .markup(let markup)?:
                    if op.kind == .raw {
                        out.append(contentsOf: markup.text)
                    } else if format == .html {
                        HTMLOutput.append(markup.text, escaping: true, to: &out)
                    } else {
                        appendMarkdownEscaped(markup.text, to: &out)
                    }
                case .bool(let flag)?: out.append(contentsOf: flag ? "true" : "false")
                case .list?, .object?, .byFormat?, nil: break
                }
            case .inverted:
                if isFalsy(lookup(op.a)) { render(index + 1..<op.b, indent: indent) }
                return op.b
            case .section:
                let body = index + 1..<op.b
                switch lookup(op.a) {
                case .list(let items)?:
                    for item in items {
                        // Only an item by format is resolved: another is rendered as it is,
                        // without a copy of it made on the way.
                        if case .byFormat = item {
                            if let item = item.resolved(for: format) { within(item) { $0.render(body, indent: indent) } }
                        } else {
                            within(item) { $0.render(body, indent: indent) }
                        }
                    }
                case .bool(let flag)?:
                    if flag { render(body, indent: indent) }
                case let value?:
                    within(value) { $0.render(body, indent: indent) }
                case nil:
                    break
                }
                return op.b
            case .partial:
                if op.c >= 0 {
                    render(op.a..<op.b, indent: Indent(bytes: (indent?.bytes ?? []) + indents[op.c], start: out.count))
                } else {
                    render(op.a..<op.b, indent: indent)
                }
            }
            return index + 1
        }

        private func isFalsy(_ value: TemplateValue?) -> Bool {
            switch value {
            case .list(let items)?: items.isEmpty
            case .bool(let flag)?: !flag
            case nil: true
            case .text?, .markup?, .object?, .byFormat?: false
            }
        }

        private mutating func within(_ value: TemplateValue, _ body: (inout Run) -> Void) {
            stack.append(value)
            body(&self)
            stack.removeLast()
        }

        /// The first value up the stack that has the path's first name, then the rest of the
        /// path inside it (without climbing again); `.` is the current value. A value that
        /// differs by format is this format's; missing in it, it is not found there.
        private mutating func lookup(_ pathIndex: Int) -> TemplateValue? {
            // The path's parts, not the path: a copy of it would retain its text too.
            guard let first = paths[pathIndex].first else { return stack.last }
            var found: TemplateValue?
            var level = stack.endIndex
            while level > stack.startIndex {
                level -= 1
                if let field = stack[level].field(first, hint: hints[pathIndex]) {
                    hints[pathIndex] = field.position
                    if case .byFormat = field.value {
                        found = field.value.resolved(for: format)
                        if found != nil { break }
                    } else {
                        found = field.value
                        break
                    }
                }
                if paths[pathIndex].isLocal { return nil }
            }
            if paths[pathIndex].names.count > 1 {
                for name in paths[pathIndex].names.dropFirst() {
                    found = found?[name]
                    if case .byFormat? = found { found = found?.resolved(for: format) }
                }
            }
            return found
        }
    }
}
