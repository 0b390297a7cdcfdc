import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import Rendering
@testable import SiteWriter

/// The Markdown pages read as plain documents on GitHub: rendered by cmark with raw HTML
/// allowed, they give only the tags Markdown itself makes (no stray HTML from a template
/// or from the API), and each page has a heading.
@Suite struct MarkdownPagesTests {
    static let markdownTags: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "strong", "em", "a", "code", "pre", "blockquote", "hr", "br",
    ]

    static func check(_ files: [String: Data], site: String) {
        let pages = files.filter { $0.key.hasSuffix(".md") }
        #expect(!pages.isEmpty, "\(site) has no Markdown pages")
        for (path, data) in pages {
            let html = CommonMarkTree.htmlAllowingRawHTML(fromMarkdown: String(decoding: data, as: UTF8.self))
            for (tag, attributes) in HostileMarkupTests.tags(in: html) {
                #expect(markdownTags.contains(tag), "\(site) \(path) renders <\(tag)>")
                let unexpected = attributes.filter { !$0.hasPrefix("href=") && !$0.hasPrefix("title=") }
                #expect(unexpected.isEmpty, "\(site) \(path) renders <\(tag) \(unexpected)>")
            }
            #expect(html.contains("<h1>"), "\(site) \(path) has no title heading")
        }
    }

    @Test func demoMarkdownPagesHoldOnlyMarkdown() throws {
        Self.check(try DemoSite.withHistory.get().files, site: "demo")
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusMarkdownPagesHoldOnlyMarkdown() throws {
        for set in Corpus.sets {
            Self.check(try SiteBuilder(snapshots: try MirrorDirectory(set)).build().files, site: set.lastPathComponent)
        }
    }
}
