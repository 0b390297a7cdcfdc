import LostArkAPI

/// Avatars, each with its slot, grade and tooltip.
package struct AvatarSection: Encodable {
    package let avatars: [AvatarView]
    package let absent: Absence?

    package struct AvatarView: Encodable {
        package let slot: String
        package let name: String
        package let gradeClass: String
        package let grade: String?
        /// Worn over another (덧입기), part of a set: the template words them.
        package let inner: Bool
        package let set: Bool
        package let tooltip: TooltipView
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        avatars = zip(context.armory.avatars ?? [], tooltips.avatars).map { avatar, decoded in
            AvatarView(
                slot: avatar.slot, name: avatar.name, gradeClass: gradeClass(avatar.grade), grade: avatar.grade,
                inner: avatar.isInner == true, set: avatar.isSet == true,
                tooltip: context.tooltip(decoded, title: avatar.name))
        }
        absent = context.absence(of: "ArmoryAvatars", isNull: context.armory.avatars == nil)
    }
}
