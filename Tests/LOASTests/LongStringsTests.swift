import Foundation
import LOASTestSupport
import Testing

@testable import JSON

/// What the decodable dialect keeps of the long strings it meets, for the next snapshot.
@Suite struct LongStringsTests {
    /// Parses `["TEXT"]` and says whether `LongStrings` now holds TEXT by its raw bytes.
    static func kept(_ text: String) throws -> Bool {
        let document = Data(("[\"" + text + "\"]").utf8)
        try document.withUnsafeBytes { raw in
            _ = try JSONParser.parse(raw.bindMemory(to: UInt8.self), dialect: .decodable)
        }
        return Data(text.utf8).withUnsafeBytes { raw in
            LongStrings.shared.string(for: raw.bindMemory(to: UInt8.self)) == text
        }
    }

    @Test func aTooltipLengthStringIsKept() throws {
        #expect(try Self.kept("kept " + UUID().uuidString + String(repeating: "가나다", count: 300)))
    }

    /// A 71 MB tooltip in an armory was copied whole as a key and outlived its snapshot.
    @Test func aStringOverAMegabyteIsNotKept() throws {
        #expect(try !Self.kept("huge " + UUID().uuidString + String(repeating: "x", count: 2 << 20)))
    }
}
