import Honing
import Testing

/// The exact expectation of one stage (honing-facts §5), against every test vector of the note.
@Suite struct HoningMathTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var base: Double
        var extra: Double
        var expected: Double
        var median: Int
        var pity: Int
        var pityChance: Double
        var testDescription: String { "\(base)% + \(extra)%p" }
    }

    static let vectors: [Vector] = [
        .init(base: 10, extra: 0, expected: 6.6380, median: 6, pity: 15, pityChance: 0.085029),
        .init(base: 10, extra: 10, expected: 4.1705, median: 3, pity: 10, pityChance: 0.084152),
        .init(base: 10, extra: 20, expected: 3.0316, median: 2, pity: 8, pityChance: 0.060418),
        .init(base: 5, extra: 0, expected: 11.4427, median: 10, pity: 26, pityChance: 0.096885),
        .init(base: 5, extra: 5, expected: 7.5236, median: 6, pity: 18, pityChance: 0.086661),
        .init(base: 5, extra: 10, expected: 5.5824, median: 5, pity: 14, pityChance: 0.076965),
        .init(base: 4, extra: 0, expected: 13.6999, median: 12, pity: 31, pityChance: 0.103739),
        .init(base: 4, extra: 4, expected: 9.0342, median: 8, pity: 21, pityChance: 0.099206),
        .init(base: 4, extra: 8, expected: 6.7172, median: 6, pity: 16, pityChance: 0.094642),
        .init(base: 3, extra: 0, expected: 17.4733, median: 15, pity: 40, pityChance: 0.106508),
        .init(base: 3, extra: 3, expected: 11.5857, median: 10, pity: 27, pityChance: 0.103022),
        .init(base: 3, extra: 6, expected: 8.6965, median: 7, pity: 21, pityChance: 0.093353),
        .init(base: 1.5, extra: 0, expected: 32.3574, median: 26, pity: 76, pityChance: 0.110820),
        .init(base: 1.5, extra: 1.5, expected: 21.5726, median: 17, pity: 51, pityChance: 0.109014),
        .init(base: 1.5, extra: 3, expected: 16.2337, median: 13, pity: 39, pityChance: 0.103935),
        .init(base: 1, extra: 0, expected: 47.1509, median: 38, pity: 112, pityChance: 0.112300),
        .init(base: 1, extra: 1, expected: 31.4594, median: 25, pity: 75, pityChance: 0.111082),
        .init(base: 0.5, extra: 0, expected: 91.3209, median: 72, pity: 219, pityChance: 0.114952),
        .init(base: 0.5, extra: 1, expected: 45.7392, median: 36, pity: 110, pityChance: 0.113712),
        .init(base: 15, extra: 0, expected: 4.8510, median: 4, pity: 11, pityChance: 0.084770),
        .init(base: 15, extra: 15, expected: 2.9814, median: 2, pity: 8, pityChance: 0.051345),
    ]

    @Test(arguments: vectors)
    func oddsMatchTheNotesVector(_ vector: Vector) {
        let odds = HoningMath.odds(base: Rate(percent: vector.base), book: Rate(percent: vector.extra))
        #expect(abs(odds.expectedTaps - vector.expected) < 0.00005)
        #expect(odds.medianTaps == vector.median)
        #expect(odds.pityTap == vector.pity)
        #expect(abs(odds.pityChance - vector.pityChance) < 0.0000005)
    }

    @Test func breathAddedToEveryTapButThePityTapGivesTheSameOddsAsABook() {
        let breath = HoningMath.odds(base: Rate(percent: 1.5), breath: Rate(percent: 1.5))
        let book = HoningMath.odds(base: Rate(percent: 1.5), book: Rate(percent: 1.5))
        #expect(breath.reach == book.reach)
        #expect(abs(breath.expectedBreathTaps - 21.4636) < 0.00005)
    }

    @Test func breathOnTheFirstTapsOnlyChangesTheOddsAfterThem() {
        let some = HoningMath.odds(base: Rate(percent: 1.5), breath: Rate(percent: 1.5), breathTaps: 10)
        let none = HoningMath.odds(base: Rate(percent: 1.5))
        let full = HoningMath.odds(base: Rate(percent: 1.5), breath: Rate(percent: 1.5))
        #expect(some.expectedTaps > full.expectedTaps && some.expectedTaps < none.expectedTaps)
        #expect(some.breathTaps == 10)
        #expect(abs(some.expectedBreathTaps - some.reach.prefix(10).reduce(0, +)) < 1e-12)
    }

    @Test func theFailureBonusStopsAtTwiceTheBase() {
        let odds = HoningMath.odds(base: Rate(percent: 1.5))
        #expect(odds.rates[10] == Rate(percent: 3))
        #expect(odds.rates[30] == Rate(percent: 3))
        #expect(odds.rates[1] == Rate(percent: 1.65))
    }
}
