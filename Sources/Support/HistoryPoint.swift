import Foundation

/// One point of a history series: a value and when it held.
///
/// Here rather than in the store, which makes the series, so the pages that draw them
/// (SitePages) and test fixtures can hold one without the store or GRDB.
package struct HistoryPoint: Sendable, Hashable, Codable {
    package var date: Date
    package var value: Double

    package init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}
