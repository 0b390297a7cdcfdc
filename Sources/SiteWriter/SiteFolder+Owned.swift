import Foundation

/// The files loas wrote into a site folder, kept in its marker (`.loas-site`) so a build
/// removes or replaces only those: a store, a config or a user's file in the folder is never
/// taken for a page that is no longer built.
///
/// The list ends with a line of its own, so a marker cut short while it was written is told
/// from a whole one, as is the marker of a loas from before lists were kept: neither is a
/// list (`paths` gives nil), and a build then takes over only the paths it writes itself.
/// A name may hold a line break (a template file's): it is written escaped (`LineEscaping`).
enum OwnedFiles {
    static let header = "written by loas; it replaces or removes only the files listed below, which it wrote"
    static let end = "end"

    /// The paths the marker lists, in its order; nil when `marker` holds no complete list,
    /// and an empty marker (just made) owns nothing. A site folder keeps them by their bytes
    /// (`TextKey`).
    static func paths(_ marker: Data?) -> [String]? {
        guard let marker else { return nil }
        if marker.isEmpty { return [] }
        guard String(data: marker, encoding: .utf8) != nil else { return nil }
        // Lines of bytes: as Characters, a name ending in a carriage return would join the
        // line break after it.
        var lines = Array(marker).split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.first.map(Array.init) == Array(header.utf8), lines.popLast()?.isEmpty == true,
            lines.popLast().map(Array.init) == Array(end.utf8)
        else { return nil }
        var paths: [String] = []
        for line in lines.dropFirst() {
            guard line.first == UInt8(ascii: "/"), let path = LineEscaping.lines.unescape(line.dropFirst()) else { return nil }
            paths.append(path)
        }
        return paths
    }

    static func encode(_ paths: Set<String>) -> Data {
        var text = header + "\n"
        for path in paths.sorted() {
            text += "/" + LineEscaping.lines.escape(path) + "\n"
        }
        return Data((text + end + "\n").utf8)
    }

    /// Files that are not loas's, for one warning: a folder at the top holding none of loas's
    /// files is named once with its count (a `.git` of thousands), at most `limit` names.
    static func describe(_ foreign: Set<String>, besides ours: Set<String>, limit: Int = 20) -> String {
        let oursAtTop = Set(ours.compactMap { $0.split(separator: "/", maxSplits: 1).count > 1 ? $0.prefix { $0 != "/" } : nil })
        var names: [String] = []
        var folders: [Substring: Int] = [:]
        for path in foreign {
            let parts = path.split(separator: "/", maxSplits: 1)
            if parts.count > 1, !oursAtTop.contains(parts[0]) {
                folders[parts[0], default: 0] += 1
            } else {
                names.append(path)
            }
        }
        for (folder, count) in folders {
            names.append(count == 1 ? "\(folder)/ (1 file)" : "\(folder)/ (\(count) files)")
        }
        names.sort()
        let shown = names.prefix(limit).joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }
}
