import Images
import LostArkAPI
import SitePages
import SnapshotStore
import Support

/// The build's pictures. Every address a page shows is resolved here, once: to the kept
/// picture, written once under `img/<hash>.<ext>` whichever pages and addresses use it, or
/// to a placeholder the templates provide. A page never points at another host, and never
/// at a file the site lacks.
final class SiteImages: Sendable {
    /// The site's folder of pictures, kept ones and placeholders alike.
    static let folder = "img"

    /// Where an address leads.
    enum Resolution: Sendable, Hashable {
        case stored(StoredImage)
        case placeholder

        /// The kept picture's file in the site; nil for a placeholder.
        var path: String? {
            guard case .stored(let image) = self else { return nil }
            return SiteImages.path(of: image)
        }

        /// What a build cache remembers of it: the file, or "" for a placeholder.
        var fingerprint: String { path ?? "" }
    }

    let source: any ImageSource
    private struct State {
        var resolved: [String: Resolution] = [:]
        /// Site path → picture, for every kept picture a page used.
        var used: [String: StoredImage] = [:]
    }
    private let state = Locked(State())

    init(source: any ImageSource) {
        self.source = source
    }

    /// `img/<first 32 hex digits of its SHA-256>.<ext>`: named by content, so an unchanged
    /// picture keeps its file and its links, and a changed one never reuses a cached name.
    static func path(of image: StoredImage) -> String {
        "\(folder)/\(image.hash.prefix(32)).\(image.kind.fileExtension)"
    }

    /// What `url` leads to; a URL that is not a plain http(s) address (`ImageAddress`) or
    /// has no kept picture gets the placeholder.
    func resolve(_ url: String) -> Resolution {
        if let known = state.withLock({ $0.resolved[url] }) { return known }
        let resolution = ImageAddress(url).flatMap(source.image(for:)).map(Resolution.stored) ?? .placeholder
        state.withLock { $0.resolved[url] = resolution }
        return resolution
    }

    /// Notes that a page shows the picture, so it is written.
    func use(_ resolution: Resolution) {
        guard case .stored(let image) = resolution else { return }
        state.withLock { $0.used[Self.path(of: image)] = image }
    }

    /// Every kept picture some page shows, by its site path, in path order.
    var used: [(path: String, image: StoredImage)] {
        state.withLock { $0.used }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
