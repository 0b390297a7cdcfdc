import LostArkAPI
import Rendering

/// The character's roster across servers, from the siblings snapshot that lists it; each
/// links to its sheet when this build has one.
package struct SiblingSection: TemplateValueConvertible {
    package let siblings: [SiblingView]
    package let hasSiblings: Bool
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("siblings", siblings)
                $0.add("hasSiblings", hasSiblings)
                $0.add("absent", absent)
            })
    }

    package struct SiblingView: TemplateValueConvertible {
        package let name: String
        /// The sibling's sheet in each format, when this build makes one.
        package let href: Fragment?
        package let server: String
        package let className: String
        package let itemLevel: String

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("href", href)
                    $0.add("server", server)
                    $0.add("className", className)
                    $0.add("itemLevel", itemLevel)
                })
        }
    }

    /// `roster` is the siblings snapshot listing the character, if any; links go to the
    /// sheets of `formats`.
    package init(name: String, roster: [CharacterInfo]?, sheets: Set<String>, formats: [OutputFormat]) {
        func href(_ name: String, _ format: OutputFormat) -> String? {
            formats.contains(format) ? SitePaths.href(SitePaths.character(name, format.fileExtension), fromDepth: 1) : nil
        }
        let roster = roster ?? []
        siblings = roster.filter { $0.name != name }
            .sorted { ($0.itemLevel?.value ?? -1, $1.name) > ($1.itemLevel?.value ?? -1, $0.name) }
            .map { info in
                // Sheets sit side by side in characters/, so a sibling's link is its file name.
                SiblingView(
                    name: info.name,
                    href: sheets.contains(info.name)
                        ? Fragment.either(html: href(info.name, .html), markdown: href(info.name, .markdown)) : nil,
                    server: info.serverName ?? "—", className: info.className ?? "—",
                    itemLevel: info.itemLevel?.description ?? "—")
            }
        hasSiblings = !siblings.isEmpty
        absent = roster.isEmpty ? Absence(section: "siblings") : (siblings.isEmpty ? Absence(section: "siblings", alone: true) : nil)
    }
}
