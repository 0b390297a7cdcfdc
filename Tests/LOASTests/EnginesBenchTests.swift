import Foundation
import LOASTestSupport
import Testing

/// `loas-bench engines` (issue 29) runs end to end on a tiny corpus: it prints figures, which
/// are never checked here, and compares each page with LOAS's.
struct EnginesBenchTests {
    private static let bench = LoasRun.binary.deletingLastPathComponent().appending(path: "loas-bench")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: bench.path), "loas-bench is not built"))
    func comparesTheSheetsOfASmallCorpusWithSwiftMustache() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "engines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = folder.appending(path: "corpus")
        let made = try Self.run(["corpus", "--count", "2", "--out", corpus.path, "--corpus", folder.appending(path: "none").path])
        #expect(made.status == 0, "\(made.output)")
        let compared = try Self.run(["engines", "--snapshots", corpus.path, "--rounds", "1", "--show", "0", "--skip-mirror-timing"])
        #expect(compared.status == 0, "\(compared.output)")
        #expect(compared.output.contains("2 sheet views from"))
        #expect(compared.output.contains("swift-mustache via dictionaries, pages against LOAS's: "))
        #expect(compared.output.contains("LOAS: encode + render (renderData)"))
        // The probe of control characters: LOAS removes them, swift-mustache keeps them.
        #expect(compared.output.contains(#"LOAS           <b>ABCD</b>"#))
        #expect(compared.output.contains(#"dictionaries   <b>A\u{00}B\u{07}C\u{85}D</b>"#))
    }

    /// The bench's output through a file (a pipe could fill and block the child).
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appending(path: "engines-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = bench
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
