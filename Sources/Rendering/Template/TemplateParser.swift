/// A parsed Mustache template: text, variables, sections and partials.
///
/// LOAS renders tens of thousands of sections per character sheet, so templates are parsed
/// once into these tokens and rendered against `TemplateValue`s, never through reflection.
/// The whitespace rules are Mustache's (a section, comment or partial tag alone on its line
/// takes the line with it; a standalone partial is indented like its tag), ported from
/// swift-mustache, which rendered LOAS's pages before: the pages came out the same but for
/// blank lines its Markdown content-type pragma used to add.
indirect enum TemplateToken: Sendable {
    case text([UInt8])
    case variable(TemplatePath, escaped: Bool)
    case section(TemplatePath, inverted: Bool, [TemplateToken])
    /// `indentation` is set when the tag stood alone on its line.
    case partial(String, indentation: [UInt8]?)
}

/// A name to look up: `.` is the current value, `a.b` looks `a` up the context stack and
/// `b` in it.
struct TemplatePath: Sendable, Equatable {
    let names: [String]
    let text: String
    /// `.a` looks `a` up in the current value only.
    let isLocal: Bool
    /// The first name, apart: most paths have only it, and reading it from `names` retained
    /// the array on every lookup. Nil for `.`, the current value.
    let first: String?

    init(names: [String], text: String) {
        self.names = names
        self.text = text
        isLocal = text.utf8.count > 1 && text.utf8.first == UInt8(ascii: ".")
        first = names.first
    }
}

/// Why a template does not parse, and where.
struct TemplateSyntaxError: Error, Sendable {
    let line: Int
    let problem: String
}

struct TemplateParser {
    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ text: String) throws(TemplateSyntaxError) -> [TemplateToken] {
        var parser = TemplateParser(bytes: Array(text.utf8))
        return try parser.parse(State(newLine: true, section: nil, depth: 0))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private struct State {
        var newLine: Bool
        var section: String?
        /// Sections open around this one: each is a recursion here and when rendering.
        var depth: Int
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    private static let brace = UInt8(ascii: "{"), close = UInt8(ascii: "}")

    private var atEnd: Bool { index == bytes.count }
    private var current: UInt8 { atEnd ? 0 : bytes[index] }

    /// What one level of sections gathers as it is parsed.
    private struct Level {
        var tokens: [TemplateToken] = []
        var state: State
        /// The spaces and tabs that began the line, held until it is known whether the line's
        /// tag stands alone (and takes them with it).
        var spaceBefore: [UInt8] = []

        /// The held spaces as text; `keeping` them for a standalone partial's indentation.
        mutating func flushSpace(keeping: Bool = false) {
            if !spaceBefore.isEmpty { tokens.append(.text(spaceBefore)) }
            if !keeping { spaceBefore = [] }
        }
    }

    /// What a tag leaves: the end of the level's section, or whether the tag stood alone on
    /// its line (the next line then starts afresh).
    private enum AfterTag {
        case closesSection
        case standalone(Bool)
    }

    /// The tokens up to the end of the template, or of `start.section` when it is one.
    private mutating func parse(_ start: State) throws(TemplateSyntaxError) -> [TemplateToken] {
        var level = Level(state: start)
        while !atEnd {
            if level.state.newLine {
                level.spaceBefore = read { $0 == Self.space || $0 == Self.tab }
            }
            let text = readUntilTagOrNewline()
            if current == Self.newline {
                level.tokens.append(.text(level.spaceBefore + text + [Self.newline]))
                level.state.newLine = true
                index += 1
                continue
            }
            if !text.isEmpty {
                level.tokens.append(.text(level.spaceBefore + text))
                level.spaceBefore = []
                level.state.newLine = false
            }
            if atEnd { break }
            switch try tag(&level) {
            case .closesSection: return level.tokens
            case .standalone(let standalone): level.state.newLine = standalone
            }
        }
        if let section = level.state.section {
            throw error("{{#\(section)}} is never closed")
        }
        return level.tokens
    }

    /// The tag after a `{{`, its token added to `level`.
    private mutating func tag(_ level: inout Level) throws(TemplateSyntaxError) -> AfterTag {
        switch current {
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            return .standalone(try section(&level))
        case UInt8(ascii: "/"):
            try closeSection(&level)
            return .closesSection
        case UInt8(ascii: "!"):
            try skipComment()
            return .standalone(isStandalone(level.state))
        case Self.brace, UInt8(ascii: "&"):
            let triple = current == Self.brace
            level.flushSpace()
            index += 1
            let path = try readName()
            if triple {
                guard current == Self.close else { throw error("{{{ is not closed by }}}") }
                index += 1
            }
            level.tokens.append(.variable(path, escaped: false))
        case UInt8(ascii: ">"):
            return .standalone(try partial(&level))
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "%"):
            throw error("{{\(Character(Unicode.Scalar(current))) tags (delimiters, inheritance, pragmas) are not supported")
        default:
            level.flushSpace()
            level.tokens.append(.variable(try readName(), escaped: true))
        }
        return .standalone(false)
    }

    /// `{{#name}}` or `{{^name}}` and everything up to its close; true when it stood alone.
    private mutating func section(_ level: inout Level) throws(TemplateSyntaxError) -> Bool {
        let inverted = current == UInt8(ascii: "^")
        index += 1
        let path = try readName()
        guard level.state.depth < TemplateNesting.maximumDepth else {
            throw error("sections are nested more than \(TemplateNesting.maximumDepth) deep")
        }
        let standalone = isStandalone(level.state)
        if !standalone { level.flushSpace() }
        let inner = try parse(State(newLine: standalone && level.state.newLine, section: path.text, depth: level.state.depth + 1))
        level.tokens.append(.section(path, inverted: inverted, inner))
        return standalone
    }

    /// `{{/name}}`, which must close the level's section.
    private mutating func closeSection(_ level: inout Level) throws(TemplateSyntaxError) {
        index += 1
        let tagStart = index
        let path = try readName()
        guard path.text == level.state.section else {
            throw TemplateSyntaxError(
                line: lineNumber(at: tagStart),
                problem: level.state.section.map { "{{/\(path.text)}} closes {{#\($0)}}" } ?? "{{/\(path.text)}} closes no section")
        }
        if !isStandalone(level.state) { level.flushSpace() }
    }

    /// `{{> name}}`; standing alone, it is indented like its tag. True when it stood alone.
    private mutating func partial(_ level: inout Level) throws(TemplateSyntaxError) -> Bool {
        index += 1
        let name = try readPartialName()
        level.flushSpace(keeping: true)
        let standalone = isStandalone(level.state)
        level.tokens.append(.partial(name, indentation: standalone ? level.spaceBefore : nil))
        level.spaceBefore = []
        return standalone
    }

    /// Text up to a newline (not consumed) or a `{{` (consumed).
    private mutating func readUntilTagOrNewline() -> [UInt8] {
        let start = index
        while !atEnd {
            let byte = bytes[index]
            if byte == Self.newline { return Array(bytes[start..<index]) }
            if byte == Self.brace, index + 1 < bytes.count, bytes[index + 1] == Self.brace {
                defer { index += 2 }
                return Array(bytes[start..<index])
            }
            index += 1
        }
        return Array(bytes[start..<index])
    }

    private mutating func read(while accept: (UInt8) -> Bool) -> [UInt8] {
        let start = index
        while !atEnd, accept(bytes[index]) { index += 1 }
        return Array(bytes[start..<index])
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            true
        default: false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == UInt8(ascii: "\r")
    }

    private mutating func readName() throws(TemplateSyntaxError) -> TemplatePath {
        _ = read(while: Self.isWhitespace)
        let name = String(decoding: read(while: Self.isNameByte), as: UTF8.self)
        _ = read(while: Self.isWhitespace)
        try expectClose(after: name)
        let names = name == "." ? [] : name.split(separator: ".").map(String.init)
        return TemplatePath(names: names, text: name)
    }

    private mutating func readPartialName() throws(TemplateSyntaxError) -> String {
        _ = read(while: Self.isWhitespace)
        let name = String(decoding: read { Self.isNameByte($0) || $0 == UInt8(ascii: "/") }, as: UTF8.self)
        _ = read(while: Self.isWhitespace)
        try expectClose(after: name)
        return name
    }

    private mutating func expectClose(after name: String) throws(TemplateSyntaxError) {
        guard current == Self.close, index + 1 < bytes.count, bytes[index + 1] == Self.close else {
            let found = atEnd ? "the end of the template" : "\"\(Character(Unicode.Scalar(current)))\""
            throw error("the tag {{\(name) is not closed by }} (found \(found))")
        }
        index += 2
    }

    private mutating func skipComment() throws(TemplateSyntaxError) {
        while index + 1 < bytes.count {
            if bytes[index] == Self.close, bytes[index + 1] == Self.close {
                index += 2
                return
            }
            index += 1
        }
        throw error("a comment {{! is never closed")
    }

    /// A tag alone on its line: only spaces after it up to the newline (LF or CRLF), which it takes.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var probe = index
        while probe < bytes.count, bytes[probe] == Self.space || bytes[probe] == Self.tab { probe += 1 }
        if probe + 1 < bytes.count, bytes[probe] == UInt8(ascii: "\r"), bytes[probe + 1] == Self.newline { probe += 1 }
        guard probe < bytes.count, bytes[probe] == Self.newline else { return false }
        index = probe + 1
        return true
    }

    /// Counted only for an error: counting at every close tag made parsing quadratic.
    private func lineNumber(at position: Int) -> Int {
        bytes[..<position].reduce(1) { $1 == Self.newline ? $0 + 1 : $0 }
    }

    private func error(_ problem: String) -> TemplateSyntaxError {
        TemplateSyntaxError(line: lineNumber(at: index), problem: problem)
    }
}
