import Foundation
import Planning
import Support

/// Text for chart axes and tables: dates as Korea's calendar day, numbers grouped by
/// thousands. Plain arithmetic, so a label never depends on the machine's locale.
package enum ChartLabels {
    /// The KST (UTC+9) calendar day of `date`, "2026-11-21".
    package static func kstDay(_ date: Date) -> String { KoreanDate.day(of: date) }

    /// `value` with `decimals` fraction digits and thousands separators (`GroupedDigits`).
    package static func number(_ value: Double, decimals: Int) -> String {
        GroupedDigits.text(value, decimals: decimals)
    }
}
