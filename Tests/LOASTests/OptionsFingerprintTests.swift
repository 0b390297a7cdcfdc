import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// The build cache's fingerprints hold every field of the options as `Options.fingerprinted`
/// declares it: each field is declared, and changing any one of them rebuilds the pages it
/// may change, while a build with the same options keeps them.
@Suite struct OptionsFingerprintTests {
    typealias Options = SiteBuilder.Options

    static let sheet = SitePaths.character("노을빛검사", "html")
    static let frontPage = "index.html"

    /// Every field of `value` named `prefix` and its label, and the fields of those the
    /// declaration says are walked field by field, as the fingerprints walk them.
    static func labels(of value: Any, prefix: String = "") -> Set<String> {
        var labels: Set<String> = []
        for case (let name?, let field) in Mirror(reflecting: value).children {
            labels.insert(prefix + name)
            if case .eachField? = Options.fingerprinted[prefix + name] {
                labels.formUnion(Self.labels(of: field, prefix: prefix + name + "."))
            }
        }
        return labels
    }

    /// The fields the declaration gives a fingerprint of their own: all but those walked field by field.
    static var declaredFields: [String: Options.Fingerprinted] {
        Options.fingerprinted.filter { $0.value != .eachField }
    }

    /// The fields of the options the declaration says a fingerprint holds (in some form), or
    /// those it says no kept page shows.
    static func fields(fingerprinted: Bool) -> [String] {
        declaredFields.filter { field in
            if case .noKeptPage = field.value { !fingerprinted } else { fingerprinted }
        }.keys.sorted()
    }

    /// 2026-11-21 in Korea, the day the demo was taken.
    static func moment(_ day: String) throws -> Date {
        try #require(KoreanDate.date(kst: "\(day)T10:00"))
    }

    /// Every setting set, so that each change below is one a user could make.
    static func baseline() throws -> Options {
        Options(
            site: SiteSettings(
                siteTitle: "Demo", raidCatalog: try RaidCatalogFile.bundled(), now: try moment("2026-11-21"),
                honingTables: try HoningTableFile.bundled()),
            workers: 2, classGroups: try ClassListFile.load(config: nil, templates: nil))
    }

    /// One change per field of the options; `scratch` is an empty folder the change may fill.
    static let changes: [String: @Sendable (inout Options, URL) throws -> Void] = [
        "site.siteTitle": { options, _ in options.site.siteTitle = "Other" },
        "site.basePath": { options, _ in options.site.basePath = try #require(BasePath("/repo/")) },
        "site.siteURL": { options, _ in options.site.siteURL = try #require(SiteURL("https://example.org/")) },
        "site.mainCharacter": { options, _ in options.site.mainCharacter = "달그림자" },
        "site.favourites": { options, _ in options.site.favourites = ["새싹모코코"] },
        "site.raidCatalog": { options, _ in options.site.raidCatalog?.raids.removeLast() },
        "site.honingTables": { options, _ in options.site.honingTables = nil },
        "site.calendarFeed": { options, _ in options.site.calendarFeed = ["카오스게이트"] },
        "site.goldEarners": { options, _ in options.site.goldEarners = ["새싹모코코"] },
        "site.now": { options, _ in options.site.now = try moment("2026-11-28") },
        "templates": { options, scratch in
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data("body { color: teal; }\n".utf8).write(to: scratch.appending(path: "style.css"))
            options.templates = scratch
        },
        "hideEvents": { options, _ in options.hideEvents = ["."] },
        "workers": { options, _ in options.workers = 1 },
        "staticFolder": { options, scratch in
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data("example.org\n".utf8).write(to: scratch.appending(path: "CNAME"))
            options.staticFolder = scratch
        },
        "privateNames": { options, _ in options.privateNames = PrivateNames(own: ["loas.yml"]) },
        "classGroups": { options, _ in options.classGroups = ["디스트로이어": "기타"] },
        "renames": { options, _ in options.renames = ["옛검사": "노을빛검사"] },
        "pages": { options, _ in options.pages.pages.removeAll { $0.template == "rewards" } },
    ]

    /// Builds the demo into the folder's site, through its cache.
    static func build(into folder: TemporaryFolder, options: Options) throws -> RecordingSink {
        let output = try SiteFolder(StoreBuildCacheTests.site(folder))
        let recording = RecordingSink(wrapped: output)
        do {
            _ = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build(into: recording)
            _ = try output.commit()
            return recording
        } catch {
            output.abort()
            throw error
        }
    }

    /// The baseline built into a new folder, then `field` changed and built again.
    static func rebuild(changing field: String, in folder: TemporaryFolder) throws -> (RecordingSink, Options) {
        let change = try #require(changes[field], "OptionsFingerprintTests.changes has no change of \(field)")
        _ = try build(into: folder, options: try baseline())
        var changed = try baseline()
        try change(&changed, folder.url.appending(path: "scratch"))
        return (try build(into: folder, options: changed), changed)
    }

    @Test func everyFieldOfTheOptionsIsDeclaredForTheFingerprints() {
        #expect(Self.labels(of: Options()) == Set(Options.fingerprinted.keys))
    }

    /// `SiteSettings` is what the pages read: each of its fields is walked and fingerprinted
    /// on its own, none a kept page could show left out.
    @Test func everySettingThePagesReadIsAFingerprintedFieldOfTheOptions() {
        #expect(Options.fingerprinted["site"] == .eachField)
        for label in Self.labels(of: SiteSettings()) {
            let declared = Options.fingerprinted["site." + label]
            #expect(declared != nil, "site.\(label)")
            if case .noKeptPage = declared { Issue.record("site.\(label) is read by the pages but not fingerprinted") }
        }
    }

    @Test func everyFieldOfTheOptionsHasAChangeToTest() {
        #expect(Set(Self.changes.keys) == Set(Self.declaredFields.keys))
    }

    @Test func aRebuildWithTheSameOptionsKeepsEveryPage() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(into: folder, options: try Self.baseline())

        let again = try Self.build(into: folder, options: try Self.baseline())

        #expect(again.kept.isSuperset(of: [Self.sheet, Self.frontPage, "homework.html", "honing.html"]))
        #expect(again.put.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.isEmpty)
    }

    /// The pages the declaration says a field feeds are made again, and the site is the one
    /// a build from scratch makes with the changed options.
    @Test(arguments: fields(fingerprinted: true))
    func changingAFingerprintedSettingRebuildsThePagesItMayChange(field: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }

        let (rebuilt, changed) = try Self.rebuild(changing: field, in: folder)

        #expect(rebuilt.put.contains(Self.frontPage))
        switch Options.fingerprinted[field] {
        case .everyPage?, .otherPagesAndWhetherSetForSheets?:
            #expect(rebuilt.put.contains(Self.sheet))
        case .otherPages?:
            #expect(rebuilt.kept.contains(Self.sheet))
        default:
            break
        }
        let fresh = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: changed).build().files
        #expect(try StoreBuildCacheTests.pages(folder) == fresh)
    }

    @Test(arguments: fields(fingerprinted: false))
    func changingASettingNoKeptPageShowsKeepsEveryPage(field: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }

        let (rebuilt, changed) = try Self.rebuild(changing: field, in: folder)

        #expect(rebuilt.kept.isSuperset(of: [Self.sheet, Self.frontPage]))
        #expect(rebuilt.put.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.isEmpty)
        let fresh = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: changed).build().files
        #expect(try StoreBuildCacheTests.pages(folder) == fresh)
    }
}
