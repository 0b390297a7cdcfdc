import Foundation
import GRDB
import LostArkAPI
import Support

extension StoreReading {
    /// Item level and combat power over time, from the full armory and from its `profiles`
    /// sub-resource, in one reading of the stored profiles. One point per stored answer at its
    /// first fetch, plus one at its last sighting, so an unchanged level still draws a line up
    /// to the latest fetch. Answers from before combat power existed (2025) give it no point.
    func profileHistory(character: String) throws(SnapshotError) -> ProfileHistory {
        let paths = Self.profilePaths(character)
        var itemLevel: [HistoryPoint] = []
        var combatPower: [HistoryPoint] = []
        // Most fetches change some other section of the armory: its profile section, and the
        // figures read from it, are then the ones already read for an earlier answer.
        var known: [String: ProfileFigures?] = [:]
        for answer in try answers(paths: paths) {
            guard let figures = try self.figures(answer, isArmory: answer.path == paths[0], known: &known) else { continue }
            Self.add(figures.itemLevel, at: answer, to: &itemLevel)
            Self.add(figures.combatPower, at: answer, to: &combatPower)
        }
        return ProfileHistory(itemLevel: Self.oncePerDate(itemLevel), combatPower: Self.oncePerDate(combatPower))
    }

    private static func add(_ value: Double?, at answer: AnswerRow, to points: inout [HistoryPoint]) {
        guard let value else { return }
        points.append(HistoryPoint(date: answer.fetchedAt, value: value))
        if answer.lastSeenAt > answer.fetchedAt {
            points.append(HistoryPoint(date: answer.lastSeenAt, value: value))
        }
    }

    /// The armory and its profiles sub-resource fetched in the same run would give the same
    /// point twice.
    private static func oncePerDate(_ points: [HistoryPoint]) -> [HistoryPoint] {
        var seen: Set<Date> = []
        return points.sorted { $0.date < $1.date }.filter { seen.insert($0.date).inserted }
    }

    /// Daily average market price of an item, one point per day, oldest first. Each answer
    /// covers the last couple of weeks; where answers overlap, the later fetch wins (the
    /// current day's figure is partial until the day is over).
    func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint] {
        let path = Route.marketItem(id: itemID).mirrorPath
        var prices: [Date: Double] = [:]
        for answer in try answers(paths: [path]) {
            // One damaged answer must not hide the series, as one that does not parse.
            guard let body = try? body(hash: answer.hash, path: path, latest: false) else { continue }
            for (day, price) in HistoryValues.dailyPrices(body) {
                prices[day] = price
            }
        }
        return prices.map { HistoryPoint(date: $0.key, value: $0.value) }.sorted { $0.date < $1.date }
    }

    /// Every stored answer of a character's armory and profiles, hashes and times: what its
    /// history shows is made from these alone, so a build keeps the sheet when they match.
    func historyFingerprint(character: String) throws(SnapshotError) -> String {
        try historyFingerprint(paths: Self.profilePaths(character))
    }

    /// Every stored answer of `paths`, hashes and times.
    func historyFingerprint(paths: [String]) throws(SnapshotError) -> String {
        guard !paths.isEmpty else { return "" }
        return try answers(paths: paths).map(Self.fingerprintLine).joined()
    }

    /// `historyFingerprint(character:)` of each of `characters`, the same texts, from one query
    /// per few thousand characters: every rebuild asks for every character's, and a query
    /// each would cost a statement per character.
    func historyFingerprints(characters: [String]) throws(SnapshotError) -> [String: String] {
        var texts: [String: String] = [:]
        for start in stride(from: 0, to: characters.count, by: 4_000) {
            // Names that differ only in their Unicode form are one key here, as they are one
            // character's paths in the store.
            var charactersOf: [String: Set<String>] = [:]
            for character in characters[start..<min(start + 4_000, characters.count)] {
                texts[character] = ""
                for path in Self.profilePaths(character) { charactersOf[path, default: []].insert(character) }
            }
            // Ordered by fetch as each character's own query is, so each text is the same.
            for answer in try answers(paths: Array(charactersOf.keys)) {
                for character in charactersOf[answer.path] ?? [] {
                    texts[character, default: ""] += Self.fingerprintLine(answer)
                }
            }
        }
        return texts
    }

    private static func fingerprintLine(_ answer: AnswerRow) -> String {
        "\(answer.path) \(answer.hash) \(answer.fetchedAt.timeIntervalSince1970) \(answer.lastSeenAt.timeIntervalSince1970)\n"
    }

    /// Every stored answer of the character's armory with its body, oldest first. One that
    /// is missing or damaged is left out, as a damaged answer gives no point in a series.
    func armoryAnswers(character: String) throws(SnapshotError) -> [DatedAnswer] {
        let path = Route.armory(character: character.storeForm).mirrorPath
        return try answers(paths: [path]).compactMap { answer in
            guard let body = try? body(hash: answer.hash, path: path, latest: false) else { return nil }
            return DatedAnswer(body: body, fetchedAt: answer.fetchedAt)
        }
    }

    static func profilePaths(_ character: String) -> [String] {
        let character = character.storeForm
        return [Route.armory(character: character), .armorySection(character: character, section: "profiles")].map(\.mirrorPath)
    }

    /// The figures of a stored armory (`isArmory`) or `profiles` answer. Of an armory only
    /// its `ArmoryProfile` section is read when it has one, not the whole answer; `known`
    /// holds the figures of sections already read, by the section's hash.
    private func figures(
        _ answer: AnswerRow, isArmory: Bool, known: inout [String: ProfileFigures?]
    ) throws(SnapshotError) -> ProfileFigures? {
        if isArmory {
            let section = try perform {
                try reader.read { db in try BodyStore.storedSection(labelled: "ArmoryProfile", ofBody: answer.hash, in: db) }
            }
            if let section, let hash = section.hash {
                if let figures = known[hash] { return figures }
                if let bytes = section.expanded, let figures = ProfileFigures(armoryMember: bytes) {
                    known[hash] = figures
                    return figures
                }
            }
        }
        // An answer that was not cut into sections (a profile, one that is not an object),
        // or whose section does not parse on its own: the whole answer. One that is missing
        // or damaged gives no point, as one that does not parse: it must not hide the series.
        guard let body = try? body(hash: answer.hash, path: answer.path, latest: false) else { return nil }
        return isArmory ? ProfileFigures(armory: body) : ProfileFigures(profile: body)
    }

    /// Every stored answer of `paths`, oldest first, without bodies.
    func answers(paths: [String]) throws(SnapshotError) -> [AnswerRow] {
        let paths = paths.map { $0.storeForm }
        return try perform {
            try reader.read { db in
                let placeholders = paths.map { _ in "?" }.joined(separator: ", ")
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT path, hash, fetchedAt, lastSeenAt FROM response
                        WHERE path IN (\(placeholders)) ORDER BY fetchedAt, id
                        """,
                    arguments: StatementArguments(paths))
                return try rows.map { row in
                    AnswerRow(
                        path: try row.decode(String.self, forColumn: "path"),
                        hash: try row.decode(String.self, forColumn: "hash"),
                        fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                        lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "lastSeenAt")))
                }
            }
        }
    }
}

/// One stored answer of a path: which body, and when.
struct AnswerRow: Sendable {
    let path: String
    let hash: String
    let fetchedAt: Date
    let lastSeenAt: Date
}
