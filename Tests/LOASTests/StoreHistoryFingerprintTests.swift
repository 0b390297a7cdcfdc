import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// A build asks the store for every character's history fingerprint at once; each must be
/// the one asking for that character alone gives, or sheets would be kept wrongly or never.
@Suite struct StoreHistoryFingerprintTests {
    @Test func askingForEveryCharacterAtOnceGivesEachItsOwnFingerprint() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let path = "armories/characters/별빛수호자.json"
        let armory = try Data(contentsOf: StoreFixtures.demo.appending(path: path))
        _ = try store.record([Response(mirrorPath: path, body: armory, fetchedAt: StoreFixtures.day(2))])
        // The same name in its decomposed form, and a name the store has never seen.
        let names = DemoCharacters.names + ["달그림자".decomposedStringWithCanonicalMapping, "없는이름"]

        let all = try #require(try store.historyFingerprints(characters: names))

        for name in names {
            #expect(all[name] == (try store.historyFingerprint(character: name)), "\(name)")
        }
        #expect(all["별빛수호자"] != all["달그림자"])
    }
}
