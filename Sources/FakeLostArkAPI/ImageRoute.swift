import Foundation
import Images
import LocalHTTP
import Support

/// The image hosts, as `LOSTARK_IMAGE_BASE_URL` sees them: `GET /images/HOST/PATH?QUERY`
/// answers the file at `ImageAddress.mirrorPath` (`images/HOST/PATH%3FQUERY`) of the mirror.
/// Image hosts are not the API: no key is asked and the quota is not spent; injected faults
/// whose path matches still apply.
enum ImageRoute {
    static let prefix = "/images/"

    static func answer(_ request: HTTPRequest, files: [String: Data]) -> HTTPResponse {
        let target = request.target.dropFirst(prefix.count)
        guard request.method == "GET" || request.method == "HEAD" else { return .text(405, "Pictures are only read.") }
        guard let address = ImageAddress("https://" + target), let data = files[address.mirrorPath] else {
            return .text(404, "No picture at /\(target).")
        }
        return HTTPResponse(status: 200, contentType: contentType(ImageKind(sniffing: data)), body: data)
    }

    private static func contentType(_ kind: ImageKind?) -> String {
        switch kind {
        case .png?: "image/png"
        case .jpeg?: "image/jpeg"
        case .gif?: "image/gif"
        case .webp?: "image/webp"
        case .svg?: "image/svg+xml"
        case nil: "application/octet-stream"
        }
    }
}

extension ServerCore {
    /// A picture request: faults that match its path, then the file.
    func handleImage(_ request: HTTPRequest, path: String) -> (HTTPOutcome, LogFacts) {
        var facts = LogFacts(path: path, status: nil)
        let (fault, files) = state.withLock { ($0.takeFault(for: path), $0.files) }
        switch fault {
        case .connectionReset?:
            return (.reset, facts)
        case .delay(let duration)?:
            pause(for: duration)
        case .hold?:
            hold()
        default:
            break
        }
        let response = fault?.answer ?? ImageRoute.answer(request, files: files)
        facts.status = response.status
        return (fault == .truncatedBody ? .truncated(response) : .answer(response, close: false), facts)
    }
}
