/// An item's grade: the game's name for it, the colour the game draws names of that grade in,
/// and the key pages use for it (`c-grade-KEY`, `placeholder-KEY.svg`). The one table of
/// grades: tooltips' colours (`TextColor.Role`), the facts read from them, market searches,
/// the calendar and the pages all look here, with the game's other facts.
package enum ItemGrade: String, Sendable, Hashable, CaseIterable {
    case normal = "일반"
    case uncommon = "고급"
    case rare = "희귀"
    case epic = "영웅"
    case legendary = "전설"
    case relic = "유물"
    case ancient = "고대"
    case esther = "에스더"

    /// The colour tooltips draw a name of this grade in.
    package var rgb: UInt32 {
        switch self {
        case .normal: 0xFFFFFF
        case .uncommon: 0x8DF901
        case .rare: 0x00B0FA
        case .epic: 0xCE43FC
        case .legendary: 0xF99200
        case .relic: 0xFA5D00
        case .ancient: 0xE3C7A1
        case .esther: 0x3CF2E6
        }
    }

    /// The grade's name in the pages' classes and file names: `legendary` for 전설.
    package var key: String {
        switch self {
        case .normal: "normal"
        case .uncommon: "uncommon"
        case .rare: "rare"
        case .epic: "epic"
        case .legendary: "legendary"
        case .relic: "relic"
        case .ancient: "ancient"
        case .esther: "esther"
        }
    }

    /// The grade named `rawValue`. Byte for byte first: `==` on Korean text compares
    /// canonical forms, the slow path of string comparison, and a sheet asks for every
    /// item, gem and card. A name spelled in another canonical form still matches after.
    package init?(rawValue: String) {
        var name = rawValue
        let spelled = name.withUTF8 { name in
            Self.allCases.first { $0.rawValue.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(name) } == true }
        }
        guard let grade = spelled ?? Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = grade
    }

    /// The grade a text starts with, as in "고대 목걸이".
    package init?(leadingWordOf text: some StringProtocol) {
        guard let grade = Self.allCases.first(where: { text.hasPrefix($0.rawValue) }) else { return nil }
        self = grade
    }

    /// Each grade by the colour a tooltip draws its names in.
    package static let byRGB = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rgb, $0) })
}
