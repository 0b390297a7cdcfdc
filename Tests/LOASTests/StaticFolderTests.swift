import Demo
import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// `static/`: files the user wants in the site (`CNAME`, `.well-known/`, a favicon of their
/// own), copied as they are.
@Suite struct StaticFolderTests {
    static func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFolder().write(files)
    }

    static func build(static folder: URL, privateNames: PrivateNames = PrivateNames()) throws -> SiteBuilder.Site {
        try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(staticFolder: folder, privateNames: privateNames)).build()
    }

    @Test func staticFilesAreCopiedAsTheyAre() throws {
        let files = ["CNAME": "loas.example.org\n", ".well-known/security.txt": "Contact: mailto:me@example.org\n"]
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try Self.build(static: folder)
        for (path, text) in files { #expect(site.files[path] == Data(text.utf8), "\(path)") }
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    @Test func aStaticFileReplacesTheFileLoasMakesAndSaysSo() throws {
        let folder = try Self.folder(["favicon.svg": "<svg>mine</svg>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try Self.build(static: folder)
        #expect(site.files["favicon.svg"] == Data("<svg>mine</svg>".utf8))
        #expect(site.warnings == ["\(folder.path)/favicon.svg replaces the file loas makes at favicon.svg"])
    }

    @Test func aLinkInTheStaticFolderIsAnErrorNamingIt() throws {
        let folder = try Self.folder(["CNAME": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "secret").path, withDestinationPath: "/etc/hostname")
        let error = #expect(throws: BuildError.self) { try Self.build(static: folder) }
        #expect(error?.description.contains("\(folder.path)/secret is a symbolic link") == true, "\(String(describing: error))")
    }

    @Test func aStaticFileWhereTheSiteHasAFolderIsAnErrorNamingIt() throws {
        let folder = try Self.folder(["characters": "not a folder"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: BuildError.self) { try Self.build(static: folder) }
        #expect(error?.description.contains("\(folder.path)/characters is a file where the site has the folder") == true)
    }

    @Test func aStaticFileWithTheMarkersNameIsAnError() throws {
        let folder = try Self.folder([".loas-site": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: BuildError.self) { try Self.build(static: folder) }
    }

    /// Issue 42, item 1: a config (its api_key), a store or an `.env` in the static folder
    /// would be published with the site; each is passed over and named, at any depth.
    @Test func filesNamedLikeAConfigAStoreOrAnEnvAreNeverCopiedAndEachIsNamed() throws {
        let secrets = [
            "loas.yml", "loas.sqlite", "loas.sqlite-wal", "loas.sqlite-shm", ".env", "deep/.env.local", "Deep/LOAS.YML",
            "old.sqlite3",
        ]
        var files = ["CNAME": "loas.example.org\n"]
        for name in secrets { files[name] = "api_key: secret" }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try Self.build(static: folder)
        #expect(site.files["CNAME"] == Data("loas.example.org\n".utf8))
        for name in secrets {
            #expect(site.files[name] == nil, "\(name)")
            #expect(site.warnings.contains { $0.hasPrefix("\(folder.path)/\(name) is not copied into the site") }, "\(name)")
        }
        #expect(!site.files.values.contains { String(decoding: $0, as: UTF8.self).contains("api_key: secret") })
    }

    /// The config and store this build reads, under the names they have (`--config site.conf`,
    /// `store: data.db`), are passed over as `loas.yml` is.
    @Test func theBuildsOwnConfigAndStoreNamesAreNeverCopied() throws {
        let folder = try Self.folder(["site.conf": "api_key: x", "data.db": "store", "data.db-wal": "log", "data.dbx": "mine"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try Self.build(static: folder, privateNames: PrivateNames(own: ["site.conf", "data.db"]))
        #expect(site.files["site.conf"] == nil && site.files["data.db"] == nil && site.files["data.db-wal"] == nil)
        #expect(site.files["data.dbx"] == Data("mine".utf8))
    }
}
