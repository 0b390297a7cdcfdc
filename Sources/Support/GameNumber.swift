/// A number as the game writes it in text ("1,745.00", "4,351.68", "+15,920"): the one
/// place its thousands separators are read.
///
/// Every comma is dropped wherever it stands and the rest is read as Swift reads a number
/// (a sign, decimals, an exponent, "nan" and "inf" too), which is what every page was
/// built from; so "1,7,45" is 1745 and "" or "," is no number. The range is the caller's
/// to check (``OutsideNumber``): a value out of it is reported by name there, not refused here.
package enum GameNumber {
    /// The text's number; nil when the text without its commas is none.
    package static func double(_ text: some StringProtocol) -> Double? {
        Double(withoutCommas(text))
    }

    /// The text's whole number; nil when the text without its commas is none, or has a
    /// fraction, or is beyond `Int` ("1,745.00" is nil: use ``double(_:)``).
    package static func int(_ text: some StringProtocol) -> Int? {
        Int(withoutCommas(text))
    }

    private static func withoutCommas(_ text: some StringProtocol) -> String {
        String(text.filter { $0 != "," })
    }
}
