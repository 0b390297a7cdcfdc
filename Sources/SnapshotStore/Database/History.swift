import Foundation
import GRDB

/// One point of a history series.
public struct HistoryPoint: Sendable, Hashable {
    public var date: Date
    public var value: Double

    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}

extension SnapshotDatabase {
    /// Item level over time, from the full armory and from its `profiles` sub-resource.
    /// One point per stored answer at its first fetch, plus one at its last sighting, so an
    /// unchanged level still draws a line up to the latest fetch.
    public func itemLevelHistory(character: String) throws(SnapshotError) -> [HistoryPoint] {
        try profileHistory(character: character, field: "ItemAvgLevel")
    }

    /// Combat power over time; answers from before the field existed (2025) give no point.
    public func combatPowerHistory(character: String) throws(SnapshotError) -> [HistoryPoint] {
        try profileHistory(character: character, field: "CombatPower")
    }

    /// Daily average market price of an item, one point per day, oldest first. Each answer
    /// covers the last couple of weeks; where answers overlap, the later fetch wins (the
    /// current day's figure is partial until the day is over).
    public func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint] {
        var prices: [Date: Double] = [:]
        for answer in try answers(paths: ["markets/items/\(itemID).json"]) {
            for (day, price) in HistoryValues.dailyPrices(answer.body) {
                prices[day] = price
            }
        }
        return prices.map { HistoryPoint(date: $0.key, value: $0.value) }.sorted { $0.date < $1.date }
    }

    private func profileHistory(character: String, field: String) throws(SnapshotError) -> [HistoryPoint] {
        let character = character.precomposedStringWithCanonicalMapping
        let paths = ["armories/characters/\(character).json", "armories/characters/\(character)/profiles.json"]
        var points: [HistoryPoint] = []
        for answer in try answers(paths: paths) {
            let profile = answer.path == paths[0] ? HistoryValues.armoryProfile(answer.body) : HistoryValues.object(answer.body)
            guard let value = HistoryValues.number(profile?[field]) else { continue }
            points.append(HistoryPoint(date: answer.fetchedAt, value: value))
            if answer.lastSeenAt > answer.fetchedAt {
                points.append(HistoryPoint(date: answer.lastSeenAt, value: value))
            }
        }
        // The armory and its profiles sub-resource fetched in the same run would give the
        // same point twice.
        var seen: Set<Date> = []
        return points.sorted { $0.date < $1.date }.filter { seen.insert($0.date).inserted }
    }

    /// Every stored answer of `paths`, oldest first.
    private func answers(paths: [String]) throws(SnapshotError) -> [StoredAnswer] {
        let paths = paths.map(\.precomposedStringWithCanonicalMapping)
        return try perform {
            try pool.read { db in
                let placeholders = paths.map { _ in "?" }.joined(separator: ", ")
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT path, data, fetchedAt, lastSeenAt FROM response JOIN body USING (hash)
                        WHERE path IN (\(placeholders)) ORDER BY fetchedAt, id
                        """,
                    arguments: StatementArguments(paths))
                return try rows.map { row in
                    StoredAnswer(
                        path: try row.decode(String.self, forColumn: "path"),
                        body: try row.decode(Data.self, forColumn: "data"),
                        fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                        lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "lastSeenAt")))
                }
            }
        }
    }
}

private struct StoredAnswer {
    let path: String
    let body: Data
    let fetchedAt: Date
    let lastSeenAt: Date
}
