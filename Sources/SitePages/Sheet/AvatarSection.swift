import LostArkAPI
import Rendering

/// Avatars, each with its slot, grade and tooltip.
package struct AvatarSection: TemplateValueConvertible {
    package let avatars: [AvatarView]
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("avatars", avatars)
                $0.add("absent", absent)
            })
    }

    package struct AvatarView: TemplateValueConvertible {
        package let slot: String
        package let name: String
        package let gradeClass: String
        package let grade: String?
        /// Worn over another (덧입기), part of a set: the template words them.
        package let inner: Bool
        package let set: Bool
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("slot", slot)
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("grade", grade)
                    $0.add("inner", inner)
                    $0.add("set", set)
                    $0.add("tooltip", tooltip)
                })
        }
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
