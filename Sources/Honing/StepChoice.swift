/// The cheapest plan of one table row at given prices: which book, and full breath on how many
/// of the first taps ("full breath for the first N taps, then none", as loalogol chooses; N
/// from 0 to the pity tap). Growth is not in it: it is paid once whatever the plan.
package struct StepChoice: Sendable, Hashable {
    package var step: HoningStep
    package var bare: StageOdds
    package var odds: StageOdds
    package var book: BookUse?
    /// Gold of one tap with neither breath nor book; nil when a material has no price.
    package var tapGold: Double?
    /// Expected and worst gold of the taps (no growth); nil when `tapGold` is.
    package var expectedGold: Double?
    package var worstGold: Double?
    package var unknownPrices: [String]
    package var unpricedExtras: [String]

    /// The breaths of every kind on a tap that uses them.
    package var breathPerTap: Int { odds.breathTaps > 0 ? step.breaths.reduce(0) { $0 + $1.max } : 0 }

    package init(step: HoningStep, prices: MaterialPrices, tables: HoningTables) {
        self.step = step
        bare = HoningMath.odds(base: step.baseRate, breathTaps: 0)
        odds = bare
        var unknown: [String] = []
        var gold = Double(step.gold)
        for material in step.materials where material.amount > 0 {
            if let price = prices.unitPrice(material.material) {
                gold += price * Double(material.amount)
            } else {
                unknown.append(tables.name(of: material.material))
            }
        }
        if step.shards > 0 {
            if let price = prices.shardPrice(pouches: tables.pouches) {
                gold += price * Double(step.shards)
            } else {
                unknown.append(tables.shardName)
            }
        }
        unknownPrices = unknown
        var unpriced: [String] = []
        let breathGold = step.breaths.reduce(Double?(0)) { sum, breath in
            prices.unitPrice(breath.material).flatMap { price in sum.map { $0 + price * Double(breath.max) } }
        }
        if breathGold == nil {
            unpriced += step.breaths.filter { prices.unitPrice($0.material) == nil }.map { tables.name(of: $0.material) }
        }
        let books = step.books.filter { book in
            guard prices.unitPrice(book.material) != nil else {
                unpriced.append(tables.name(of: book.material))
                return false
            }
            return true
        }
        unpricedExtras = unpriced
        guard unknown.isEmpty else { return }
        tapGold = gold
        choose(tapGold: gold, breathGold: step.breaths.isEmpty ? nil : breathGold, books: books, prices: prices)
    }

    private mutating func choose(tapGold: Double, breathGold: Double?, books: [BookUse], prices: MaterialPrices) {
        var best: (cost: Double, worst: Double, odds: StageOdds, book: BookUse?)?
        let options: [BookUse?] = [nil] + books.map { $0 }
        for book in options {
            let bookGold = book.flatMap { prices.unitPrice($0.material) } ?? 0
            let bookRate = book?.rate ?? .zero
            let plain = HoningMath.odds(base: step.baseRate, book: bookRate, breathTaps: 0)
            let most = breathGold == nil ? 0 : plain.pityTap - 1
            var taps = 0
            while taps <= most {
                let odds = HoningMath.odds(base: step.baseRate, book: bookRate, breath: step.fullBreathRate, breathTaps: taps)
                let breathTaps = Swift.min(taps, odds.pityTap - 1)
                let cost =
                    tapGold * odds.expectedTaps + bookGold * odds.expectedTapsBeforePity + (breathGold ?? 0) * odds.expectedBreathTaps
                let worst =
                    tapGold * Double(odds.pityTap) + bookGold * Double(odds.pityTap - 1) + (breathGold ?? 0) * Double(breathTaps)
                if best.map({ cost < $0.cost - 1e-9 }) ?? true { best = (cost, worst, odds, book) }
                // Past the pity tap of this plan, more breath taps change nothing.
                if taps >= odds.pityTap - 1 { break }
                taps += 1
            }
        }
        guard let best else { return }
        expectedGold = best.cost
        worstGold = best.worst
        odds = best.odds
        book = best.book
    }
}
