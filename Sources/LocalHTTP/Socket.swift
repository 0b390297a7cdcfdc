import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX calls the server needs, so the rest never sees errno or
/// pointer juggling. Every blocking call has a timeout: the threads must always get back to
/// checking whether the server stopped.
enum Socket {
    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    // A client that hung up must not kill the process (a test run, `loas serve`) with SIGPIPE.
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// A listening socket on `host` (IPv4) and the port bound: the kernel chooses one when `port` is 0.
    static func listening(host: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> (fd: Int32, port: UInt16) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host == "localhost" ? "127.0.0.1" : host, &address.sin_addr) == 1 else {
            throw HTTPServerError.badHost(host)
        }
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw HTTPServerError.systemCall("socket", errno: errno) }
        configure(fd)
        // A server restarted on its fixed port must not wait out the old connections' TIME_WAIT.
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw failure("bind", closing: fd) }
        guard listen(fd, backlog) == 0 else { throw failure("listen", closing: fd) }
        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        guard named == 0 else { throw failure("getsockname", closing: fd) }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }

    /// True when `fd` has data, a pending connection or a hang-up; false on timeout.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Waits on many descriptors at once; false on timeout or interruption.
    static func waitAny(_ entries: inout [pollfd], milliseconds: Int32) -> Bool {
        entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) } > 0
    }

    enum Accepted {
        case connection(Int32)
        /// Nothing pending (the listener does not block).
        case none
        /// Out of descriptors or shut down: trying again at once would spin.
        case failed
    }

    /// A new connection from a non-blocking listener. The connection itself blocks, for the
    /// short waits of closing; every read and write on it says not to wait.
    static func acceptConnection(_ listener: Int32) -> Accepted {
        let fd = accept(listener, nil, nil)
        guard fd >= 0 else { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .none : .failed }
        configure(fd)
        // BSD hands the listener's O_NONBLOCK down to the connection; Linux does not.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .connection(fd)
    }

    /// How many descriptors the process may hold open.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let read = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        // Unlimited is the type's largest value, which clamps to Int.max.
        guard read == 0 else { return Int.max }
        return Int(clamping: limit.rlim_cur)
    }

    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    enum Received {
        case bytes(Int)
        case closed
        case retry
    }

    /// `waiting: false` never blocks: the event loop reads only what has arrived.
    static func receive(_ fd: Int32, into buffer: inout [UInt8], waiting: Bool = true) -> Received {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let flags = waiting ? Int32(0) : Int32(MSG_DONTWAIT)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, flags) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
            return .bytes(count)
        }
        if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { return .retry }
        return .closed
    }

    enum Sending {
        /// All of it has gone.
        case done
        /// The kernel holds as much as it will until the client reads some.
        case blocked
        /// The client went away.
        case failed
    }

    /// Sends what the kernel takes of `outgoing` now, never waiting for a client that reads
    /// slowly; head and body go in one call, so a small answer leaves in one packet.
    static func send(_ outgoing: inout Outgoing, on fd: Int32) -> Sending {
        var interruptions = 0
        while !outgoing.isComplete {
            let inMemory = outgoing.head.count + outgoing.body.count
            let (sent, code) =
                outgoing.sent < inMemory
                ? sendPieces(fd, outgoing.head, outgoing.body, from: outgoing.sent)
                : sendFile(fd, outgoing.file, from: outgoing.sent - inMemory)
            // A file that shrank under the answer cannot keep its Content-Length: the connection ends.
            if sent == 0 { return .failed }
            if sent > 0 {
                outgoing.sent += sent
            } else if sent < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                return .blocked
            } else if sent < 0 && code == EINTR && interruptions < 100 {
                interruptions += 1
            } else {
                return .failed
            }
        }
        return .done
    }

    /// `sendfile` has no MSG_NOSIGNAL: a client that hung up mid-file must not kill the process.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// What is left of a file's body from `offset` on, through the source, the socket made
    /// non-blocking for the call (connections block otherwise) so a slow client never holds
    /// the thread.
    private static func sendFile(_ fd: Int32, _ file: FileBody?, from offset: Int) -> (Int, Int32) {
        guard let file else { return (0, 0) }
        _ = ignoreBrokenPipes
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        let sent = file.source.send(to: fd, from: file.offset + offset, count: file.length - offset)
        let code = errno
        _ = fcntl(fd, F_SETFL, flags)
        return (sent, code)
    }

    /// One `sendmsg` of what is left from `offset` on, the body straight from its own bytes;
    /// the errno beside the count, read before anything else can change it.
    private static func sendPieces(_ fd: Int32, _ head: Data, _ body: Data, from offset: Int) -> (Int, Int32) {
        head.withUnsafeBytes { head in
            body.withUnsafeBytes { body in
                var pieces: [iovec] = []
                for (bytes, start) in [(head, offset), (body, offset - head.count)] where start < bytes.count {
                    guard let base = bytes.baseAddress else { continue }
                    let from = max(0, start)
                    pieces.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base + from), iov_len: bytes.count - from))
                }
                return pieces.withUnsafeMutableBufferPointer { buffer in
                    var message = msghdr()
                    message.msg_iov = buffer.baseAddress
                    message.msg_iovlen = numericCast(buffer.count)
                    let sent = sendmsg(fd, &message, sendFlags | Int32(MSG_DONTWAIT))
                    return (sent, errno)
                }
            }
        }
    }

    /// Wakes any thread blocked on `fd` without closing it, so the owner thread closes it
    /// and no other thread can see a recycled descriptor number.
    static func shutdownBoth(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    /// FIN after the last answer, then a short drain: closing with unread request bytes in
    /// the buffer would make the kernel send a reset that can destroy the answer in flight.
    static func closeGracefully(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_WR))
        var scratch: [UInt8] = []
        for _ in 0..<10 {
            guard waitReadable(fd, milliseconds: 10) else { break }
            scratch.removeAll(keepingCapacity: true)
            guard case .bytes = receive(fd, into: &scratch) else { break }
        }
        close(fd)
    }

    static func closeNow(_ fd: Int32) {
        close(fd)
    }

    /// A zero linger time turns close into a TCP reset, which is what a crashed proxy looks like.
    static func closeWithReset(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        close(fd)
    }

    private static func configure(_ fd: Int32) {
        // Tests may launch the loas binary; it must not inherit the server's sockets.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private static func failure(_ operation: String, closing fd: Int32) -> HTTPServerError {
        let error = HTTPServerError.systemCall(operation, errno: errno)
        close(fd)
        return error
    }
}
