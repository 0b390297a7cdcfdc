import Foundation

/// Names read from a snapshot folder, in one Unicode spelling: a Hangul name can be written
/// composed (NFC) or decomposed (NFD), which Swift's `String` holds equal, so two files for
/// one name would otherwise become one page, the other dropped without a word.
enum SnapshotNames {
    /// `name` in NFC, the spelling the API and the pages use.
    static func normalised(_ name: String) -> String {
        // Below U+0300 and in the Hangul syllables every character is NFC as it stands (quick
        // check Yes, combining class 0): most names need no call into Foundation.
        if name.unicodeScalars.allSatisfy({ $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }) { return name }
        return name.precomposedStringWithCanonicalMapping
    }

    /// One name per spelling of `names` (in NFC, sorted), each with the name it was read from:
    /// the one already in NFC when there is one, else the first by bytes; and, for each name
    /// spelt more than one way, the spellings left out.
    static func merge(_ names: [String]) -> (used: [(name: String, read: String)], left: [(used: String, others: [String])]) {
        var spellings: [String: [String]] = [:]
        for name in names { spellings[normalised(name), default: []].append(name) }
        var used: [(name: String, read: String)] = []
        var left: [(used: String, others: [String])] = []
        for (name, all) in spellings.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let ordered = all.sorted { isPreferred($0, over: $1, nfc: name) }
            guard let first = ordered.first else { continue }
            used.append((name, first))
            if ordered.count > 1 { left.append((first, Array(ordered.dropFirst()))) }
        }
        return (used, left)
    }

    private static func isPreferred(_ one: String, over other: String, nfc: String) -> Bool {
        let oneIsNFC = one.utf8.elementsEqual(nfc.utf8)
        let otherIsNFC = other.utf8.elementsEqual(nfc.utf8)
        if oneIsNFC != otherIsNFC { return oneIsNFC }
        return one.utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// The warning for a name spelt more than one way in `folder` (a path for the message).
    static func collision(in folder: String, used: String, others: [String]) -> String {
        let also = others.map { "\(folder)/\($0) (\(describe($0)))" }.joined(separator: ", ")
        return "\(folder)/\(used) (\(describe(used))) and \(also) are one name in two Unicode spellings; "
            + "the first was read, the other left out: remove one"
    }

    private static func describe(_ name: String) -> String {
        name.utf8.elementsEqual(normalised(name).utf8) ? "composed, NFC" : "decomposed, not NFC"
    }
}
