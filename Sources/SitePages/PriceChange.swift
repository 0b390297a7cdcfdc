import Foundation
import Support

/// A price now against one before: the difference and its share, and which way it went
/// (`up`, `down`, `flat`: the page's `price-…` class; it shows a sign, never a colour alone).
package struct PriceChange: Encodable, Equatable {
    package let difference: String
    package let percent: String
    package let direction: String

    /// Nil when either price is missing or the earlier one is not above 0 (a day without
    /// trades has the price 0, which is no price).
    package init?(from before: Double?, to now: Double?) {
        guard let before, let now, before > 0, now > 0 else { return nil }
        let delta = now - before
        let share = delta / before * 100
        let rounded = (share * 10).rounded() / 10
        direction = rounded > 0 ? "up" : rounded < 0 ? "down" : "flat"
        let sign = delta > 0 ? "+" : ""
        difference = sign + MarketPrice.text(delta)
        percent = (rounded > 0 ? "+" : "") + ChartLabels.number(rounded, decimals: 1) + "%"
    }

    /// The changes over a day, a week and a month of a daily series (oldest first): the
    /// newest point against the newest one at least that many days older, nil when the
    /// series does not reach back so far.
    package static func spans(_ points: [HistoryPoint]) -> Spans {
        let points = points.filter { $0.value > 0 }
        guard let last = points.last else { return Spans(day: nil, week: nil, month: nil) }
        func back(_ days: Double) -> PriceChange? {
            let limit = last.date.addingTimeInterval(-days * 86_400 + 3_600)
            return points.last { $0.date <= limit }.flatMap { PriceChange(from: $0.value, to: last.value) }
        }
        return Spans(day: back(1), week: back(7), month: back(30))
    }

    package struct Spans: Encodable {
        package let day: PriceChange?
        package let week: PriceChange?
        package let month: PriceChange?
        /// Whether there is any change to show, for the template.
        package let any: Bool

        init(day: PriceChange?, week: PriceChange?, month: PriceChange?) {
            (self.day, self.week, self.month) = (day, week, month)
            any = day != nil || week != nil || month != nil
        }
    }
}

/// Gold as the market page writes it.
package enum MarketPrice {
    /// Below 100 with one decimal (materials sell for fractions of a gold), else whole gold.
    package static func text(_ value: Double) -> String {
        ChartLabels.number(value, decimals: abs(value) < 100 ? 1 : 0)
    }
}
