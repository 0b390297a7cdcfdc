/// What every page template gets besides its own content.
struct Chrome {
    /// Page title (escaped by the template).
    let title: String
    /// Site name for the header.
    let siteTitle: String
    /// Relative prefix back to the site root ("" or "../").
    let root: String
    /// Navigation links, relative to this page.
    let nav: [NavLink]
}

struct NavLink {
    let title: String
    let href: String
    let current: Bool
}

/// One rendered page before it is written.
struct RenderedPage {
    let path: String
    let contents: String
}

/// `404.html`: what GitHub Pages (and most static hosts) serve for a missing path.
struct NotFoundPage {
    let chrome: Chrome
}
