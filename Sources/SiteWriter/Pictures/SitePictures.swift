import LostArkAPI
import SitePages
import Support

/// The pictures of the pages at one depth of the site (`characters/` sheets at 1, the rest
/// at 0): each address resolved through `SiteImages`, and, for the build cache, what each
/// resolved to on these pages.
final class SitePictures: PagePictures {
    typealias Role = PictureRole

    let images: SiteImages
    let depth: Int
    /// Both tables start with room for a sheet's pictures (a hundred or so): grown from empty
    /// they would rehash several times for every sheet.
    private let recorded = Locked<[String: String]>(Dictionary(minimumCapacity: 128))
    /// Where each picture shown so far is, by address and role: a sheet shows an icon in
    /// both formats, often twice in each (a gem in its section and in the summary).
    private let shown = Locked<[Shown: (src: String, placeholder: Bool)]>(Dictionary(minimumCapacity: 128))

    private struct Shown: Hashable {
        let url: String
        let role: Role
    }

    init(images: SiteImages, depth: Int) {
        self.images = images
        self.depth = depth
    }

    /// Nil when the snapshot names no picture (`PictureURLs.shows`): the page shows none.
    func view(_ url: String?, alt: String, role: Role) -> PictureView? {
        guard let url else { return nil }
        let key = Shown(url: url, role: role)
        if let known = shown.withLock({ $0[key] }) { return PictureView(src: known.src, alt: alt, placeholder: known.placeholder) }
        guard PictureURLs.shows(url) else { return nil }
        let resolution = resolve(url)
        let path = resolution.path ?? Self.placeholder(for: role)
        let src = SitePaths.href(path, fromDepth: depth)
        shown.withLock { $0[key] = (src, resolution.path == nil) }
        return PictureView(src: src, alt: alt, placeholder: resolution.path == nil)
    }

    /// The site path of the kept picture at `url`; nil when none is kept. Counts as a use.
    func keptPath(_ url: String?) -> String? {
        guard let url, PictureURLs.shows(url) else { return nil }
        return resolve(url).path
    }

    /// Every address these pages resolved, with `Resolution.fingerprint`.
    var resolutions: [String: String] {
        recorded.withLock { $0 }
    }

    private func resolve(_ url: String) -> SiteImages.Resolution {
        let resolution = images.resolve(url)
        images.use(resolution)
        recorded.withLock { $0[url] = resolution.fingerprint }
        return resolution
    }

    /// The placeholders are template assets (`Templates/assets/img/`), so a site's own
    /// templates can redraw them.
    static func placeholder(for role: Role) -> String {
        switch role {
        case .portrait: "\(SiteImages.folder)/placeholder-portrait.svg"
        case .banner: "\(SiteImages.folder)/placeholder-banner.svg"
        case .icon(let grade):
            gradeName(grade).map { "\(SiteImages.folder)/placeholder-\($0).svg" } ?? "\(SiteImages.folder)/placeholder.svg"
        }
    }

    /// `legendary` for 전설.
    private static func gradeName(_ grade: String?) -> String? {
        grade.flatMap(ItemGrade.init(rawValue:))?.key
    }
}
