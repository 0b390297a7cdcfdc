import Foundation

/// The files loas wrote into a site folder, kept in its marker (`.loas-site`) so a build
/// removes or replaces only those: a store, a config or a user's file in the folder is never
/// taken for a page that is no longer built.
///
/// The list ends with a line of its own, so a marker cut short while it was written is told
/// from a whole one, as is the marker of a loas from before lists were kept: neither is a
/// list (`parse` gives nil), and a build then takes over only the paths it writes itself.
enum OwnedFiles {
    static let header = "written by loas; it replaces or removes only the files listed below, which it wrote"
    static let end = "end"

    /// Nil when `marker` holds no complete list; an empty marker (just made) owns nothing.
    static func parse(_ marker: Data?) -> Set<String>? {
        guard let marker else { return nil }
        if marker.isEmpty { return [] }
        guard let text = String(data: marker, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.popLast() == "", lines.popLast() == Substring(end) else { return nil }
        var paths: Set<String> = []
        for line in lines.dropFirst() {
            guard line.hasPrefix("/"), let path = unescape(line.dropFirst()) else { return nil }
            paths.insert(path)
        }
        return paths
    }

    static func encode(_ paths: Set<String>) -> Data {
        var text = header + "\n"
        for path in paths.sorted() {
            text += "/" + escape(path) + "\n"
        }
        return Data((text + end + "\n").utf8)
    }

    /// A name may hold a line break (a template file's): written as `\n`, a backslash as `\\`.
    private static func escape(_ path: String) -> String {
        // Nearly every name has neither: Foundation's replacing cost a twentieth of a
        // no-change rebuild of 1,000 characters.
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    private static func unescape(_ text: Substring) -> String? {
        var path = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "\\": path.append("\\")
                case "n": path.append("\n")
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                path.append(character)
            }
        }
        return escaped ? nil : path
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
