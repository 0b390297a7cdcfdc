import Foundation
import LostArkAPI
import SitePages
import SnapshotStore

/// Keeping the pages besides the sheets when nothing they are made from changed (`PagesCache`).
extension SiteBuilder {
    /// Of everything the other pages are made from: every sheet's inputs (`sheets`, from
    /// `SheetRun`, which already hold the templates, the program and most options), the
    /// snapshots besides the armories (`data.paths` before the armories join it) with their
    /// times and, with history, every stored answer of the market's; the options the sheets
    /// do not show; the table of pages; and the moment, as pages show it. Nil when the history
    /// cannot vouch.
    func pagesFingerprint(sheets: String, data: SiteData) -> String? {
        var hash = ContentHash()
        hash.add("pages \(PagesCache.version)")
        hash.add(sheets)
        for path in data.paths {
            _ = hash.addSnapshot(path, of: reader.source)
        }
        if let history {
            guard let past = try? history.historyFingerprint(paths: data.marketPaths) else { return nil }
            hash.add(past)
        }
        // The table's pages (their views are the program's, which `sheets` holds).
        hash.add(options.pages.fingerprint)
        // The options no sheet shows (`Options.fingerprinted`); the planner's prices are market
        // answers, among the snapshots above.
        hash.add(options.fingerprint(.otherPages))
        let moment = WeekGlance.Moment(now: options.site.now, fetched: reader.source.times(at: Route.calendar.mirrorPath)?.lastSeenAt)
        hash.add(moment.key(data.schedule))
        return hash.hex
    }

    /// The previous build's pages, when they were made from inputs of `fingerprint`, every
    /// picture they show still resolves as it did, and every page is still there with its
    /// size; their pictures are then used again. Nil when they must be made.
    func keptPages(_ cache: PagesCache?, fingerprint: String, images: SiteImages, sink: some SiteSink) -> PagesCache? {
        guard let cache, cache.fingerprint == fingerprint,
            cache.images.allSatisfy({ images.resolve($0.key).fingerprint == $0.value }),
            cache.outputs.allSatisfy({ sink.keep($0.key, size: $0.value) })
        else { return nil }
        for url in cache.images.keys { images.use(images.resolve(url)) }
        return cache
    }
}
