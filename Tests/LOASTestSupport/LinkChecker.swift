import Foundation

/// Finds every internal link of a built site that does not lead to one of its files, or
/// whose `#fragment` names no `id` on the page it leads to. External links are not fetched.
package struct LinkChecker {
    /// One link that leads nowhere, told the way a reader would fix it.
    package struct Broken: CustomStringConvertible, Equatable {
        package var page: String
        package var link: String
        package var problem: String

        package var description: String { "\(page): \(link) \(problem)" }
    }

    package let files: [String: Data]
    /// "/repo/": links starting with "/" must start with it (only 404.html has such links).
    package let basePath: String

    package init(files: [String: Data], basePath: String) {
        (self.files, self.basePath) = (files, basePath)
    }

    package func brokenLinks() -> [Broken] {
        // Each page's ids read once: a page with a thousand fragment links into one sheet
        // read the sheet a thousand times.
        var ids: [String: Set<String>] = [:]
        var broken: [Broken] = []
        for page in files.keys.sorted() {
            for link in links(on: page) {
                let problem = problem(with: link, on: page) { target in
                    if let known = ids[target] { return known }
                    let found = self.ids(on: target)
                    ids[target] = found
                    return found
                }
                if let problem { broken.append(Broken(page: page, link: link, problem: problem)) }
            }
        }
        return broken
    }

    /// Every `href`/`src` of an HTML page, every link and image target of a Markdown page.
    package func links(on page: String) -> [String] {
        guard let data = files[page] else { return [] }
        if page.hasSuffix(".html") { return Self.attributeValues(["href", "src"], in: [UInt8](data)).map(Self.decodeEntities) }
        if page.hasSuffix(".md") {
            let text = String(decoding: data, as: UTF8.self)
            return text.matches(of: /\]\((?:<([^>]*)>|([^)\s]*))/).map { String($0.output.1 ?? $0.output.2 ?? "") }
        }
        return []
    }

    /// The `id`s of an HTML page, which fragments must name.
    package func ids(on page: String) -> Set<String> {
        guard let data = files[page] else { return [] }
        return Set(Self.attributeValues(["id"], in: [UInt8](data)).map(Self.decodeEntities))
    }

    /// The quoted values of the attributes `names` (after a blank, `name = "…"` or `'…'`), in
    /// the page's order. A scan of bytes: Swift's Regex took a third of the suite's time here.
    static func attributeValues(_ names: [String], in bytes: [UInt8]) -> [String] {
        let names = names.map { Array($0.utf8) }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        var values: [String] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard isBlank(bytes[index]) else { continue }
            for name in names where bytes.count - index > name.count && bytes[(index + 1)...].starts(with: name) {
                var at = index + 1 + name.count
                while at < bytes.count, isBlank(bytes[at]) { at += 1 }
                guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { continue }
                at += 1
                while at < bytes.count, isBlank(bytes[at]) { at += 1 }
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else { continue }
                let quote = bytes[at]
                guard let end = bytes[(at + 1)...].firstIndex(of: quote) else { continue }
                values.append(String(decoding: bytes[(at + 1)..<end], as: UTF8.self))
                index = end
                break
            }
        }
        return values
    }

    /// Nil when the link is fine or external; `ids` gives a page's ids (default: read anew).
    package func problem(with link: String, on page: String, ids: ((String) -> Set<String>)? = nil) -> String? {
        if link.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) != nil || link.hasPrefix("//") {
            return nil  // http(s), mailto, data: not part of the site
        }
        let (pathPart, fragment) = split(link)
        guard let decodedPath = pathPart.removingPercentEncoding else { return "is not valid percent-encoding" }
        let target: String
        if decodedPath.isEmpty {
            target = page
        } else if decodedPath.hasPrefix("/") {
            guard decodedPath.hasPrefix(basePath) else { return "starts with / but not with the base path \(basePath)" }
            guard let resolved = Self.resolve(String(decodedPath.dropFirst(basePath.count)), from: "") else {
                return "climbs above the site root"
            }
            target = resolved
        } else {
            let folder = page.split(separator: "/").dropLast().joined(separator: "/")
            guard let resolved = Self.resolve(decodedPath, from: folder) else { return "climbs above the site root" }
            target = resolved
        }
        guard files[target] != nil else { return "leads to \(target), which the site does not have" }
        guard let fragment, !fragment.isEmpty else { return nil }
        guard let id = fragment.removingPercentEncoding else { return "has a fragment that is not valid percent-encoding" }
        guard target.hasSuffix(".html") else { return nil }  // Markdown viewers make their own heading ids
        return (ids?(target) ?? self.ids(on: target)).contains(id) ? nil : "names #\(id), which \(target) has no id for"
    }

    private func split(_ link: String) -> (path: String, fragment: String?) {
        var path = link
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path, fragment)
    }

    /// `path` relative to `folder`, as a site file; a trailing "/" means its index.html.
    package static func resolve(_ path: String, from folder: String) -> String? {
        var segments = folder.split(separator: "/").map(String.init)
        let pieces = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for piece in pieces {
            switch piece {
            case "", ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(piece)
            }
        }
        if path.isEmpty || path.hasSuffix("/") || pieces.last == "." || pieces.last == ".." {
            segments.append("index.html")
        }
        return segments.joined(separator: "/")
    }

    package static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&lt;", "<"), ("&gt;", ">")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
