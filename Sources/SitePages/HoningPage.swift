import Honing
import Rendering

/// The honing planner (issue 52): across the roster, the next steps ranked by gold per item
/// level; per character, every piece's next step (expected and worst-case gold, taps, breath
/// and book) and the cheapest steps to the next raid's item level. Values only: every word is
/// in `honing.html` and `honing.md`; a gold figure is nil where a price is unknown, never 0.
package struct HoningPage: Encodable {
    package let pricesDay: String?
    package let tablesDay: String
    package let ranking: [Ranked]
    package let hasRanking: Bool
    package let characters: [Character]
    package let hasCharacters: Bool
    /// Characters with a sheet but no piece the tables know (older gear, or none honed yet).
    package let unplanned: [UnplannedName]
    package let hasUnplanned: Bool
    /// Whether a row shown leans on a table value only one source gives, or one they disagree on.
    package let hasEstimates: Bool
    package let hasUnknownPrices: Bool

    /// The ranking shows the best steps only: the rest are each character's own list.
    static let rankingLength = 10

    package init(_ plan: RosterPlan, unplanned: [String] = []) {
        pricesDay = plan.pricesDay
        tablesDay = plan.tablesDay
        characters = plan.characters.map(Character.init)
        hasCharacters = !characters.isEmpty
        self.unplanned = unplanned.enumerated().map { UnplannedName(name: $1, first: $0 == 0) }
        hasUnplanned = !unplanned.isEmpty
        let estimates = Dictionary(
            plan.characters.flatMap { character in character.pieces.map { ("\(character.name)\u{0}\($0.slot)", $0.status) } },
            uniquingKeysWith: { first, _ in first })
        ranking = plan.ranking.prefix(Self.rankingLength).enumerated().map { index, step in
            Ranked(step, rank: index + 1, status: estimates["\(step.character)\u{0}\(step.slot)"] ?? nil)
        }
        hasRanking = !ranking.isEmpty
        let pieces = characters.flatMap { $0.pieces + $0.vambrace }
        hasEstimates = pieces.contains(where: \.estimate)
        hasUnknownPrices = pieces.contains(where: \.hasUnknown)
    }

    /// The anchor of a character's part of the page, which its sheet links to.
    package static func anchor(_ name: String) -> String { "plan-\(name)" }

    static func gold(_ value: Double?) -> String? {
        value.map { ChartLabels.number($0.rounded(), decimals: 0) }
    }

    /// A name of the "no plan" line, with whether it leads the list (no separator before it).
    package struct UnplannedName: Encodable {
        let name: String, first: Bool, href: Fragment

        init(name: String, first: Bool) {
            (self.name, self.first) = (name, first)
            href = .link { SitePaths.character(name, $0) }
        }
    }

    package struct Ranked: Encodable {
        let rank: Int, character: String, anchor: String, slot: String, to: Int
        let gold: String?, perItemLevel: String?, estimate: Bool

        init(_ step: RankedStep, rank: Int, status: RowStatus?) {
            (self.rank, character, anchor, slot, to) = (rank, step.character, HoningPage.anchor(step.character), step.slot, step.to)
            gold = HoningPage.gold(step.expectedGold)
            perItemLevel = HoningPage.gold(step.goldPerItemLevel)
            estimate = (status ?? .confirmed) != .confirmed
        }
    }

    package struct Character: Encodable {
        let name: String, anchor: String, href: Fragment, itemLevel: String
        /// Weapon and armour, then the 완갑 apart: it adds no item level.
        let pieces: [Piece], hasPieces: Bool, vambrace: [Piece], hasVambrace: Bool
        let target: Target?
        /// No raid of `raids.yml` asks more than the character has.
        let atTop: Bool

        init(_ plan: CharacterPlan) {
            name = plan.name
            anchor = HoningPage.anchor(plan.name)
            href = .link { SitePaths.character(plan.name, $0) }
            itemLevel = ChartLabels.number(plan.itemLevel, decimals: 2)
            pieces = plan.pieces.filter(\.gear.addsItemLevel).map(Piece.init)
            vambrace = plan.pieces.filter { !$0.gear.addsItemLevel }.map(Piece.init)
            target = plan.targets.first.map(Target.init)
            atTop = plan.targets.isEmpty
            (hasPieces, hasVambrace) = (!pieces.isEmpty, !vambrace.isEmpty)
        }
    }

    package struct Piece: Encodable {
        let slot: String, gear: String?, stage: Int, next: Int?, done: Bool
        /// Between stages the tables have no row for (below a line's first).
        let noRow: Bool
        let gold: String?, worst: String?, taps: String?, tapsBare: String?, pity: Int?
        let hasBreath: Bool, breathPerTap: Int, breathTaps: Int, book: String?, silver: String?
        let unknown: [String], hasUnknown: Bool, estimate: Bool

        init(_ plan: PiecePlan) {
            // A 완갑's line is its slot: the word once is enough.
            (slot, gear, stage, next, done) = (plan.slot, plan.gear == .wangap ? nil : plan.gear.rawValue, plan.stage, plan.next, plan.done)
            gold = HoningPage.gold(plan.expectedGold)
            worst = HoningPage.gold(plan.worstGold)
            taps = plan.expectedTaps.map { ChartLabels.number($0, decimals: 1) }
            tapsBare = plan.expectedTapsBare.map { ChartLabels.number($0, decimals: 1) }
            pity = plan.pityTap
            (breathPerTap, breathTaps, book) = (plan.breathPerTap, plan.breathTaps, plan.book)
            silver = HoningPage.gold(plan.expectedSilver)
            unknown = plan.unknownPrices
            estimate = plan.next != nil && (plan.status ?? .confirmed) != .confirmed
            noRow = plan.next == nil && !plan.done
            hasBreath = plan.breathTaps > 0 && plan.breathPerTap > 0
            hasUnknown = !unknown.isEmpty
        }
    }

    package struct Target: Encodable {
        let raid: String, itemLevel: String, steps: [Step], gold: String?

        init(_ plan: TargetPlan) {
            raid = plan.raid
            itemLevel = ChartLabels.number(plan.itemLevel, decimals: 0)
            steps = plan.steps.map { Step(slot: $0.slot, to: $0.to) }
            gold = HoningPage.gold(plan.expectedGold)
        }
    }

    package struct Step: Encodable {
        let slot: String, to: Int
    }
}
