import ArgumentParser
import BenchCorpus
import Foundation
import LostArkAPI

struct BuildBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Time `loas build` on synthetic corpora: full build, no-change and one-change rebuilds, the demo.",
        discussion: """
            For each --count, generates (or reuses) the corpus under --work, runs the loas binary as a \
            child process and prints wall time, pages per second, the child's peak memory and the files \
            each rebuild wrote. Prints figures only; never fails on a slow one.
            """)

    @Option(help: "Characters per corpus; repeat for several (default 10, 100, 1000).")
    var count: [Int] = []

    @Option(help: "Where corpora and built sites go.")
    var work: String = ".build/bench"

    @Option(help: "The loas binary (default: the one next to loas-bench, i.e. the same build configuration).")
    var loas: String?

    @Option(help: "Seed of the corpus variations.")
    var seed: UInt64 = 1

    @Option(help: "The real-response corpus whose full armories are also used (skipped when missing).")
    var corpus: String = CorpusSources.defaultCorpus

    @Option(help: "How many demo builds to take the median of (0 skips the demo).")
    var demoRuns: Int = 5

    @Flag(help: "Also import each corpus into a new store (`loas import`) and time the same builds from the store.")
    var store = false

    func run() throws {
        let binary = try ChildProcess.loasBinary(loas)
        let workFolder = URL(fileURLWithPath: work).standardizedFileURL
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let generator = try CorpusSources.generator(corpus: corpus)
        say("loas: \(binary)")
        say("sources: \(generator.sources.map(\.origin).joined(separator: ", "))")
        var rows: [BuildRow] = []
        var storeRows: [BuildRow] = []
        for n in count.isEmpty ? [10, 100, 1000] : count {
            let row = try measure(n, binary: binary, generator: generator, in: workFolder)
            rows.append(row)
            if store { storeRows.append(try measureStore(n, binary: binary, in: workFolder)) }
        }
        say("")
        say(BuildRow.table(rows))
        if store {
            say("")
            say("from the store (`loas import`, then `loas build --store`):")
            say(BuildRow.table(storeRows))
        }
        if demoRuns > 0 {
            say("")
            say(try demo(binary: binary, in: workFolder))
        }
    }

    private func measure(_ n: Int, binary: String, generator: CorpusGenerator, in work: URL) throws -> BuildRow {
        let snapshots = work.appendingPathComponent("corpus-\(n)")
        let marker = CorpusFolder.marker(count: n, seed: seed, sources: generator.sources)
        if CorpusFolder.isCurrent(snapshots, marker: marker) {
            say("N=\(n): reusing \(snapshots.path)")
        } else {
            let written = try CorpusFolder.write(generator, count: n, seed: seed, to: snapshots)
            say("N=\(n): generated \(written.files) files, \(written.bytes / 1_048_576) MB in \(snapshots.path)")
        }
        // A folder nothing has used, removed once measured: ext4 skips inodes freed in the
        // last minutes when it allocates, so building into a folder just emptied would time
        // the file system's allocator along with the build.
        let site = work.appendingPathComponent("site-\(n)-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: site) }
        let arguments = ["build", "--snapshots", snapshots.path, "--out", site.path]

        let full = try ChildProcess.run(binary, arguments, in: work)
        guard full.status == 0 else {
            say("N=\(n): loas build exited \(full.status):\n\(full.output)")
            return BuildRow(count: n, full: full, pages: 0, noChange: nil, oneChange: nil)
        }
        say(String(format: "N=%d: full build %.2f s", n, full.seconds))
        let pages = Self.pageCount(in: site)
        let noChange = try ChildProcess.run(binary, arguments, in: work)
        say(String(format: "N=%d: no-change rebuild %.2f s", n, noChange.seconds))
        let oneChange = try withOneCharacterChanged(in: snapshots) {
            try ChildProcess.run(binary, arguments, in: work)
        }
        say(String(format: "N=%d: one-change rebuild %.2f s", n, oneChange.seconds))
        return BuildRow(count: n, full: full, pages: pages, noChange: noChange, oneChange: oneChange)
    }

    /// The corpus of `n` (written by `measure`) imported into a new store, then built from it:
    /// full, no change, and one character fetched again a day later.
    private func measureStore(_ n: Int, binary: String, in work: URL) throws -> BuildRow {
        let snapshots = work.appendingPathComponent("corpus-\(n)")
        let unique = "\(n)-\(ProcessInfo.processInfo.processIdentifier)"
        let storeFile = work.appendingPathComponent("store-\(unique).sqlite")
        let site = work.appendingPathComponent("store-site-\(unique)")
        let changed = work.appendingPathComponent("store-change-\(unique)")
        defer {
            for url in [site, changed, storeFile] { try? FileManager.default.removeItem(at: url) }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: storeFile.path + suffix) }
        }
        let time = ISO8601DateFormatter().string(from: CorpusFolder.snapshotTime)
        let imported = try ChildProcess.run(binary, ["import", snapshots.path, "--store", storeFile.path, "--at", time], in: work)
        guard imported.status == 0 else {
            say("N=\(n): loas import exited \(imported.status):\n\(imported.output)")
            return BuildRow(count: n, full: imported, pages: 0, noChange: nil, oneChange: nil)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: storeFile.path)[.size] as? Int) ?? 0
        say(
            String(
                format: "N=%d: import %.2f s, peak %.1f MB, store %.1f MB", n, imported.seconds, megabytes(imported.peakBytes),
                megabytes(size)))
        let arguments = ["build", "--store", storeFile.path, "--out", site.path]
        let full = try ChildProcess.run(binary, arguments, in: work)
        guard full.status == 0 else {
            say("N=\(n): loas build from the store exited \(full.status):\n\(full.output)")
            return BuildRow(count: n, full: full, pages: 0, noChange: nil, oneChange: nil, imported: imported)
        }
        say(String(format: "N=%d: full build from the store %.2f s", n, full.seconds))
        let pages = Self.pageCount(in: site)
        let noChange = try ChildProcess.run(binary, arguments, in: work)
        say(String(format: "N=%d: no-change rebuild from the store %.2f s", n, noChange.seconds))
        // One character fetched again a day later with its item level up.
        let path = Route.armory(character: CharacterNames.name(0)).mirrorPath
        let file = changed.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try Data(contentsOf: snapshots.appendingPathComponent(path))
        try CorpusGenerator.bumpingItemLevel(of: original, origin: path).write(to: file)
        let later = ISO8601DateFormatter().string(from: CorpusFolder.snapshotTime.addingTimeInterval(86_400))
        let refetch = try ChildProcess.run(binary, ["import", changed.path, "--store", storeFile.path, "--at", later], in: work)
        guard refetch.status == 0 else {
            say("N=\(n): loas import of the changed character exited \(refetch.status):\n\(refetch.output)")
            return BuildRow(count: n, full: full, pages: pages, noChange: noChange, oneChange: nil, imported: imported)
        }
        let oneChange = try ChildProcess.run(binary, arguments, in: work)
        say(String(format: "N=%d: one-change rebuild from the store %.2f s", n, oneChange.seconds))
        return BuildRow(count: n, full: full, pages: pages, noChange: noChange, oneChange: oneChange, imported: imported)
    }

    /// Raises the first character's item level and dates the file a day after the rest, as a
    /// fresh fetch of that one character would; runs `body`, then puts the file back as it was
    /// (a folder's snapshot times are its files' times), so the corpus stays reusable.
    private func withOneCharacterChanged(in snapshots: URL, _ body: () throws -> ChildRun) throws -> ChildRun {
        let file = snapshots.appendingPathComponent(Route.armory(character: CharacterNames.name(0)).mirrorPath)
        let manager = FileManager.default
        let original = try Data(contentsOf: file)
        let attributes = try manager.attributesOfItem(atPath: file.path)
        try CorpusGenerator.bumpingItemLevel(of: original, origin: file.path).write(to: file)
        let refetched = CorpusFolder.snapshotTime.addingTimeInterval(86_400)
        try manager.setAttributes([.modificationDate: refetched], ofItemAtPath: file.path)
        defer {
            try? original.write(to: file)
            if let date = attributes[.modificationDate] {
                try? manager.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
            }
        }
        return try body()
    }

    /// The pages LOAS wrote: every .html and .md file (feeds, stylesheet and the like excluded).
    static func pageCount(in site: URL) -> Int {
        let files =
            FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { ["html", "md"].contains($0.pathExtension) }.count
    }

    /// `loas build` with no arguments in a fresh empty folder each time: the built-in demo.
    private func demo(binary: String, in work: URL) throws -> String {
        var runs: [ChildRun] = []
        for index in 0..<demoRuns {
            let folder = work.appendingPathComponent("demo-\(index)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let run = try ChildProcess.run(binary, ["build"], in: folder)
            guard run.status == 0 else { return "demo: loas build exited \(run.status):\n\(run.output)" }
            runs.append(run)
        }
        let seconds = runs.map(\.seconds).sorted()
        let peak = runs.map(\.peakBytes).max() ?? 0
        return String(
            format: "demo build: median %.3f s of %d runs (min %.3f, max %.3f), peak %.1f MB",
            seconds[seconds.count / 2], seconds.count, seconds.first ?? 0, seconds.last ?? 0,
            Double(peak) / 1_048_576)
    }
}
