import BundledResources
import Demo
import Foundation
import LOASTestSupport
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// The site folder as a shared place: one build at a time, its own staging folder, and no
/// link inside it followed.
@Suite struct SiteFolderTests {
    static let loas = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "loas")

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-folder-\(UUID().uuidString)")
    }

    /// Every entry under `folder` by relative path: a file's bytes, a link as `-> target`
    /// (never followed), a folder as nothing.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let manager = FileManager.default
        func walk(_ path: String, _ prefix: String) throws {
            for name in try manager.contentsOfDirectory(atPath: path) {
                let full = path + "/" + name
                let type = try manager.attributesOfItem(atPath: full)[.type] as? FileAttributeType
                switch type {
                case .typeSymbolicLink?: found[prefix + name] = Data("-> \(try manager.destinationOfSymbolicLink(atPath: full))".utf8)
                case .typeDirectory?: try walk(full, prefix + name + "/")
                default: found[prefix + name] = try Data(contentsOf: URL(fileURLWithPath: full))
                }
            }
        }
        try walk(folder.path, "")
        return found
    }

    /// The demo site built into `folder` through the folder sink.
    static func build(title: String = "LOAS", into folder: URL) throws {
        let output = try SiteFolder(folder)
        do {
            _ = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(siteTitle: title))).build(into: output)
            _ = try output.commit()
        } catch {
            output.abort()
            throw error
        }
    }

    /// A process another thread is spawning holds a copy of every open descriptor until it
    /// starts its program; the copy is made here with `dup`, as the child would have it. The
    /// next build into the folder, once the first has finished, must not be refused.
    @Test func aFinishedBuildLeavesTheFolderFreeThoughACopyOfItsLockLivesOn() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try SiteFolder(folder)
        let lockFile = folder.appending(path: ".loas-site").resolvingSymlinksInPath().path
        let held = try #require(Self.openDescriptor(of: lockFile), "no descriptor open on \(lockFile)")
        let copy = dup(held)
        defer { close(copy) }
        _ = try SiteBuilder(snapshots: InMemorySnapshots.demo).build(into: first)
        _ = try first.commit()

        let second = try SiteFolder(folder)
        second.abort()
    }

    /// The descriptor this process has open on `path`, read from /proc/self/fd.
    static func openDescriptor(of path: String) -> Int32? {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap(Int32.init).first { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == path
        }
    }

    /// The two builds at once, made deterministic: the first holds the folder while
    /// the second starts.
    @Test func aSecondBuildIntoAFolderInUseIsRefusedAndTheSiteIsTheFirstBuilds() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.build(into: folder)
        let first = try SiteFolder(folder)
        _ = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(siteTitle: "AAAA"))).build(into: first)
        let refusal = #expect(throws: SiteOutputError.self) { try Self.build(title: "BBBB", into: folder) }
        #expect(refusal?.description.contains("another loas build") == true, "\(String(describing: refusal))")
        #expect(refusal?.path == folder.path)
        _ = try first.commit()

        var site = try Self.tree(folder)
        site.removeValue(forKey: ".loas-site")
        site.removeValue(forKey: ".loas-cache")
        #expect(
            site
                == (try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(siteTitle: "AAAA"))).build().files)
        )
    }

    @Test func aBuildNeverTouchesTheStagingFolderOfAnother() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try SiteFolder(folder)
        try first.put("index.html", Data("first".utf8))
        let staged = try Self.tree(folder).filter { $0.key.hasPrefix(".loas-staging") }
        #expect(staged.count == 1)
        #expect(throws: SiteOutputError.self) { try SiteFolder.write(["index.html": Data("second".utf8)], to: folder) }
        #expect(try Self.tree(folder).filter { $0.key.hasPrefix(".loas-staging") } == staged)
        _ = try first.commit()
        #expect(try Data(contentsOf: folder.appending(path: "index.html")) == Data("first".utf8))
    }

    @Test func theStagingLeftByAKilledBuildIsRemovedAndNeverPublished() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        let left = folder.appending(path: ".loas-staging-99999-dead/characters")
        try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: left.appending(path: "x.html"))
        let summary = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        #expect(summary.removed == 0)
        #expect(try Self.tree(folder).keys.sorted() == [".loas-site", "index.html"])
    }

    @Test func theLockIsGivenUpWhenABuildAborts() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try SiteFolder(folder)
        first.abort()
        _ = try SiteFolder.write(["index.html": Data("a".utf8)], to: folder)
        #expect(try Data(contentsOf: folder.appending(path: "index.html")) == Data("a".utf8))
    }

    /// The scenario: `characters` replaced by a link to a folder elsewhere holding a
    /// file with a page's name.
    @Test func aLinkInsideTheFolderIsReportedAndNothingOutsideChanges() throws {
        let base = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appending(path: "site")
        let outside = base.appending(path: "outside")
        try Self.build(into: folder)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("not the site's".utf8).write(to: outside.appending(path: "새싹모코코.html"))
        try FileManager.default.removeItem(at: folder.appending(path: "characters"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "characters").path, withDestinationPath: outside.path)
        let outsideBefore = try Self.tree(outside)
        let siteBefore = try Self.tree(folder)

        let refusal = #expect(throws: SiteOutputError.self) { try Self.build(title: "Other", into: folder) }
        #expect(refusal?.path == folder.appending(path: "characters").path)
        #expect(refusal?.description.contains("symbolic link") == true)
        #expect(try Self.tree(outside) == outsideBefore)
        #expect(try Self.tree(folder) == siteBefore)
    }

    @Test func aLinkInPlaceOfAPageIsReportedAndItsTargetKept() throws {
        let base = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appending(path: "site")
        let target = base.appending(path: "notes.html")
        _ = try SiteFolder.write(["index.html": Data("a".utf8), "old.html": Data("b".utf8)], to: folder)
        try Data("mine".utf8).write(to: target)
        try FileManager.default.removeItem(at: folder.appending(path: "index.html"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "index.html").path, withDestinationPath: target.path)

        #expect(throws: SiteOutputError.self) { try SiteFolder.write(["index.html": Data("new".utf8)], to: folder) }
        #expect(try Data(contentsOf: target) == Data("mine".utf8))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "old.html").path))
    }

    /// The folder the user names may itself be a link: that is their choice.
    @Test func theFolderNamedMayItselfBeALink() throws {
        let base = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appending(path: "real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.appending(path: "site").path, withDestinationPath: real.path)
        _ = try SiteFolder.write(["characters/a.html": Data("a".utf8)], to: base.appending(path: "site"))
        #expect(try Data(contentsOf: real.appending(path: "characters/a.html")) == Data("a".utf8))
    }

    /// The `loas` binary started while a build holds the folder: it exits at once, naming the
    /// folder, and the site is left as it was.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func theLoasBinaryRefusesAFolderAnotherBuildIsWriting() async throws {
        let base = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appending(path: "site")
        try Self.build(into: folder)
        let before = try Self.tree(folder)
        let holder = try SiteFolder(folder)
        defer { holder.abort() }

        let run = try await LoasRun.run(["build", "--out", folder.path, "--title", "BBBB"], in: base)
        try #require(run.finished, "loas build still running after its deadline")
        let message = run.output
        #expect(run.status != 0)
        #expect(message.contains("\(folder.path) is being written by another loas build"), "\(message)")
        #expect(try Self.tree(folder) == before)
    }
}
