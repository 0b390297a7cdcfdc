import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server on 127.0.0.1 that answers one connection at a time with a status line and then a
/// header every `interval`, never ending its headers: the client that waits only while nothing
/// comes (an idle timeout) waits as long as the server likes. It stops after `lines` headers
/// and closes, so a client without a deadline gets an error, not a hang.
package final class TricklingServer: @unchecked Sendable {
    package let port: UInt16
    private let listener: Int32
    private let sent = NSLock()
    private var linesSent = 0

    package var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    package init(interval: TimeInterval = 0.1, lines: Int = 50) throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw RawClient.Failure(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, listen(fd, 4) == 0 else {
            close(fd)
            throw RawClient.Failure(call: "bind", code: errno)
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve(interval: interval, lines: lines) }.start()
    }

    /// Header lines sent so far, over every connection.
    package var headersSent: Int { sent.withLock { linesSent } }

    /// Stops accepting; a connection being served ends with its lines.
    package func stop() { shutdown(listener, Int32(SHUT_RDWR)) }

    private func serve(interval: TimeInterval, lines: Int) {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            var line = Array("HTTP/1.1 200 OK\r\n".utf8)
            for _ in 0..<lines {
                guard line.withUnsafeBytes({ send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 else { break }
                line = Array("X-Wait: 1\r\n".utf8)
                sent.withLock { linesSent += 1 }
                Thread.sleep(forTimeInterval: interval)
            }
            close(client)
        }
        close(listener)
    }
}
