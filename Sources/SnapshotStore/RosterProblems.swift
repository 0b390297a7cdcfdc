import Foundation
import JSON

/// Why an entry of a roster answer is no character, said in a warning. The answer is read
/// again leniently (a `\u` escape of half a character becomes U+FFFD), so that even a name
/// that is not text can be shown.
struct RosterProblems {
    private let entries: [JSONValue]

    init(_ data: Data) {
        let value = data.withUnsafeBytes { raw in try? JSONParser.parse(raw.bindMemory(to: UInt8.self), dialect: .tooltip) }
        if case .array(let entries) = value { self.entries = entries } else { entries = [] }
    }

    /// "entry 2 of 3 ("a\u{FFFD}b", 루페온) was left out: …; the others are listed".
    func describe(entry index: Int, of count: Int) -> String {
        let entry = index < entries.count ? entries[index] : nil
        let shown = [entry?["CharacterName"]?.string.map(Self.quoted), entry?["ServerName"]?.string].compactMap { $0 }
        let what = "entry \(index + 1) of \(count)" + (shown.isEmpty ? "" : " (\(shown.joined(separator: ", ")))")
        return "\(what) was left out: \(reason(entry)); the others are listed"
    }

    private func reason(_ entry: JSONValue?) -> String {
        guard let entry else { return "it cannot be read" }
        guard case .object = entry else { return "it is \(entry.kindName), not a character" }
        switch entry["CharacterName"] {
        case nil, .null?: return "it has no CharacterName"
        case .string?:
            return "its CharacterName is not text: it holds half of a character (a lone surrogate, \\uD800 to \\uDFFF, shown as \u{FFFD})"
        case let value?: return "its CharacterName is \(value.kindName), not a name"
        }
    }

    /// A name for a message: control characters escaped, a long one cut short.
    private static func quoted(_ name: String) -> String {
        (name.count > 40 ? String(name.prefix(40)) + "…" : name).debugDescription
    }
}
