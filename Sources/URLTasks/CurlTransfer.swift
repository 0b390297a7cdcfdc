import CCurl
import Foundation
import Support

/// One libcurl easy handle in its own multi handle (whose connection cache it keeps between
/// requests), used by one request at a time. `perform` blocks its thread in `curl_multi_poll`
/// until the socket or libcurl's timer has something; `cancel`, from any thread, wakes it.
/// Every field is immutable or behind `cancelled`'s lock, or touched only by the one thread
/// in `perform`: hence `@unchecked Sendable`.
final class CurlTransfer: @unchecked Sendable {
    static let globalInit: Void = { curl_global_init(Int(CURL_GLOBAL_ALL)) }()

    private let easy: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    private let cancelled = Locked(false)
    private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    init?() {
        guard let easy = curl_easy_init() else { return nil }
        guard let multi = curl_multi_init() else {
            curl_easy_cleanup(easy)
            return nil
        }
        self.easy = easy
        self.multi = multi
    }

    deinit {
        curl_multi_cleanup(multi)
        curl_easy_cleanup(easy)
        errorText.deallocate()
    }

    /// Clears a cancel meant for the request before; called before the cancel handler can run.
    func arm() { cancelled.withLock { $0 = false } }

    func cancel() {
        cancelled.withLock { $0 = true }
        curl_multi_wakeup(multi)
    }

    func perform(_ request: WebRequest) -> Result<WebAnswer, WebFailure> {
        let sink = Sink(cap: request.maxBodyBytes)
        let sinkPointer = Unmanaged.passRetained(sink)
        defer { sinkPointer.release() }
        var headers: UnsafeMutablePointer<curl_slist>?
        // libcurl asks `Expect: 100-continue` before a body past 1 KB and waits a second for it.
        for line in request.headers.map({ "\($0.key): \($0.value)" }) + ["Expect:"] {
            headers = curl_slist_append(headers, line)
        }
        defer { curl_slist_free_all(headers) }
        configure(request, headers: headers, sink: sinkPointer.toOpaque())
        curl_multi_add_handle(multi, easy)
        defer { curl_multi_remove_handle(multi, easy) }
        var running: Int32 = 1
        while running > 0 {
            if cancelled.withLock({ $0 }) { return .failure(.cancelled) }
            guard curl_multi_perform(multi, &running) == CURLM_OK else { return .failure(.network("libcurl's multi handle failed")) }
            if running > 0 { curl_multi_poll(multi, nil, 0, 1_000, nil) }
        }
        var left: Int32 = 0
        var code = CURLE_OK
        while let message = curl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { code = message.pointee.data.result }
        }
        if let size = sink.tooLarge { return .failure(.tooLarge(size)) }
        switch code {
        case CURLE_OK:
            return .success(WebAnswer(status: loas_curl_status(easy), headers: sink.headers, body: sink.body))
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.deadlineReached(request.deadline))
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            let detail = String(cString: errorText)
            return .failure(.unusable(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail))
        default:
            let detail = String(cString: errorText)
            return .failure(.network(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail))
        }
    }

    private func configure(_ request: WebRequest, headers: UnsafeMutablePointer<curl_slist>?, sink: UnsafeMutableRawPointer) {
        curl_easy_reset(easy)
        errorText[0] = 0
        let milliseconds = max(1, Int(request.deadline.timeInterval * 1_000))
        loas_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        loas_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        // The clock's deadline decides; this one, a little later, holds if the clock is not real time.
        loas_curl_set_long(easy, CURLOPT_TIMEOUT_MS, milliseconds + 1_000)
        loas_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        loas_curl_set_long(easy, CURLOPT_MAXREDIRS, 5)
        "http,https".withCString {
            loas_curl_set_pointer(easy, CURLOPT_PROTOCOLS_STR, $0)
            loas_curl_set_pointer(easy, CURLOPT_REDIR_PROTOCOLS_STR, $0)
        }
        "".withCString { _ = loas_curl_set_pointer(easy, CURLOPT_ACCEPT_ENCODING, $0) }
        "loas".withCString { _ = loas_curl_set_pointer(easy, CURLOPT_USERAGENT, $0) }
        request.url.absoluteString.withCString { _ = loas_curl_set_pointer(easy, CURLOPT_URL, $0) }
        if let body = request.body {
            loas_curl_set_long(easy, CURLOPT_POST, 1)
            loas_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { _ = loas_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
        }
        if request.method != "GET" && !(request.method == "POST" && request.body != nil) {
            request.method.withCString { _ = loas_curl_set_pointer(easy, CURLOPT_CUSTOMREQUEST, $0) }
        }
        loas_curl_set_pointer(easy, CURLOPT_HTTPHEADER, headers)
        loas_curl_set_pointer(easy, CURLOPT_WRITEDATA, sink)
        loas_curl_set_write(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, sink in
            guard let bytes, let sink else { return 0 }
            return Unmanaged<Sink>.fromOpaque(sink).takeUnretainedValue().body(UnsafeRawBufferPointer(start: bytes, count: size * count))
        }
        loas_curl_set_pointer(easy, CURLOPT_HEADERDATA, sink)
        loas_curl_set_write(easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, sink in
            guard let bytes, let sink else { return 0 }
            return Unmanaged<Sink>.fromOpaque(sink).takeUnretainedValue().header(UnsafeRawBufferPointer(start: bytes, count: size * count))
        }
    }
}

/// Where one transfer's headers and body go; a count other than the one given stops it.
private final class Sink {
    let cap: Int?
    var body = Data()
    var headers: [String: String] = [:]
    var tooLarge: Int?

    init(cap: Int?) {
        self.cap = cap
    }

    func body(_ bytes: UnsafeRawBufferPointer) -> Int {
        if let cap, body.count + bytes.count > cap {
            tooLarge = body.count + bytes.count
            body = Data()
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    func header(_ bytes: UnsafeRawBufferPointer) -> Int {
        let line = String(decoding: bytes, as: UTF8.self)
        // A status line starts the headers of another answer (after a 100 or a redirect).
        if line.hasPrefix("HTTP/") {
            headers = [:]
            return bytes.count
        }
        guard let colon = line.firstIndex(of: ":") else { return bytes.count }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        headers[name] = value
        if name == "content-length", let cap, let announced = Int(value), announced > cap {
            tooLarge = announced
            return 0
        }
        return bytes.count
    }
}
