import Foundation
import Rendering

/// What every page template gets besides its own content.
package struct Chrome: TemplateValueConvertible {
    /// Page title (escaped by the template).
    package let title: String
    /// Site name for the header.
    package let siteTitle: String
    /// Relative prefix back to the site root ("" or "../").
    package let root: String
    /// Navigation links, relative to this page.
    package let nav: [NavLink]
    /// The stylesheet's file name, which changes with its contents so browsers and CDNs
    /// never serve a stale copy after an upgrade.
    package let stylesheet: String
    /// One line for link previews (Open Graph) and search results.
    package let description: String
    /// The page's absolute URL, when the site's URL is configured.
    package let url: String?
    /// The absolute URL of the page's picture for link previews (`og:image`): the portrait
    /// on a sheet, else the site's icon; only with the site's URL, as it must be absolute.
    package let image: String?
    /// When the page's data was fetched, and whether the latest fetch refreshed it.
    package let stamp: DataStamp?
    /// When the newest snapshot of the whole site was fetched (front page only).
    package let generatedFrom: String?
    /// The stylesheet itself, for a page that must look right wherever it is opened from
    /// (404.html links the site's root, which a page opened from disk cannot reach).
    package var inlineStylesheet: String?
    /// Where the page sends a browser at once (a renamed character's old page, to its new
    /// one), relative to the page; nil for every other page.
    package var refresh: String?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields(capacity: 12) {
                $0.add("title", title)
                $0.add("siteTitle", siteTitle)
                $0.add("root", root)
                $0.add("nav", nav)
                $0.add("stylesheet", stylesheet)
                $0.add("description", description)
                $0.add("url", url)
                $0.add("image", image)
                $0.add("stamp", stamp)
                $0.add("generatedFrom", generatedFrom)
                $0.add("inlineStylesheet", inlineStylesheet)
                $0.add("refresh", refresh)
            })
    }

    package init(
        title: String, siteTitle: String, root: String, nav: [NavLink], stylesheet: String, description: String, url: String?,
        image: String?, stamp: DataStamp?, generatedFrom: String?
    ) {
        self.title = title
        self.siteTitle = siteTitle
        self.root = root
        self.nav = nav
        self.stylesheet = stylesheet
        self.description = description
        self.url = url
        self.image = image
        self.stamp = stamp
        self.generatedFrom = generatedFrom
    }
}

package struct NavLink: TemplateValueConvertible {
    package let title: String
    package let href: String
    package let current: Bool

    package init(title: String, href: String, current: Bool) {
        self.title = title
        self.href = href
        self.current = current
    }

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("title", title)
                $0.add("href", href)
                $0.add("current", current)
            })
    }
}

/// One rendered page before it is written.
package struct RenderedPage: Sendable {
    package let path: String
    package let contents: Data

    package init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// `404.html`: what GitHub Pages (and most static hosts) serve for a missing path: the
/// chrome alone (`SiteChrome`), with its stylesheet inline.
package struct NotFoundPage: TemplateValueConvertible {
    package var templateValue: TemplateValue { .object(TemplateFields()) }

    package init() {}

    private enum CodingKeys: CodingKey {}

    /// No fields, but a set of them, as the page's value must be.
    package func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: CodingKeys.self)
    }
}

/// `tooltips/NAME.html`: every full tooltip of a character's HTML sheet, in the sheet's
/// order, each linking back to where the sheet links to it.
package struct TooltipPage: TemplateValueConvertible {
    package let name: String
    package let sheet: String
    package let entries: [TooltipShelf.Entry]

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("name", name)
                $0.add("sheet", sheet)
                $0.add("entries", entries)
            })
    }

    package init(name: String, sheet: String, entries: [TooltipShelf.Entry]) {
        self.name = name
        self.sheet = sheet
        self.entries = entries
    }
}

/// When a page's data was fetched (`Freshness` in the build makes it).
package struct DataStamp: TemplateValueConvertible, Sendable {
    let asOf: String
    /// For `<time datetime>`.
    let asOfMachine: String
    /// Set when some of the page's data was not refreshed by the latest fetch run.
    let stale: Stale?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("asOf", asOf)
                $0.add("asOfMachine", asOfMachine)
                $0.add("stale", stale)
            })
    }

    package init(asOf: String, asOfMachine: String, stale: Stale?) {
        (self.asOf, self.asOfMachine, self.stale) = (asOf, asOfMachine, stale)
    }

    /// The templates say it in words (`partials/head`).
    package struct Stale: TemplateValueConvertible, Sendable {
        /// When the latest fetch run started.
        let run: String
        /// The oldest of the page's data it did not refresh.
        let oldest: String

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("run", run)
                    $0.add("oldest", oldest)
                })
        }

        package init(run: String, oldest: String) {
            (self.run, self.oldest) = (run, oldest)
        }
    }
}

/// A route the API removed, as the page's template says it.
package struct GoneNote: TemplateValueConvertible, Sendable {
    let since: String
    /// When the answer the page still shows was fetched.
    let last: String?

    package init(since: String, last: String?) {
        (self.since, self.last) = (since, last)
    }

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("since", since)
                $0.add("last", last)
            })
    }
}
