import Foundation

/// HTTP/1.1 request framing: head up to the blank line, then a body of exactly
/// Content-Length bytes. Strict on purpose: anything a real server might read differently
/// is rejected, so a sloppy client fails here rather than against a real server.
package enum RequestParser {
    package enum Result {
        case request(HTTPRequest, consumed: Int)
        case needMore
        /// The connection cannot be trusted any more: answer `status` and close.
        case invalid(status: Int, reason: String)
    }

    /// Far above anything a test client or browser sends; a bound so a bad client cannot grow the buffer forever.
    package static let maxHeadBytes = 32 * 1024
    /// The fake API's POST search bodies are a few hundred bytes; a static site takes none.
    package static let maxBodyBytes = 1024 * 1024

    package static func parse(_ buffer: [UInt8]) -> Result {
        let headEnd: Int
        switch endOfHead(in: buffer) {
        case .end(let index):
            headEnd = index
        case .bareLineBreak:
            // RFC 9112 lets a recipient read a bare LF as a line end; a strict one refuses it,
            // at once: waiting for a CRLF CRLF that will never come would hang the client.
            return .invalid(status: 400, reason: "line ends with a bare LF or CR; HTTP lines end with CRLF")
        case .notYet:
            return buffer.count > maxHeadBytes ? .invalid(status: 431, reason: "request head too large") : .needMore
        }
        guard headEnd <= maxHeadBytes else { return .invalid(status: 431, reason: "request head too large") }
        // The head is ASCII by the standard; invalid UTF-8 becomes U+FFFD and then fails the checks below.
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return .invalid(status: 400, reason: "empty request") }
        let requestLine = lines.removeFirst()

        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .invalid(status: 400, reason: "malformed request line") }
        let method = String(parts[0])
        let target = String(parts[1])
        let version = String(parts[2])
        guard !method.isEmpty, method.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
            return .invalid(status: 400, reason: "malformed method")
        }
        guard target.hasPrefix("/"), target.unicodeScalars.allSatisfy(isTargetScalar) else {
            return .invalid(status: 400, reason: "malformed request target")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .invalid(status: 400, reason: "unsupported HTTP version")
        }

        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return .invalid(status: 400, reason: "malformed header") }
            let name = String(line[..<colon])
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(isTokenScalar) else {
                // Also catches obsolete line folding (a line starting with a space).
                return .invalid(status: 400, reason: "malformed header name")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) else {
                return .invalid(status: 400, reason: "control character in header")
            }
            headers.append((name, value))
        }

        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" }) {
            // Neither the API client nor a browser fetching a page sends a chunked body; not worth supporting.
            return .invalid(status: 501, reason: "transfer-encoding is not supported")
        }
        let lengths = Set(headers.filter { $0.name.lowercased() == "content-length" }.map(\.value))
        guard lengths.count <= 1 else { return .invalid(status: 400, reason: "conflicting content-length") }
        var bodyLength = 0
        if let text = lengths.first {
            guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit), let length = Int(text) else {
                return .invalid(status: 400, reason: "malformed content-length")
            }
            guard length <= maxBodyBytes else { return .invalid(status: 413, reason: "body too large") }
            bodyLength = length
        }

        let bodyStart = headEnd + 4
        guard buffer.count >= bodyStart + bodyLength else { return .needMore }
        let body = Data(buffer[bodyStart..<(bodyStart + bodyLength)])
        let request = HTTPRequest(method: method, target: target, version: version, headers: headers, body: body)
        return .request(request, consumed: bodyStart + bodyLength)
    }

    private enum HeadEnd {
        /// Index of the `\r\n\r\n` that ends the head.
        case end(Int)
        /// An LF without its CR, or a CR without its LF, before the head's end.
        case bareLineBreak
        case notYet
    }

    /// Where the head ends, if it has arrived; one pass, stopping at the first line break
    /// that is not CRLF (bytes after the head, a body, are not looked at).
    private static func endOfHead(in buffer: [UInt8]) -> HeadEnd {
        var index = 0
        while index < buffer.count {
            switch buffer[index] {
            case 10:
                return .bareLineBreak
            case 13:
                guard index + 1 < buffer.count else { return .notYet }
                guard buffer[index + 1] == 10 else { return .bareLineBreak }
                if index + 3 < buffer.count, buffer[index + 2] == 13, buffer[index + 3] == 10 { return .end(index) }
                index += 2
            default:
                index += 1
            }
        }
        return .notYet
    }

    /// Visible ASCII only; raw UTF-8 or spaces in a path mean the client forgot to percent-encode.
    private static func isTargetScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F
    }

    private static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F else { return false }
        return !"\"(),/:;<=>?@[\\]{}".unicodeScalars.contains(scalar)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
