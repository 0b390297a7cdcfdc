import Foundation
import LocalHTTP

extension HTTPResponse {
    static let jsonType = "application/json; charset=utf-8"

    static func json(_ body: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: jsonType, body: body)
    }

    /// The API's error shape (`{"Message": …}`), as in its documented 401 body.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body = (try? encoder.encode(["Message": message])) ?? Data()
        return json(body, status: status)
    }
}
