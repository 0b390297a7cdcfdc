import Foundation
import JSON
import LostArkAPI
import Support

extension StoreReading {
    /// Yesterday's average of each item of a market search, one point per day, oldest first,
    /// by item id (its name when it has none): every stored answer gives the day before it was
    /// fetched (KST), and the day before it was last seen, so the series grows past 14 days as
    /// runs go on, without a request more.
    func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]] {
        var prices: [String: [Date: Double]] = [:]
        for answer in try answers(paths: [path]) {
            guard let body = try? body(hash: answer.hash, path: path, latest: false),
                let list = try? FastJSONDecoder().decode(MarketList.self, from: body)
            else { continue }
            for item in list.items {
                guard let average = item.yesterdayAverage, average > 0 else { continue }
                let key = item.id.map(String.init) ?? item.name
                for seen in [answer.fetchedAt, answer.lastSeenAt] { prices[key, default: [:]][Self.dayBefore(seen)] = average }
            }
        }
        return prices.mapValues { days in days.map { HistoryPoint(date: $0.key, value: $0.value) }.sorted { $0.date < $1.date } }
    }

    /// Midnight UTC of the KST day before `moment`'s, as market days are dated.
    static func dayBefore(_ moment: Date) -> Date {
        let kstDay = ((moment.timeIntervalSince1970 + 9 * 3_600) / 86_400).rounded(.down)
        return Date(timeIntervalSince1970: (kstDay - 1) * 86_400)
    }
}
