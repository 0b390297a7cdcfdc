import ArgumentParser
import BenchCorpus
import Foundation
import JSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far a build is from the least its input costs to read: the CPU time of `loas build`
/// against the CPU time of parsing the same JSON files, with LOAS's own parser and, when
/// Python has it, orjson (a SIMD parser, one core). Prints figures only.
struct FloorBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "floor",
        abstract: "Print a build's CPU time against the CPU time of parsing its input (LOAS's parser, and orjson when present).",
        discussion: """
            Generates (or reuses) the corpus of --count characters under --work, builds it --runs times into \
            new folders and takes the least CPU time (user and system, from wait4); parses every JSON file of the \
            corpus in memory with LOAS's parser, and with orjson through python3 when it can be imported, the \
            least of --runs each. A ratio of 4 means the build costs four parses of its input.
            """)

    @Option(help: "Characters in the corpus.")
    var count = 1000

    @Option(help: "Runs of each measure; the least CPU time is kept.")
    var runs = 3

    @Option(help: "Where the corpus and built sites go.")
    var work: String = ".build/bench"

    @Option(help: "The loas binary (default: the one next to loas-bench).")
    var loas: String?

    @Option(help: "Seed of the corpus variations.")
    var seed: UInt64 = 1

    @Option(help: "The real-response corpus whose full armories are also used (skipped when missing).")
    var corpus: String = CorpusSources.defaultCorpus

    func run() throws {
        let workFolder = URL(fileURLWithPath: work).standardizedFileURL
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let binary = try ChildProcess.loasBinary(loas)
        let generator = try CorpusSources.generator(corpus: corpus)
        let snapshots = workFolder.appendingPathComponent("corpus-\(count)")
        let marker = CorpusFolder.marker(count: count, seed: seed, sources: generator.sources)
        if !CorpusFolder.isCurrent(snapshots, marker: marker) {
            _ = try CorpusFolder.write(generator, count: count, seed: seed, to: snapshots)
        }
        let files = try Self.jsonFiles(in: snapshots)
        let bytes = files.reduce(0) { $0 + $1.count }
        print(String(format: "N=%d: %d JSON files, %.1f MB", count, files.count, Double(bytes) / 1_048_576))

        var build = Double.infinity
        for run in 0..<max(runs, 1) {
            let site = workFolder.appendingPathComponent("floor-site-\(ProcessInfo.processInfo.processIdentifier)-\(run)")
            defer { try? FileManager.default.removeItem(at: site) }
            let child = try ChildProcess.run(binary, ["build", "--snapshots", snapshots.path, "--out", site.path], in: workFolder)
            guard child.status == 0 else { throw BenchError("loas build exited \(child.status):\n\(child.output)") }
            build = min(build, child.cpuSeconds)
        }
        var parse = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = Self.processCPU()
            for file in files {
                // The tape, as the build's armory decoder reads it; no tree of values is made.
                _ = file.withUnsafeBytes { raw in try? JSONParser.tape(raw.bindMemory(to: UInt8.self), dialect: .decodable) }
            }
            parse = min(parse, Self.processCPU() - start)
        }
        print(String(format: "loas build: %.2f CPU-s (least of %d)", build, max(runs, 1)))
        print(String(format: "LOAS's JSON parser: %.2f CPU-s; the build is %.1f× its parse", parse, build / parse))
        if let orjson = try Self.orjson(snapshots, runs: max(runs, 1), in: workFolder) {
            print(String(format: "orjson (one core): %.2f CPU-s; the build is %.1f× its parse", orjson, build / orjson))
        } else {
            print("orjson: not measured (python3 with orjson not found; pip install orjson)")
        }
    }

    private static func jsonFiles(in folder: URL) throws -> [Data] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [Data] = []
        for case let url as URL in walker where url.pathExtension == "json" {
            files.append(try Data(contentsOf: url))
        }
        return files
    }

    private static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// orjson's least CPU time over `runs` parses of every JSON file, read into memory first;
    /// nil when python3 or orjson is missing.
    private static func orjson(_ folder: URL, runs: Int, in work: URL) throws -> Double? {
        let script = """
            import os, sys, time
            try:
                import orjson
            except ImportError:
                sys.exit(3)
            datas = []
            for root, _, names in os.walk(sys.argv[1]):
                datas += [open(os.path.join(root, n), "rb").read() for n in names if n.endswith(".json")]
            best = float("inf")
            for _ in range(int(sys.argv[2])):
                start = time.process_time()
                for data in datas:
                    orjson.loads(data)
                best = min(best, time.process_time() - start)
            print(best)
            """
        // Whichever python3 the PATH names: orjson is often installed in a user's environment.
        let child = try ChildProcess.run("/usr/bin/env", ["python3", "-c", script, folder.path, String(runs)], in: work)
        guard child.status == 0 else { return nil }
        return Double(child.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
