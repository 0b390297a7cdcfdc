import Foundation

/// When the data behind a page was fetched, as the build knows it from its snapshots (never
/// from the clock, so an unchanged rebuild writes the same bytes). The build implements it
/// (`Freshness`); pages only ask.
package protocol PageTimes: Sendable {
    /// The newest time among every snapshot of the site: the front page's "generated from".
    var newest: Date? { get }
    /// The stamp of a page made from `paths`; the whole site's when `paths` is empty.
    func stamp(for paths: [String]) -> DataStamp?
    /// Set when the API no longer offers `path`: since when, and the date of the last answer.
    func goneNote(_ path: String) -> GoneNote?
    /// When the answer at `path` was last seen; nil when there is none.
    func lastSeen(_ path: String) -> Date?
    /// When the answer at `path` was first fetched as it is; nil when there is none.
    func fetched(_ path: String) -> Date?
}
