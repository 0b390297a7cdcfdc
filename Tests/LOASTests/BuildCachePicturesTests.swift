import Foundation
import LOASTestSupport
import Testing

@testable import SiteWriter

/// The build cache keeps every picture once, in a table each sheet names places of; whatever
/// an address holds, it reads back as written, and a damaged table or list of places is
/// refused (the sheets are then built again).
@Suite struct BuildCachePicturesTests {
    static let awkward = [
        "https://cdn-lostark.game.onstove.com/efui_iconatlas/acc/acc_215.png": "",
        "https://img.lostark.co.kr/armory/7/a.jpg?v=1": "3f2a9c",
        "탭\t줄\n바꿈\r\n역\\슬래시": "x\ty",
        "": "\\n",
    ]

    static func entry(_ name: String) -> BuildCache.Entry {
        BuildCache.Entry(fingerprint: "f", name: name, summary: nil, warnings: [], outputs: ["characters/\(name).html": 10])
    }

    static func resolutions(_ cache: BuildCache?, _ file: String) -> [String: String]? {
        guard let cache, let entry = cache.characters[file] else { return nil }
        var resolutions: [String: String] = [:]
        for place in entry.pictures { resolutions[cache.pictures[place].address] = cache.pictures[place].resolution }
        return resolutions
    }

    @Test func aTableReadsBackAsWrittenWhateverItsAddressesHold() {
        let table = Self.awkward.sorted { $0.key < $1.key }.map { BuildCache.Picture(address: $0.key, resolution: $0.value) }
        #expect(BuildCache.PictureList.read(BuildCache.PictureList.write(table)) == table)
    }

    @Test func eachSheetReadsBackItsOwnPicturesThroughTheTable() throws {
        let cache = BuildCache(
            sheets: [
                ("armories/characters/가.json", Self.entry("가"), .made(Self.awkward)),
                ("armories/characters/나.json", Self.entry("나"), .made(["https://img.lostark.co.kr/armory/7/a.jpg?v=1": "3f2a9c"])),
            ], previous: [])

        let read = BuildCache(cache.encoded)

        #expect(read?.pictures.count == Self.awkward.count)
        #expect(Self.resolutions(read, "armories/characters/가.json") == Self.awkward)
        #expect(Self.resolutions(read, "armories/characters/나.json") == ["https://img.lostark.co.kr/armory/7/a.jpg?v=1": "3f2a9c"])
    }

    /// A sheet kept from the previous cache names places in its table; the new table has
    /// other places, and the sheet names the same pictures there.
    @Test func aKeptSheetNamesTheSamePicturesInTheNewTable() throws {
        let previous = BuildCache(
            sheets: [("armories/characters/가.json", Self.entry("가"), .made(["b": "", "c": "x"]))], previous: [])
        let kept = try #require(previous.characters["armories/characters/가.json"]?.pictures)

        let next = BuildCache(
            sheets: [
                ("armories/characters/가.json", Self.entry("가"), .kept(kept)),
                ("armories/characters/나.json", Self.entry("나"), .made(["a": "y"])),
            ], previous: previous.pictures)

        #expect(Self.resolutions(next, "armories/characters/가.json") == ["b": "", "c": "x"])
        #expect(next.pictures.map(\.address) == ["a", "b", "c"])
    }

    @Test func aDamagedTableIsRefused() {
        #expect(BuildCache.PictureList.read("no tab here\n") == nil)
        #expect(BuildCache.PictureList.read("a\tb\tc\n") == nil)
        #expect(BuildCache.PictureList.read("a\\q\tb\n") == nil)
    }

    @Test func aDamagedListOfPlacesIsRefused() {
        #expect(BuildCache.Places.read("1 2 30") == [1, 2, 30])
        #expect(BuildCache.Places.read("") == [])
        for damaged in ["1  2", "1 ", " 1", "1,2", "-1", "99999999999999999999999"] {
            #expect(BuildCache.Places.read(damaged) == nil, "\(damaged)")
        }
    }
}
