import Foundation
import LOASTestSupport
import Testing

@testable import SnapshotStore

/// The store keeps names and paths in NFC; text it can tell is NFC at a glance is kept as it
/// is, anything else normalized as Foundation does.
@Suite struct StoreFormTests {
    @Test(arguments: [
        "armories/characters/새싹모코코", "markets/items/65203905", "", "달그림자".decomposedStringWithCanonicalMapping,
        "\u{AC00}\u{11A8}", "e\u{301}té", "ᄀ", "가\u{300}",
    ])
    func everyTextIsInTheFormFoundationNormalizesItTo(text: String) {
        #expect(Array(text.storeForm.utf8) == Array(text.precomposedStringWithCanonicalMapping.utf8))
    }
}
