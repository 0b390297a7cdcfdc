/// The three lines of gear the planner hones, each with its own table (honing-facts §1–§3).
/// The raw value is the word the game and the page use.
package enum GearLine: String, Sendable, Hashable, CaseIterable, Codable {
    /// 운명의 전율: succession gear, +11 to +25, 1730 at +11.
    case jeonyul = "전율"
    /// 운명의 업화: the older T4 line, +10 to +25 (its 상급 재련 is not planned).
    case eophwa = "업화"
    /// 완갑: the vambrace slot, 0 to +25; it adds no item level.
    case wangap = "완갑"

    /// The last stage: a piece there has no next step.
    package var lastStage: Int { 25 }

    /// Whether a stage of this line raises the character's item level (완갑 does not).
    package var addsItemLevel: Bool { self != .wangap }
}

/// Which table of a line a piece uses: armor and weapon differ in materials and breath; the
/// vambrace has one table of its own.
package enum PieceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case armor
    case weapon
    case vambrace

    /// The armory's `Type` of the piece: 무기 is the weapon, 완갑 the vambrace, the rest armor.
    package init(slot: String) {
        switch slot {
        case "무기": self = .weapon
        case "완갑": self = .vambrace
        default: self = .armor
        }
    }
}

/// How sure the sources are of a row (honing-facts, "Status codes").
package enum RowStatus: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Two or more independent sources agree.
    case confirmed = "C"
    /// One source only.
    case single = "S"
    /// The sources conflict, or the value is an estimate.
    case unsure = "U"

    /// C < S < U: a plan's status is the weakest of the rows and columns it used.
    package static func < (lhs: RowStatus, rhs: RowStatus) -> Bool {
        let order: [RowStatus] = [.confirmed, .single, .unsure]
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}
