import Support

/// The API's item levels and combat power as hundredths, and back as the game writes them
/// ("1,745.00", "2,318.45": thousands separated by commas, two decimals). Written by hand
/// so the corpus does not depend on the machine's locale.
extension GameNumber {
    /// Hundredths, or nil for text that is not such a number.
    static func hundredths(_ text: String) -> Int? {
        guard let value = double(text), value.isFinite, value >= 0 else { return nil }
        return Int((value * 100).rounded())
    }

    static func text(hundredths: Int) -> String {
        let whole = String(hundredths / 100)
        var grouped = ""
        for (offset, character) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        let cents = hundredths % 100
        return grouped + "." + (cents < 10 ? "0" : "") + String(cents)
    }
}
