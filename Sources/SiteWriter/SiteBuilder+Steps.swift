import Foundation
import Rendering
import SitePages
import SnapshotStore
import StoredHistory

/// The steps of a build after its inputs are read (`SiteBuilder+Inputs.swift`): load the
/// sheets, render the table's pages, write the feeds and pictures, copy the static files,
/// commit the cache for the next build.
extension SiteBuilder {
    /// The sheets built (their pages, warnings, cache and fingerprint), and what the table's
    /// pages are made from with them: the site's facts, chrome and pictures.
    struct BuiltSheets {
        /// Every page of the sheets kept or written.
        var pages: Set<String>
        var warnings: [String]
        /// The sheets' own warnings, in snapshot name order.
        var sheetWarnings: [String]
        /// The sheets' cache for the next build, and the previous one when nothing changed.
        var cache: BuildCache?
        var unchangedCache: Data?
        /// Of everything the table's pages are made from; nil when they cannot be kept.
        var fingerprint: String?
        var facts: SiteFacts
        var chrome: SiteChrome
        /// The pictures of the table's pages, shared by both formats.
        var pictures: SitePictures
        var images: SiteImages
    }

    /// Builds every sheet into `sink` (`SheetRun`), then the facts of the other pages: the
    /// roster the sheets make, and when each snapshot was fetched.
    func loadSheets(_ inputs: Inputs, into sink: some SiteSink) throws(BuildError) -> BuiltSheets {
        var data = inputs.read.data
        let images = SiteImages(source: reader.source.images)
        let pictures = SitePictures(images: images, depth: 0)
        let templates = inputs.templates
        // The menu is known before the sheets, which show it: no page's being may depend on them.
        let before = SiteFacts(
            data: data, settings: options.site, times: Freshness(source: reader.source, paths: []), words: templates.words,
            pictures: pictures)
        var chrome = SiteChrome(
            settings: options.site, stylesheet: templates.stylesheet, stylesheetText: templates.stylesheetText, words: templates.words,
            times: before.times, menu: options.pages.menu(for: before))
        let run = SheetRun(
            reader: reader, history: history, data: data, options: options, templates: templates, chrome: chrome, sink: sink,
            images: images, previousCache: inputs.previous.sheets, reuse: inputs.reuse, histories: inputs.read.histories,
            renames: renames)
        let outcome = try run.run()
        data.add(outcome.summaries, renamed: renames.current.filter { outcome.summaries[$0.value] != nil })
        var warnings: [String] = []
        if options.site.raidCatalog != nil {
            warnings += GoldEarnerWarnings.warnings(chosen: options.site.goldEarners, accounts: data.accounts)
        }
        let fingerprint = outcome.fingerprint.flatMap { pagesFingerprint(sheets: $0, data: data) }
        data.paths += outcome.paths
        chrome.times = Freshness(source: reader.source, paths: data.paths)
        let facts = SiteFacts(data: data, settings: options.site, times: chrome.times, words: templates.words, pictures: pictures)
        return BuiltSheets(
            pages: outcome.pages, warnings: warnings, sheetWarnings: outcome.warnings, cache: outcome.cache,
            unchangedCache: outcome.unchangedCache, fingerprint: fingerprint, facts: facts, chrome: chrome, pictures: pictures,
            images: images)
    }

    /// The table's pages, as the previous build made them when nothing they are made from
    /// changed (`PagesCache`), else rendered: each page on a worker of its own, beside the
    /// sheets' cache, which is encoded meanwhile.
    func renderPages(_ sheets: BuiltSheets, inputs: Inputs, into output: inout BuildOutput<some SiteSink>) throws(BuildError)
        -> WrittenPages
    {
        let kept = sheets.fingerprint.flatMap {
            keptPages(PagesCache(inputs.previous.pages), fingerprint: $0, images: sheets.images, sink: output.sink)
        }
        if let kept { output.paths.formUnion(kept.outputs.keys) }
        let pages = kept == nil ? options.pages.pages(for: sheets.facts) : []
        let searched = kept == nil
        let (cache, unchanged) = (sheets.cache, sheets.unchangedCache)
        let (facts, chrome, libraries) = (sheets.facts, sheets.chrome, inputs.templates.libraries)
        let table = options.pages
        let made = try Workers.map(pages.count + 2, workers: options.workers) { index throws(BuildError) -> PagesJobOutput in
            do throws(TemplateError) {
                if index < pages.count { return .pages(try pages[index].render(facts, chrome: chrome, libraries: libraries)) }
                if index == pages.count { return .pages(searched ? [Self.searchIndex(table, facts)] : []) }
                return .cache(unchanged ?? cache?.encoded)
            } catch {
                throw BuildError.template(error)
            }
        }
        var outputs: [String: Int] = [:]
        for case .pages(let rendered) in made {
            for page in rendered where inputs.templates.assets[page.path] == nil {
                try output.put(page.path, page.contents)
                outputs[page.path] = page.contents.count
            }
        }
        var sheetsCache: Data?
        for case .cache(let cache?) in made { sheetsCache = cache }
        return WrittenPages(kept: kept, outputs: outputs, sheetsCache: sheetsCache)
    }

    /// The search box's index (HTML only): the roster's characters (a sheet, or else a roster
    /// row), the front page and the menu's pages.
    private static func searchIndex(_ table: PageTable, _ facts: SiteFacts) -> RenderedPage {
        let ext = OutputFormat.html.fileExtension
        let index = SearchIndex(
            characters: facts.data.characters, roster: facts.data.roster, format: ext, pages: table.searched(facts, ext: ext),
            words: facts.words)
        return RenderedPage(path: SearchIndex.path, contents: index.script)
    }

    /// What the pages step wrote: the previous build's pages kept, or this one's by size, and
    /// the sheets' cache encoded beside them.
    struct WrittenPages {
        var kept: PagesCache?
        var outputs: [String: Int]
        /// The sheets' cache, encoded beside the pages; nil when there is none to save.
        var sheetsCache: Data?
    }

    /// What one of the jobs of the pages step made.
    private enum PagesJobOutput: Sendable {
        case pages([RenderedPage])
        case cache(Data?)
    }

    /// The templates' assets, the pictures the pages show, robots.txt and sitemap.xml (with
    /// the site's address), `.nojekyll` and the table's feeds; returns the warnings.
    func writeFeedsAndPictures(_ sheets: BuiltSheets, inputs: Inputs, into output: inout BuildOutput<some SiteSink>) throws(BuildError)
        -> [String]
    {
        let assets = inputs.templates.assets
        for (path, asset) in assets where path != "robots.txt" || options.site.siteURL == nil {
            try output.put(path, asset)
        }
        let warnings = try writePictures(sheets.images, into: &output)
        if let siteURL = options.site.siteURL {
            try output.put("robots.txt", Sitemap.announce(in: assets["robots.txt"], siteURL: siteURL))
            // A page the table keeps out (404.html, a renamed character's old pages, which only
            // send a browser on) is not a page to index.
            let unlisted = options.pages.pages(for: sheets.facts).filter { !$0.inSitemap }.flatMap(\.paths)
            try output.put("sitemap.xml", Data(Sitemap.render(output.paths.subtracting(unlisted), siteURL: siteURL).utf8))
        }
        // GitHub Pages would otherwise run Jekyll, which hides files starting with '_'.
        try output.put(".nojekyll", Data())
        for feed in options.pages.feeds {
            if let bytes = feed.render(sheets.facts) { try output.put(feed.path, bytes) }
        }
        return warnings
    }

    /// Each kept picture a page shows, once: a file already there with its size is kept
    /// unread (its name is its content's hash). One that cannot be read is a warning; its
    /// pages still link it, so the next build, or fetch, can mend it.
    private func writePictures(_ images: SiteImages, into output: inout BuildOutput<some SiteSink>) throws(BuildError) -> [String] {
        var warnings: [String] = []
        for (path, image) in images.used where !output.sink.keep(path, size: image.size) {
            let data: Data
            do throws(SnapshotError) {
                data = try images.source.data(of: image)
            } catch {
                warnings.append(error.description)
                continue
            }
            try output.put(path, data)
        }
        return warnings + images.source.problems
    }

    /// The static files, last, so a file of the user's replaces the page of the same path,
    /// each handed to the sink open; not in the sitemap, which lists pages.
    func copyStatic(_ files: StaticFiles, into output: inout BuildOutput<some SiteSink>) throws(BuildError) -> [String] {
        var copied: [String] = []
        let sink = output.sink
        let warnings = try files.copy(over: output.paths) { path, file throws(BuildError) in
            do throws(SiteOutputError) {
                try sink.copy(path, from: file)
            } catch {
                throw BuildError.output(error)
            }
            copied.append(path)
        }
        output.paths.formUnion(copied)
        return warnings
    }

    /// Saves what the next build may keep: the sheets' cache and the table's pages (the
    /// previous build's entry when they were kept).
    func commit(_ pages: WrittenPages, inputs: Inputs, sheets: BuiltSheets, into sink: some SiteSink) {
        guard let sheetsCache = pages.sheetsCache else { return }
        let pagesEntry =
            pages.kept.map { _ in inputs.previous.pages }
            ?? sheets.fingerprint.map {
                PagesCache(fingerprint: $0, outputs: pages.outputs, images: sheets.pictures.resolutions).encoded
            } ?? Data()
        sink.saveCache(CacheFile(pages: pagesEntry, sheets: sheetsCache).data)
    }
}
