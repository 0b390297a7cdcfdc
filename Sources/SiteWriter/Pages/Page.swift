import Foundation

/// What every page template gets besides its own content.
struct Chrome: Encodable {
    /// Page title (escaped by the template).
    let title: String
    /// Site name for the header.
    let siteTitle: String
    /// Relative prefix back to the site root ("" or "../").
    let root: String
    /// Navigation links, relative to this page.
    let nav: [NavLink]
    /// The stylesheet's file name, which changes with its contents so browsers and CDNs
    /// never serve a stale copy after an upgrade.
    let stylesheet: String
    /// One line for link previews (Open Graph) and search results.
    let description: String
    /// The page's absolute URL, when the site's URL is configured.
    let url: String?
    /// The absolute URL of the page's picture for link previews (`og:image`): the portrait
    /// on a sheet, else the site's icon; only with the site's URL, as it must be absolute.
    let image: String?
    /// When the page's data was fetched, and whether the latest fetch refreshed it.
    let stamp: Freshness.Stamp?
    /// When the newest snapshot of the whole site was fetched (front page only).
    let generatedFrom: String?
}

struct NavLink: Encodable {
    let title: String
    let href: String
    let current: Bool
}

/// One rendered page before it is written.
struct RenderedPage: Sendable {
    let path: String
    let contents: Data
}

/// `404.html`: what GitHub Pages (and most static hosts) serve for a missing path.
struct NotFoundPage: Encodable {
    let chrome: Chrome
}

/// `tooltips/NAME.html`: every full tooltip of a character's HTML sheet, in the sheet's
/// order, each linking back to where the sheet links to it.
struct TooltipPage: Encodable {
    let chrome: Chrome
    let name: String
    let sheet: String
    let entries: [TooltipShelf.Entry]
}
