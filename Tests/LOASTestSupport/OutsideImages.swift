import Foundation

/// Finds references to pictures on other hosts in a built site: `src`/`srcset`/`poster` and
/// icon links in HTML, `url(...)` in HTML and CSS, `![...](...)` images in Markdown. The
/// only absolute picture address allowed is a link preview's (`og:image`) under the site's
/// own address, `siteURL`.
package enum OutsideImages {
    package static func find(in files: [String: Data], siteURL: String? = nil) -> [String] {
        var found: [String] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: data, as: UTF8.self)
            func scan(_ pattern: some RegexComponent) {
                for range in text.ranges(of: pattern) { found.append("\(path): \(text[range].prefix(160))") }
            }
            let markup = path.hasSuffix(".html") || path.hasSuffix(".svg")
            if markup {
                scan(#/(?i)(?:\bsrc|\bsrcset|\bposter|xlink:href)\s*=\s*["']?\s*(?:[a-z][a-z0-9+.\-]*:|//)[^"'\s>]*/#)
                scan(#/(?i)<link[^>]*rel=["']?[^"'>]*(?:icon|preload|image_src)[^>]*href=["']?\s*(?:https?:|//)[^"'\s>]*/#)
                for match in text.matches(of: #/(?i)<meta[^>]*property=["']og:image["'][^>]*content=["']([^"']*)/#) {
                    let content = String(match.output.1)
                    if let siteURL, content.hasPrefix(siteURL) { continue }
                    found.append("\(path): og:image \(content)")
                }
            }
            if markup || path.hasSuffix(".css") {
                scan(#/(?i)url\(\s*["']?\s*(?:https?:|//)[^)]*\)/#)
                scan(#/(?i)@import\s+(?:url\()?\s*["']?\s*(?:https?:|//)/#)
            }
            if path.hasSuffix(".md") {
                scan(#/!\[[^\]]*\]\(\s*<?(?:[a-zA-Z][a-zA-Z0-9+.\-]*:|//)[^)]*\)/#)
                scan(#/(?i)<img[^>]*src\s*=\s*["']?(?:[a-z][a-z0-9+.\-]*:|//)/#)
            }
        }
        // A site that hot-links has thousands; the first ones say enough.
        return found.count <= 50 ? found : Array(found.prefix(50)) + ["… and \(found.count - 50) more"]
    }
}
