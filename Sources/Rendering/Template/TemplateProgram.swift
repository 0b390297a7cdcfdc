/// Every template of a library flattened into one array of plain operations, partials
/// resolved to where their operations start.
///
/// Not a token tree: a token is an enum holding arrays and strings, so copying one out
/// retains them, on every token of every page, and a partial would be found by hashing its
/// name. An `Op` holds integers only, so walking the program costs no reference counting
/// at all.
struct TemplateProgram: Sendable {
    enum Kind: UInt8, Sendable {
        /// `text[a..<b]`
        case text
        /// The value at `paths[a]`, escaped for the format.
        case escaped
        /// The value at `paths[a]` as it is.
        case raw
        /// The section over `paths[a]`; its body is the operations up to `b`.
        case section
        /// The inverted section over `paths[a]`; its body is the operations up to `b`.
        case inverted
        /// The template whose operations are `a..<b`; `c` is its indentation in `indents`,
        /// or -1 when its tag did not stand alone.
        case partial
    }

    struct Op: Sendable {
        let kind: Kind
        let a: Int
        let b: Int
        let c: Int
    }

    private(set) var ops: [Op] = []
    private(set) var text: [UInt8] = []
    private(set) var paths: [TemplatePath] = []
    private(set) var indents: [[UInt8]] = []
    /// Where each template's operations are.
    private(set) var templates: [String: Range<Int>] = [:]

    /// `templates` must name only partials that exist (`TemplateLibrary` checks first).
    init(_ templates: [String: [TemplateToken]]) {
        let names = templates.keys.sorted()
        // Partials point at templates placed later, so each is placed first, then patched.
        var partialOps: [(op: Int, name: String)] = []
        for name in names {
            let start = ops.count
            append(templates[name] ?? [], partials: &partialOps)
            self.templates[name] = start..<ops.count
        }
        for (index, name) in partialOps {
            let range = self.templates[name] ?? 0..<0
            ops[index] = Op(kind: .partial, a: range.lowerBound, b: range.upperBound, c: ops[index].c)
        }
    }

    private mutating func append(_ tokens: [TemplateToken], partials: inout [(op: Int, name: String)]) {
        for token in tokens {
            switch token {
            case .text(let bytes):
                ops.append(Op(kind: .text, a: text.count, b: text.count + bytes.count, c: 0))
                text.append(contentsOf: bytes)
            case .variable(let path, let escaped):
                paths.append(path)
                ops.append(Op(kind: escaped ? .escaped : .raw, a: paths.count - 1, b: 0, c: 0))
            case .section(let path, let inverted, let inner):
                paths.append(path)
                let pathIndex = paths.count - 1
                let index = ops.count
                ops.append(Op(kind: .text, a: 0, b: 0, c: 0))
                append(inner, partials: &partials)
                ops[index] = Op(kind: inverted ? .inverted : .section, a: pathIndex, b: ops.count, c: 0)
            case .partial(let name, let indentation):
                var indent = -1
                if let indentation, !indentation.isEmpty {
                    indents.append(indentation)
                    indent = indents.count - 1
                }
                partials.append((ops.count, name))
                ops.append(Op(kind: .partial, a: 0, b: 0, c: indent))
            }
        }
    }
}
