import Foundation
import LOASConfig
import LOASTestSupport
import Testing

/// loas.yml shapes that would make reading it unbounded: aliases (the "billion laughs"),
/// deep nesting, a huge file. Each is refused, naming the file, before anything is expanded.
@Suite struct ConfigShapeTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Nine levels of nine aliases each: 387 million strings once constructed.
    static let aliasBomb =
        (["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        + (1...8).map { level in
            let name = String(UnicodeScalar(UInt8(97 + level))), previous = String(UnicodeScalar(UInt8(96 + level)))
            return "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]"
        }).joined(separator: "\n") + "\n"

    @Test func anAliasIsRefusedWithItsFileAndLine() {
        #expect {
            try SiteConfig(yaml: "title: &name 우리 원정대\nmain_character: *name\n", file: file)
        } throws: { error in
            "\(error)" == "/project/loas.yml: line 2: uses a YAML alias (*name); LOAS config files do not support anchors and aliases"
        }
    }

    @Test func anAliasInsideAMappingKeyIsRefusedBeforeComposing() {
        // Yams hashes mapping keys while composing, which walks an aliased tree in full.
        #expect {
            try SiteConfig(yaml: "characters: &c [a, b]\n? *c\n: x\n", file: file)
        } throws: { "\($0)".contains("line 2: uses a YAML alias (*c)") }
    }

    @Test func deepNestingIsRefused() {
        let deep = "characters: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect { try SiteConfig(yaml: deep, file: file) } throws: { "\($0)".contains("more than 16 levels deep") }
    }

    @Test func aKeyThatIsAListIsAnErrorNotACrash() {
        #expect { try SiteConfig(yaml: "? [a, b]\n: x\n", file: file) } throws: {
            "\($0)" == "/project/loas.yml: line 1: a key should be a name such as `title:`, found a list"
        }
    }

    @Test func aSexagesimalNumberPastIntIsTextNotACrash() {
        #expect { try SiteConfig(yaml: "market_items: [1:0:0:0:0:0:0:0:0:0:0:0:0]", file: file) } throws: {
            "\($0)".contains(
                "line 1: `market_items[1]` should be a market item id, a whole number from 1 to 999,999,999,999,999, found \"1:0:0:0:0:0:0:0:0:0:0:0:0\""
            )
        }
    }

    @Test func aFileOverOneMegabyteIsRefusedUnread() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appending(path: "loas.yml")
        try Data(("title: x\n" + String(repeating: "# padding\n", count: 110_000)).utf8).write(to: big)
        #expect { try SiteConfig(contentsOf: big) } throws: { "\($0)".contains("\(big.path): is larger than 1 MB") }
    }

    /// The real binary in a child limited to 2 GB and two minutes: before the fix it grew past
    /// 850 MB in 20 s and kept growing.
    @Test(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
    func theBinaryRefusesAnAliasBombNamingTheFile() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appending(path: "loas.yml")
        try Data(Self.aliasBomb.utf8).write(to: config)
        let run = try await LoasRun.run(
            ["build", "--config", config.path, "--out", folder.appending(path: "site").path], in: folder)
        #expect(run.finished, "loas was still reading the alias bomb after two minutes")
        #expect(run.status != 0)
        #expect(run.output.contains("\(config.path): line 2: uses a YAML alias (*a)"), "\(run.output.prefix(500))")
    }
}
