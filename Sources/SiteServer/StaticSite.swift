import Foundation
import LocalHTTP

/// Answers requests from the files of a built site held in memory, the way a static host
/// serving it under its base path would. Nothing is read from disk, so no request path,
/// however encoded, can reach a file outside the site.
package struct StaticSite: Sendable {
    package let files: [String: Data]
    /// "/" or "/repo/".
    package let basePath: String

    package init(files: [String: Data], basePath: String) {
        self.files = files
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
        guard let body = files[path] else { return notFound() }
        return HTTPResponse(status: 200, contentType: ContentType.of(path), headers: Self.noCache, body: body)
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
