import Foundation

/// Masks secrets in text about a config file. Every error leaving LOASConfig passes through
/// `apply`, whatever produced it (our checks, Yams, libyaml), so no rule depends on knowing
/// where a parser quotes the file.
///
/// What counts as secret:
/// - on a line whose key looks like an API key (`api_key`, `api-key`, `LOSTARK_API_KEY`, …: the
///   line's first word, or any word followed by `:`) or a webhook (`discord_webhook`),
///   everything after that key;
/// - in the file, the lines continuing such a key's value (more indented, inside a quote it
///   opened, or the next line when the key's own line has no value), and the key's value as
///   parsed: these are masked wherever they occur;
/// - the user-info of a URL (`https://***@host/…`).
package struct Redaction: Sendable {
    static let mask = "***"
    /// Shorter text is not a key anyone could use, and masking it would blank ordinary words.
    static let shortestSecret = 4

    /// Longest first, so a whole value is masked before the words inside it.
    private let secrets: [String]

    /// - Parameters:
    ///   - yaml: the file's text, scanned for API-key lines and what continues them.
    ///   - parsed: the API key's value(s) as the parser read them, when it got that far.
    init(yaml: String = "", parsed: [String] = []) {
        var found = Set(parsed.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        let lines = yaml.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var index = 0
        while index < lines.count {
            guard let start = Self.valueStart(in: lines[index]) else {
                index += 1
                continue
            }
            let rest = String(lines[index][start...])
            found.insert(rest.trimmingCharacters(in: .whitespaces))
            found.insert(rest.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")))
            found.formUnion(rest.components(separatedBy: Self.separators))
            let continuation = Self.continuation(of: index, value: rest, in: lines)
            for line in continuation { found.insert(String(lines[line]).trimmingCharacters(in: .whitespaces)) }
            // A key line inside another's value is masked whole already; skipping past it keeps
            // the scan linear however many quotes a hostile file leaves open.
            index = max(index, continuation.last ?? index) + 1
        }
        secrets = found.filter { $0.count >= Self.shortestSecret }.sorted { $0.count > $1.count }
    }

    /// `text` with every secret masked.
    func apply(_ text: String) -> String {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            guard let start = Self.valueStart(in: line), start < line.endIndex else { return String(line) }
            return String(line[..<start]) + Self.mask
        }.joined(separator: "\n")
        for secret in secrets { lines = lines.replacingOccurrences(of: secret, with: Self.mask) }
        return Self.maskingUserInfo(lines)
    }

    func apply(_ error: ConfigError) -> ConfigError {
        ConfigError(file: error.file, apply(error.problem), excerpt: error.excerpt.map { Excerpt(line: apply($0.line), column: $0.column) })
    }

    /// A URL as it may be shown: everything before the last `@` of its authority masked, with
    /// or without a scheme (`user:pass@host` parses as a URL whose scheme is `user`).
    package static func url(_ text: String) -> String {
        maskingUserInfo(maskingUserInfo(inRun: text, always: true))
    }

    // MARK: - Rules

    private static let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"':,[]{}#"))

    /// Where the value starts on a line with an API-key key (after the `: ` that follows it;
    /// the line's end when the value is elsewhere), or nil when the line has no such key. The key
    /// is a word containing `api` and `key` (optionally joined by `_` or `-`), either the line's
    /// first word (after indentation, `- `, `? `, `{`, `[`, `,`, a quote) or followed by `:`.
    /// Written out by hand, one pass over the line's bytes: Swift's `Regex`, two searches a
    /// line, is slow enough to stall on a large file.
    static func valueStart(in line: Substring) -> Substring.Index? {
        let bytes = line.utf8
        var from = bytes.startIndex
        while let word = nextKeyWord(in: bytes, from: from) {
            var end = word.upperBound
            if end < bytes.endIndex, bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
                end = bytes.index(after: end)
            }
            let first = bytes[..<word.lowerBound].allSatisfy { " \t-?{[,\"'".utf8.contains($0) }
            let colon = bytes[end...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: ":")
            if first || colon {
                while end < bytes.endIndex, [UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end]) {
                    end = bytes.index(after: end)
                }
                return end
            }
            from = word.upperBound
        }
        return nil
    }

    /// The next word (ASCII letters, digits, `_`) holding `api`, an optional `_` or `-`, then
    /// `key`; or holding `webhook`.
    private static func nextKeyWord(in bytes: Substring.UTF8View, from: Substring.UTF8View.Index) -> Range<Substring.UTF8View.Index>? {
        func lower(_ byte: UInt8) -> UInt8 { byte | 0x20 }
        func isWord(_ byte: UInt8) -> Bool {
            (lower(byte) >= UInt8(ascii: "a") && lower(byte) <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        func matches(_ text: String, at index: Substring.UTF8View.Index) -> Substring.UTF8View.Index? {
            var at = index
            for expected in text.utf8 {
                guard at < bytes.endIndex, lower(bytes[at]) == expected else { return nil }
                at = bytes.index(after: at)
            }
            return at
        }
        func word(around range: Range<Substring.UTF8View.Index>) -> Range<Substring.UTF8View.Index> {
            var (start, after) = (range.lowerBound, range.upperBound)
            while start > bytes.startIndex, isWord(bytes[bytes.index(before: start)]) { start = bytes.index(before: start) }
            while after < bytes.endIndex, isWord(bytes[after]) { after = bytes.index(after: after) }
            return start..<after
        }
        var index = from
        while index < bytes.endIndex {
            // A webhook's URL holds its token (`discord_webhook`, which the config refuses).
            if let end = matches("webhook", at: index) { return word(around: index..<end) }
            if var end = matches("api", at: index) {
                if end < bytes.endIndex, bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: "-"),
                    matches("key", at: bytes.index(after: end)) != nil
                {
                    end = bytes.index(after: end)
                }
                if let after = matches("key", at: end) { return word(around: index..<after) }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The lines after line `index` that belong to its key's value: more indented lines; those
    /// up to the closing quote when the value opens one; when the key line holds no value, the
    /// next non-blank line whatever its indentation (a value that lost its indent).
    private static func continuation(of index: Int, value: String, in lines: [Substring]) -> [Int] {
        let indent = lines[index].prefix { $0 == " " || $0 == "\t" }.count
        let quote = value.first.flatMap { "\"'".contains($0) ? $0 : nil }
        var open = quote.map { quote in value.dropFirst().filter { $0 == quote }.count % 2 == 0 } ?? false
        var result: [Int] = []
        var next = index + 1
        while next < lines.count {
            let line = lines[next]
            let blank = line.allSatisfy(\.isWhitespace)
            let deeper = line.prefix { $0 == " " || $0 == "\t" }.count > indent
            guard blank || deeper || open else { break }
            if !blank { result.append(next) }
            if open, let quote, line.contains(quote) { open = false }
            next += 1
        }
        if value.isEmpty || value.hasPrefix("#"), result.isEmpty,
            let line = lines[(index + 1)...].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) })
        {
            result.append(line)
        }
        return result
    }

    /// In each run of text between spaces, quotes, brackets, `,`, `=` and `&`: `scheme://user:pass@`
    /// → `scheme://***@`, and a bare `user:pass@` → `***@`.
    private static func maskingUserInfo(_ text: String) -> String {
        guard text.contains("@") else { return text }
        var result = "", run = ""
        for character in text {
            if character.isWhitespace || "\"'`<>()[]{},=&".contains(character) {
                result += maskingUserInfo(inRun: run, always: false) + String(character)
                run = ""
            } else {
                run.append(character)
            }
        }
        return result + maskingUserInfo(inRun: run, always: false)
    }

    /// `run` with everything before the last `@` of its authority masked: after `://` when it
    /// has a scheme, else from its start, and then only when `always` or a `:` shows a password.
    private static func maskingUserInfo(inRun run: String, always: Bool) -> String {
        let scheme = run.range(of: "://")
        let start = scheme?.upperBound ?? run.startIndex
        let authorityEnd = run[start...].firstIndex { "/?#".contains($0) } ?? run.endIndex
        guard let at = run[start..<authorityEnd].lastIndex(of: "@") else { return run }
        guard always || scheme != nil || run[start..<at].contains(":") else { return run }
        return String(run[..<start]) + mask + String(run[at...])
    }
}
