import Foundation
import GRDB
import Images
import Support

/// The store's latest snapshots, and their history, as of one moment: what a build reads.
///
/// It holds a read transaction of its own (GRDB's `DatabaseSnapshot`) for as long as it
/// lives, so every body and every history series a build reads comes from the same state
/// of the store, whatever a `loas fetch` records meanwhile. It holds only the list of
/// latest answers (a path, a hash, two times each); bodies are read one at a time, when a
/// page asks, so memory does not grow with the store.
package struct StoreSnapshot: SnapshotSource, HistorySource {
    let reading: StoreReading
    private let index: LatestIndex
    private let paths: [String]
    package let lastRunStart: Date?
    /// The store's pictures (`SnapshotDatabase.imageCatalog`).
    package internal(set) var images: any ImageSource = NoImages()
    private let gone: [String: Date]
    /// Armories whose latest answer is `null`: the build reads the last real one instead.
    private let silent: SilentArmories

    init(reading: StoreReading, at date: Date?) throws(SnapshotError) {
        self.reading = reading
        let read = try reading.perform {
            try reading.reader.read { db in
                let index = try LatestIndex(db, at: date)
                return (
                    index, try Runs.lastFinishedRunStart(db, at: date), try Runs.gone(db, at: date),
                    try SilentArmories(db, latest: index, at: date)
                )
            }
        }
        index = read.0
        lastRunStart = read.1
        gone = read.2
        silent = read.3
        paths = Array(index.answers.keys) + Array(index.missing.keys)
    }

    package var label: String { reading.label }

    /// For an armory whose latest answer is `null`, the last answer that was not (see
    /// `goneSince`); `storedData(at:)` is the latest as stored.
    package func data(at path: String) throws(SnapshotError) -> Data? {
        if let answered = silent.answered[path] {
            guard let body = try reading.body(hash: answered.hash, path: path, latest: false) else {
                throw SnapshotError(
                    path: label + "/" + path, problem: SnapshotDatabase.missingBodyProblem(hash: answered.hash, latest: false))
            }
            return body
        }
        return try storedData(at: path)
    }

    /// The latest stored answer at `path`, whatever it holds: what an export writes.
    func storedData(at path: String) throws(SnapshotError) -> Data? {
        if let hash = index.missing[path] {
            throw SnapshotError(path: label + "/" + path, problem: SnapshotDatabase.missingBodyProblem(hash: hash))
        }
        guard let answer = index.answers[path] else { return nil }
        guard let body = try reading.body(hash: answer.hash, path: path) else {
            throw SnapshotError(path: label + "/" + path, problem: SnapshotDatabase.missingBodyProblem(hash: answer.hash))
        }
        return body
    }

    package func entries(in directory: String) -> [String] {
        InMemorySnapshots.entries(in: directory, of: paths)
    }

    package func times(at path: String) -> SnapshotTimes? {
        silent.answered[path]?.times ?? index.answers[path]?.times
    }

    /// A route that answered 404, or an armory that answered `null` after a real answer: the
    /// earlier date when both.
    package func goneSince(_ path: String) -> Date? {
        [gone[path], silent.answered[path]?.since].compactMap { $0 }.min()
    }

    /// The body's SHA-256, known without reading the body.
    package func digest(at path: String) -> String? {
        silent.answered[path]?.hash ?? index.answers[path]?.hash
    }

    /// Every latest path with a readable body row, sorted, with its times: what an export writes.
    var latestPaths: [(path: String, times: SnapshotTimes)] {
        index.answers.map { ($0.key, $0.value.times) }.sorted { $0.path < $1.path }
    }

    /// Latest paths whose body row is missing, with the hash they name.
    var missingBodies: [String: String] { index.missing }

    // MARK: History, from the same moment

    package func profileHistory(character: String) throws(SnapshotError) -> ProfileHistory {
        try reading.profileHistory(character: character)
    }

    package func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint] {
        try reading.priceHistory(itemID: itemID)
    }

    package func armoryAnswers(character: String) throws(SnapshotError) -> [DatedAnswer] {
        try reading.armoryAnswers(character: character)
    }

    package func armorySections(character: String) throws(SnapshotError) -> [SectionedAnswer]? {
        try reading.armorySections(character: character)
    }

    package func section(hash: String) throws(SnapshotError) -> Data? {
        try reading.section(hash: hash)
    }

    package func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]] {
        try reading.searchPrices(path: path)
    }

    package func historyFingerprint(character: String) throws(SnapshotError) -> String? {
        try reading.historyFingerprint(character: character)
    }

    package func historyFingerprint(paths: [String]) throws(SnapshotError) -> String? {
        try reading.historyFingerprint(paths: paths)
    }

    package func historyFingerprints(characters: [String]) throws(SnapshotError) -> [String: String]? {
        try reading.historyFingerprints(characters: characters)
    }
}
