import FileSystem
import Foundation
import SitePages
import Support

/// Where a build hands each file as soon as it is rendered, so the builder never holds the
/// whole site. Called from several workers at once; a path put twice keeps the last bytes.
package protocol SiteSink: Sendable {
    func put(_ path: String, _ data: Data) throws(SiteOutputError)
    /// Puts the bytes of `source` (a file of `static/`) at `path`. A sink that writes files
    /// copies them a block at a time, and keeps its copy when it is still there with the
    /// size and time of `source`; neither is ever read whole.
    func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError)
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
    /// For a sink that holds its files in memory anyway.
    package func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError) {
        try put(path, try source.readForSite())
    }

    package func keep(_ path: String, size: Int) -> Bool { false }
    package func retain(_ path: String) -> Bool { false }
    package var previousCache: Data? { nil }
    package func saveCache(_ data: Data) {}
}

/// The site held in memory: for tests and `loas serve`. It reads each static file once:
/// made `reusing` the site of the previous build, it takes the bytes of a static file it
/// copied from there when the file is the same one with the same size and time, so a
/// rebuild of `serve` does not hold a large file twice.
package final class InMemorySite: SiteSink {
    private let stored = Locked<[String: Data]>([:])
    private let copied = Locked<[String: StaticCopy]>([:])
    private let earlier: [String: StaticCopy]

    /// A static file's bytes and the file they were read from.
    private struct StaticCopy: Sendable {
        let status: FileStatus
        let data: Data
    }

    package init(reusing previous: InMemorySite? = nil) {
        earlier = previous?.copied.withLock { $0 } ?? [:]
    }

    package func put(_ path: String, _ data: Data) {
        stored.withLock { $0[path] = data }
    }

    package func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError) {
        let data: Data
        if let copy = earlier[path], copy.status == source.status {
            data = copy.data
        } else {
            data = try source.readForSite()
        }
        put(path, data)
        copied.withLock { $0[path] = StaticCopy(status: source.status, data: data) }
    }

    package var files: [String: Data] {
        stored.withLock { $0 }
    }
}

extension ReadableFile {
    /// Every byte, a failure said as the site's: the build stops naming the file.
    func readForSite() throws(SiteOutputError) -> Data {
        do {
            return try read()
        } catch {
            throw SiteOutputError(error.path, "cannot be read (\(error.problem))")
        }
    }
}
