#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets other threads interrupt the event loop's `poll`: a worker handing a connection back,
/// `stop()`. Both ends never block; a full pipe already means a wake is pending.
struct WakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    static func make() throws(HTTPServerError) -> WakePipe {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw HTTPServerError.systemCall("pipe", errno: errno) }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            Socket.setNonBlocking(fd)
        }
        return WakePipe(readEnd: ends[0], writeEnd: ends[1])
    }

    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        for _ in 0..<64 {
            guard bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) == bytes.count else { return }
        }
    }

    func closeBoth() {
        Socket.closeNow(readEnd)
        Socket.closeNow(writeEnd)
    }
}
