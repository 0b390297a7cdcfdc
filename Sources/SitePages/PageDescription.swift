import Foundation
import LostArkAPI

/// A page's one-line description for link previews and search results: what the page is
/// about, put into words (`words.txt`) when the page is made.
package struct PageDescription: Sendable {
    package let text: @Sendable (Words) -> String
}

/// Each page's description.
extension PageDescription {
    package static func roster(_ roster: [RosterEntry]) -> PageDescription {
        PageDescription { words in
            guard let top = roster.first else { return words[.describeNoCharacters] }
            let count = String(roster.count)
            guard let level = top.itemLevel else { return words(.describeRosterWithoutLevel, ["count": count, "name": top.name]) }
            return words(.describeRoster, ["count": count, "name": top.name, "itemLevel": "\(level)"])
        }
    }

    package static func character(_ name: String, _ profile: Profile?) -> PageDescription {
        PageDescription { words in
            let level = profile?.itemLevel.map { words(.describeItemLevel, ["itemLevel": "\($0)"]) }
            return ([name] + [profile?.serverName, profile?.className, level].compactMap { $0 }).joined(separator: " · ")
        }
    }

    package static func calendar(_ entries: [CalendarEntry]) -> PageDescription {
        PageDescription { words in
            let days = entries.flatMap(\.startTimes).map { String($0.prefix(10)) }
            guard let first = days.min(), let last = days.max() else { return words[.describeEmptyCalendar] }
            return words(.describeCalendar, ["first": first, "last": last])
        }
    }

    package static let homework = PageDescription { $0[.describeHomework] }
    package static let rewards = PageDescription { $0[.describeRewards] }
    package static let news = PageDescription { $0[.describeNews] }
    package static let market = PageDescription { $0[.describeMarket] }
    package static let honing = PageDescription { $0[Words.Key("describe.honing")] }
    package static let changes = PageDescription { $0[.describeChanges] }
}
