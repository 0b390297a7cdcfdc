import Foundation

/// An answer before it is framed. Every answer carries Content-Length, which keep-alive needs
/// and which a truncated-body fault relies on to promise more than it sends.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var headers: [(String, String)]
    package var body: Data

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
        lines.append("Content-Length: \(body.count)")
        for (name, value) in headers { lines.append("\(name): \(value)") }
        lines.append(closing ? "Connection: close" : "Connection: keep-alive")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    package static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Payload Too Large"
        case 415: "Unsupported Media Type"
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
