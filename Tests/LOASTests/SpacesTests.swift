import Foundation
import LOASTestSupport
import Support
import Testing

@Suite struct SpacesTests {
    /// Every character `.whitespaces` holds (tab, the Zs separators, U+200B) and some it
    /// does not (line breaks, other format characters), around text and alone.
    static let texts = [
        "", " ", "\t", "\u{00A0}", "\u{3000}", "\u{200B}", " \t\u{2003}\u{202F}", "\n", " \r\n ", "\u{200C}", "\u{FEFF}",
        " 별빛 ", "\u{3000}x\u{200B}", "\u{200B}a b\t", " \u{301}a", "a",
    ]

    @Test func trimmingSpacesTrimsWhatFoundationsWhitespacesTrims() {
        for text in Self.texts {
            #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
            #expect(text.isOnlySpaces == text.trimmingCharacters(in: .whitespaces).isEmpty, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
