import BundledResources
import Foundation
import Rendering

/// The words Swift puts into pages, by key, from the templates' `words.txt`: page titles, the
/// menu, link-preview descriptions, chart titles and summaries, labels built around a number,
/// the news feed's titles. Every other word a reader sees is written in the templates
/// themselves, so a `--templates` folder can reword or translate the whole site.
///
/// `words.txt` holds one `key = text` a line (`#` starts a comment); `{name}` in a text is a
/// value LOAS fills in. A folder's `words.txt` needs only the keys it changes: the rest keep
/// the built-in text. A key LOAS does not know, or a `{name}` it does not fill for that key,
/// is an error naming the file and line, never a page with a hole in it.
package struct Words: Sendable {
    package static let fileName = "words.txt"

    private let texts: [Key: String]

    /// The built-in texts with `file` (a user's `words.txt`, when it is not the built-in one)
    /// laid over them. `pageKeys` are the words the pages of the build's table name (a page
    /// added to the table brings its title and menu word): either file may give them, and one
    /// of the two must.
    package init(defaults: Data?, file: (data: Data, origin: String)?, pageKeys: [Key] = []) throws(TemplateError) {
        let read = Self.read(defaults: defaults, file: file, pageKeys: pageKeys)
        if let first = read.problems.first { throw first }
        texts = read.texts
    }

    /// Every problem of the words files, each line's on its own (`loas check`).
    package static func problems(defaults: Data?, file: (data: Data, origin: String)?, pageKeys: [Key] = []) -> [TemplateError] {
        read(defaults: defaults, file: file, pageKeys: pageKeys).problems
    }

    private static func read(defaults: Data?, file: (data: Data, origin: String)?, pageKeys: [Key])
        -> (texts: [Key: String], problems: [TemplateError])
    {
        let builtIn = "built-in template \(Self.fileName)"
        // The standard table's words are always known: the built-in file gives them.
        let known = Set(Key.builtIn + PageTable.standard.words + pageKeys)
        var problems: [TemplateError] = []
        var texts = Self.parse(defaults ?? Data(), origin: builtIn, known: known, problems: &problems)
        if let missing = Key.builtIn.first(where: { texts[$0] == nil }) {
            problems.append(TemplateError(template: builtIn, problem: "has no text for \(missing.rawValue)"))
        }
        var origin = builtIn
        if let file, file.origin != builtIn {
            origin = file.origin
            for (key, text) in Self.parse(file.data, origin: file.origin, known: known, filling: texts, problems: &problems) {
                texts[key] = text
            }
        }
        for missing in pageKeys where texts[missing] == nil {
            problems.append(TemplateError(template: origin, problem: "has no text for \(missing.rawValue), which a page of the site names"))
        }
        return (texts, problems)
    }

    /// The built-in words, for code that draws outside a build (tests, benchmarks).
    package static let builtIn: Words = {
        do {
            return try Words(defaults: BundledResources.templates[fileName], file: nil)
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    package subscript(_ key: Key) -> String { texts[key] ?? key.rawValue }

    /// The text of `key` with each `{name}` replaced by `values[name]`, in one pass, so a
    /// value that itself holds braces is left as it is.
    package func callAsFunction(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        self(key, filling: Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The text of `key` with each `{name}` replaced by `values[name]`.
    package func callAsFunction(_ key: Key, filling values: [String: String]) -> String {
        var result = ""
        var rest = self[key][...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `key = text` lines; with `filling`, each text may only use the `{name}`s the built-in
    /// text of its key uses. Each bad line is one problem; the others are read.
    private static func parse(
        _ data: Data, origin: String, known: Set<Key>, filling builtIn: [Key: String]? = nil, problems: inout [TemplateError]
    ) -> [Key: String] {
        guard let text = String(data: data, encoding: .utf8) else {
            problems.append(TemplateError(template: origin, problem: "is not UTF-8 text"))
            return [:]
        }
        var texts: [Key: String] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let place = "line \(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                problems.append(TemplateError(template: origin, problem: "\(place): expected `key = text`, found \"\(line.prefix(60))\""))
                continue
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let key = Key(name)
            guard known.contains(key) else {
                problems.append(TemplateError(template: origin, problem: "\(place): LOAS has no word \"\(name.prefix(60))\""))
                continue
            }
            guard texts[key] == nil else {
                problems.append(TemplateError(template: origin, problem: "\(place): \(name) is given twice"))
                continue
            }
            if let known = builtIn?[key].map(placeholders), let unknown = placeholders(in: value).subtracting(known).sorted().first {
                let filled = known.sorted().map { "{\($0)}" }.joined(separator: ", ")
                problems.append(
                    TemplateError(
                        template: origin,
                        problem: "\(place): \(name) uses {\(unknown)}, which LOAS does not fill there"
                            + (filled.isEmpty ? "" : " (it fills \(filled))")))
                continue
            }
            texts[key] = value
        }
        return texts
    }

    private static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
