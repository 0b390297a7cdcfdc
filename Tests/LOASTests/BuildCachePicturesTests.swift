import Foundation
import LOASTestSupport
import Testing

@testable import SiteWriter

/// The build cache keeps each sheet's pictures as one text; whatever an address holds, it
/// reads back as written, and a damaged list is refused (the sheet is then built again).
@Suite struct BuildCachePicturesTests {
    static let awkward = [
        "https://cdn-lostark.game.onstove.com/efui_iconatlas/acc/acc_215.png": "",
        "https://img.lostark.co.kr/armory/7/a.jpg?v=1": "3f2a9c",
        "탭\t줄\n바꿈\r\n역\\슬래시": "x\ty",
        "": "\\n",
    ]

    @Test func aListReadsBackAsWrittenWhateverItsAddressesHold() {
        #expect(BuildCache.PictureList.read(BuildCache.PictureList.write(Self.awkward)) == Self.awkward)
    }

    @Test func anEntryRoundTripsThroughTheCacheFile() throws {
        var cache = BuildCache()
        cache.characters["armories/characters/가.json"] = BuildCache.Entry(
            fingerprint: "f", name: "가", summary: nil, warnings: [], outputs: ["characters/가.html": 10], images: Self.awkward)
        #expect(BuildCache(cache.encoded)?.characters["armories/characters/가.json"]?.images == Self.awkward)
    }

    @Test func aDamagedListIsRefused() {
        #expect(BuildCache.PictureList.read("no tab here\n") == nil)
        #expect(BuildCache.PictureList.read("a\tb\tc\n") == nil)
        #expect(BuildCache.PictureList.read("a\\q\tb\n") == nil)
    }
}
