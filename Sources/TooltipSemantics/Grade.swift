import DocumentTree

/// An item's grade, as the game names it.
public enum ItemGrade: String, Sendable, Hashable, CaseIterable {
    case normal = "일반"
    case uncommon = "고급"
    case rare = "희귀"
    case epic = "영웅"
    case legendary = "전설"
    case relic = "유물"
    case ancient = "고대"
    case esther = "에스더"

    /// The grade a tooltip names at the start of a line such as "고대 목걸이".
    init?(leadingWordOf text: String) {
        guard let grade = Self.allCases.first(where: { text.hasPrefix($0.rawValue) }) else { return nil }
        self = grade
    }

    /// The grade whose colour the game draws a name in.
    init?(color: TextColor?) {
        switch color?.role {
        case .gradeNormal?: self = .normal
        case .gradeUncommon?: self = .uncommon
        case .gradeRare?: self = .rare
        case .gradeEpic?: self = .epic
        case .gradeLegendary?: self = .legendary
        case .gradeRelic?: self = .relic
        case .gradeAncient?: self = .ancient
        case .gradeEsther?: self = .esther
        default: return nil
        }
    }
}

/// The tier of a polishing effect, which the game shows only as the colour of its value.
public enum PolishTier: String, Sendable, Hashable {
    case high = "상"
    case middle = "중"
    case low = "하"

    init?(color: TextColor?) {
        switch color?.rgb {
        case 0xFE9600?: self = .high
        case 0xCE43FC?: self = .middle
        case 0x00B5FF?: self = .low
        default: return nil
        }
    }
}
