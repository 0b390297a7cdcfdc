import Foundation
import SitePages
import Support

/// Where a build hands each file as soon as it is rendered, so the builder never holds the
/// whole site. Called from several workers at once; a path put twice keeps the last bytes.
package protocol SiteSink: Sendable {
    func put(_ path: String, _ data: Data) throws(SiteOutputError)
    /// Keeps the previous build's file at `path` as this build's, without its bytes: true
    /// when it is still there with `size` bytes, false when it must be put.
    func keep(_ path: String, size: Int) -> Bool
    /// Keeps the previous build's file at `path`, if any, as this build's, and drops what this
    /// build put there: for a page that could not be written in full. False when there is
    /// no previous page, so nothing may link to it.
    @discardableResult func retain(_ path: String) -> Bool
    /// What the previous build into this sink saved with `saveCache`; nil when nothing.
    var previousCache: Data? { get }
    /// Kept for the next build once this one has succeeded.
    func saveCache(_ data: Data)
}

extension SiteSink {
    package func keep(_ path: String, size: Int) -> Bool { false }
    package func retain(_ path: String) -> Bool { false }
    package var previousCache: Data? { nil }
    package func saveCache(_ data: Data) {}
}

/// The site held in memory: for tests and `loas serve`. It keeps nothing between builds.
package final class InMemorySite: SiteSink {
    private let stored = Locked<[String: Data]>([:])

    package init() {}

    package func put(_ path: String, _ data: Data) {
        stored.withLock { $0[path] = data }
    }

    package var files: [String: Data] {
        stored.withLock { $0 }
    }
}
