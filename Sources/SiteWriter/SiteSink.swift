import Foundation

/// Where a build hands each file as soon as it is rendered, so the builder never holds the
/// whole site. Called from several workers at once; a path put twice keeps the last bytes.
public protocol SiteSink: Sendable {
    func put(_ path: String, _ data: Data) throws(SiteOutputError)
}

/// The site held in memory: for tests and `loas serve`.
public final class InMemorySite: SiteSink {
    private let stored = Guarded<[String: Data]>([:])

    public init() {}

    public func put(_ path: String, _ data: Data) {
        stored.withLock { $0[path] = data }
    }

    public var files: [String: Data] {
        stored.withLock { $0 }
    }
}
