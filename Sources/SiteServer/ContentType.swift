/// The Content-Type a static host sends for each kind of file the site holds.
enum ContentType {
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        switch name[name.index(after: dot)...].lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        // GitHub Pages sends Markdown as text/markdown too; charset keeps Korean readable in a browser.
        case "md": return "text/markdown; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "ics": return "text/calendar; charset=utf-8"
        case "atom": return "application/atom+xml; charset=utf-8"
        case "rss": return "application/rss+xml; charset=utf-8"
        case "xml": return "application/xml; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        case "gif": return "image/gif"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
