import Foundation
import Rendering
import SitePages

/// `sitemap.xml` (sitemaps.org 0.9): every HTML page it is given, by absolute URL (the build
/// leaves out what the table keeps out of it, such as the 404 page).
///
/// No `<lastmod>`: the pages' data times are stamps of when LOAS last fetched, not of when a
/// page's content changed, and a wrong lastmod is worse than none for crawlers.
enum Sitemap {
    static func render(_ paths: some Sequence<String>, siteURL: SiteURL) -> String {
        let pages = paths.filter { $0.hasSuffix(".html") }.sorted()
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for page in pages {
            xml += "<url><loc>\(XMLText.escaped(siteURL.page(page)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// robots.txt with a `Sitemap:` line added, unless the (possibly user-written) file has one.
    static func announce(in robots: Data?, siteURL: SiteURL) -> Data {
        var text = robots.map { String(decoding: $0, as: UTF8.self) } ?? "User-agent: *\nAllow: /\n"
        if text.range(of: "sitemap:", options: .caseInsensitive) == nil {
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            text += "Sitemap: \(siteURL.page("sitemap.xml"))\n"
        }
        return Data(text.utf8)
    }
}
