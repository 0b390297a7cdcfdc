extension HoningPlanner {
    /// One character's plan: every piece (weapon, armor, 완갑) in the order given, and the
    /// steps to the next raid's item level above `itemLevel`.
    package func plan(name: String, itemLevel: Double, pieces: [HoningPiece], goals: [RaidGoal]) -> CharacterPlan {
        CharacterPlan(
            name: name, itemLevel: itemLevel, pieces: pieces.map(piecePlan),
            targets: target(itemLevel: itemLevel, pieces: pieces, goals: goals).map { [$0] } ?? [])
    }

    package func roster(_ characters: [HoningCharacter], goals: [RaidGoal]) -> RosterPlan {
        let plans = characters.map { plan(name: $0.name, itemLevel: $0.itemLevel, pieces: $0.pieces, goals: goals) }
        var ranking: [RankedStep] = []
        for plan in plans {
            for piece in plan.pieces where piece.gear.addsItemLevel {
                guard let next = piece.next else { continue }
                ranking.append(
                    RankedStep(
                        character: plan.name, slot: piece.slot, gear: piece.gear, to: next, expectedGold: piece.expectedGold,
                        goldPerItemLevel: piece.expectedGold.map { $0 / Self.itemLevelPerStage }))
            }
        }
        ranking.sort { left, right in
            switch (left.goldPerItemLevel, right.goldPerItemLevel) {
            case (let l?, let r?): return l < r
            case (_?, nil): return true
            default: return false
            }
        }
        return RosterPlan(characters: plans, ranking: ranking, pricesDay: prices.day, tablesDay: tables.asOf)
    }

    /// A stage adds 5 to one of six pieces.
    static let itemLevelPerStage = 5.0 / 6.0

    /// The plan of one piece's next step.
    package func piecePlan(_ piece: HoningPiece) -> PiecePlan {
        var plan = PiecePlan(
            slot: piece.slot, gear: piece.line, stage: piece.stage, unknownPrices: [], unpricedExtras: [], breathPerTap: 0,
            breathTaps: 0, done: piece.stage >= piece.line.lastStage)
        guard !plan.done, let choice = choice(line: piece.line, kind: piece.kind, from: piece.stage) else { return plan }
        let growth = piece.growth?.remaining ?? choice.step.growthShards
        let growthGold = growthGold(shards: growth)
        plan.next = piece.stage + 1
        plan.baseRate = choice.step.baseRate.fraction
        plan.expectedTapsBare = choice.bare.expectedTaps
        plan.pityTapBare = choice.bare.pityTap
        plan.expectedTaps = choice.odds.expectedTaps
        plan.pityTap = choice.odds.pityTap
        plan.unknownPrices = choice.unknownPrices
        if growthGold == nil, !plan.unknownPrices.contains(tables.shardName) { plan.unknownPrices.append(tables.shardName) }
        plan.unpricedExtras = choice.unpricedExtras
        plan.expectedGold = choice.expectedGold.flatMap { gold in growthGold.map { gold + $0 } }
        plan.worstGold = choice.worstGold.flatMap { gold in growthGold.map { gold + $0 } }
        plan.breathTaps = choice.odds.breathTaps
        plan.breathPerTap = choice.breathPerTap
        plan.expectedBreath = choice.odds.expectedBreathTaps * Double(choice.breathPerTap)
        plan.book = choice.book.map { tables.name(of: $0.material) }
        plan.expectedSilver = Double(choice.step.silver) * choice.odds.expectedTaps + Double(growth * 10)
        plan.growthShards = growth
        plan.growthGold = growthGold
        plan.status = piece.growth == nil ? max(choice.step.status, choice.step.growthStatus) : choice.step.status
        return plan
    }

    /// The next raid's item level above `itemLevel`, and the steps that reach it: greedy, the
    /// cheapest next step of the six pieces each time. Every stage adds the same item level,
    /// so this is the cheapest set whenever each piece's steps cost more as it climbs, as the
    /// tables' do. Nil when no raid asks more, or the pieces cannot reach it.
    func target(itemLevel: Double, pieces: [HoningPiece], goals: [RaidGoal]) -> TargetPlan? {
        guard let goal = goals.filter({ $0.itemLevel > itemLevel + 1e-9 }).min(by: { $0.itemLevel < $1.itemLevel }) else { return nil }
        let gear = pieces.filter(\.line.addsItemLevel)
        let needed = stepsNeeded(to: goal.itemLevel, from: itemLevel, pieces: gear)
        var stages = gear.map(\.stage)
        var steps: [TargetStep] = []
        var total: Double? = 0
        for _ in 0..<needed {
            var best: (index: Int, gold: Double?)?
            for (index, piece) in gear.enumerated() where stages[index] < piece.line.lastStage {
                guard let gold = stepGold(piece, from: stages[index]) else { continue }
                if let current = best, (current.gold ?? .infinity) <= (gold ?? .infinity) { continue }
                best = (index, gold)
            }
            guard let best else { return nil }
            stages[best.index] += 1
            steps.append(TargetStep(slot: gear[best.index].slot, to: stages[best.index]))
            total = total.flatMap { sum in best.gold.map { sum + $0 } }
        }
        return TargetPlan(itemLevel: goal.itemLevel, raid: goal.raid, steps: steps, expectedGold: total)
    }

    /// The expected gold of a piece's step from `from` (the outer nil: no row; the inner: a
    /// price is unknown). Growth from the tooltip's bar for the stage the piece is at.
    private func stepGold(_ piece: HoningPiece, from: Int) -> Double?? {
        guard let choice = choice(line: piece.line, kind: piece.kind, from: from) else { return nil }
        let growth = from == piece.stage ? (piece.growth?.remaining ?? choice.step.growthShards) : choice.step.growthShards
        return .some(choice.expectedGold.flatMap { gold in growthGold(shards: growth).map { gold + $0 } })
    }

    /// Stages needed: from the six pieces' own item levels when all have one (exact), else
    /// from the character's, which the armory rounds to hundredths.
    private func stepsNeeded(to goal: Double, from itemLevel: Double, pieces: [HoningPiece]) -> Int {
        let levels = pieces.compactMap(\.itemLevel)
        let missing: Double
        if levels.count == 6 {
            missing = goal * 6 - levels.reduce(0, +)
        } else {
            missing = (goal - itemLevel) * 6 - 0.06
        }
        return Swift.max(Int((missing / 5).rounded(.up)), 0)
    }
}
