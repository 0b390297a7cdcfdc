import Foundation

/// An answer before it is framed. Every answer carries Content-Length, which keep-alive needs
/// and which a truncated-body fault relies on to promise more than it sends.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var headers: [(String, String)]
    package var body: Data
    /// A body sent from a file after `body` (empty then), a part at a time as the client
    /// takes it: a file of any size costs no memory.
    package var file: FileBody?

    package init(status: Int, contentType: String = "text/plain; charset=utf-8", headers: [(String, String)] = [], body: Data = Data()) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    package static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Data(message.utf8))
    }

    /// Status line and headers; the body goes separately so a fault can send only part of it.
    package func head(closing: Bool) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
        lines.append("Content-Type: \(contentType)")
        lines.append("Content-Length: \(body.count + (file?.length ?? 0))")
        for (name, value) in headers { lines.append("\(name): \(value)") }
        lines.append(closing ? "Connection: close" : "Connection: keep-alive")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    package static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 206: "Partial Content"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Payload Too Large"
        case 415: "Unsupported Media Type"
        case 416: "Range Not Satisfiable"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}

/// Where a `FileBody`'s bytes come from: an open file that sends a part of itself to a socket.
package protocol FileBodySource: Sendable {
    /// Sends at most `count` bytes from `offset` to the socket `fd` (non-blocking), in the
    /// kernel where it can; the count sent, 0 at the file's end, or -1 with `errno` set.
    func send(to fd: Int32, from offset: Int, count: Int) -> Int
}

/// `length` bytes of a file from `offset`, the body of an answer.
package struct FileBody: Sendable {
    package let source: any FileBodySource
    package let offset: Int
    package let length: Int

    package init(source: any FileBodySource, offset: Int, length: Int) {
        self.source = source
        self.offset = offset
        self.length = length
    }
}
