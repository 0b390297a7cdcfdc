import ArmoryTimeline
import Foundation
import LostArkAPI
import Planning
import SnapshotStore
import Support

/// A small fictional history for the built-in demo, so `loas build` with nothing to read
/// still shows what charts and "changed since" look like. Derived from the demo snapshots
/// (every series ends at the snapshot's own figure), with fixed dates moved only by the
/// whole weeks the demo snapshots were (`DemoWeek`), so the demo site of a week is the
/// same on every build.
package enum DemoHistory {
    /// Weekly fetches, 09:00 KST; the last is the demo snapshots' own day.
    static let fetches = ["2026-10-24", "2026-10-31", "2026-11-07", "2026-11-14", "2026-11-21"].compactMap(utcMidnight)
    static let itemLevelBehind = [22.5, 17.5, 10, 5, 0]
    static let combatPowerShare = [0.91, 0.94, 0.97, 0.99, 1]

    /// `weekContaining` is the date `InMemorySnapshots.demo(weekContaining:)` was given.
    package static func make(from snapshots: any SnapshotSource, weekContaining date: Date? = nil) -> InMemoryHistory {
        let weeks = DemoWeek.weeks(toWeekContaining: date)
        // No later than the morning of the build's day, as the moved snapshots are.
        let latest = date.map { GameResets.dayStart(containing: $0) }
        let fetches = Self.fetches.map { DemoWeek.moved($0, weeks: weeks) }.map { moved in latest.map { min(moved, $0) } ?? moved }
        let reader = SnapshotReader(snapshots)
        var history = InMemoryHistory()
        for name in reader.armoryNames() {
            guard let profile = (try? reader.armory(named: name))??.profile else { continue }
            if let level = profile.itemLevel?.value {
                history.itemLevels[name] = zip(fetches, itemLevelBehind).map { HistoryPoint(date: $0, value: level - $1) }
            }
            if let power = profile.combatPower.flatMap(GameNumber.double) {
                history.combatPowers[name] = zip(fetches, combatPowerShare).map { HistoryPoint(date: $0, value: power * $1) }
            }
            let path = Route.armory(character: name).mirrorPath
            if let body = try? snapshots.data(at: path) {
                history.armories[name] =
                    zip(fetches, 0...).dropLast().compactMap { date, week in
                        earlierArmory(body, week: week).map { DatedAnswer(body: $0, fetchedAt: date) }
                    } + [DatedAnswer(body: body, fetchedAt: fetches[fetches.count - 1])]
            }
        }
        for id in reader.marketItemIDs() {
            if let body = try? snapshots.data(at: Route.marketItem(id: id).mirrorPath) {
                history.prices[id] = monthOfPrices(InMemoryHistory.dailyPrices(marketAnswer: body))
            }
        }
        for label in reader.marketSearchLabels() {
            var ignored: [String] = []
            guard let list = try? reader.marketSearch(label: label, warnings: &ignored) else { continue }
            history.searches[Route.marketSearchPath(label: label)] = weekOfSearchPrices(list, fetches: fetches, tracked: history.prices)
        }
        return history
    }

    /// Days the demo's prices reach back before the answer's own two weeks: the month a
    /// store gathers from three answers ten days apart.
    static let olderPriceDays = 21

    /// `points` (the answer's days, oldest first) with `olderPriceDays` before them: a slow
    /// swell around the oldest price, the same on every build.
    static func monthOfPrices(_ points: [HistoryPoint]) -> [HistoryPoint] {
        guard let first = points.first else { return points }
        let older = (1...olderPriceDays).reversed().map { back in
            let day = Double(back)
            let swing = 0.06 * sin(day / 3.5) + 0.004 * day
            let value = first.value * (1 + swing)
            return HistoryPoint(date: first.date.addingTimeInterval(-day * 86_400), value: (value * 10).rounded() / 10)
        }
        return older + points
    }

    /// Each item's yesterday's average at the last two weekly fetches: a week ago it was a
    /// few percent off, up for some, down for others, the same on every build; a tracked
    /// item's is its own series' a week before its yesterday, so the page agrees with itself.
    static func weekOfSearchPrices(_ list: MarketList, fetches: [Date], tracked: [Int: [HistoryPoint]]) -> [String: [HistoryPoint]] {
        guard fetches.count >= 2 else { return [:] }
        let (weekAgo, latest) = (fetches[fetches.count - 2], fetches[fetches.count - 1])
        let shares = [0.94, 1.05, 0.97, 1.08, 0.9, 1.02]
        var series: [String: [HistoryPoint]] = [:]
        for (index, item) in list.items.enumerated() {
            guard let average = item.yesterdayAverage, average > 0 else { continue }
            var before = (average * shares[index % shares.count] * 10).rounded() / 10
            if let series = item.id.flatMap({ tracked[$0] }), let last = series.last {
                let weekBeforeYesterday = last.date.addingTimeInterval(-8 * 86_400)
                before = series.last { $0.date <= weekBeforeYesterday }?.value ?? before
            }
            series[item.id.map(String.init) ?? item.name] = [
                HistoryPoint(date: weekAgo.addingTimeInterval(-86_400), value: before),
                HistoryPoint(date: latest.addingTimeInterval(-86_400), value: average),
            ]
        }
        return series
    }

    /// Honing steps behind the latest, per weekly fetch, of the first three honed pieces:
    /// a week of honing at a time, so the timeline shows a step most weeks.
    static let honingBehind = [[2, 2, 1], [1, 2, 1], [1, 1, 0], [0, 1, 0]]

    /// The armory of weekly fetch `week` (0 the oldest): pieces less honed, the level and
    /// combat power behind, the first gem a level lower in the first two weeks, the first
    /// ArkPassive tree four points short in the first three. Only the sections that move are
    /// written: a section an answer lacks is the one last seen to the timeline, so the rest
    /// is not written out and read back again for every week.
    private static func earlierArmory(_ body: Data, week: Int) -> Data? {
        guard let whole = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            var profile = whole["ArmoryProfile"] as? [String: Any],
            let level = (profile["ItemAvgLevel"] as? String).flatMap(ItemLevel.init)
        else { return nil }
        profile["ItemAvgLevel"] = ItemLevel(value: level.value - itemLevelBehind[week]).description
        if let power = (profile["CombatPower"] as? String).flatMap(GameNumber.double) {
            profile["CombatPower"] = GroupedDigits.text(power * combatPowerShare[week], decimals: 2)
        }
        var armory: [String: Any] = ["ArmoryProfile": profile]
        if var equipment = whole["ArmoryEquipment"] as? [[String: Any]] {
            let honed = equipment.indices.filter { (ArmoryState.honing(equipment[$0]["Name"] as? String ?? "").0 ?? 0) > 2 }
            for (index, behind) in zip(honed, honingBehind[week]) {
                let (honing, base) = ArmoryState.honing(equipment[index]["Name"] as? String ?? "")
                equipment[index]["Name"] = "+\((honing ?? 0) - behind) \(base)"
            }
            armory["ArmoryEquipment"] = equipment
        }
        if var gems = whole["ArmoryGem"] as? [String: Any], var list = gems["Gems"] as? [[String: Any]] {
            if week < 2, !list.isEmpty, let gemLevel = list[0]["Level"] as? Int, gemLevel > 1, let name = list[0]["Name"] as? String {
                list[0]["Level"] = gemLevel - 1
                list[0]["Name"] = name.replacingOccurrences(of: "\(gemLevel)레벨", with: "\(gemLevel - 1)레벨")
            }
            gems["Gems"] = list
            armory["ArmoryGem"] = gems
        }
        if var passive = whole["ArkPassive"] as? [String: Any], var points = passive["Points"] as? [[String: Any]] {
            if week < 3, !points.isEmpty, let value = points[0]["Value"] as? Int, value >= 4 { points[0]["Value"] = value - 4 }
            passive["Points"] = points
            armory["ArkPassive"] = passive
        }
        return try? JSONSerialization.data(withJSONObject: armory, options: [.sortedKeys])
    }

    private static func utcMidnight(_ day: String) -> Date? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return Date(timeIntervalSince1970: Double(KoreanDate.daysFromCivil(parts[0], parts[1], parts[2]) * 86_400))
    }
}
