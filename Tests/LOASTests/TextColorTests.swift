import DocumentTree
import LOASTestSupport
import Testing

/// Colour attributes as the game writes them, read the same whether the fast ASCII path
/// or the Character path takes them.
@Suite struct TextColorTests {
    @Test(arguments: [
        ("#A9D0F5", 0xA9D0F5), ("#a9d0f5", 0xA9D0F5), ("  #FFD200\t", 0xFFD200), ("FE9600", 0xFE9600),
        ("#abc", 0xAABBCC), ("\u{00A0}#99FF99\u{3000}", 0x99FF99),
    ])
    func readsTheColoursTheGameWrites(hex: String, rgb: Int) {
        #expect(TextColor(hex: hex)?.rgb == UInt32(rgb))
    }

    @Test(arguments: ["", "#", "abc", "#abcd", "#GGGGGG", "# FFFFFF", "FFFFFFF", "#FF FFFF", "#ＦＦＦＦＦＦ", "+FFFFF"])
    func refusesAnythingElse(hex: String) {
        #expect(TextColor(hex: hex) == nil)
    }

    @Test func substringsReadLikeStrings() {
        let attribute = "COLOR='#5FD3F1'"
        let value = attribute.dropFirst(7).dropLast()
        #expect(TextColor(hex: value)?.rgb == 0x5FD3F1)
    }
}
