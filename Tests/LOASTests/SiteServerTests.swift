import BundledResources
import Foundation
import LOASTestSupport
import LocalHTTP
import SitePages
import SiteServer
import SnapshotStore
import Support
import Testing

@testable import SiteWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `loas serve`'s server over real sockets: the demo site under /repo/, as a static host
/// would serve it.
@Suite struct SiteServerTests {
    static func demoFiles(templates: URL? = nil) throws -> [String: Data] {
        let options = SiteBuilder.Options(site: SiteSettings(basePath: try #require(BasePath("/repo"))), templates: templates)
        let demo = InMemorySnapshots(label: "demo", files: BundledResources.demoSnapshots)
        return try SiteBuilder(snapshots: demo, options: options).build().files
    }

    /// A server on an ephemeral port and a session that does not follow redirects.
    final class Running: Sendable {
        let server: SiteServer
        let base: URL
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)

        init(files: [String: Data]) throws {
            server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
            base = try server.start()
        }

        deinit {
            session.invalidateAndCancel()
            server.stop()
        }

        var port: UInt16 { UInt16(base.port ?? 0) }

        func fetch(_ path: String, method: String = "GET") async throws -> (Data, HTTPURLResponse) {
            var request = try URLRequest(url: #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
            request.httpMethod = method
            let (data, response) = try await session.data(for: request)
            return (data, try #require(response as? HTTPURLResponse))
        }
    }

    @Test func printsTheAddressWithTheBasePath() throws {
        let running = try Running(files: try Self.demoFiles())
        #expect(running.base.absoluteString == "http://127.0.0.1:\(running.port)/repo/")
        #expect(running.port != 0)
    }

    @Test(arguments: [
        ("/repo/", "text/html; charset=utf-8"),
        ("/repo/index.html", "text/html; charset=utf-8"),
        ("/repo/index.md", "text/markdown; charset=utf-8"),
        ("/repo/style.css", "text/css; charset=utf-8"),
        ("/repo/favicon.svg", "image/svg+xml"),
        ("/repo/calendar.ics", "text/calendar; charset=utf-8"),
        ("/repo/robots.txt", "text/plain; charset=utf-8"),
        ("/repo/sort.js", "text/javascript; charset=utf-8"),
    ])
    func servesSiteFilesWithTheirContentType(path: String, type: String) async throws {
        let files = try Self.demoFiles()
        // The stylesheet's name carries a hash of its contents.
        let stylesheet = files.keys.first { $0.hasPrefix("style.") && $0.hasSuffix(".css") } ?? "style.css"
        let path = path == "/repo/style.css" ? "/repo/" + stylesheet : path
        let running = try Running(files: files)
        let (data, response) = try await running.fetch(path)
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == type)
        let file = path == "/repo/" ? "index.html" : String(path.dropFirst("/repo/".count))
        #expect(data == files[file])
    }

    @Test func servesACharacterSheetAtItsPercentEncodedPath() async throws {
        let files = try Self.demoFiles()
        let sheet = try #require(files.keys.sorted().first { $0.hasPrefix("characters/") && $0.hasSuffix(".html") })
        let encoded = try #require(sheet.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
        let (data, response) = try await Running(files: files).fetch("/repo/" + encoded)
        #expect(response.statusCode == 200)
        #expect(data == files[sheet])
    }

    @Test func contentTypesFollowTheExtension() {
        let cases = [
            ("feed.atom", "application/atom+xml; charset=utf-8"), ("sitemap.xml", "application/xml; charset=utf-8"),
            ("a/b.png", "image/png"), ("style.3f2a.css", "text/css; charset=utf-8"), (".nojekyll", "application/octet-stream"),
        ]
        for (path, type) in cases {
            let site = StaticSite(files: [path: Data()], basePath: "/")
            let response = site.respond(to: Self.request("GET", "/" + path))
            #expect(response.contentType == type, "\(path)")
        }
    }

    @Test func missingPathsGetThe404PageWithStatus404() async throws {
        let files = try Self.demoFiles()
        let running = try Running(files: files)
        for path in ["/repo/nothing.html", "/repo/characters/없음.html", "/elsewhere/index.html"] {
            let encoded = try #require(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
            let (data, response) = try await running.fetch(encoded)
            #expect(response.statusCode == 404, "\(path)")
            #expect(data == files["404.html"])
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        }
    }

    @Test func theHostRootAndTheBarePathRedirectToTheBasePath() async throws {
        let running = try Running(files: try Self.demoFiles())
        for path in ["/", "/repo"] {
            let (_, response) = try await running.fetch(path)
            #expect(response.statusCode == 302, "\(path)")
            #expect(response.value(forHTTPHeaderField: "Location") == "/repo/")
        }
    }

    @Test func headAnswersTheHeadersWithoutTheBody() async throws {
        let files = try Self.demoFiles()
        let running = try Running(files: files)
        let reply = try RawClient.exchange(
            port: running.port, bytes: Array("HEAD /repo/index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        #expect(reply.hasPrefix("HTTP/1.1 200 "))
        #expect(reply.contains("Content-Length: \(files["index.html"]?.count ?? -1)\r\n"))
        #expect(reply.hasSuffix("\r\n\r\n"))
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
    func methodsOtherThanGetAndHeadAreRefused(method: String) async throws {
        let (_, response) = try await Running(files: try Self.demoFiles()).fetch("/repo/index.html", method: method)
        #expect(response.statusCode == 405)
        #expect(response.value(forHTTPHeaderField: "Allow") == "GET, HEAD")
    }

    /// Sent raw: URLSession would normalise the dot segments away before they reached the server.
    @Test(arguments: [
        "/repo/../repo/index.html", "/repo/%2e%2e/repo/index.html", "/repo/%2E%2E/%2E%2E/etc/passwd",
        "/repo/characters/..%2F..%2Fetc%2Fpasswd", "/repo/characters%2F..%2Findex.html", "/repo/./index.html",
        "/repo/%2e/index.html", "/repo/..%5Cindex.html", "/repo/index.html%00.png",
    ])
    func pathTraversalIsRefused(path: String) async throws {
        let running = try Running(files: try Self.demoFiles())
        let reply = try RawClient.exchange(
            port: running.port, bytes: Array("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        #expect(reply.hasPrefix("HTTP/1.1 404 "), "\(path): \(reply.prefix(40))")
    }

    @Test func aReplacedSiteIsServedAtOnce() async throws {
        let running = try Running(files: ["index.html": Data("one".utf8)])
        running.server.replace(with: ["index.html": Data("two".utf8)])
        let (data, _) = try await running.fetch("/repo/")
        #expect(String(decoding: data, as: UTF8.self) == "two")
    }

    @Test func aTemplateChangeIsRebuiltAndAFailedRebuildKeepsTheLastSite() async throws {
        let templates = FileManager.default.temporaryDirectory.appending(path: "loas-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: templates) }
        let robots = templates.appending(path: "assets/robots.txt")
        try FileManager.default.createDirectory(at: robots.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("User-agent: *\nDisallow: /first\n".utf8).write(to: robots)

        let changes = ChangeWatcher(paths: [templates])
        let running = try Running(files: try Self.demoFiles(templates: templates))
        let clock = ManualClock()
        let events = Locked<[RebuildEvent]>([])
        let watcher = Task {
            await running.server.rebuild(
                watching: changes, clock: clock,
                build: { try Self.demoFiles(templates: templates) }, report: { event in events.withLock { $0.append(event) } })
        }
        defer { watcher.cancel() }

        try Data("User-agent: *\nDisallow: /second\n".utf8).write(to: robots)
        let rebuilt = try await eventually {
            clock.advance(by: .seconds(1))
            return try await running.fetch("/repo/robots.txt").0 == Data("User-agent: *\nDisallow: /second\n".utf8)
        }
        #expect(rebuilt)
        #expect(events.withLock { $0 }.first == .rebuilt)

        // A template that does not parse: the rebuild fails and the last site stays.
        try Data("{{#broken}}".utf8).write(to: templates.appending(path: "index.html"))
        let failed = await eventually {
            clock.advance(by: .seconds(1))
            return events.withLock { $0 }.contains { if case .failed = $0 { true } else { false } }
        }
        #expect(failed)
        let (data, response) = try await running.fetch("/repo/robots.txt")
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("/second"))
    }

    @Test func theChecksForChangesGoByTheGivenClock() async throws {
        let templates = FileManager.default.temporaryDirectory.appending(path: "loas-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: templates) }
        let changes = ChangeWatcher(paths: [templates])
        let running = try Running(files: ["index.html": Data("one".utf8)])
        let clock = ManualClock()
        let events = Locked<[RebuildEvent]>([])
        let watcher = Task {
            await running.server.rebuild(
                watching: changes, every: .seconds(3600), clock: clock,
                build: { ["index.html": Data("two".utf8)] }, report: { event in events.withLock { $0.append(event) } })
        }
        defer { watcher.cancel() }

        try Data("User-agent: *\n".utf8).write(to: templates.appending(path: "robots.txt"))
        // An hour a try: the change is seen on the check after the hour, never by waiting one.
        let rebuilt = await eventually {
            clock.advance(by: .seconds(3600))
            return events.withLock { $0 } == [.rebuilt]
        }
        #expect(rebuilt)
        #expect(String(decoding: try await running.fetch("/repo/").0, as: UTF8.self) == "two")
    }

    @Test func anIdleConnectionIsClosedByTheGivenClock() async throws {
        let clock = ManualClock()
        var limits = HTTPServer.Limits()
        // An hour: the real clock never passes it during the test; the given one does on a try.
        limits.idleTimeout = 3600
        let server = SiteServer(site: StaticSite(files: ["index.html": Data("one".utf8)], basePath: "/"), limits: limits, clock: clock)
        defer { server.stop() }
        let port = try #require(try server.start().port.flatMap { UInt16(exactly: $0) })
        let fd = try RawClient.connected(port: port, timeout: 10)
        defer { close(fd) }

        let closed = await eventually {
            clock.advance(by: .seconds(3601))
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0 else { return false }
            var byte: UInt8 = 0
            return recv(fd, &byte, 1, 0) == 0
        }
        #expect(closed, "closed, unanswered, once the server's clock passed the idle timeout")
    }

    static func request(_ method: String, _ target: String) -> HTTPRequest {
        HTTPRequest(method: method, target: target, version: "HTTP/1.1", headers: [], body: Data())
    }
}

private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
