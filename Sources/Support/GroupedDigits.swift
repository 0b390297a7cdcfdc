import Foundation

/// A number as pages and the demo's answers write it: thousands grouped with commas, a fixed
/// count of fraction digits ("1,640.00", "12,345"). Plain arithmetic, so the text never
/// depends on the machine's locale.
package enum GroupedDigits {
    /// `value` with `decimals` fraction digits; "–" for one that has no such digits (not
    /// finite, or past `Int`).
    package static func text(_ value: Double, decimals: Int) -> String {
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
