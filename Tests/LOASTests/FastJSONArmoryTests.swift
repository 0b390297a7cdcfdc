import BundledResources
import Foundation
import JSON
import LOASTestSupport
import LostArkAPI
import SnapshotStore
import Testing

/// Every armory LOAS has real or demo bytes for decodes on `FastJSONDecoder`'s fast path,
/// without Foundation, to what `JSONDecoder` makes of it, compared as `dump` text since
/// `Armory` is not Equatable.
@Suite struct FastJSONArmoryTests {
    @Test func demoArmoriesDecodeAsWithJSONDecoder() throws {
        let armories = BundledResources.demoSnapshots.filter { $0.key.hasPrefix("armories/characters/") }
        #expect(!armories.isEmpty)
        for (path, data) in armories {
            #expect(try Self.sameArmory(data), "\(path)")
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusArmoriesDecodeAsWithJSONDecoder() throws {
        let files = Corpus.sets.flatMap { set in
            let folder = set.appending(path: "armories/characters")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.map { folder.appending(path: $0) }
        }
        #expect(!files.isEmpty)
        for file in files {
            #expect(try Self.sameArmory(Data(contentsOf: file)), "\(file.path)")
        }
    }

    @Test func readerNamesThePathOfAWrongValueAsBefore() throws {
        // A roster entry without a name is left out (`RosterSlotTests`); a roster that is no list is wrong.
        let files = ["characters/시험/siblings.json": Data(#"{"ServerName": "루페온"}"#.utf8)]
        let reader = SnapshotReader(InMemorySnapshots(label: "test", files: files))
        var warnings: [String] = []
        let error = #expect(throws: SnapshotError.self) { try reader.siblings(of: "시험", warnings: &warnings) }
        #expect(error?.problem == "unexpected JSON at top level: Expected to decode Array<Any> but found a dictionary instead.")
    }

    @Test func listsSkipBrokenElementsAndReportAListThatIsNotOneAsJSONDecoderDoes() throws {
        let json = #"""
            {"ArmoryProfile": {"CharacterName": "시험", "Stats": [null, {"Type": "치명", "Value": "1"}, 7], "Tendencies": "none"},
             "ArmorySkills": [3, {"Name": "스킬", "Tripods": [[], {"Name": "트라이포드", "IsSelected": true}]}, "skill"],
             "Collectibles": {"Type": "모코코 씨앗"}}
            """#
        let data = Data(json.utf8)
        let fast = try #require(FastJSONDecoder().decodeWithoutFoundation(Armory?.self, from: data))
        #expect(fast?.profile?.stats.map(\.type) == ["치명"])
        #expect(fast?.profile?.tendencies.isEmpty == true)
        #expect(fast?.skills?.map(\.name) == ["스킬"])
        #expect(fast?.skills?.first?.tripods.map(\.name) == ["트라이포드"])
        #expect(fast?.collectibles == nil)
        #expect(fast?.unreadableSections == ["Collectibles"])
        #expect(try Self.sameArmory(data))
    }

    static func sameArmory(_ data: Data) throws -> Bool {
        let fast = try #require(FastJSONDecoder().decodeWithoutFoundation(Armory?.self, from: data))
        return try dump(fast) == dump(JSONDecoder().decode(Armory?.self, from: data))
    }

    static func dump<T>(_ value: T) -> String {
        var text = ""
        Swift.dump(value, to: &text)
        return text
    }
}
