import Foundation

/// Where the published site lives, as an absolute http(s) URL ending in `/`
/// ("https://me.github.io/repo/"). Known only from the config; it is what sitemap.xml and
/// Open Graph need, which must be absolute.
package struct SiteURL: Sendable, Hashable, CustomStringConvertible {
    package let value: String

    /// Nil unless `text` is an http or https URL with a host and no query or fragment.
    package init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil
        else { return nil }
        let path = components.percentEncodedPath
        guard let base = BasePath(path.removingPercentEncoding ?? path) else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        value = "\(scheme)://\(host.lowercased())\(port)\(base.value)"
    }

    /// The path part, which is where the site is served from.
    package var basePath: BasePath {
        BasePath(URLComponents(string: value)?.path ?? "/") ?? .root
    }

    /// The absolute URL of a page of the site, every segment percent-encoded.
    package func page(_ path: String) -> String {
        value + SitePaths.href(path, fromDepth: 0)
    }

    package var description: String { value }
}
