import Foundation
import LOASTestSupport
import Planning
import Testing

@Suite struct GameResetsTests {
    /// A moment on Korea's clock.
    static func kst(_ text: String) throws -> Date {
        let utc = try #require(KoreanDate.utcStamp(kst: text))
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        return try #require(formatter.date(from: utc))
    }

    // 2025-08-20 is a Wednesday.
    @Test func theWeekStartsOnWednesdayAtSixInTheMorningKST() throws {
        let reset = try Self.kst("2025-08-20T06:00:00")
        #expect(GameResets.weekStart(containing: try Self.kst("2025-08-19T23:59:00")) == (try Self.kst("2025-08-13T06:00:00")))
        #expect(GameResets.weekStart(containing: try Self.kst("2025-08-20T05:59:59")) == (try Self.kst("2025-08-13T06:00:00")))
        #expect(GameResets.weekStart(containing: reset) == reset)
        #expect(GameResets.weekStart(containing: try Self.kst("2025-08-26T05:59:59")) == reset)
        #expect(GameResets.nextWeekly(after: try Self.kst("2025-08-19T23:59:00")) == reset)
        #expect(GameResets.nextWeekly(after: reset) == (try Self.kst("2025-08-27T06:00:00")))
    }

    @Test func theDayStartsAtSixInTheMorningKST() throws {
        #expect(GameResets.dayStart(containing: try Self.kst("2025-08-21T05:59:59")) == (try Self.kst("2025-08-20T06:00:00")))
        #expect(GameResets.dayStart(containing: try Self.kst("2025-08-21T06:00:00")) == (try Self.kst("2025-08-21T06:00:00")))
        #expect(GameResets.nextDaily(after: try Self.kst("2025-08-20T23:00:00")) == (try Self.kst("2025-08-21T06:00:00")))
    }

    /// A check made Tuesday 23:59 KST belongs to the week that ends Wednesday 06:00.
    @Test func aTuesdayNightCheckIsKeptUntilWednesdaySix() throws {
        let check = try Self.kst("2025-08-19T23:59:00")
        let week = GameResets.weekStart(containing: check)
        #expect(GameResets.weekStart(containing: try Self.kst("2025-08-20T05:59:00")) == week)
        #expect(GameResets.weekStart(containing: try Self.kst("2025-08-20T06:00:00")) != week)
        let day = GameResets.dayStart(containing: check)
        #expect(GameResets.dayStart(containing: try Self.kst("2025-08-20T05:59:00")) == day)
        #expect(GameResets.dayStart(containing: try Self.kst("2025-08-20T06:00:00")) != day)
    }

    @Test func resetsBeforeNineteenSeventyStillFallOnWednesday() throws {
        let old = try Self.kst("1969-12-25T12:00:00")  // a Thursday
        #expect(GameResets.weekStart(containing: old) == (try Self.kst("1969-12-24T06:00:00")))
    }
}
