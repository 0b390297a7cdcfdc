import Foundation
import SnapshotStore

/// `loas store stats` as text: a summary, then a table by kind and one by character.
struct StoreStatsText {
    let stats: StoreStats
    let path: String

    init(_ stats: StoreStats, path: String) {
        self.stats = stats
        self.path = path
    }

    var text: String {
        let all = stats.all
        var lines = ["\(path): \(ByteCount(stats.fileBytes)) on disk (\(ByteCount(stats.freeBytes)) of it free pages)"]
        lines.append(
            "answers: \(all.answers) stored for \(all.paths) paths (one per change), fetched from "
                + "\(Self.time(all.firstFetch)) to \(Self.time(all.lastFetch)) KST")
        let share = all.receivedBytes > 0 ? 100 * Double(stats.storedBytes) / Double(all.receivedBytes) : 0
        lines.append(
            "bodies: \(all.bodies) distinct, \(ByteCount(all.receivedBytes)) as received; kept as \(stats.sections) sections "
                + "of \(ByteCount(stats.sectionBytes)), \(ByteCount(stats.storedBytes)) compressed "
                + "(\(String(format: "%.1f", share))% of received)")
        lines.append("")
        lines += Self.table(stats.kinds, heading: "kind")
        if !stats.characters.isEmpty {
            lines.append("")
            lines += Self.table(stats.characters, heading: "character")
        }
        return lines.joined(separator: "\n")
    }

    private static func table(_ groups: [StoreStats.Group], heading: String) -> [String] {
        let header = [heading, "paths", "answers", "bodies", "received", "stored", "first fetch", "last fetch"]
        let rows = groups.map { group in
            [
                group.name, "\(group.paths)", "\(group.answers)", "\(group.bodies)", "\(ByteCount(group.receivedBytes))",
                "\(ByteCount(group.storedBytes))", time(group.firstFetch), time(group.lastFetch),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { width($0[column]) }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - width(cell))
                // Names and times read from the left, figures from the right.
                return column == 0 || column >= 6 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }

    /// Columns `text` takes on a terminal: Hangul and CJK take two, so Korean names line up.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60]
            return sum + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// In Korea's time, the game's clock, to the minute.
    static func time(_ date: Date?) -> String {
        guard let date else { return "-" }
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "Asia/Seoul")
        format.dateFormat = "yyyy-MM-dd HH:mm"
        return format.string(from: date)
    }
}
