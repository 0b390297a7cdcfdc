import Rendering

/// The page a renamed character's old name keeps (`characters/OLD` and `timeline/OLD`, both
/// formats), declared in `renames` in loas.yml: it points to the same page under the new name,
/// so links to the old one still arrive. The HTML page sends a browser on at once.
package struct RenamedPage: Encodable {
    package let old: String
    package let new: String
    /// The same page under the new name, relative to this one.
    package let href: Fragment
    /// The timeline's page, not the sheet's.
    package let isTimeline: Bool

    package init(old: String, new: String, href: Fragment, isTimeline: Bool) {
        (self.old, self.new, self.href, self.isTimeline) = (old, new, href, isTimeline)
    }
}
