import Foundation

/// Cuts an answer into the byte ranges the store keeps apart: one per member of a top-level
/// JSON object. A fetch that changes one section of an armory (the combat power in its
/// profile, one piece of equipment) then adds that section, not the whole answer again.
///
/// Cuts are byte positions only, so the sections put back together are the answer exactly,
/// whatever it holds: an answer that is not an object (an array, `null`, a cut-off body) is
/// one section. The first section holds the opening brace, each later one starts at the
/// comma before its member, and the closing brace is a section of its own.
package enum BodySections {
    struct Section: Equatable {
        var range: Range<Int>
        /// The member's key as it is written between its quotes; nil for the closing brace
        /// and for an answer that is not an object.
        var label: String?
    }

    static func split(_ bytes: some RandomAccessCollection<UInt8>) -> [Section] {
        let buffer = Array(bytes)
        guard !buffer.isEmpty else { return [] }
        var start = 0
        while start < buffer.count, isWhitespace(buffer[start]) { start += 1 }
        guard start < buffer.count, buffer[start] == UInt8(ascii: "{") else { return [Section(range: 0..<buffer.count)] }
        var sections: [Section] = []
        var sectionStart = 0
        var label: String?
        var depth = 0
        var index = start
        var inString = false
        var stringStart = 0
        // At depth 1, the first string after `{` or `,` is a member's key.
        var expectingKey = false
        while index < buffer.count {
            let byte = buffer[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 1 && expectingKey {
                        label = String(decoding: buffer[stringStart..<index], as: UTF8.self)
                        expectingKey = false
                    }
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = index + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 { expectingKey = true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 1 {
                    // The top-level object ends: what follows is the closing brace and any
                    // trailing bytes.
                    sections.append(Section(range: sectionStart..<index, label: label))
                    sections.append(Section(range: index..<buffer.count))
                    return sections
                }
                depth -= 1
            case UInt8(ascii: ",") where depth == 1:
                sections.append(Section(range: sectionStart..<index, label: label))
                sectionStart = index
                label = nil
                expectingKey = true
            default:
                break
            }
            index += 1
        }
        // Cut off before the object closed: the rest is one more section.
        sections.append(Section(range: sectionStart..<buffer.count, label: label))
        return sections
    }

    /// A member's section as `split` cut it (`{ "A": …` or `, "B": …`) read as the object
    /// `{"A": …}`; nil for bytes that do not start, past blanks, as a cut member does.
    package static func memberObject(_ section: Data) -> Data? {
        guard let lead = section.firstIndex(where: { !isWhitespace($0) }),
            section[lead] == UInt8(ascii: "{") || section[lead] == UInt8(ascii: ",")
        else { return nil }
        var object = Data("{".utf8)
        object.append(section[(lead + 1)...])
        object.append(UInt8(ascii: "}"))
        return object
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
