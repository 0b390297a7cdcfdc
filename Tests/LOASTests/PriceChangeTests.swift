import Foundation
import LOASTestSupport
import SitePages
import Support
import Testing

/// A price's change over a day, a week and a month of a daily series.
@Suite struct PriceChangeTests {
    static func series(_ prices: [Double]) -> [HistoryPoint] {
        prices.enumerated().map { HistoryPoint(date: StoreFixtures.day($0.offset + 1), value: $0.element) }
    }

    @Test func dayWeekAndMonthCompareTheNewestWithThatManyDaysBefore() throws {
        // 31 days: 100 on day 1, 200 on day 24 (a week before the last), 250 on day 30, 300 on day 31.
        var prices = Array(repeating: 150.0, count: 31)
        (prices[0], prices[23], prices[29], prices[30]) = (100, 200, 250, 300)
        let spans = PriceChange.spans(Self.series(prices))
        #expect(spans.day?.percent == "+20.0%")
        #expect(spans.week?.percent == "+50.0%")
        #expect(spans.month?.percent == "+200.0%")
        #expect(spans.month?.difference == "+200")
    }

    @Test func aSeriesTooShortHasNoWeekOrMonth() {
        let spans = PriceChange.spans(Self.series([10, 11, 12]))
        #expect(spans.day != nil)
        #expect(spans.week == nil && spans.month == nil)
    }

    @Test func daysWithoutTradesAreNoPrice() {
        #expect(PriceChange(from: 0, to: 10) == nil)
        #expect(PriceChange(from: 10, to: 10)?.direction == "flat")
        #expect(PriceChange(from: 10, to: 9)?.direction == "down")
    }
}
