import BundledResources
import Demo
import Foundation
import LOASTestSupport
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// `build(into:)`: sheets built across workers and streamed into a sink, and the folder sink
/// that changes the site only when a build succeeds.
@Suite struct StreamingBuildTests {
    /// The demo with each of its armories copied under eight more names, so several workers
    /// have characters to share.
    static let manyCharacterFiles: [String: Data] = {
        var files = BundledResources.demoSnapshots
        for (path, data) in BundledResources.demoSnapshots where path.hasPrefix("armories/characters/") {
            let name = String(path.dropFirst("armories/characters/".count).dropLast(".json".count))
            for copy in 1...8 {
                files["armories/characters/\(name)\(copy).json"] = renamed(data, from: name, to: "\(name)\(copy)")
            }
        }
        return files
    }()

    static let manyCharacters = snapshots(manyCharacterFiles)

    static func snapshots(_ files: [String: Data]) -> InMemorySnapshots {
        InMemorySnapshots(label: "many", files: files, takenAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    static func renamed(_ armory: Data, from name: String, to other: String) -> Data {
        let text = String(decoding: armory, as: UTF8.self)
            .replacingOccurrences(of: "\"CharacterName\": \"\(name)\"", with: "\"CharacterName\": \"\(other)\"")
        return Data(text.utf8)
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-stream-\(UUID().uuidString)")
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        let root = folder.standardizedFileURL.path
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath {
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Writes the demo site into `folder` through the folder sink.
    static func write(
        _ snapshots: any SnapshotSource = InMemorySnapshots.demo, options: SiteBuilder.Options = .init(), to folder: URL
    ) throws -> SiteFolder.Summary {
        let output = try SiteFolder(folder)
        do {
            _ = try SiteBuilder(snapshots: snapshots, options: options).build(into: output)
            return try output.commit()
        } catch {
            output.abort()
            throw error
        }
    }

    @Test func oneWorkerAndManyWorkersBuildTheSameBytes() throws {
        let one = try SiteBuilder(snapshots: Self.manyCharacters, options: .init(workers: 1)).build()
        let many = try SiteBuilder(snapshots: Self.manyCharacters, options: .init(workers: 8)).build()
        #expect(one.files.count > 50)
        #expect(one.files == many.files)
    }

    @Test func warningsComeInSnapshotOrderWhateverTheWorkers() throws {
        var files = BundledResources.demoSnapshots
        for name in ["가", "나", "다", "라", "마", "바"] {
            files["armories/characters/\(name).json"] = Data("{".utf8)
        }
        let snapshots = InMemorySnapshots(label: "broken", files: files)
        let one = try SiteBuilder(snapshots: snapshots, options: .init(workers: 1)).build().warnings
        let many = try SiteBuilder(snapshots: snapshots, options: .init(workers: 4)).build().warnings
        #expect(one.count == 6)
        #expect(one == many)
    }

    @Test func aNullArmoryIsNoSheetForItsSiblingsToLinkTo() throws {
        // Sheets are first rendered as if every armory file made one; this one does not.
        var files = BundledResources.demoSnapshots
        files["armories/characters/노을빛검사.json"] = Data("null".utf8)
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "null", files: files), options: .init(workers: 2)).build()
        let sheet = String(decoding: try #require(site.files["characters/별빛수호자.html"]), as: UTF8.self)
        #expect(site.files["characters/노을빛검사.html"] == nil)
        #expect(!sheet.contains("%EB%85%B8%EC%9D%84"), "노을빛검사 has no sheet and should not be linked")
        #expect(sheet.contains("%EB%8B%AC%EA%B7%B8%EB%A6%BC%EC%9E%90.html"))
    }

    @Test func theFolderGetsTheSameFilesAsTheSiteInMemory() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(to: folder)
        var written = try Self.contents(of: folder)
        written.removeValue(forKey: ".loas-site")
        written.removeValue(forKey: ".loas-cache")
        #expect(written == (try DemoSite.plain.get().files))
    }

    @Test func aRebuildOfUnchangedDataWritesNoFile() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.write(to: folder)
        let again = try Self.write(to: folder)
        #expect(first.written > 0)
        #expect(again.written == 0)
        #expect(again.unchanged == first.written)
        #expect(again.removed == 0)
    }

    @Test func aRebuildAfterOneArmoryChangedWritesWhatAFullBuildWould() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(to: folder)
        var files = BundledResources.demoSnapshots
        let path = "armories/characters/달그림자.json"
        let armory = String(decoding: try #require(files[path]), as: UTF8.self)
        let level = try #require(armory.firstMatch(of: /"ItemAvgLevel": *"[^"]*"/))
        files[path] = Data(armory.replacingCharacters(in: level.range, with: #""ItemAvgLevel": "1,234.56""#).utf8)
        let changed = InMemorySnapshots(label: "demo", files: files, takenAt: Date(timeIntervalSince1970: 1_795_219_200))
        let summary = try Self.write(changed, to: folder)
        var written = try Self.contents(of: folder)
        written.removeValue(forKey: ".loas-site")
        #expect(written.removeValue(forKey: ".loas-cache") != nil)
        #expect(written == (try SiteBuilder(snapshots: changed).build().files))
        #expect(summary.written < written.count / 2, "only the changed sheet and the pages listing it should be written")
    }

    @Test func aRebuildKeepsTheSheetsOfUnchangedCharactersWithoutRenderingThem() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(Self.manyCharacters, to: folder)
        // One character more, in no sibling list: no other sheet shows it.
        var files = Self.manyCharacterFiles
        let source = try #require(files["armories/characters/새싹모코코.json"])
        files["armories/characters/새얼굴.json"] = Self.renamed(source, from: "새싹모코코", to: "새얼굴")
        let output = try SiteFolder(folder)
        let counting = CountingKeeps(wrapped: output)
        _ = try SiteBuilder(snapshots: Self.snapshots(files)).build(into: counting)
        _ = try output.commit()
        let sheets = Self.manyCharacters.entries(in: "armories/characters").count
        #expect(counting.kept == sheets * 2)
    }

    /// A real fetch gives one answer a newer time: the site's newest data time moves, which
    /// only the front page shows, so every other sheet is kept.
    @Test func oneCharacterFetchedLaterRebuildsOnlyItsSheet() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(Self.manyCharacters, to: folder)
        let taken = Date(timeIntervalSince1970: 1_700_000_000)
        var times = Self.manyCharacterFiles.mapValues { _ in SnapshotTimes(taken) }
        times["armories/characters/달그림자3.json"] = SnapshotTimes(taken + 86_400)
        let output = try SiteFolder(folder)
        let counting = CountingKeeps(wrapped: output)
        _ = try SiteBuilder(snapshots: InMemorySnapshots(label: "many", files: Self.manyCharacterFiles, times: times))
            .build(into: counting)
        let summary = try output.commit()
        let sheets = Self.manyCharacters.entries(in: "armories/characters").count
        #expect(counting.kept == (sheets - 1) * 2)
        #expect(summary.written == 7, "the sheet, the roster and the front page, in two formats, and the sheet's tooltip page")
    }

    @Test func aBrokenTemplateLeavesTheSiteAsItWas() throws {
        let folder = Self.temporaryFolder()
        let templates = Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: templates)
        }
        _ = try Self.write(to: folder)
        let before = try Self.contents(of: folder)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{#unclosed}}".utf8).write(to: templates.appending(path: "character.md"))
        #expect(throws: BuildError.self) {
            try Self.write(options: .init(site: SiteSettings(siteTitle: "Other"), templates: templates), to: folder)
        }
        #expect(try Self.contents(of: folder) == before)
    }

    @Test func aFailureMidBuildLeavesTheSiteAsItWas() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(to: folder)
        let before = try Self.contents(of: folder)
        let output = try SiteFolder(folder)
        // A new title changes every page; the sink gives out after a few of them.
        let failing = FailingAfter(limit: 5, wrapped: output)
        #expect(throws: BuildError.self) {
            try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(siteTitle: "Other"))).build(into: failing)
        }
        output.abort()
        #expect(try Self.contents(of: folder) == before)
    }

    @Test func anAbortedWriteLeavesNoStagedFiles() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try SiteFolder(folder)
        try output.put("index.html", Data("new".utf8))
        output.abort()
        #expect(try Self.contents(of: folder).keys.sorted() == [".loas-site"])
    }
}

/// Passes everything on to a folder, counting the files it kept from the previous build.
final class CountingKeeps: SiteSink, @unchecked Sendable {
    let wrapped: SiteFolder
    private let lock = NSLock()
    private var keeps = 0

    init(wrapped: SiteFolder) {
        self.wrapped = wrapped
    }

    var kept: Int {
        lock.lock()
        defer { lock.unlock() }
        return keeps
    }

    func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        try wrapped.put(path, data)
    }

    func keep(_ path: String, size: Int) -> Bool {
        let kept = wrapped.keep(path, size: size)
        lock.lock()
        // Sheets only: kept pictures (img/) are counted by the picture tests.
        if kept && path.hasPrefix("characters/") { keeps += 1 }
        lock.unlock()
        return kept
    }

    var previousCache: Data? { wrapped.previousCache }

    func saveCache(_ data: Data) {
        wrapped.saveCache(data)
    }
}

/// Passes the first `limit` files on, then fails as a full disk would.
private final class FailingAfter: SiteSink, @unchecked Sendable {
    let limit: Int
    let wrapped: SiteFolder
    private let count = NSLock()
    private var taken = 0

    init(limit: Int, wrapped: SiteFolder) {
        self.limit = limit
        self.wrapped = wrapped
    }

    func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        count.lock()
        taken += 1
        let allowed = taken <= limit
        count.unlock()
        guard allowed else {
            throw SiteOutputError(path, "cannot be written (no space left on device)")
        }
        try wrapped.put(path, data)
    }
}
