import Foundation
import LostArkAPI
import SitePages
import SnapshotStore
import StoredHistory

/// The first step of a build: everything read before the sheets.
extension SiteBuilder {
    /// What a build reads before the sheets: the snapshots besides the armories, the
    /// templates, and what the previous build left.
    struct Inputs: Sendable {
        var previous: CacheFile
        var reuse: BuildCache?
        var read: Read
        var templates: BuildTemplates
        /// The templates' and the snapshots' warnings.
        var warnings: [String] { templates.warnings + read.warnings }
    }

    /// What a build reads before the sheets, besides its templates.
    struct Read: Sendable {
        var staticFiles: StaticFiles?
        var data: SiteData
        var warnings: [String]
        /// Each armory's `HistorySource.historyFingerprint`, when the source tells them at once.
        var histories: [String: String]?
    }

    /// One of the jobs before the sheets.
    private enum Preparation: Sendable {
        case reuse(BuildCache?)
        case read(Read)
        case templates(BuildTemplates)
    }

    /// What the previous build left is decoded while the other snapshots are read and the
    /// templates compile: at 1,000 sheets it takes as long as both do; on a first build it
    /// is nothing, and the templates compile beside the reading.
    func readInputs(previousCache: Data?) throws(BuildError) -> Inputs {
        let previous = CacheFile(previousCache)
        let preparations = try Workers.map(3, workers: options.workers) { job throws(BuildError) -> Preparation in
            switch job {
            case 0: .reuse(BuildCache(previous.sheets))
            case 1: .read(try read())
            default: .templates(try compileTemplates())
            }
        }
        // Results come back in job order.
        guard case .reuse(let reuse) = preparations[0], case .read(let read) = preparations[1],
            case .templates(let templates) = preparations[2]
        else { preconditionFailure("Workers.map returns each job's result in job order") }
        return Inputs(previous: previous, reuse: reuse, read: read, templates: templates)
    }

    private func read() throws(BuildError) -> Read {
        let filter = try EventFilter(options.hideEvents)
        // Read before any page is made: a file that cannot be copied stops the build early.
        let staticFiles = try options.staticFolder.map { folder throws(BuildError) in
            try StaticFiles(folder, privateNames: options.privateNames)
        }
        var warnings = renames.waiting.map { old, new in
            "loas.yml renames \(old) to \(new), but no armory of \(new) is stored yet: \(old) keeps a sheet of its own until "
                + "\(new) is fetched (put \(new) in `characters`)"
        }
        var data = SiteData(reader: reader, answers: Answers.standard + options.pages.answers, history: history, warnings: &warnings)
        data.renameSiblings(renames.current)
        if let events = data[Answers.events] {
            let shown = events.filter { !filter.hides($0) }
            data[Answers.events] = shown
            data.hiddenEvents = events.count - shown.count
        }
        let histories = try? history?.historyFingerprints(characters: reader.armoryNames())
        return Read(staticFiles: staticFiles, data: data, warnings: warnings, histories: histories)
    }

    /// Every template is compiled before any file is put: a template that cannot be used
    /// stops the build with nothing written. The table's pages may name words of their own.
    private func compileTemplates() throws(BuildError) -> BuildTemplates {
        do {
            return try BuildTemplates(overrides: options.templates, table: options.pages)
        } catch {
            throw BuildError.template(error)
        }
    }
}
