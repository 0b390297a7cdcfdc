/// What of the options the build cache's fingerprints hold: the options are walked field by
/// field (`Mirror`), nested ones included, each field taking the part `Options.fingerprinted`
/// declares for it, so a setting is never left out by forgetting to write it down where a
/// cache is checked.
extension SiteBuilder.Options {
    /// Which fingerprint a field of the options feeds. The other pages' fingerprint holds
    /// the sheets' (`pagesFingerprint`), so what changes a sheet changes every page.
    package enum Fingerprinted: Sendable, Equatable {
        /// The sheets', and so every page's: a sheet shows it.
        case everyPage
        /// The other pages' only: no sheet shows it.
        case otherPages
        /// The other pages' whole; the sheets' only whether there is one (a sheet links to
        /// the page it makes, but shows nothing of it).
        case otherPagesAndWhetherSetForSheets
        /// Not walked: a fingerprint holds it in another form, the one named.
        case inAnotherForm(String)
        /// Not fingerprinted: no page a build keeps can show it.
        case noKeptPage(String)
        /// Walked field by field, each declared as `NAME.FIELD`.
        case eachField
    }

    /// One entry per stored property of the options, and of the values walked field by field.
    /// A field missing here is taken for `everyPage` (a rebuild too many, never a stale page)
    /// and fails `OptionsFingerprintTests`.
    package static let fingerprinted: [String: Fingerprinted] = [
        "site": .eachField,
        "site.siteTitle": .everyPage,
        "site.basePath": .everyPage,
        "site.siteURL": .everyPage,
        "site.mainCharacter": .otherPages,
        "site.favourites": .otherPages,
        "site.raidCatalog": .otherPages,
        "site.honingTables": .otherPagesAndWhetherSetForSheets,
        "site.goldEarners": .otherPages,
        // Only calendar.ics shows it today, a feed written every build; any page may read SiteSettings.
        "site.calendarFeed": .otherPages,
        "site.now": .inAnotherForm("the week's moment the pages show (WeekGlance.Moment), in the other pages'"),
        "templates": .inAnotherForm("its folder's contents, BuildTemplates.fingerprint, not its URL"),
        // The events it hides are on the news page; the menu, which sheets show, is fingerprinted itself.
        "hideEvents": .otherPages,
        "workers": .noKeptPage("the output is the same for any number"),
        "staticFolder": .noKeptPage("its files are copied every build, after the pages, over them"),
        "privateNames": .noKeptPage("names kept out of the static copy, which is made every build"),
        "classGroups": .everyPage,
        "renames": .inAnotherForm("CharacterRenames.fingerprint, the renames whose new name has an armory, in the sheets'"),
        "pages": .inAnotherForm("PageTable.fingerprint, in the other pages'"),
    ]

    /// The two fingerprints of the build cache.
    enum FingerprintScope {
        /// Every sheet's (`SheetRun.globalFingerprint`).
        case sheets
        /// The other pages' (`SiteBuilder.pagesFingerprint`), besides the sheets' it holds.
        case otherPages
    }

    /// The fields `scope` takes, each named, as text that is the same in every process.
    func fingerprint(_ scope: FingerprintScope) -> String {
        var text = ""
        Self.write(self, named: "", scope, into: &text)
        return text
    }

    /// The fields of `value` that `scope` takes, each named `prefix` and its label.
    private static func write(_ value: Any, named prefix: String, _ scope: FingerprintScope, into text: inout String) {
        for case (let name?, let field) in Mirror(reflecting: value).children {
            let label = prefix + name
            switch (fingerprinted[label] ?? .everyPage, scope) {
            case (.eachField, _):
                write(field, named: label + ".", scope, into: &text)
            case (.everyPage, .sheets), (.otherPages, .otherPages), (.otherPagesAndWhetherSetForSheets, .otherPages):
                text += "\(label)=\(StableText.of(field))\n"
            case (.otherPagesAndWhetherSetForSheets, .sheets):
                let optional = Mirror(reflecting: field)
                text += "\(label) is \(optional.displayStyle == .optional && optional.children.isEmpty ? "unset" : "set")\n"
            default:
                continue
            }
        }
    }
}
