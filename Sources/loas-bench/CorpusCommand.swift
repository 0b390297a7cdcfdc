import ArgumentParser
import BenchCorpus
import Foundation

struct Corpus: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write N synthetic characters in the API-mirror layout (same N and seed, same bytes).")

    @Option(help: "How many characters.")
    var count: Int = 100

    @Option(help: "Where to write them (an empty folder, or one this command wrote before; kept when it already holds the same corpus).")
    var out: String

    @Option(help: "Seed of the variations.")
    var seed: UInt64 = 1

    @Option(help: "The real-response corpus whose full armories are also used (skipped when missing).")
    var corpus: String = CorpusSources.defaultCorpus

    func run() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        let generator = try CorpusSources.generator(corpus: corpus)
        let folder = URL(fileURLWithPath: out)
        if CorpusFolder.isCurrent(folder, marker: CorpusFolder.marker(count: count, seed: seed, sources: generator.sources)) {
            print("\(out) already holds this corpus (\(count) characters, seed \(seed)); kept")
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let written = try CorpusFolder.write(generator, count: count, seed: seed, to: folder)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(
            "wrote \(out): \(count) characters from \(generator.sources.count) sources, \(written.files) files, "
                + String(format: "%.1f MB in %.2f s", Double(written.bytes) / 1_048_576, seconds))
    }
}
