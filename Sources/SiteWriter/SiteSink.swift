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
/// copied from there when the file is the same one with the same size and time. Made
/// `streamingStatic` (`loas serve`), it reads none: it keeps each static file open, in
/// `streamed`, for the server to send from disk, so a file's size costs no memory.
package final class InMemorySite: SiteSink {
    private let stored = Locked<[String: Data]>([:])
    private let copied = Locked<[String: StaticCopy]>([:])
    private let opened = Locked<[String: ReadableFile]>([:])
    private let earlier: [String: StaticCopy]
    private let streamingStatic: Bool

    /// A static file's bytes and the file they were read from.
    private struct StaticCopy: Sendable {
        let status: FileStatus
        let data: Data
    }

    package init(reusing previous: InMemorySite? = nil, streamingStatic: Bool = false) {
        earlier = previous?.copied.withLock { $0 } ?? [:]
        self.streamingStatic = streamingStatic
    }

    package func put(_ path: String, _ data: Data) {
        stored.withLock { $0[path] = data }
        opened.withLock { $0[path] = nil }
    }

    package func copy(_ path: String, from source: ReadableFile) throws(SiteOutputError) {
        if streamingStatic {
            stored.withLock { $0[path] = nil }
            opened.withLock { $0[path] = source }
            return
        }
        let data: Data
        if let copy = earlier[path], copy.status == source.status {
            data = copy.data
        } else {
            data = try source.readForSite()
        }
        put(path, data)
        copied.withLock { $0[path] = StaticCopy(status: source.status, data: data) }
    }

    /// Every file put, and the static files read (not those `streamed`).
    package var files: [String: Data] {
        stored.withLock { $0 }
    }

    /// The static files kept open, by their path in the site (`streamingStatic`).
    package var streamed: [String: ReadableFile] {
        opened.withLock { $0 }
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
