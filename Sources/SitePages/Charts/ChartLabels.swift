import Foundation
import Planning
import Support

/// Text for chart axes and tables: dates as Korea's calendar day, numbers grouped by
/// thousands. Plain arithmetic, so a label never depends on the machine's locale.
package enum ChartLabels {
    /// The KST (UTC+9) calendar day of `date`, "2026-11-21".
    package static func kstDay(_ date: Date) -> String { KoreanDate.day(of: date) }

    /// `value` with `decimals` fraction digits and thousands separators: "1,640.00", "12,345";
    /// "–" for one that has no such digits (not finite, or past `Int`).
    package static func number(_ value: Double, decimals: Int) -> String {
        let scale = pow(10, Double(decimals))
        guard let scaled = OutsideNumber.rounded(abs(value) * scale), let unit = OutsideNumber.rounded(scale) else {
            return "–"
        }
        var digits = String(scaled / unit)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        var text = (value < 0 && scaled != 0 ? "-" : "") + digits + grouped
        if decimals > 0 {
            let fraction = String(scaled % unit)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }
}
