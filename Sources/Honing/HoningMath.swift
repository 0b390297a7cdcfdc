/// What one stage's taps come to under one plan: the exact expectation of the Markov chain
/// over the failure count (honing-facts §5).
package struct StageOdds: Sendable, Hashable {
    /// S_n for n = 1…N: the chance of reaching tap n (S_1 = 1).
    package var reach: [Double]
    /// The rate of each tap before the pity tap (q_k); the pity tap itself is certain.
    package var rates: [Rate]
    /// How many of the first taps use the breath.
    package var breathTaps: Int

    /// N: the first tap that artisan's energy makes certain.
    package var pityTap: Int { reach.count }
    /// E[T] = Σ S_n.
    package var expectedTaps: Double { reach.reduce(0, +) }
    /// P(T = N): the chance of needing the pity tap.
    package var pityChance: Double { reach.last ?? 0 }

    /// The smallest n with P(T ≤ n) ≥ 1/2.
    package var medianTaps: Int {
        for n in 1...pityTap where 1 - (n < pityTap ? reach[n] : 0) >= 0.5 { return n }
        return pityTap
    }

    /// Expected taps that use the breath: the pity tap never does.
    package var expectedBreathTaps: Double {
        reach.prefix(breathTaps).reduce(0, +)
    }

    /// Expected taps before the pity tap (those a book is spent on).
    package var expectedTapsBeforePity: Double { expectedTaps - pityChance }
}

/// The rules of a tap (honing-facts §5), in exact whole units of `Rate`.
package enum HoningMath {
    /// Energy fills by q ÷ 2.15 after each failure; a tap is certain once it reaches 1, that
    /// is once Σ q ≥ 2.15.
    static let energyFull = Rate(units: 215_000_000)

    /// The odds of one stage at base rate `base`, with `extra` added to every tap but the
    /// pity tap (`book`) and `breath` added to the first `breathTaps` of them.
    package static func odds(base: Rate, book: Rate = .zero, breath: Rate = .zero, breathTaps: Int = .max) -> StageOdds {
        var reach: [Double] = []
        var rates: [Rate] = []
        var survive = 1.0
        var energy = 0
        var failures = 0
        // A base of 0 would never end; the tables refuse it, and this guards the loop.
        guard base.units > 0 else { return StageOdds(reach: [1], rates: [], breathTaps: 0) }
        while energy < energyFull.units {
            reach.append(survive)
            // r_k = min(p·(1 + k/10), 2p), in tenths so it stays whole.
            let bonus = Swift.min(base.units * (10 + failures), base.units * 20) / 10
            var rate = bonus + book.units + (failures < breathTaps ? breath.units : 0)
            rate = Swift.min(rate, Rate.one.units)
            rates.append(Rate(units: rate))
            if rate >= Rate.one.units { return StageOdds(reach: reach, rates: rates, breathTaps: Swift.min(breathTaps, reach.count)) }
            survive *= 1 - Double(rate) / Double(Rate.one.units)
            energy += rate
            failures += 1
        }
        reach.append(survive)
        return StageOdds(reach: reach, rates: rates, breathTaps: Swift.min(breathTaps, reach.count - 1))
    }
}
