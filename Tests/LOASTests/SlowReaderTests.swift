import Foundation
import LOASTestSupport
import LocalHTTP
import Support
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Clients that take a big answer slowly, or not at all, must not keep the server from
/// answering the others: the rest of their answer is sent as they make room, by no worker.
@Suite struct SlowReaderTests {
    /// Larger than any kernel buffers between the two ends (Linux: 4 MB to send, 128 KB to
    /// receive while the client reads nothing), so an answer cannot be handed off whole.
    static let big = Data(repeating: 0x61, count: 16 * 1024 * 1024)
    static let workers = 4

    /// `/big` gets `big`, anything else "ok"; the clock stands still, so no idle timeout
    /// frees the server however slow the machine.
    static func server(clock: ManualClock) throws -> (HTTPServer, UInt16) {
        var limits = HTTPServer.Limits()
        limits.workers = workers
        let server = HTTPServer(limits: limits, clock: clock) { request in
            .answer(HTTPResponse(status: 200, body: request.target == "/big" ? big : Data("ok".utf8)), close: false)
        }
        return (server, try server.start())
    }

    /// A connection that asked for `/big` and reads nothing of it.
    static func slowReader(port: UInt16) throws -> Int32 {
        let fd = try RawClient.connected(port: port, timeout: 10)
        let get = Array("GET /big HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        let sent = get.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        if sent != get.count { close(fd) }
        try #require(sent == get.count, "the request was not sent")
        return fd
    }

    /// True when the server has begun answering: bytes wait to be read.
    static func answerBegun(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    @Test func aFreshRequestIsAnsweredWhileTwiceAsManySlowReadersAsWorkersHoldABigAnswer() async throws {
        let (server, port) = try Self.server(clock: ManualClock())
        defer { server.stop() }
        var readers: [Int32] = []
        defer { readers.forEach { _ = close($0) } }
        for _ in 0..<(2 * Self.workers) { readers.append(try Self.slowReader(port: port)) }

        let begun = await eventually { readers.allSatisfy(Self.answerBegun) }
        #expect(begun, "every slow reader's answer has begun")
        let reply = try RawClient.exchange(
            port: port, bytes: Array("GET /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), timeout: 10)
        #expect(reply.hasPrefix("HTTP/1.1 200 "), "\(reply)")
        // None was cut off to make room: each is still open, its answer half sent.
        #expect(server.openConnections == readers.count, "\(server.openConnections) of \(readers.count) slow readers held")
    }

    @Test func aClientThatTakesNoneOfItsAnswerIsClosedAfterTheIdleTimeoutOnTheServersClock() async throws {
        let clock = ManualClock()
        let (server, port) = try Self.server(clock: clock)
        defer { server.stop() }
        let reader = try Self.slowReader(port: port)
        defer { close(reader) }
        try #require(await eventually { Self.answerBegun(reader) })

        // Moved past the timeout on every try: the answer may still be on its way to the loop.
        #expect(
            await eventually {
                clock.advance(by: .seconds(15))
                return server.openConnections == 0
            })
    }
}
