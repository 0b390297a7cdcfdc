import LostArkAPI

/// Avatars, each with its slot, grade and tooltip.
struct AvatarSection: Encodable {
    let avatars: [AvatarView]
    let absent: Absence?

    struct AvatarView: Encodable {
        let slot: String
        let name: String
        let gradeClass: String
        let grade: String?
        /// Worn over another (덧입기), part of a set: the template words them.
        let inner: Bool
        let set: Bool
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: SheetTooltips) {
        avatars = zip(context.armory.avatars ?? [], tooltips.avatars).map { avatar, decoded in
            AvatarView(
                slot: avatar.slot, name: avatar.name, gradeClass: gradeClass(avatar.grade), grade: avatar.grade,
                inner: avatar.isInner == true, set: avatar.isSet == true,
                tooltip: context.tooltip(decoded, title: avatar.name))
        }
        absent = context.absence(of: "ArmoryAvatars", isNull: context.armory.avatars == nil)
    }
}
