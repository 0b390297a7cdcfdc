import Foundation

/// An answer before it is framed. Every answer carries Content-Length, which keep-alive needs
/// and which the truncated-body fault relies on to promise more than it sends.
struct HTTPResponse: Sendable {
    static let jsonType = "application/json; charset=utf-8"

    var status: Int
    var contentType = HTTPResponse.jsonType
    var headers: [(String, String)] = []
    var body = Data()

    static func json(_ body: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, body: body)
    }

    /// The API's error shape (`{"Message": …}`), as in its documented 401 body.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body = (try? encoder.encode(["Message": message])) ?? Data()
        return HTTPResponse(status: status, body: body)
    }

    /// Status line and headers; the body goes separately so a fault can send only part of it.
    func head(closing: Bool) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
        lines.append("Content-Type: \(contentType)")
        lines.append("Content-Length: \(body.count)")
        for (name, value) in headers { lines.append("\(name): \(value)") }
        lines.append(closing ? "Connection: close" : "Connection: keep-alive")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
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
