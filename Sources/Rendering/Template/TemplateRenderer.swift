import Foundation

/// Renders parsed templates of one format into bytes.
struct TemplateRenderer: Sendable {
    let templates: [String: [TemplateToken]]
    let format: OutputFormat

    /// Every byte comes from valid UTF-8 (template text split at ASCII, strings), so the
    /// output is valid UTF-8.
    func render(_ tokens: [TemplateToken], _ value: TemplateValue) -> Data {
        var run = Run(renderer: self, stack: [value])
        run.out.reserveCapacity(1 << 16)
        run.render(tokens, indent: nil)
        return Data(run.out)
    }

    /// Every partial the templates name, with the template that names it.
    func partialReferences() -> [(partial: String, from: String)] {
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

    private struct Run {
        let renderer: TemplateRenderer
        var stack: [TemplateValue]
        var out: [UInt8] = []

        /// A standalone partial's indentation, and where its output began.
        struct Indent {
            let bytes: [UInt8]
            let start: Int
        }

        mutating func render(_ tokens: [TemplateToken], indent: Indent?) {
            guard let indent else {
                for token in tokens { render(token, indent: nil) }
                return
            }
            // Every line of a standalone partial is indented like its tag: a token that
            // starts a line of the partial's output, and renders something, gets it first.
            for token in tokens {
                let atLineStart = out.count > indent.start && out.last == UInt8(ascii: "\n")
                let before = out.count
                render(token, indent: indent)
                if atLineStart, out.count > before { out.insert(contentsOf: indent.bytes, at: before) }
            }
        }

        private mutating func render(_ token: TemplateToken, indent: Indent?) {
            switch token {
            case .text(let bytes):
                out.append(contentsOf: bytes)
            case .variable(let path, let escaped):
                switch lookup(path) {
                case .text(let text)?:
                    let text = ControlCharacters.removed(from: text)
                    escaped ? escape(text) : out.append(contentsOf: text.utf8)
                case .bool(let flag)?: out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list?, .object?, nil: break
                }
            case .section(let path, let inverted, let inner):
                let value = lookup(path)
                if inverted {
                    if isFalsy(value) { render(inner, indent: indent) }
                    return
                }
                switch value {
                case .list(let items)?:
                    for item in items { within(item) { $0.render(inner, indent: indent) } }
                case .bool(let flag)?:
                    if flag { render(inner, indent: indent) }
                case let value?:
                    within(value) { $0.render(inner, indent: indent) }
                case nil:
                    break
                }
            case .partial(let name, let indented):
                guard let tokens = renderer.templates[name] else { return }
                if let indented, !indented.isEmpty {
                    render(tokens, indent: Indent(bytes: (indent?.bytes ?? []) + indented, start: out.count))
                } else {
                    render(tokens, indent: indent)
                }
            }
        }

        private func isFalsy(_ value: TemplateValue?) -> Bool {
            switch value {
            case .list(let items)?: items.isEmpty
            case .bool(let flag)?: !flag
            case nil: true
            case .text?, .object?: false
            }
        }

        private mutating func within(_ value: TemplateValue, _ body: (inout Run) -> Void) {
            stack.append(value)
            body(&self)
            stack.removeLast()
        }

        /// The first value up the stack that has the path's first name, then the rest of the
        /// path inside it (without climbing again); `.` is the current value.
        private func lookup(_ path: TemplatePath) -> TemplateValue? {
            guard let first = path.names.first else { return stack.last }
            var found: TemplateValue?
            for value in stack.reversed() {
                if let child = value[first] {
                    found = child
                    break
                }
                if path.isLocal { return nil }
            }
            for name in path.names.dropFirst() {
                found = found?[name]
            }
            return found
        }

        private mutating func escape(_ text: String) {
            switch renderer.format {
            case .markdown:
                out.append(contentsOf: markdownEscaped(text).utf8)
            case .html:
                // Most text has nothing to escape: one scan, then one copy.
                let special = { (byte: UInt8) in
                    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                }
                guard text.utf8.contains(where: special) else { return out.append(contentsOf: text.utf8) }
                for byte in text.utf8 {
                    switch byte {
                    case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                    case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                    case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                    case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                    case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
                    default: out.append(byte)
                    }
                }
            }
        }
    }
}
