extension Words {
    /// Every word Swift asks for, named as `words.txt` names it.
    package enum Key: String, CaseIterable, Sendable {
        case titleRoster = "title.roster"
        case titleCalendar = "title.calendar"
        case titleHomework = "title.homework"
        case titleRewards = "title.rewards"
        case titleNews = "title.news"
        case titleMarket = "title.market"
        case titleNotFound = "title.notFound"
        case titleTooltips = "title.tooltips"

        case menuRoster = "menu.roster"
        case menuCalendar = "menu.calendar"
        case menuHomework = "menu.homework"
        case menuRewards = "menu.rewards"
        case menuNews = "menu.news"
        case menuMarket = "menu.market"

        case describeRoster = "describe.roster"
        case describeRosterWithoutLevel = "describe.rosterWithoutLevel"
        case describeNoCharacters = "describe.noCharacters"
        case describeItemLevel = "describe.itemLevel"
        case describeCalendar = "describe.calendar"
        case describeEmptyCalendar = "describe.emptyCalendar"
        case describeHomework = "describe.homework"
        case describeRewards = "describe.rewards"
        case describeNews = "describe.news"
        case describeMarket = "describe.market"

        case chartItemLevel = "chart.itemLevel"
        case chartCombatPower = "chart.combatPower"
        case chartPrice = "chart.price"
        case chartSummary = "chart.summary"
        case chartNoData = "chart.noData"

        case changeRaised = "change.raised"
        case changeLowered = "change.lowered"
        case changeSwapped = "change.swapped"
        case changeEquipped = "change.equipped"
        case changeRemoved = "change.removed"

        case marketBound = "market.bound"
        case marketTrades = "market.trades"
        case marketUnlimited = "market.unlimited"
        case marketBundle = "market.bundle"
        case marketSearchUntitled = "market.searchUntitled"
        case auctionSearchUntitled = "market.auctionUntitled"

        case newsUntitled = "news.untitled"
        case newsOtherKind = "news.otherKind"
        case calendarOtherCategory = "calendar.otherCategory"

        case feedTitle = "feed.title"
        case feedEventTitle = "feed.eventTitle"
        case feedEventPeriod = "feed.eventPeriod"
    }
}
