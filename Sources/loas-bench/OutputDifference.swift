import Foundation
import Rendering

/// How another engine's page differs from LOAS's: the first place they part, and the
/// smallest kind of difference that explains the whole page.
struct OutputDifference {
    enum Kind: String, CaseIterable {
        case identical = "identical"
        case controlCharacters = "control characters LOAS removes"
        case whitespace = "whitespace only (indentation, blank lines)"
        case escaping = "escaping only (same text once entities are read)"
        case content = "content (values or sections)"
    }

    let kind: Kind
    /// Byte offset and line of the first difference.
    let offset: Int
    let line: Int
    let ours: String
    let theirs: String

    init(loas: [UInt8], other: [UInt8]) {
        let shared = min(loas.count, other.count)
        let offset = (0..<shared).first { loas[$0] != other[$0] } ?? shared
        self.offset = offset
        line = loas[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        ours = Self.region(loas, around: offset)
        theirs = Self.region(other, around: offset)
        kind =
            if loas == other {
                .identical
            } else if Array(ControlCharacters.removed(from: String(decoding: other, as: UTF8.self)).utf8) == loas {
                .controlCharacters
            } else if Self.squeezed(loas) == Self.squeezed(other) {
                .whitespace
            } else if Self.entitiesRead(loas) == Self.entitiesRead(other) {
                .escaping
            } else {
                .content
            }
    }

    /// What a reader would guess from the first region: reflection prints Swift's own
    /// descriptions where the Encodable view says otherwise.
    var hint: String? {
        if theirs.contains("Optional(") { return "Swift's Optional(…) printed" }
        if theirs.range(of: #"[A-Z][A-Za-z]+\.[A-Za-z]+\("#, options: .regularExpression) != nil {
            return "a Swift value printed by String(describing:)"
        }
        return nil
    }

    private static func squeezed(_ bytes: [UInt8]) -> [UInt8] {
        bytes.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }

    private static func entitiesRead(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        for (entity, character) in [("&#39;", "'"), ("&#x27;", "'"), ("&quot;", "\""), ("&#34;", "\""), ("&lt;", "<"), ("&gt;", ">")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Up to 60 bytes before `offset` and 100 after, as text with controls and line ends shown.
    private static func region(_ bytes: [UInt8], around offset: Int) -> String {
        let start = max(0, offset - 60)
        let end = min(bytes.count, offset + 100)
        guard start < end else { return "(end of page)" }
        var shown = ""
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0A: shown += "⏎"
            case 0x09: shown += "⇥"
            case 0x00..<0x20, 0x7F...0x9F: shown += String(format: "\\u{%02X}", scalar.value)
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
