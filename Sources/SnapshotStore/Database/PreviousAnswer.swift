import Foundation

/// The store is the one history source: it keeps every distinct answer with its dates.
extension SnapshotDatabase: HistorySource {
    public func previousAnswer(path: String) throws(SnapshotError) -> DatedAnswer? {
        try answer(path: path, back: 1).map { DatedAnswer(body: $0.body, fetchedAt: $0.fetchedAt) }
    }
}
