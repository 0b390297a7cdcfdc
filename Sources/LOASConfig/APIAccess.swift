import Foundation
import LostArkAPI

/// The key and base URL every command that talks to the Open API uses (fetch, update, check
/// --online), resolved in one place so they cannot disagree. A variable that is set but blank
/// counts as unset: GitHub Actions passes an empty string for a secret that does not exist.
package struct APIAccess: Sendable {
    package var key: APIKey
    /// Where the key came from, for messages: `LOSTARK_API_KEY` or `api_key in loas.yml`.
    package var keySource: String
    package var baseURL: URL

    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case noKey
        /// A base URL that is not http(s) with a host, and where it was given.
        case badBaseURL(String, source: String)

        package var description: String {
            switch self {
            case .noKey:
                "no API key: set LOSTARK_API_KEY to a key from https://developer-lostark.game.onstove.com "
                    + "(in GitHub Actions, from a repository secret)"
            case .badBaseURL(let text, let source):
                "the API base URL \"\(Redaction.url(text))\" (\(source)) is not an http(s) URL"
            }
        }
    }

    /// The key: `LOSTARK_API_KEY`, else `api_key` in loas.yml. The base URL: the command's
    /// option, else `LOSTARK_API_BASE_URL`, else `api_base_url` in loas.yml, else the official one.
    package static func resolve(
        environment: [String: String], config: SiteConfig?, baseURLOption: String?
    ) throws(Problem) -> APIAccess {
        let configName = "\(config?.file?.lastPathComponent ?? SiteConfig.fileName)"
        let key: APIKey
        let keySource: String
        if let fromEnvironment = environment["LOSTARK_API_KEY"].flatMap(APIKey.init) {
            (key, keySource) = (fromEnvironment, "LOSTARK_API_KEY")
        } else if let fromConfig = config?.apiKey {
            (key, keySource) = (fromConfig, "api_key in \(configName)")
        } else {
            throw .noKey
        }
        let candidates: [(String?, String)] = [
            (baseURLOption, "--api-base-url"),
            (environment["LOSTARK_API_BASE_URL"], "LOSTARK_API_BASE_URL"),
            (config?.apiBaseURL?.absoluteString, "api_base_url in \(configName)"),
            (Route.officialBaseURL, "the official one"),
        ]
        guard let (text, source) = candidates.first(where: { !($0.0 ?? "").allSatisfy(\.isWhitespace) }).map({ ($0.0 ?? "", $0.1) })
        else { throw .noKey }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw .badBaseURL(text, source: source)
        }
        return APIAccess(key: key, keySource: keySource, baseURL: url)
    }
}
