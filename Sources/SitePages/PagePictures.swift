import Rendering

/// A picture as a template draws it: `src` relative to the page, `alt` the name of what it
/// shows. `placeholder` when the picture is not kept (a drawing in the grade's colour).
package struct PictureView: TemplateValueConvertible, Sendable {
    package let src: String
    package let alt: String
    package let placeholder: Bool

    package init(src: String, alt: String, placeholder: Bool) {
        (self.src, self.alt, self.placeholder) = (src, alt, placeholder)
    }

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("src", src)
                $0.add("alt", alt)
                $0.add("placeholder", placeholder)
            })
    }
}

/// What kind of place a picture fills, which decides its placeholder.
package enum PictureRole: Sendable, Hashable {
    /// An item, skill or reward icon, its placeholder framed in the grade's colour.
    case icon(grade: String?)
    case portrait
    case banner
}

/// Where the pictures of the pages at one depth come from: the build resolves each address
/// the API names to a kept picture or a placeholder (`SitePictures`).
package protocol PagePictures: Sendable {
    /// Nil when the snapshot names no picture: the page shows none.
    func view(_ url: String?, alt: String, role: PictureRole) -> PictureView?
    /// The site path of the kept picture at `url`; nil when none is kept.
    func keptPath(_ url: String?) -> String?
}
