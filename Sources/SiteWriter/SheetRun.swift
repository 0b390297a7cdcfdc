import Foundation
import LostArkAPI
import Rendering
import SitePages
import SnapshotStore
import StoredHistory

/// Builds every character sheet, a few characters at a time across cores, each handed to the
/// sink as soon as it is rendered.
///
/// A sheet shows one thing that depends on every other character: which siblings have a
/// sheet. That is known only once every armory is read, so sheets are first rendered on a
/// guess (every armory file makes a sheet under its file name), which holds unless an
/// armory is null, unreadable or filed under another name. Sheets the guess got wrong are rendered again; the result
/// is the same bytes as if everything had been known up front.
///
/// Building into a folder, a sheet whose inputs have the fingerprint the previous build
/// recorded (`SheetRun+Cache.swift`) is kept as it is, its armory not even decoded.
struct SheetRun<Sink: SiteSink> {
    let reader: SnapshotReader
    let history: (any HistorySource)?
    let data: SiteData
    let options: SiteBuilder.Options
    let templates: BuildTemplates
    /// Every page's chrome (the menu of the table's pages), its times set per pass.
    let chrome: SiteChrome
    let sink: Sink
    let images: SiteImages
    /// The sheets' part of the previous build's cache file (`CacheFile.sheets`), and it read.
    let previousCache: Data?
    let reuse: BuildCache?
    /// Each file's `HistorySource.historyFingerprint`, when the source tells them at once.
    let histories: [String: String]?
    /// A former name's armory makes no sheet; the new name's sheet reads its history too.
    let renames: CharacterRenames
    /// Shared by every job of the run, both passes.
    let tooltipCache = SharedTooltipCache()

    struct Outcome {
        /// Per sheet name, in name order (a later file filed under the same name wins).
        var summaries: [String: CharacterSummary]
        /// Every armory snapshot read.
        var paths: [String]
        /// Every page of the sheets kept or written: each sheet in both formats, and its
        /// tooltip page.
        var pages: Set<String>
        /// In snapshot name order, each character's in the order they were met.
        var warnings: [String]
        /// For the next build; nil when nothing of this one can be kept (its history source
        /// cannot tell what changed).
        var cache: BuildCache?
        /// The previous build's sheets cache, when every sheet was kept from it unchanged: the
        /// same bytes again, rather than every entry encoded afresh to say nothing new.
        var unchangedCache: Data?
        /// Of everything every sheet was made from, so the other pages, made from the sheets'
        /// summaries, can be kept with them; nil when a sheet cannot vouch for its inputs or
        /// was not written.
        var fingerprint: String?
    }

    /// What one armory file's job made of its sheet: the name and summary, the pages put and
    /// the pictures shown, its warnings and fingerprint, whether it was kept.
    private struct SheetOutcome: Sendable {
        var name: String?
        var summary: CharacterSummary?
        var warnings: [String]
        /// Of the inputs its sheet was made from; nil when not cached.
        var fingerprint: String?
        /// Each page put, with its size.
        var outputs: [String: Int] = [:]
        /// Pages that could not be written, said as warnings naming the character.
        var unwritten: [String] = []
        /// A page could not be written and had no earlier one: the character has no sheet.
        var lost = false
        /// The pictures the sheet shows.
        var pictures: BuildCache.Pictures = .made([:])
        /// Taken from the previous build's cache as it was.
        var kept = false
    }

    /// What sheets are rendered with, besides their own character.
    private struct Context: Sendable {
        var sheets: Set<String>
        var freshness: Freshness
        /// The previous build's results, for jobs that may reuse them.
        var reuse: BuildCache?
        /// Per picture of `reuse`'s table, whether it still resolves as it did.
        var stillResolved: [Bool] = []
        /// Of every input a sheet shares with the others; nil: no caching.
        var global: String?
        /// Each file's `HistorySource.historyFingerprint`, when the source tells them at once.
        var histories: [String: String]?
    }

    func run() throws(BuildError) -> Outcome {
        let files = reader.armoryNames()
        var guess = Context(
            sheets: Set(files).subtracting(renames.current.keys),
            freshness: Freshness(source: reader.source, paths: data.paths + files.map { Route.armory(character: $0).mirrorPath }))
        // History changes sheets without changing their armory: a sheet with history is kept
        // only while its history source vouches that what it shows is the same
        // (`historyFingerprint`), and built every time when it cannot say.
        guess.global = globalFingerprint(sheets: guess.sheets)
        guess.reuse = reuse
        guess.histories = histories
        guess.stillResolved = guess.reuse?.pictures.map { images.resolve($0.address).fingerprint == $0.resolution } ?? []
        var done = try render(Array(files.indices), files: files, context: guess)
        var counts: [String: Int] = [:]
        for job in done {
            guard let name = job.name else { continue }
            counts[name, default: 0] += 1
        }
        var winners = Self.winners(done)
        let paths = done.compactMap(\.summary?.path)
        let freshness = guess.freshness.narrowed(to: data.paths + paths)
        var linked = guess.sheets
        var again = winners.filter { name, _ in counts[name, default: 0] > 1 }
            .merging(siblingsMislinked(winners, guess: linked)) { first, _ in first }
        var redone: [Int] = []
        // A sheet redone may lose a page it had, and the others then link one sheet fewer: each
        // round has one name fewer, so it ends.
        while !again.isEmpty {
            let actual = Context(sheets: Set(winners.keys), freshness: freshness)
            let indices = again.values.sorted()
            for (index, job) in zip(indices, try render(indices, files: files, context: actual)) {
                done[index].outputs = job.outputs
                done[index].unwritten = job.unwritten
                done[index].pictures = job.pictures
                done[index].lost = job.lost
            }
            redone += indices
            linked = actual.sheets
            winners = Self.winners(done)
            again = siblingsMislinked(winners, guess: linked)
        }
        // The sheets are made: what they kept is freed beside the pages still to come.
        tooltipCache.releaseInBackground()
        useKeptPictures(done, table: guess.reuse?.pictures ?? [])
        // Every sheet kept (so each file had its entry) and no entry besides: the cache is the
        // previous one, as it was.
        let unchanged = redone.isEmpty && done.allSatisfy(\.kept) && guess.reuse?.characters.count == files.count
        let cache = unchanged ? guess.reuse : newCache(files: files, done: done, previous: guess.reuse?.pictures ?? [])
        let unreadable = reader.unreadableArmoryFiles().map {
            "\(reader.source.label)/\($0): the file name is not valid UTF-8, so this armory cannot be read; rename the file"
        }
        return Outcome(
            summaries: winners.compactMapValues { done[$0].summary }, paths: paths,
            pages: Set(winners.values.flatMap { done[$0].outputs.keys }),
            warnings: unreadable + done.flatMap { $0.warnings + $0.unwritten },
            cache: cache, unchangedCache: unchanged && cache != nil ? previousCache : nil,
            fingerprint: guess.global.flatMap { Self.combined($0, files: files, done: done) })
    }

    /// The shared fingerprint and each file's with it, in file order; nil when a job has none
    /// or left a page unwritten (the next build tries it again, and may then link it).
    private static func combined(_ global: String, files: [String], done: [SheetOutcome]) -> String? {
        var hash = ContentHash()
        hash.add(global)
        for (file, job) in zip(files, done) {
            guard let fingerprint = job.fingerprint, job.unwritten.isEmpty else { return nil }
            hash.add(file)
            hash.add(fingerprint)
        }
        return hash.hex
    }

    /// The cache of this run's sheets; nil when a history source can vouch for none of them
    /// (the demo's), so there is nothing to keep.
    private func newCache(files: [String], done: [SheetOutcome], previous: [BuildCache.Picture]) -> BuildCache? {
        var sheets: [(file: String, entry: BuildCache.Entry, pictures: BuildCache.Pictures)] = []
        // A sheet not written in full is not remembered: the next build tries it again.
        for (file, job) in zip(files, done) where job.unwritten.isEmpty {
            guard let fingerprint = job.fingerprint else { continue }
            let entry = BuildCache.Entry(
                fingerprint: fingerprint, name: job.name, summary: job.summary, warnings: job.warnings, outputs: job.outputs)
            sheets.append((file, entry, job.pictures))
        }
        return history != nil && sheets.isEmpty ? nil : BuildCache(sheets: sheets, previous: previous)
    }

    /// Notes each picture a kept sheet shows as used, once however many sheets show it.
    private func useKeptPictures(_ done: [SheetOutcome], table: [BuildCache.Picture]) {
        var used = [Bool](repeating: false, count: table.count)
        for job in done {
            guard case .kept(let places) = job.pictures else { continue }
            for place in places where place < used.count { used[place] = true }
        }
        for (place, picture) in table.enumerated() where used[place] {
            images.use(images.resolve(picture.address))
        }
    }

    /// Per sheet name, the job whose sheet stands (a later file filed under the same name wins).
    private static func winners(_ done: [SheetOutcome]) -> [String: Int] {
        var winners: [String: Int] = [:]
        for (index, job) in done.enumerated() {
            guard let name = job.name, !job.lost else { continue }
            winners[name] = index
        }
        return winners
    }

    /// The winners whose sibling links were made for `guess` but differ with the sheets
    /// the winners are. When the two sets agree no link can differ, and asking each sheet of
    /// each sibling anyway grows with the square of a roster's size.
    private func siblingsMislinked(_ winners: [String: Int], guess: Set<String>) -> [String: Int] {
        let actual = Set(winners.keys)
        guard actual != guess else { return [:] }
        return winners.filter { name, _ in siblingsDiffer(of: name, guess: guess, actual: actual) }
    }

    /// True when the sibling section of `name` would link differently with the actual sheets.
    private func siblingsDiffer(of name: String, guess: Set<String>, actual: Set<String>) -> Bool {
        guard let list = data.siblingList(of: name) else { return false }
        return list.contains { guess.contains($0.name) != actual.contains($0.name) }
    }

    /// Runs the jobs of `indices` (into `files`) on up to `options.workers` threads; results
    /// in the order of `indices`, the first failure by position thrown.
    private func render(_ indices: [Int], files: [String], context: Context) throws(BuildError) -> [SheetOutcome] {
        let memo = TooltipMemo(cache: tooltipCache)
        var chrome = chrome
        chrome.times = context.freshness
        let (site, libraries, table) = (chrome, templates.libraries, options.pages.characters)
        let formats = libraries.map(\.0)
        let job: @Sendable (Int) throws(BuildError) -> SheetOutcome = { position throws(BuildError) in
            let file = files[indices[position]]
            let read = context.global.flatMap { self.fingerprint(file, global: $0, histories: context.histories) }
            let fingerprint = read?.fingerprint
            // A former name: its history is on the new name's sheet, and its pages point there.
            if renames.current[file] != nil { return SheetOutcome(name: nil, summary: nil, warnings: [], fingerprint: fingerprint) }
            // A kept sheet's pictures must still resolve as they did: one fetched since shows
            // instead of its placeholder, so the sheet is made again.
            if let fingerprint, let entry = context.reuse?.characters[file], entry.fingerprint == fingerprint,
                entry.pictures.allSatisfy({ $0 < context.stillResolved.count && context.stillResolved[$0] }),
                entry.outputs.allSatisfy({ sink.keep($0.key, size: $0.value) })
            {
                return SheetOutcome(
                    name: entry.name, summary: entry.summary, warnings: entry.warnings, fingerprint: fingerprint,
                    outputs: entry.outputs, pictures: .kept(entry.pictures), kept: true)
            }
            var warnings: [String] = []
            guard
                let character = CharacterSheet.load(
                    file, bytes: read.flatMap(\.bytes), reader: reader, history: history, former: renames.former[file] ?? [], memo: memo,
                    warnings: &warnings)
            else {
                return SheetOutcome(name: nil, summary: nil, warnings: warnings, fingerprint: fingerprint)
            }
            var outputs: [String: Int] = [:]
            var unwritten: [String] = []
            var lost = false
            let name = CharacterSheet.key(character.armory, fileName: file)
            let pictures = SitePictures(images: images, depth: 1)
            let rendered: [RenderedPage]
            do throws(TemplateError) {
                let facts = CharacterFacts(
                    name: name, character: character, sheets: context.sheets, siblingList: data.siblingList(of: name),
                    classGroups: options.classGroups, formats: formats, pictures: pictures, site: site, sections: table.sections)
                rendered = try table.render(facts, libraries: libraries)
            } catch {
                throw BuildError.template(error)
            }
            for page in rendered {
                let bytes = page.contents
                do throws(SiteOutputError) {
                    try sink.put(page.path, bytes)
                } catch {
                    // One character's page is not worth the site: the rest is built, and the
                    // page the previous build wrote stays.
                    let label = "\(reader.source.label)/\(Route.armory(character: file).mirrorPath): the sheet of \(name) was not written"
                    if sink.retain(page.path) {
                        unwritten.append("\(label), its previous page is kept: \(error)")
                    } else {
                        lost = true
                        unwritten.append("\(label) and has no previous page, so no page links to it: \(error)")
                    }
                    continue
                }
                outputs[page.path] = bytes.count
            }
            if lost {
                // Without its sheet the character's other pages are linked from nowhere.
                for path in outputs.keys { sink.retain(path) }
                outputs = [:]
            }
            var summary = character.summary
            summary.silentSince = reader.source.goneSince(character.path)
            summary.changes = character.history?.timeline.map { DatedChanges.recent($0, words: templates.words) } ?? []
            return SheetOutcome(
                name: name, summary: summary, warnings: warnings, fingerprint: fingerprint, outputs: outputs,
                unwritten: unwritten, lost: lost, pictures: .made(pictures.resolutions))
        }
        return try Workers.map(indices.count, workers: options.workers, job)
    }
}
