/// Text for XML and SVG: the five predefined entities, and characters XML 1.0 cannot
/// hold at all (most C0 controls, non-characters) dropped, with DEL and the C1 controls
/// (`ControlCharacters`, the rule of every page).
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                guard !ControlCharacters.isControl(scalar), scalar.value != 0xFFFE, scalar.value != 0xFFFF else { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
