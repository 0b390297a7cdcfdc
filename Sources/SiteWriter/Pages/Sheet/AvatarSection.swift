import LostArkAPI

/// Avatars, each with its slot, grade and tooltip.
struct AvatarSection: Encodable {
    let avatars: [AvatarView]
    let absent: Absence?

    struct AvatarView: Encodable {
        let slot: String
        let name: String
        let gradeClass: String
        /// "전설 · 덧입기"
        let headline: String
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: SheetTooltips) {
        avatars = zip(context.armory.avatars ?? [], tooltips.avatars).map { avatar, decoded in
            let headline = [avatar.grade, avatar.isInner == true ? "덧입기" : nil, avatar.isSet == true ? "세트" : nil]
                .compactMap { $0 }.joined(separator: " · ")
            return AvatarView(
                slot: avatar.slot, name: avatar.name, gradeClass: gradeClass(avatar.grade), headline: headline,
                tooltip: context.tooltip(decoded, title: avatar.name))
        }
        absent = context.absence(of: "ArmoryAvatars", isNull: context.armory.avatars == nil)
    }
}
