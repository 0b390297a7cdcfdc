import Foundation

/// One corpus size's figures, and the table they are printed in.
struct BuildRow {
    let count: Int
    let full: ChildRun
    let pages: Int
    let noChange: ChildRun?
    let oneChange: ChildRun?
    /// The `loas import` that made the store a build from the store reads.
    var imported: ChildRun? = nil

    static func table(_ rows: [BuildRow]) -> String {
        let importing = rows.contains { $0.imported != nil }
        var lines = [
            "     N   full s   pages   pages/s  peak MB | no-change s  % full  written | one-change s  written"
                + (importing ? " | import s  peak MB" : "")
        ]
        for row in rows {
            let perSecond = row.full.seconds > 0 ? Double(row.pages) / row.full.seconds : 0
            var line = String(
                format: "%6d %8.2f %7d %9.1f %8.1f", row.count, row.full.seconds, row.pages, perSecond,
                Double(row.full.peakBytes) / 1_048_576)
            line += " | " + rebuild(row.noChange, full: row.full)
            line += " | " + rebuild(row.oneChange, full: nil)
            if let imported = row.imported {
                line += String(format: " | %8.2f %8.1f", imported.seconds, Double(imported.peakBytes) / 1_048_576)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func rebuild(_ run: ChildRun?, full: ChildRun?) -> String {
        guard let run else { return "          —" }
        let written = WriteSummary(output: run.output).map { String($0.written) } ?? "?"
        if let full {
            let share = full.seconds > 0 ? 100 * run.seconds / full.seconds : 0
            return String(format: "%11.2f %6.1f%% ", run.seconds, share) + padded(written, 8)
        }
        return String(format: "%12.2f ", run.seconds) + padded(written, 8)
    }
}

/// `text` right-aligned in `width` columns (`%@` takes no Swift String on Linux).
func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
