import Foundation
import LOASTestSupport
import LostArkAPI
import Planning
import SnapshotStore
import Testing

/// The calendar as a week's plan: each content once, the days it runs, gold days, feeds.
@Suite struct WeekScheduleTests {
    static func entries(_ json: [[String: Any]]) throws -> [CalendarEntry] {
        try JSONDecoder().decode([CalendarEntry].self, from: try JSONSerialization.data(withJSONObject: json))
    }

    static func island(_ name: String, _ starts: [String], gold: [String]? = nil) -> [String: Any] {
        var rewards: [[String: Any]] = [["Name": "\(name)의 마음", "Grade": "유물", "StartTimes": NSNull()]]
        if let gold { rewards.append(["Name": "골드", "Grade": "일반", "StartTimes": gold]) }
        return [
            "CategoryName": "모험 섬", "ContentsName": name, "Location": name, "StartTimes": starts,
            "RewardItems": [["ItemLevel": 0, "Items": rewards]],
        ]
    }

    static func gate(_ region: String) -> [String: Any] {
        [
            "CategoryName": "카오스게이트", "ContentsName": "악마군단 (\(region))", "Location": region,
            "StartTimes": ["2025-08-21T11:50:00", "2025-08-21T12:50:00"],
            "RewardItems": [["ItemLevel": 1640, "Items": [["Name": "고대 장신구", "Grade": "고대"]]]],
        ]
    }

    @Test func aContentRunningOnSeveralDaysIsListedOnceWithItsDays() throws {
        let schedule = WeekSchedule(
            try Self.entries([
                Self.island("메데이아", ["2025-08-21T11:00:00", "2025-08-21T13:00:00", "2025-08-24T11:00:00", "2025-08-24T13:00:00"])
            ]))
        let content = try #require(schedule.categories.first?.contents.first)
        #expect(schedule.categories.first?.contents.count == 1)
        #expect(content.runs == [WeekSchedule.Run(days: ["2025-08-21", "2025-08-24"], times: ["11:00", "13:00"], goldDays: [])])
    }

    @Test func goldIsMarkedOnlyOnTheDaysItsRewardLists() throws {
        let schedule = WeekSchedule(
            try Self.entries([
                Self.island(
                    "메데이아", ["2025-08-21T11:00:00", "2025-08-24T11:00:00", "2025-08-24T19:00:00"],
                    gold: ["2025-08-24T19:00:00"])
            ]))
        let content = try #require(schedule.categories.first?.contents.first)
        #expect(content.runs.flatMap(\.goldDays) == ["2025-08-24"])
        #expect(content.highlights().first?.name == "골드")
    }

    @Test func contentsWithTheSameTimesAndRewardsBecomeOneWithEveryName() throws {
        let schedule = WeekSchedule(try Self.entries([Self.gate("애니츠"), Self.gate("욘"), Self.gate("페이튼")]))
        let contents = try #require(schedule.categories.first?.contents)
        #expect(contents.count == 1)
        #expect(contents.first?.names == ["악마군단 (애니츠)", "악마군단 (욘)", "악마군단 (페이튼)"])
        #expect(contents.first?.locations == ["애니츠", "욘", "페이튼"])
    }

    @Test func plannedCategoriesComeFirstThenTheRestInTheAPIsOrder() throws {
        var sailing = Self.gate("x")
        sailing["CategoryName"] = "항해"
        let schedule = WeekSchedule(try Self.entries([sailing, Self.gate("욘"), Self.island("섬", ["2025-08-21T11:00:00"])]))
        #expect(schedule.categories.map(\.name) == ["모험 섬", "카오스게이트", "항해"])
    }

    @Test func timesAtOneIntervalAreASeries() {
        let hourly = (7...23).map { "\($0 < 10 ? "0" : "")\($0):00" }
        let series = WeekSchedule.Run(days: ["2025-08-22"], times: hourly, goldDays: []).series
        #expect(series?.first == "07:00" && series?.last == "23:00" && series?.minutes == 60)
        #expect(WeekSchedule.Run(days: [], times: ["11:00", "13:00", "19:00", "21:00"], goldDays: []).series == nil)
        #expect(WeekSchedule.Run(days: [], times: ["11:00", "13:00", "15:00"], goldDays: []).series == nil)  // three are a list
    }

    @Test func aFeedHasOneEventPerStartNamingEveryContentThatStartsThen() throws {
        let schedule = WeekSchedule(
            try Self.entries([
                Self.island("메데이아", ["2025-08-24T19:00:00"], gold: ["2025-08-24T19:00:00"]),
                Self.island("수라도", ["2025-08-24T19:00:00", "2025-08-24T21:00:00"]),
                Self.gate("욘"),
            ]))
        let events = FeedEvent.events(schedule, categories: ["모험 섬"], minutes: ["모험 섬": 20], defaultMinutes: 30)
        #expect(events.map(\.start) == ["2025-08-24T19:00", "2025-08-24T21:00"])
        #expect(events.first?.names == ["메데이아", "수라도"] && events.first?.gold == true && events.first?.minutes == 20)
        #expect(events.last?.names == ["수라도"] && events.last?.gold == false)
        let planned = FeedEvent.events(schedule, categories: [], minutes: [:], defaultMinutes: 30)
        #expect(Set(planned.map(\.category)) == ["모험 섬", "카오스게이트"] && planned.allSatisfy { $0.minutes == 30 })
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func aRealWeekListsEachContentOnce() throws {
        let set = try #require(Corpus.sets.first { $0.lastPathComponent == "2025-08" })
        var warnings: [String] = []
        let entries = try #require(try SnapshotReader(try MirrorDirectory(set)).read(Answers.calendar, warnings: &warnings))
        let schedule = WeekSchedule(entries)
        let gates = try #require(schedule.categories.first { $0.name == "카오스게이트" })
        #expect(gates.contents.count == 1 && gates.contents.first?.names.count == 13)
        let islands = try #require(schedule.categories.first { $0.name == "모험 섬" })
        #expect(islands.contents.count == 16)
        #expect(Set(islands.contents.filter(\.givesGold).flatMap(\.names)) == ["죽음의 협곡", "메데이아"])
        #expect(schedule.days.first == "2025-08-20" && schedule.days.count == 8)
    }
}
