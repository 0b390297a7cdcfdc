import DocumentTree
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
    private let recorded = Locked<[String: String]>([:])

    init(images: SiteImages, depth: Int) {
        self.images = images
        self.depth = depth
    }

    /// Nil when the snapshot names no picture (`PictureURLs.shows`): the page shows none.
    func view(_ url: String?, alt: String, role: Role) -> PictureView? {
        guard let url, PictureURLs.shows(url) else { return nil }
        let resolution = resolve(url)
        let path = resolution.path ?? Self.placeholder(for: role)
        return PictureView(src: SitePaths.href(path, fromDepth: depth), alt: alt, placeholder: resolution.path == nil)
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
