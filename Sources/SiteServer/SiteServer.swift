import FileSystem
import Foundation
import LocalHTTP
import Support

/// A built site served over HTTP; `replace` swaps in a rebuilt one between requests, so a
/// request always sees one whole build.
package final class SiteServer: Sendable {
    private let site: Locked<StaticSite>
    private let http: HTTPServer
    private let host: String

    /// `host` is an IPv4 address; `port` 0 lets the system pick a free one. `clock` times idle
    /// connections (`limits.idleTimeout`), so a test moves it instead of waiting.
    package init(
        site: StaticSite, host: String = "127.0.0.1", port: UInt16 = 0, limits: HTTPServer.Limits = .init(),
        clock: any WallClock = SystemClock()
    ) {
        let current = Locked(site)
        self.site = current
        self.host = host
        http = HTTPServer(host: host, port: port, limits: limits, clock: clock) { request in
            .answer(current.withLock { $0 }.respond(to: request), close: false)
        }
    }

    deinit {
        http.stop()
    }

    /// Starts listening; returns the site's address, base path included.
    package func start() throws(HTTPServerError) -> URL {
        let port = try http.start()
        let shownHost = host == "0.0.0.0" ? "127.0.0.1" : host
        let basePath = site.withLock { $0.basePath }
        guard let url = URL(string: "http://\(shownHost):\(port)\(basePath)") else {
            throw HTTPServerError.badHost(host)
        }
        return url
    }

    /// `streamed`: the static files, served from disk (`StaticSite`).
    package func replace(with files: [String: Data], streamed: [String: ReadableFile] = [:]) {
        site.withLock { $0 = StaticSite(files: files, streamed: streamed, basePath: $0.basePath) }
    }

    package func stop() {
        http.stop()
    }
}
