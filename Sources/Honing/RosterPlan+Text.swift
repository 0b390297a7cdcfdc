import Foundation

extension RosterPlan {
    /// The plan as `loas plan --format text` prints it: a block per character (a line per
    /// piece, then the target), the roster's ranking, and the dates. Figures are rounded for
    /// reading; `--format json` has them whole.
    package var terminalText: String {
        var lines: [String] = []
        for character in characters {
            lines.append("\(character.name)  item level \(Self.number(character.itemLevel, digits: 2))")
            for piece in character.pieces { lines.append("  " + Self.line(piece)) }
            for target in character.targets {
                let steps = target.steps.map { "\($0.slot) +\($0.to)" }.joined(separator: ", ")
                lines.append(
                    "  → \(Self.number(target.itemLevel, digits: 0)) (\(target.raid)): \(target.steps.count) steps, "
                        + "\(Self.gold(target.expectedGold)) expected: \(steps)")
            }
            lines.append("")
        }
        if !ranking.isEmpty {
            lines.append("Most item level per gold:")
            for (index, step) in ranking.prefix(10).enumerated() {
                let perLevel = step.goldPerItemLevel.map { Self.number($0, digits: 0) + " gold per item level" } ?? "price unknown"
                lines.append("  \(index + 1). \(step.character) \(step.slot) +\(step.to): \(perLevel)")
            }
            lines.append("")
        }
        lines.append("Prices of \(pricesDay ?? "no day (no market prices stored)"); tables of \(tablesDay).")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ piece: PiecePlan) -> String {
        let head = "\(piece.slot) \(piece.gear.rawValue) +\(piece.stage)"
        guard let next = piece.next else { return head + (piece.done ? ": done" : ": no table row for this stage") }
        var parts = ["→ +\(next)"]
        if let taps = piece.expectedTaps, let pity = piece.pityTap {
            parts.append("\(number(taps, digits: 1)) taps expected (pity \(pity))")
        }
        parts.append("\(gold(piece.expectedGold)) expected, \(gold(piece.worstGold)) at worst")
        var plan: [String] = []
        if piece.breathTaps > 0 { plan.append("\(piece.breathPerTap) breath on the first \(piece.breathTaps) taps") }
        if let book = piece.book { plan.append(book) }
        parts.append(plan.isEmpty ? "no breath, no book" : plan.joined(separator: " + "))
        if let status = piece.status, status != .confirmed { parts.append("table \(status.rawValue)") }
        if !piece.unknownPrices.isEmpty { parts.append("no price: " + piece.unknownPrices.joined(separator: ", ")) }
        return head + " " + parts.joined(separator: "; ")
    }

    private static func gold(_ value: Double?) -> String {
        value.map { number($0, digits: 0) + " gold" } ?? "unknown gold"
    }

    /// 102,470 or 1,745.83: thousands apart, as the game writes figures.
    static func number(_ value: Double, digits: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
