import Foundation
import LOASConfig
import LOASTestSupport
import Rendering
import SnapshotStore
import Testing

/// What LOAS reads by path is read only when it is a regular file: a pipe is refused at once
/// (opening one waits for a writer, forever when there is none), a device by its kind.
/// What used to wait on a pipe is tested through the binary, a child with a deadline, so a
/// regression fails instead of hanging the tests.
@Suite struct NonRegularFileTests {
    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func loasWithConfigAtAPipeStopsNamingItInsteadOfWaiting() async throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try #require(try folder.fifo("loas.yml"))

        let run = try await LoasRun.run(["build", "--config", "loas.yml", "--out", "site"], in: folder.url)

        #expect(run.finished, "loas waited on the pipe")
        #expect(run.status != 0)
        #expect(run.output.contains("loas.yml: is a named pipe (FIFO), not a regular file"))
    }

    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func loasWithRaidsFileAtAPipeStopsNamingItInsteadOfWaiting() async throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try folder.write(Data(), at: "loas.yml")
        try folder.write(TinyArmory.json("하나"), at: "snapshots/armories/characters/하나.json")
        try #require(try folder.fifo(RaidCatalogFile.fileName))

        let run = try await LoasRun.run(
            ["build", "--config", "loas.yml", "--snapshots", "snapshots", "--out", "site"], in: folder.url)

        #expect(run.finished, "loas waited on the pipe")
        #expect(run.status != 0)
        #expect(run.output.contains("raids.yml: is a named pipe (FIFO), not a regular file"))
    }

    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func loasImportIntoAStoreThatIsAPipeStopsNamingItInsteadOfWaiting() async throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try folder.write(TinyArmory.json("하나"), at: "snapshots/armories/characters/하나.json")
        try #require(try folder.fifo("loas.sqlite"))

        let run = try await LoasRun.run(["import", "snapshots", "--store", "loas.sqlite"], in: folder.url)

        #expect(run.finished, "loas waited on the pipe")
        #expect(run.status != 0)
        #expect(run.output.contains("loas.sqlite: is a named pipe (FIFO), not a regular file"))
    }

    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func loasTooltipOfAPipeStopsNamingItsKind() async throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try #require(try folder.fifo("item.json"))

        let run = try await LoasRun.run(["tooltip", "item.json"], in: folder.url)

        #expect(run.finished, "loas waited on the pipe")
        #expect(run.output.contains("item.json: is a named pipe (FIFO), not a regular file"))
    }

    @Test func aConfigFileThatIsADeviceIsRefusedAsADevice() {
        #expect {
            _ = try SiteConfig(contentsOf: URL(fileURLWithPath: "/dev/null"))
        } throws: { error in
            "\(error)".contains("/dev/null: is a device, not a regular file")
        }
    }

    @Test func aTemplateThatIsAPipeIsRefusedAsAPipe() throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try #require(try folder.fifo("partials/footer.html"))

        #expect {
            _ = try TemplateFiles(defaults: [:], overrides: folder.url)
        } throws: { error in
            "\(error)".contains("footer.html is a named pipe (FIFO), not a regular file")
        }
    }

    @Test func aStoreThatIsAPipeIsRefusedForReadingAsAPipe() throws {
        let folder = try ScratchMirror()
        defer { folder.remove() }
        try #require(try folder.fifo("loas.sqlite"))

        #expect {
            _ = try SnapshotDatabase(readingFrom: folder.url.appending(path: "loas.sqlite"))
        } throws: { error in
            (error as? SnapshotError)?.problem.hasPrefix("is a named pipe (FIFO), not a regular file") == true
        }
    }
}
