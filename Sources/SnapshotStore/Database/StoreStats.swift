import Foundation
import GRDB
import LostArkAPI

/// What a store holds and what it costs: `loas store stats`.
package struct StoreStats: Sendable {
    /// The database file as SQLite lays it out (pages × page size), and how much of it is free pages.
    package var fileBytes: Int
    package var freeBytes: Int
    package var all: Group
    /// Distinct sections, their bytes as received and as kept (compressed).
    package var sections: Int
    package var sectionBytes: Int
    package var storedBytes: Int
    /// By route (`armories/characters`, `markets/items`, …), in name order.
    package var kinds: [Group]
    /// By character: its armory, the armory's sub-resources and its roster, in name order.
    package var characters: [Group]

    /// Answers grouped one way. A body or section shared by two groups counts in both.
    package struct Group: Sendable, Equatable {
        package var name: String
        package var paths: Int
        /// Stored answers: one per change of a path's body.
        package var answers: Int
        package var bodies: Int
        /// The distinct bodies' bytes as the API sent them: what the store held before it
        /// kept sections.
        package var receivedBytes: Int
        /// The compressed bytes of the distinct sections those bodies are made of.
        package var storedBytes: Int
        package var firstFetch: Date?
        package var lastFetch: Date?
    }
}

extension SnapshotDatabase {
    package func stats() throws(SnapshotError) -> StoreStats {
        try perform {
            try pool.read { db in
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
                let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
                let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
                let sections = try Row.fetchOne(
                    db, sql: "SELECT count(*) AS n, coalesce(sum(size), 0) AS raw, coalesce(sum(length(data)), 0) AS kept FROM section")
                let characterOf = "key"
                // Every armory route's endpoint starts with the folder's (sections add `/SECTION`).
                let isCharacter =
                    "endpoint LIKE '\(Route.armoryFolder)%' OR endpoint = '\(Route.siblings(character: "").endpoint)'"
                return StoreStats(
                    fileBytes: pageSize * pages, freeBytes: pageSize * free,
                    all: try Self.groups(db, by: "'all'").first ?? StoreStats.Group(name: "all"),
                    sections: try sections?.decode(Int.self, forColumn: "n") ?? 0,
                    sectionBytes: try sections?.decode(Int.self, forColumn: "raw") ?? 0,
                    storedBytes: try sections?.decode(Int.self, forColumn: "kept") ?? 0,
                    kinds: try Self.groups(db, by: "endpoint"),
                    characters: try Self.groups(db, by: characterOf, where: isCharacter))
            }
        }
    }

    /// Responses grouped by the SQL expression `key`, among those matching `filter`.
    private static func groups(_ db: Database, by key: String, where filter: String = "1") throws -> [StoreStats.Group] {
        var groups: [String: StoreStats.Group] = [:]
        let counts = try Row.fetchAll(
            db,
            sql: """
                SELECT \(key) AS name, count(DISTINCT path) AS paths, count(*) AS answers, count(DISTINCT hash) AS bodies,
                    min(fetchedAt) AS first, max(lastSeenAt) AS last
                FROM response WHERE (\(filter)) GROUP BY name
                """)
        for row in counts {
            let name = try row.decode(String.self, forColumn: "name")
            var group = StoreStats.Group(name: name)
            group.paths = try row.decode(Int.self, forColumn: "paths")
            group.answers = try row.decode(Int.self, forColumn: "answers")
            group.bodies = try row.decode(Int.self, forColumn: "bodies")
            group.firstFetch = try row.decode(Double?.self, forColumn: "first").map { Date(timeIntervalSince1970: $0) }
            group.lastFetch = try row.decode(Double?.self, forColumn: "last").map { Date(timeIntervalSince1970: $0) }
            groups[name] = group
        }
        let received = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sum(body.size) AS bytes FROM (SELECT DISTINCT \(key) AS name, hash FROM response WHERE (\(filter)))
                JOIN body USING (hash) GROUP BY name
                """)
        for row in received {
            groups[try row.decode(String.self, forColumn: "name")]?.receivedBytes = try row.decode(Int.self, forColumn: "bytes")
        }
        let stored = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sum(length(section.data)) AS bytes FROM (
                    SELECT DISTINCT \(key) AS name, body_section.section AS id FROM response
                    JOIN body USING (hash) JOIN body_section ON body_section.body = body.id WHERE (\(filter))
                ) JOIN section USING (id) GROUP BY name
                """)
        for row in stored {
            groups[try row.decode(String.self, forColumn: "name")]?.storedBytes = try row.decode(Int.self, forColumn: "bytes")
        }
        return groups.values.sorted { $0.name < $1.name }
    }
}

extension StoreStats.Group {
    init(name: String) {
        self.init(name: name, paths: 0, answers: 0, bodies: 0, receivedBytes: 0, storedBytes: 0, firstFetch: nil, lastFetch: nil)
    }
}
