import Rendering

/// An Atom feed (RFC 4287) as LOAS writes its feeds: every text escaped, the feed's
/// `updated` the newest entry's, so nothing in it depends on when it was built and a
/// rebuild with no new data writes the same bytes. `news.atom` and `changes.atom` are two
/// lists of entries given to it.
struct AtomFeed {
    struct Entry: Equatable {
        let id: String
        let title: String
        /// RFC 3339.
        let updated: String
        let link: String?
        var categories: [String] = []
        let summary: String
    }

    let id: String
    let title: String
    let author: String
    /// The page the feed stands for, and the feed itself (absolute when the site's URL is known).
    let page: String
    let path: String
    /// In the order they are written: newest first.
    let entries: [Entry]

    /// Nil without entries: a feed needs an `updated`, and has none to take.
    func render() -> String? {
        guard let newest = entries.map(\.updated).max() else { return nil }
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ko">
            <id>\(XMLText.escaped(id))</id>
            <title>\(XMLText.escaped(title))</title>
            <updated>\(newest)</updated>
            <author><name>\(XMLText.escaped(author))</name></author>
            <generator>LOAS</generator>
            <link rel="alternate" type="text/html" href="\(XMLText.escaped(page))"/>
            <link rel="self" type="application/atom+xml" href="\(XMLText.escaped(path))"/>

            """
        for entry in entries {
            xml += "<entry>\n<id>\(XMLText.escaped(entry.id))</id>\n<title>\(XMLText.escaped(entry.title))</title>\n"
            xml += "<updated>\(entry.updated)</updated>\n"
            if let link = entry.link {
                xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(link))\"/>\n"
            }
            for category in entry.categories {
                xml += "<category term=\"\(XMLText.escaped(category))\"/>\n"
            }
            xml += "<summary>\(XMLText.escaped(entry.summary))</summary>\n</entry>\n"
        }
        return xml + "</feed>\n"
    }
}
