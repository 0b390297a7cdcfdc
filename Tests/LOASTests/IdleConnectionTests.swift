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

/// Clients that connect and send nothing (or send slowly) must not keep the server from
/// answering the others: `loas serve --host 0.0.0.0` is reachable by anyone on the network.
@Suite struct IdleConnectionTests {
    static let get = "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

    static func server(limits: HTTPServer.Limits = .init(), clock: any WallClock = SystemClock()) throws -> (HTTPServer, UInt16) {
        let server = HTTPServer(limits: limits, clock: clock) { _ in .answer(.text(200, "ok"), close: false) }
        return (server, try server.start())
    }

    @Test func aFreshRequestIsAnsweredWhileFiveHundredConnectionsIdle() async throws {
        // Both ends of every connection live in this process.
        try Self.allowDescriptors(1_200)
        // The clock stands still, so no idle timeout frees the server however slow the machine.
        let (server, port) = try Self.server(clock: ManualClock())
        defer { server.stop() }
        var idle: [Int32] = []
        defer { idle.forEach { _ = close($0) } }
        for _ in 0..<500 { idle.append(try RawClient.connected(port: port)) }

        // Accepted after the 500, which the kernel queues in order.
        let reply = try RawClient.exchange(port: port, bytes: Array(Self.get.utf8), timeout: 10)
        #expect(reply.hasPrefix("HTTP/1.1 200 "), "\(reply)")
        #expect(await eventually { server.openConnections == 500 }, "\(server.openConnections) of 500 held open")
    }

    @Test func whenFullTheConnectionIdleLongestMakesRoom() async throws {
        let clock = ManualClock()
        var limits = HTTPServer.Limits()
        limits.openConnections = 3
        let (server, port) = try Self.server(limits: limits, clock: clock)
        defer { server.stop() }
        var idle: [Int32] = []
        defer { idle.forEach { _ = close($0) } }
        for count in 1...3 {
            idle.append(try RawClient.connected(port: port, timeout: 10))
            try #require(await eventually { server.openConnections == count })
            clock.advance(by: .seconds(1))
        }

        let reply = try RawClient.exchange(port: port, bytes: Array(Self.get.utf8), timeout: 10)
        #expect(reply.hasPrefix("HTTP/1.1 200 "), "\(reply)")
        #expect(Self.received(idle[0]) == 0, "the oldest was closed")
        #expect(server.openConnections == 2, "the two newer ones stay")
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheIdleTimeoutOnTheServersClock() async throws {
        let clock = ManualClock()
        let (server, port) = try Self.server(clock: clock)
        defer { server.stop() }
        let fd = try RawClient.connected(port: port, timeout: 10)
        defer { close(fd) }
        try #require(await eventually { server.openConnections == 1 })

        clock.advance(by: .seconds(14))
        // Answering another client takes the loop through a pass at 14 s, which must leave it alone.
        let reply = try RawClient.exchange(port: port, bytes: Array(Self.get.utf8), timeout: 10)
        #expect(reply.hasPrefix("HTTP/1.1 200 "), "\(reply)")
        #expect(server.openConnections == 1)
        clock.advance(by: .seconds(1))
        #expect(await eventually { server.openConnections == 0 })
        #expect(Self.received(fd) == 0, "closed, not answered")
    }

    /// What `recv` returns on `fd`: 0 when the server closed it.
    static func received(_ fd: Int32) -> Int {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0)
    }

    static func allowDescriptors(_ count: Int) throws {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        try #require(getrlimit(resource, &limit) == 0)
        guard limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
        try #require(setrlimit(resource, &limit) == 0)
        try #require(limit.rlim_cur >= rlim_t(count), "the hard limit allows only \(limit.rlim_max) descriptors")
    }
}
