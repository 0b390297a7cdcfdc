import Foundation
import LostArkAPI

/// One-line page descriptions for link previews and search results.
package enum Describe {
    package static func roster(_ roster: [RosterEntry]) -> String {
        guard let top = roster.first else { return "캐릭터 없음" }
        return "캐릭터 \(roster.count)명 · 최고 \(top.name) \(top.itemLevel.map { "Lv.\($0)" } ?? "")"
            .trimmingCharacters(in: .whitespaces)
    }

    package static func character(_ name: String, _ profile: Profile?) -> String {
        let parts = [profile?.serverName, profile?.className, profile?.itemLevel.map { "아이템 레벨 \($0)" }]
        return ([name] + parts.compactMap { $0 }).joined(separator: " · ")
    }

    package static func calendar(_ entries: [CalendarEntry]) -> String {
        let days = entries.flatMap(\.startTimes).map { String($0.prefix(10)) }
        guard let first = days.min(), let last = days.max() else { return "주간 캘린더" }
        return "주간 캘린더 \(first) ~ \(last)"
    }
}
