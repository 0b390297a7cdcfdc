import Foundation
import LOASTestSupport
import LostArkAPI
import Testing

@Suite struct PictureURLTests {
    /// Addresses made of the characters `.whitespaces` holds (tab, the Zs separators,
    /// U+200B), of ones it does not (line breaks, a byte-order mark), and around an address.
    static let addresses = [
        "", " ", "\t", "\u{00A0}", "\u{3000}", "\u{200B}", " \t\u{2003}\u{202F}", "\n", " \r\n ", "\u{FEFF}",
        " https://cdn-lostark.game.onstove.com/a.png ", "\u{3000}x", "a",
    ]

    @Test func aPictureShowsExactlyWhenTrimmingWhitespacesLeavesSomething() {
        for address in Self.addresses {
            #expect(
                PictureURLs.shows(address) == !address.trimmingCharacters(in: .whitespaces).isEmpty,
                "\(address.unicodeScalars.map(\.value))")
        }
        #expect(!PictureURLs.shows(nil))
    }
}
