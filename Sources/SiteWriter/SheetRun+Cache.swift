import FileSystem
import Foundation
import LostArkAPI
import Rendering
import SitePages
import SnapshotStore
import StoredHistory

/// The fingerprints that let a build skip the sheets whose inputs did not change.
extension SheetRun {
    /// Everything a sheet depends on besides its own armory snapshot: the program, the
    /// templates, the options, the sibling lists and which of them have sheets, and which
    /// other pages the navigation links to. (The site's newest data time is on the front
    /// page only, so refreshing one character leaves every other sheet as it was.)
    func globalFingerprint(sheets: Set<String>) -> String {
        var hash = ContentHash()
        hash.add("loas build cache \(BuildCache.version)")
        if let program = Bundle.main.executablePath, let status = FileStatus(path: program) {
            hash.add("\(program) \(status.size) \(status.modified.timeIntervalSince1970)")
        }
        hash.add(templates.fingerprint)
        // The options' fields a sheet shows, as `Options.fingerprinted` declares them.
        hash.add(options.fingerprint(.sheets))
        hash.add(reader.source.label)
        hash.add(history == nil ? "without history" : "with history")
        hash.add("\(reader.source.lastRunStart?.timeIntervalSince1970 ?? -1)")
        // Every field of every sibling, written out: printing the arrays goes through
        // reflection, for every sibling list of every rebuild.
        for list in data.siblingLists {
            hash.add(UInt64(list.count))
            for info in list {
                hash.add(
                    "\(info.name)|\(info.serverName ?? "-")|\(info.className ?? "-")|\(info.characterLevel ?? -1)|"
                        + "\(info.itemLevel?.value ?? -1)")
            }
        }
        // Only what pages show: which listed siblings have sheets, so adding a character
        // outside every roster does not rebuild every sheet.
        let siblings = Set(data.siblingLists.joined().map(\.name))
        hash.add(sheets.intersection(siblings).sorted().joined(separator: "\n"))
        hash.add("renames \(renames.fingerprint)")
        // The menu every sheet shows: the table's pages this site has.
        for item in chrome.menu {
            hash.add("\(item.word.rawValue) \(OutputFormat.allCases.map { item.path($0.fileExtension) })")
        }
        return hash.hex
    }

    /// The fingerprint of the sheet of `file`: the shared one and its own snapshot, with its
    /// times and, with a history source, everything its history shows; with the snapshot's
    /// bytes when they had to be read for it (so a sheet to render does not read them again).
    /// A store knows each snapshot's SHA-256, which then stands for its bytes. Nil when the
    /// snapshot cannot be read (the job reports it) or its history cannot vouch for itself.
    /// `known` are the histories' fingerprints when they were read with every other file's;
    /// a renamed character's holds its former names' histories too.
    func fingerprint(_ file: String, global: String, histories known: [String: String]?) -> (fingerprint: String, bytes: Data?)? {
        var hash = ContentHash()
        hash.add(global)
        hash.add(file)
        var bytes: Data?
        switch hash.addSnapshot(Route.armory(character: file).mirrorPath, of: reader.source) {
        case .unreadable: return nil
        case .bytes(let read): bytes = read
        case .digest: break
        }
        if let history {
            for name in (renames.former[file] ?? []) + [file] {
                guard let past = known?[name] ?? (try? history.historyFingerprint(character: name)) else { return nil }
                hash.add(name)
                hash.add(past)
            }
        }
        return (hash.hex, bytes)
    }
}
