extension Words {
    /// A word Swift asks for, named as `words.txt` names it. LOAS's own are listed here; a
    /// page of the table may name keys of its own (`PageEntry.words`, `Words.Key("title.x")`),
    /// which `words.txt` may then give.
    package struct Key: RawRepresentable, Hashable, Sendable {
        package let rawValue: String

        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        package init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        package static let titleRoster = Key("title.roster")
        package static let titleCalendar = Key("title.calendar")
        package static let titleHomework = Key("title.homework")
        package static let titleRewards = Key("title.rewards")
        package static let titleNews = Key("title.news")
        package static let titleMarket = Key("title.market")
        package static let titleNotFound = Key("title.notFound")
        package static let titleTooltips = Key("title.tooltips")
        package static let titleTimeline = Key("title.timeline")
        package static let titleRenamed = Key("title.renamed")
        package static let titleChanges = Key("title.changes")

        package static let menuRoster = Key("menu.roster")
        package static let menuCalendar = Key("menu.calendar")
        package static let menuHomework = Key("menu.homework")
        package static let menuRewards = Key("menu.rewards")
        package static let menuNews = Key("menu.news")
        package static let menuMarket = Key("menu.market")
        package static let menuChanges = Key("menu.changes")

        package static let searchFound = Key("search.found")
        package static let searchNone = Key("search.none")

        package static let describeRoster = Key("describe.roster")
        package static let describeRosterWithoutLevel = Key("describe.rosterWithoutLevel")
        package static let describeNoCharacters = Key("describe.noCharacters")
        package static let describeItemLevel = Key("describe.itemLevel")
        package static let describeCalendar = Key("describe.calendar")
        package static let describeEmptyCalendar = Key("describe.emptyCalendar")
        package static let describeHomework = Key("describe.homework")
        package static let describeRewards = Key("describe.rewards")
        package static let describeNews = Key("describe.news")
        package static let describeMarket = Key("describe.market")
        package static let describeChanges = Key("describe.changes")

        package static let chartItemLevel = Key("chart.itemLevel")
        package static let chartCombatPower = Key("chart.combatPower")
        package static let chartPrice = Key("chart.price")
        package static let chartSummary = Key("chart.summary")
        package static let chartNoData = Key("chart.noData")

        package static let areaLevel = Key("change.area.level")
        package static let areaProfile = Key("change.area.profile")
        package static let areaEquipment = Key("change.area.equipment")
        package static let areaGems = Key("change.area.gems")
        package static let areaCards = Key("change.area.cards")
        package static let areaEngravings = Key("change.area.engravings")
        package static let areaArkPassive = Key("change.area.arkPassive")
        package static let areaArkGrid = Key("change.area.arkGrid")
        package static let areaSkills = Key("change.area.skills")
        package static let changeNone = Key("change.none")
        package static let changeItemLevel = Key("change.itemLevel")
        package static let changeCombatPower = Key("change.combatPower")
        package static let changeRenamed = Key("change.renamed")
        package static let changeTitle = Key("change.title")
        package static let changeGuild = Key("change.guild")
        package static let changeHoned = Key("change.honed")
        package static let changeAdvancedHoned = Key("change.advancedHoned")
        package static let changeQuality = Key("change.quality")
        package static let changeTranscended = Key("change.transcended")
        package static let changeElixirs = Key("change.elixirs")
        package static let changeEffects = Key("change.effects")
        package static let changeSwapped = Key("change.swapped")
        package static let changeEquipped = Key("change.equipped")
        package static let changeRemoved = Key("change.removed")
        package static let changeGem = Key("change.gem")
        package static let changeGemOfSkill = Key("change.gemOfSkill")
        package static let changeGemState = Key("change.gemState")
        package static let changeGemSkill = Key("change.gemSkill")
        package static let changeCardSet = Key("change.cardSet")
        package static let changeCardAwakening = Key("change.cardAwakening")
        package static let changeEngraving = Key("change.engraving")
        package static let changeEngravingState = Key("change.engravingState")
        package static let changeEngravingStone = Key("change.engravingStone")
        package static let changeArkPassivePoint = Key("change.arkPassivePoint")
        package static let changeArkPassivePoints = Key("change.arkPassivePoints")
        package static let changeArkPassiveRank = Key("change.arkPassiveRank")
        package static let changeArkPassiveNode = Key("change.arkPassiveNode")
        package static let changeNodeLevel = Key("change.nodeLevel")
        package static let changeArkGridCore = Key("change.arkGridCore")
        package static let changeArkGridState = Key("change.arkGridState")
        package static let changeSkillLevel = Key("change.skillLevel")
        package static let changeTripods = Key("change.tripods")
        package static let changeRune = Key("change.rune")

        package static let marketBound = Key("market.bound")
        package static let marketTrades = Key("market.trades")
        package static let marketUnlimited = Key("market.unlimited")
        package static let marketBundle = Key("market.bundle")
        package static let marketSearchUntitled = Key("market.searchUntitled")
        package static let auctionSearchUntitled = Key("market.auctionUntitled")

        package static let newsUntitled = Key("news.untitled")
        package static let newsOtherKind = Key("news.otherKind")
        package static let calendarOtherCategory = Key("calendar.otherCategory")

        package static let feedTitle = Key("feed.title")
        package static let feedEventTitle = Key("feed.eventTitle")
        package static let feedEventPeriod = Key("feed.eventPeriod")
        package static let feedChangesTitle = Key("feed.changesTitle")
        package static let feedChangeTitle = Key("feed.changeTitle")
        package static let feedChangeTitleMore = Key("feed.changeTitleMore")

        package static let noticeWatchTitle = Key("notice.watchTitle")
        package static let noticeWatchMoreTitle = Key("notice.watchMoreTitle")
        package static let noticeWatchLine = Key("notice.watchLine")
        package static let noticeWatchLineWithoutLevel = Key("notice.watchLineWithoutLevel")
        package static let noticeChangeTitle = Key("notice.changeTitle")
        package static let noticeChangeLine = Key("notice.changeLine")
        package static let noticeDayTitle = Key("notice.dayTitle")
        package static let noticeDayIsland = Key("notice.dayIsland")
        package static let noticeDayIslandGold = Key("notice.dayIslandGold")
        package static let noticeSeries = Key("notice.series")
        package static let noticeWeekTitle = Key("notice.weekTitle")
        package static let noticeWeekGainItemLevel = Key("notice.weekGainItemLevel")
        package static let noticeWeekGainCombatPower = Key("notice.weekGainCombatPower")
        package static let noticeWeekGainUnknown = Key("notice.weekGainUnknown")
        package static let noticeRenameTitle = Key("notice.renameTitle")
        package static let noticeRenameLine = Key("notice.renameLine")
        package static let noticeFooter = Key("notice.footer")

        /// Every key LOAS itself asks for, each of which the built-in `words.txt` must give.
        package static let builtIn: [Key] = [
            .titleRoster, .titleCalendar, .titleHomework, .titleRewards, .titleNews, .titleMarket, .titleNotFound,
            .titleTooltips, .titleTimeline, .titleRenamed, .titleChanges, .menuRoster, .menuCalendar, .menuHomework,
            .menuRewards, .menuNews, .menuMarket, .menuChanges, .searchFound, .searchNone, .describeRoster,
            .describeRosterWithoutLevel, .describeNoCharacters, .describeItemLevel, .describeCalendar, .describeEmptyCalendar,
            .describeHomework, .describeRewards, .describeNews, .describeMarket, .describeChanges, .chartItemLevel,
            .chartCombatPower, .chartPrice, .chartSummary, .chartNoData, .areaLevel, .areaProfile, .areaEquipment, .areaGems,
            .areaCards, .areaEngravings, .areaArkPassive, .areaArkGrid, .areaSkills, .changeNone, .changeItemLevel,
            .changeCombatPower, .changeRenamed, .changeTitle, .changeGuild, .changeHoned, .changeAdvancedHoned, .changeQuality,
            .changeTranscended, .changeElixirs, .changeEffects, .changeSwapped, .changeEquipped, .changeRemoved, .changeGem,
            .changeGemOfSkill, .changeGemState, .changeGemSkill, .changeCardSet, .changeCardAwakening, .changeEngraving,
            .changeEngravingState,
            .changeEngravingStone, .changeArkPassivePoint, .changeArkPassivePoints, .changeArkPassiveRank, .changeArkPassiveNode,
            .changeNodeLevel, .changeArkGridCore, .changeArkGridState, .changeSkillLevel, .changeTripods, .changeRune,
            .marketBound, .marketTrades, .marketUnlimited, .marketBundle, .marketSearchUntitled, .auctionSearchUntitled,
            .newsUntitled, .newsOtherKind, .calendarOtherCategory, .feedTitle, .feedEventTitle, .feedEventPeriod,
            .feedChangesTitle, .feedChangeTitle, .feedChangeTitleMore, .noticeWatchTitle, .noticeWatchMoreTitle, .noticeWatchLine,
            .noticeWatchLineWithoutLevel, .noticeChangeTitle, .noticeChangeLine, .noticeDayTitle, .noticeDayIsland, .noticeDayIslandGold,
            .noticeSeries, .noticeWeekTitle, .noticeWeekGainItemLevel, .noticeWeekGainCombatPower, .noticeWeekGainUnknown,
            .noticeRenameTitle, .noticeRenameLine, .noticeFooter,
        ]
    }
}
