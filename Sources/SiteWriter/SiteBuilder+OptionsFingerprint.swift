/// What of the options the build cache's fingerprints hold: the options are walked field by
/// field (`Mirror`), each field taking the part `Options.fingerprinted` declares for it, so a
/// setting is never left out by forgetting to write it down where a cache is checked.
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
    }

    /// One entry per stored property of the options. A field missing here is taken for
    /// `everyPage` (a rebuild too many, never a stale page) and fails
    /// `OptionsFingerprintTests`.
    package static let fingerprinted: [String: Fingerprinted] = [
        "siteTitle": .everyPage,
        "templates": .inAnotherForm("its folder's contents, BuildTemplates.fingerprint, not its URL"),
        "basePath": .everyPage,
        "siteURL": .everyPage,
        "mainCharacter": .otherPages,
        "favourites": .otherPages,
        // The events it hides are on the news page; the menu, which sheets show, is fingerprinted itself.
        "hideEvents": .otherPages,
        "workers": .noKeptPage("the output is the same for any number"),
        "raidCatalog": .otherPages,
        "honingTables": .otherPagesAndWhetherSetForSheets,
        // Only calendar.ics shows it today, a feed written every build; any page may read SiteSettings.
        "calendarFeed": .otherPages,
        "goldEarners": .otherPages,
        "staticFolder": .noKeptPage("its files are copied every build, after the pages, over them"),
        "privateNames": .noKeptPage("names kept out of the static copy, which is made every build"),
        "classGroups": .everyPage,
        "now": .inAnotherForm("the week's moment the pages show (WeekGlance.Moment), in the other pages'"),
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
        for case (let label?, let value) in Mirror(reflecting: self).children {
            switch (Self.fingerprinted[label] ?? .everyPage, scope) {
            case (.everyPage, .sheets), (.otherPages, .otherPages), (.otherPagesAndWhetherSetForSheets, .otherPages):
                text += "\(label)=\(StableText.of(value))\n"
            case (.otherPagesAndWhetherSetForSheets, .sheets):
                let optional = Mirror(reflecting: value)
                text += "\(label) is \(optional.displayStyle == .optional && optional.children.isEmpty ? "unset" : "set")\n"
            default:
                continue
            }
        }
        return text
    }
}
