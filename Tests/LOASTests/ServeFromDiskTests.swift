import FileSystem
import Foundation
import LOASTestSupport
import LocalHTTP
import SiteServer
import Testing

/// `loas serve` sends static files from the files themselves, never read into memory, and
/// answers a `Range` of one span, as a static host does.
@Suite struct ServeFromDiskTests {
    static let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })

    /// A server whose `video.bin` is a file on disk held open, and whose `page.txt` is in memory.
    final class Served: Sendable {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-disk-\(UUID().uuidString)")
        let server: SiteServer
        let port: UInt16

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ServeFromDiskTests.bytes.write(to: folder.appending(path: "video.bin"))
            let file = try #require(try OpenFolder(path: folder.path).openFile(atPath: "video.bin"))
            server = SiteServer(
                site: StaticSite(files: ["page.txt": Data("0123456789".utf8)], streamed: ["video.bin": file], basePath: "/"))
            port = UInt16(try server.start().port ?? 0)
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        /// Status line, headers by lowercased name, and body.
        func get(_ path: String, range: String? = nil) throws -> (status: String, headers: [String: String], body: Data) {
            let head = "GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + (range.map { "Range: \($0)\r\n" } ?? "") + "\r\n"
            let reply = try RawClient.exchangeBytes(port: port, bytes: Array(head.utf8))
            let split = try #require(reply.firstRange(of: Data("\r\n\r\n".utf8)))
            let lines = String(decoding: reply[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return (lines[0], headers, Data(reply[split.upperBound...]))
        }
    }

    @Test func aStaticFileIsSentWholeFromDisk() throws {
        let served = try Served()
        let answer = try served.get("/video.bin")
        #expect(answer.status == "HTTP/1.1 200 OK")
        #expect(answer.headers["content-length"] == "\(Self.bytes.count)")
        #expect(answer.body == Self.bytes)
    }

    @Test(arguments: [("bytes=100-199", 100, 199), ("bytes=299990-", 299_990, 299_999), ("bytes=-10", 299_990, 299_999)])
    func aRangeOfAStaticFileIsAnswered206(range: String, first: Int, last: Int) throws {
        let answer = try Served().get("/video.bin", range: range)
        #expect(answer.status == "HTTP/1.1 206 Partial Content")
        #expect(answer.headers["content-range"] == "bytes \(first)-\(last)/\(Self.bytes.count)")
        #expect(answer.body == Self.bytes[first...last])
    }

    @Test func aRangeOfAPageInMemoryIsAnswered206() throws {
        let answer = try Served().get("/page.txt", range: "bytes=2-4")
        #expect(answer.status == "HTTP/1.1 206 Partial Content")
        #expect(answer.body == Data("234".utf8))
    }

    @Test func aRangePastTheEndIsAnswered416() throws {
        let answer = try Served().get("/video.bin", range: "bytes=400000-")
        #expect(answer.status == "HTTP/1.1 416 Range Not Satisfiable")
        #expect(answer.headers["content-range"] == "bytes */\(Self.bytes.count)")
    }
}
