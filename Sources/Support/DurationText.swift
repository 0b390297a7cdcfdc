import Foundation

/// Durations as people write them in a config file or on a command line: `90s`, `30m`,
/// `1h30m`, `2h`; a bare number is seconds.
package enum DurationText {
    /// Nil for anything else, including zero and negative durations.
    package static func parse(_ text: String) -> Duration? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let seconds = Int(text) { return seconds > 0 ? .seconds(seconds) : nil }
        var total = 0
        var number = ""
        var lastUnit = Int.max
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            let unit: Int
            switch character {
            case "h": unit = 3_600
            case "m": unit = 60
            case "s": unit = 1
            default: return nil
            }
            // Each unit once, largest first: "30m1h" is more likely a typo than a duration.
            guard let value = Int(number), unit < lastUnit, value <= 10_000 else { return nil }
            total += value * unit
            lastUnit = unit
            number = ""
        }
        guard number.isEmpty, total > 0 else { return nil }
        return .seconds(total)
    }

    /// `1h30m`, `45s`: the form `parse` reads, shortest first.
    package static func describe(_ duration: Duration) -> String {
        var seconds = Int(duration.components.seconds)
        guard seconds > 0 else { return "0s" }
        var text = ""
        for (unit, letter) in [(3_600, "h"), (60, "m"), (1, "s")] where seconds >= unit {
            text += "\(seconds / unit)\(letter)"
            seconds %= unit
        }
        return text
    }
}
