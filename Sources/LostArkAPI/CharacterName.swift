import Foundation

/// What the game lets a character be called, checked before a name becomes a request path
/// or a file name: a name that is not a character's (`..`, `../news/notices`, a thousand
/// characters) would otherwise reach another route, or a file no file system can hold.
///
/// The rule is Korean Lost Ark's as the API shows it: every one of the 329 distinct names in
/// the real answers kept in the project's corpus (2023-06 to 2025-08, rosters included) is 2
/// to 12 characters of Hangul syllables, Latin letters and digits, 8 of them exactly 12
/// (`기상하이스파이시치킨콤보`, `123123457475`) and none longer: the cap. The global service's published
/// rule is of the same kind: 2 to 16 letters and digits, no symbols
/// (https://amazongames.com/en-us/support/lost-ark/articles/character-names).
package enum CharacterName {
    package static let lengths = 2...12

    /// `name` as it is asked for and stored: composed (NFC), as the API writes names, so a
    /// name typed on macOS (often decomposed) is the same name.
    package static func normalized(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }

    /// Why `name` cannot be a character's, or nil when it can. Checks the composed form.
    package static func problem(_ name: String) -> String? {
        let name = normalized(name)
        let rule = "a character name is \(lengths.lowerBound) to \(lengths.upperBound) Hangul syllables, Latin letters or digits"
        if let scalar = name.unicodeScalars.first(where: { !allowed($0) }) {
            return "it has \(describe(scalar)); \(rule)"
        }
        guard lengths.contains(name.unicodeScalars.count) else {
            return "it is \(name.unicodeScalars.count) characters long; \(rule)"
        }
        return nil
    }

    /// The name for a message: quoted, control characters escaped, a long one cut short.
    package static func quoted(_ name: String) -> String {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        return shown.debugDescription
    }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xAC00...0xD7A3: true
        default: false
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
            return code
        }
        return "\"\(scalar)\" (\(code))"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
