import ArgumentParser
import BenchCorpus
import Foundation
import SnapshotStore
import Support

struct StoreMonth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-month",
        abstract: "Record a month of a cron dashboard in a new store, print its size and check every run's export.",
        discussion: """
            Characters made from the real-response corpus's full armories (the demo's when it is missing) are \
            fetched --per-day times a day for --days days: the combat power moves at every fetch, a piece of \
            equipment is honed every --hone-every days and a gem levelled every --gem-every days. Each run is \
            recorded as `loas fetch` would; then the store is exported as of every run's time and each armory \
            compared with the bytes that run recorded. Last, the site is built from the store, as the \
            dashboard's next run would, and built again with nothing changed. Prints figures only.
            """)

    @Option(help: "How many characters.")
    var characters = 5

    @Option(help: "How many days.")
    var days = 30

    @Option(help: "Fetches a day.")
    var perDay = 4

    @Option(help: "Days between two honings of a character.")
    var honeEvery = 2

    @Option(help: "Days between two gem levels of a character.")
    var gemEvery = 5

    @Option(help: "Where the store and the exports go (emptied first).")
    var work: String = ".build/bench/store-month"

    @Option(help: "Seed of the characters and their changes.")
    var seed: UInt64 = 1

    @Option(help: "The real-response corpus whose full armories are used (the demo's when missing).")
    var corpus: String = CorpusSources.defaultCorpus

    @Option(help: "The loas binary that builds the site (default: the one next to loas-bench; skipped when there is none).")
    var loas: String?

    func run() throws {
        let folder = URL(fileURLWithPath: work).standardizedFileURL
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var month = try Self.characters(characters, corpus: corpus, seed: seed)
        let store = try SnapshotDatabase(url: folder.appendingPathComponent("month.sqlite"))
        let runs = days * perDay
        let start = CorpusFolder.snapshotTime
        let interval = 86_400 / Double(perDay)
        // Hashes only: a month of bodies would not fit the memory this is meant to show.
        var recorded: [[String]] = []
        let clock = ContinuousClock()
        var recordTime = Duration.zero
        for run in 0..<runs {
            var responses: [Response] = []
            var hashes: [String] = []
            for index in month.indices {
                if run > 0 {
                    try month[index].character.moveCombatPower()
                    if run % (honeEvery * perDay) == 0 { try month[index].character.hone() }
                    if run % (gemEvery * perDay) == 0 { try month[index].character.levelGem() }
                }
                let body = month[index].character.bytes
                hashes.append(SHA256.hex(of: body))
                responses.append(Response(mirrorPath: month[index].path, body: body, fetchedAt: start + Double(run) * interval))
            }
            recordTime += try clock.measure { _ = try store.record(responses) }
            recorded.append(hashes)
        }
        let stats = try store.stats()
        let perCharacterMonth = Double(stats.fileBytes) / Double(characters) / (Double(days) / 30)
        say(
            "\(characters) characters × \(runs) runs (\(perDay) a day for \(days) days, honing every \(honeEvery) days, a gem every \(gemEvery))"
        )
        say("sources: \(month.map(\.origin).joined(separator: ", "))")
        say(String(format: "recorded in %.1f s", recordTime.seconds))
        say(
            String(
                format: "store: %.2f MB (%.2f MB per character-month; %.2f MB of it free pages)", megabytes(stats.fileBytes),
                perCharacterMonth / 1_048_576, megabytes(stats.freeBytes)))
        say(
            String(
                format: "answers: %d stored, %d distinct bodies, %.1f MB as received (what a store of whole answers keeps)",
                stats.all.answers, stats.all.bodies, megabytes(stats.all.receivedBytes)))
        say(
            String(
                format: "sections: %d distinct, %.1f MB expanded, %.2f MB compressed", stats.sections, megabytes(stats.sectionBytes),
                megabytes(stats.storedBytes)))

        var mismatches: [String] = []
        let exportStart = clock.now
        let export = folder.appendingPathComponent("export")
        for run in 0..<runs {
            try? FileManager.default.removeItem(at: export)
            let time = start + Double(run) * interval
            _ = try store.exportMirror(to: export, at: time)
            for (index, entry) in month.enumerated() {
                let exported = try? Data(contentsOf: export.appendingPathComponent(entry.path))
                if exported.map(SHA256.hex(of:)) != recorded[run][index] {
                    mismatches.append("run \(run): \(entry.path)")
                }
            }
        }
        try? FileManager.default.removeItem(at: export)
        let exportSeconds = (clock.now - exportStart).seconds
        if mismatches.isEmpty {
            say(
                String(
                    format: "export: byte-identical at all %d run times (%d armories checked, %.1f s)", runs, runs * characters,
                    exportSeconds))
        } else {
            say(
                "export: \(mismatches.count) armories differ from what was recorded, first: \(mismatches.prefix(5).joined(separator: "; "))"
            )
        }
        let check = try store.check()
        say("store check: " + (check.isSound ? "sound" : "\(check.problems.count) problems, first: \(check.problems[0])"))
        try build(from: store.url, in: folder)
    }

    /// Every build of a dashboard reads the whole history of each character whose answers
    /// changed, so this is the figure that grows with the months a store has kept.
    private func build(from store: URL, in folder: URL) throws {
        guard let binary = try? ChildProcess.loasBinary(loas) else {
            say("build: skipped, no loas binary next to loas-bench (pass --loas)")
            return
        }
        let site = folder.appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: site) }
        let arguments = ["build", "--store", store.path, "--out", site.path]
        for label in ["full build", "no-change rebuild"] {
            let run = try ChildProcess.run(binary, arguments, in: folder)
            guard run.status == 0 else {
                say("build: loas build exited \(run.status):\n\(run.output)")
                return
            }
            say(
                "\(label) from the store: "
                    + String(format: "%.2f s, %.2f CPU-s, peak %.1f MB", run.seconds, run.cpuSeconds, megabytes(run.peakBytes)))
        }
    }

    /// `count` characters from the corpus's full armories that have a combat power (the
    /// demo's when there are none), renamed and varied as `loas-bench corpus` makes them.
    static func characters(
        _ count: Int, corpus: String, seed: UInt64
    ) throws -> [(path: String, origin: String, character: CharacterMonth)] {
        let real = CorpusSources.corpusArmories(under: URL(fileURLWithPath: corpus)).filter(CharacterMonth.canStart)
        let sources = real.isEmpty ? try CorpusSources.generator(corpus: nil).sources.filter(CharacterMonth.canStart) : real
        let generator = try CorpusGenerator(sources: sources, extras: [:])
        return try (0..<count).map { index in
            let made = try generator.character(index, seed: seed)
            let origin = generator.sources[index % generator.sources.count].origin
            return (made.path, origin, try CharacterMonth(armory: made.data, origin: made.path, seed: seed &+ UInt64(index)))
        }
    }
}

func megabytes(_ bytes: Int) -> Double {
    Double(bytes) / 1_048_576
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
