import Foundation
import Support

/// Figures read out of stored answers for history series, leniently: an answer that does
/// not parse, or lacks the field, gives no point, never an error, because one odd answer
/// must not hide a whole series.
enum HistoryValues {
    private static let blanksAndCommas = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ","))

    /// A number the API sends as a formatted string ("1,581.67") or, after drift, as a number.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let text as String: number(text)
        case let number as NSNumber: figure(number.doubleValue)
        default: nil
        }
    }

    static func number(_ text: String) -> Double? {
        // Commas trimmed with the blanks, so " 1,581.67 ," still reads as 1581.67.
        figure(GameNumber.double(text.trimmingCharacters(in: Self.blanksAndCommas)))
    }

    /// "nan", "inf" and numbers no game figure reaches parse as Doubles but are not figures to draw.
    static func figure(_ number: Double?) -> Double? {
        number.flatMap { OutsideNumber.isInRange($0) ? $0 : nil }
    }

    /// Day → average price from a `markets/items/ID` answer: an array of entries, one per
    /// trade-count variant of the item (tradeable once, bound, …), each with daily `Stats`.
    ///
    /// Variants are merged into the trade-weighted average of the day; a day with no trade
    /// in any variant has no price (the API reports 0, which is not a price) and gives no point.
    static func dailyPrices(_ body: Data) -> [Date: Double] {
        guard let entries = (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) as? [Any] else {
            return [:]
        }
        var trades: [Date: (value: Double, count: Double)] = [:]
        var untallied: [Date: Double] = [:]
        for case let entry as [String: Any] in entries {
            for case let stat as [String: Any] in entry["Stats"] as? [Any] ?? [] {
                guard let day = day(stat["Date"]), let price = number(stat["AvgPrice"]) else { continue }
                guard let count = number(stat["TradeCount"]) else {
                    // A variant that says nothing about its trades still says its price.
                    untallied[day] = untallied[day] ?? price
                    continue
                }
                guard count > 0 else { continue }
                let sum = trades[day] ?? (0, 0)
                trades[day] = (sum.value + price * count, sum.count + count)
            }
        }
        var prices = untallied
        for (day, sum) in trades {
            prices[day] = sum.value / sum.count
        }
        return prices
    }

    /// A market `Date` ("2025-08-21", maybe with a time after it) as that day's midnight UTC:
    /// it formats back to the same calendar day in UTC and in Korea (UTC+9) alike.
    static func day(_ value: Any?) -> Date? {
        guard let text = value as? String else { return nil }
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }
}
