import Support

/// An item level as the API writes it ("1,745.00"), kept with its number for sorting.
package struct ItemLevel: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let value: Double

    package init?(_ text: String) {
        guard let value = GameNumber.double(text), OutsideNumber.isInRange(value) else { return nil }
        self.value = value
    }

    package init(value: Double) {
        self.value = value
    }

    /// "1,745.00": the way the game shows it; "–" for a value no item level can have.
    package var description: String {
        guard OutsideNumber.isInRange(value), let hundredths = OutsideNumber.rounded(value * 100) else { return "–" }
        let whole = hundredths / 100
        let fraction = hundredths % 100
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    package static func < (lhs: ItemLevel, rhs: ItemLevel) -> Bool { lhs.value < rhs.value }
}
