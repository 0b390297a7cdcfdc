import ArgumentParser

/// Benchmarks for LOAS: they print figures and never assert or fail on a slow one. Run in
/// release (`swift run -c release loas-bench …`); debug figures mean nothing.
@main
struct LOASBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loas-bench",
        abstract: "Print LOAS performance figures (run in release).",
        subcommands: [
            Decode.self, ArmoryBench.self, Corpus.self, BuildBench.self, StoreMonth.self, FetchBench.self, FloorBench.self,
            EnginesBench.self,
        ],
        defaultSubcommand: Decode.self)
}
