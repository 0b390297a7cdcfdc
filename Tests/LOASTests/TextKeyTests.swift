import LOASTestSupport
import SitePages
import Testing

/// Cache keys match on the bytes of their text: equal bytes are one key, however the text
/// was made; canonically equal texts written differently (NFC, NFD) are two.
@Suite struct TextKeyTests {
    @Test func textsOfTheSameBytesAreOneKey() {
        let long = String(repeating: "툴팁 <FONT COLOR='#FFD200'>피해</FONT> ", count: 40)
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(TextKey(long) == TextKey(copy))
        #expect(Set([TextKey(long), TextKey(copy), TextKey("")]).count == 2)
    }

    @Test func textsThatDifferInOneByteOrInNormalisationAreDifferentKeys() {
        let text = String(repeating: "가나다라", count: 20)
        var changed = Array(text.utf8)
        changed[changed.count - 1] ^= 1
        #expect(TextKey(text) != TextKey(String(decoding: changed, as: UTF8.self)))
        #expect(TextKey("\u{D55C}") != TextKey("\u{1112}\u{1161}\u{11AB}"))
        #expect(TextKey("a") != TextKey("ab"))
    }

    @Test func oneTextOfTwoKindsIsTwoKeysAndAKindChangedIsTheKeyOfThatKind() {
        let line = "<FONT COLOR='#99FF99'>피해 +12%</FONT>"
        #expect(TextKey(line, kind: .runHTML) != TextKey(line, kind: .runMarkdown))
        #expect(Set([TextKey(line), TextKey(line, kind: .runHTML), TextKey(line, kind: .markup)]).count == 3)
        #expect(TextKey(line).with(kind: .paragraphsHTML) == TextKey(line, kind: .paragraphsHTML))
    }
}
