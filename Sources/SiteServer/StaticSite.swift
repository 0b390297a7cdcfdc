import FileSystem
import Foundation
import LocalHTTP

/// Answers requests from the files of a built site, the way a static host serving it under
/// its base path would: the pages from memory, the static files from the files the build
/// opened (`streamed`), sent from disk as the client takes them, so a file of gigabytes costs
/// no memory. No path is looked up on disk, so no request path, however encoded, can reach a
/// file outside the site. A `Range` of one span is answered (206, or 416 past the end).
package struct StaticSite: Sendable {
    package let files: [String: Data]
    /// Static files by their path in the site, held open since the build.
    package let streamed: [String: ReadableFile]
    /// "/" or "/repo/".
    package let basePath: String

    package init(files: [String: Data], streamed: [String: ReadableFile] = [:], basePath: String) {
        self.files = files
        self.streamed = streamed
        self.basePath = basePath.hasSuffix("/") ? basePath : basePath + "/"
    }

    package func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(405, "Only GET and HEAD are served.\n")
            response.headers = [("Allow", "GET, HEAD")]
            return response
        }
        let rawPath = String(request.rawPathAndQuery.path)
        // The site's folder itself, without its slash, and the host root lead to the index.
        if rawPath + "/" == basePath || (rawPath == "/" && basePath != "/") {
            return redirect(to: basePath)
        }
        guard rawPath.hasPrefix(basePath) else { return notFound() }
        // Segments are decoded one by one, so an encoded "/" stays inside its segment and
        // then fails the check below instead of becoming a separator.
        guard let segments = request.decodedSegments?.dropFirst(basePath.split(separator: "/").count),
            segments.allSatisfy(Self.isPlainSegment)
        else { return notFound() }
        var path = segments.joined(separator: "/")
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        let type = ContentType.of(path)
        if let file = streamed[path] {
            let size = file.status.size
            return Self.answer(range: request.header("range"), size: size, type: type) { offset, length in
                var response = HTTPResponse(status: 200, contentType: type, headers: [])
                response.file = FileBody(source: StreamedFile(file: file), offset: offset, length: length)
                return response
            }
        }
        guard let body = files[path] else { return notFound() }
        return Self.answer(range: request.header("range"), size: body.count, type: type) { offset, length in
            HTTPResponse(status: 200, contentType: type, headers: [], body: body.subdata(in: offset..<offset + length))
        }
    }

    /// The whole file (200), the span a `Range` asks (206), or 416 when it starts past the
    /// end; a range that cannot be read, or of several spans, is ignored, as RFC 9110 allows.
    static func answer(range: String?, size: Int, type: String, body: (_ offset: Int, _ length: Int) -> HTTPResponse)
        -> HTTPResponse
    {
        var response: HTTPResponse
        switch range.map({ ByteRange.parse($0, size: size) }) ?? .whole {
        case .whole:
            response = body(0, size)
        case .span(let first, let last):
            response = body(first, last - first + 1)
            response.status = 206
            response.headers.append(("Content-Range", "bytes \(first)-\(last)/\(size)"))
        case .unsatisfiable:
            response = .text(416, "The range starts past the file's \(size) bytes.\n")
            response.headers.append(("Content-Range", "bytes */\(size)"))
        }
        response.headers += [("Accept-Ranges", "bytes")] + Self.noCache
        return response
    }

    /// A segment that names a file or folder: not "." or "..", no separator or NUL in it.
    /// The empty segment is a trailing "/" (a folder's index).
    static func isPlainSegment(_ segment: String) -> Bool {
        segment != "." && segment != ".." && !segment.contains("/") && !segment.contains("\\")
            && !segment.contains("\0")
    }

    private func notFound() -> HTTPResponse {
        guard let page = files["404.html"] else { return .text(404, "Not found.\n") }
        return HTTPResponse(status: 404, contentType: ContentType.of("404.html"), headers: Self.noCache, body: page)
    }

    private func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 302, headers: [("Location", location)], body: Data("Moved to \(location)\n".utf8))
    }

    /// The site changes under the browser on every rebuild; it must ask again each time.
    private static let noCache = [("Cache-Control", "no-cache")]
}

/// A static file as the server sends it: a part at a time, in the kernel where it can.
private struct StreamedFile: FileBodySource {
    let file: ReadableFile

    func send(to fd: Int32, from offset: Int, count: Int) -> Int {
        file.send(to: fd, from: offset, count: count)
    }
}
