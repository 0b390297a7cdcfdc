import ArgumentParser

@main
struct LOAS: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loas",
        abstract: "Turns Lost Ark Open API snapshots into a static web site.",
        version: Version.text,
        subcommands: [Build.self, Serve.self, Fetch.self, Update.self, Import.self, Export.self, StoreCommand.self, Tooltip.self],
        defaultSubcommand: Build.self
    )
}
