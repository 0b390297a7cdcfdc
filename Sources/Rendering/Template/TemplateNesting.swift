/// How deep rendering goes through sections and partials, checked when templates load.
///
/// The renderer recurses once per section and per partial, so a partial that includes
/// itself (directly, through others, or inside a section) recursed until the stack ran out
/// and killed the process, `loas serve` with it. Mustache allows recursive partials for
/// recursive data, but no LOAS view is recursive, so any include cycle is a mistake; and a
/// bound on the depth keeps any chain far from the stack's end.
struct TemplateNesting {
    /// Sections and includes, counted together along any path a render can take. The
    /// built-in templates go ten deep; the renderer's frames at this depth take well
    /// under the smallest thread stack a build runs on.
    static let maximumDepth = 100

    enum Problem: Error, Equatable {
        /// Template names, from the template included again back to itself.
        case cycle([String])
        /// The template names along the path that goes too deep.
        case tooDeep([String])
    }

    private let templates: [String: [TemplateToken]]
    /// How deep each template's own rendering goes (0: no section, no partial), and the
    /// partial its deepest path goes through, for naming the chain.
    private var heights: [String: (height: Int, through: String?)] = [:]

    /// Checks every template, in name order so the chain named does not depend on hashing.
    /// Every partial named must exist (`TemplateLibrary` checks that first).
    static func check(_ templates: [String: [TemplateToken]]) throws(Problem) {
        var nesting = TemplateNesting(templates: templates)
        for name in templates.keys.sorted() {
            _ = try nesting.height(of: name, path: [name], level: 0)
        }
    }

    private init(templates: [String: [TemplateToken]]) {
        self.templates = templates
    }

    /// The height of `name`, entered at `level` along `path` (which ends with `name`). The
    /// walk stops once `level` passes the maximum, so its own recursion stays as shallow.
    private mutating func height(of name: String, path: [String], level: Int) throws(Problem) -> Int {
        if let known = heights[name] {
            guard level + known.height <= Self.maximumDepth else { throw .tooDeep(path + deepest(below: name)) }
            return known.height
        }
        var best = (height: 0, through: String?.none)
        try walk(templates[name] ?? [], sections: 0, path: path, level: level, best: &best)
        heights[name] = best
        return best.height
    }

    private mutating func walk(
        _ tokens: [TemplateToken], sections: Int, path: [String], level: Int, best: inout (height: Int, through: String?)
    ) throws(Problem) {
        for token in tokens {
            switch token {
            case .section(_, _, let inner):
                let depth = sections + 1
                if depth > best.height { best = (depth, nil) }
                guard level + depth <= Self.maximumDepth else { throw .tooDeep(path) }
                try walk(inner, sections: depth, path: path, level: level, best: &best)
            case .partial(let partial, _):
                if let start = path.firstIndex(of: partial) { throw .cycle(Array(path[start...]) + [partial]) }
                let entered = level + sections + 1
                guard entered <= Self.maximumDepth else { throw .tooDeep(path + [partial]) }
                let below = try height(of: partial, path: path + [partial], level: entered)
                if sections + 1 + below > best.height { best = (sections + 1 + below, partial) }
            case .text, .variable:
                break
            }
        }
    }

    /// The templates along `name`'s deepest path, after `name` itself.
    private func deepest(below name: String) -> [String] {
        var chain: [String] = []
        var current = heights[name]?.through
        while let next = current, chain.count <= Self.maximumDepth {
            chain.append(next)
            current = heights[next]?.through
        }
        return chain
    }
}
