import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends bytes URLSession refuses to send and reads until the server closes; sees a reset
/// as the ECONNRESET that URLSession hides behind a generic error.
package enum RawClient {
    package struct Failure: Error {
        package let call: String
        package let code: Int32
    }

    /// `timeout` bounds each wait for the server's next bytes.
    package static func exchange(port: UInt16, bytes: [UInt8], timeout: Int = 3) throws -> String {
        String(decoding: try exchangeBytes(port: port, bytes: bytes, timeout: timeout), as: UTF8.self)
    }

    /// The reply's bytes as they came, a body that is not text included.
    package static func exchangeBytes(port: UInt16, bytes: [UInt8], timeout: Int = 3) throws -> Data {
        let fd = try connected(port: port, timeout: timeout)
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == bytes.count else {
            throw Failure(call: "send", code: errno)
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<100_000 {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count >= 0 else { throw Failure(call: "recv", code: errno) }
            guard count > 0 else { break }
            reply.append(contentsOf: chunk[..<count])
        }
        return Data(reply)
    }

    /// A socket connected to 127.0.0.1:`port`, its reads bounded by `timeout` seconds; the caller closes it.
    package static func connected(port: UInt16, timeout: Int = 3) throws -> Int32 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let failure = Failure(call: "connect", code: errno)
            close(fd)
            throw failure
        }
        return fd
    }
}
