import ArgumentParser

/// The root command: every subcommand, `build` when none is named. The executable is only its
/// entry (Sources/loas), so the tests can parse and run the same commands in their own process.
package struct LOAS: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "loas",
        abstract: "Turns Lost Ark Open API snapshots into a static web site.",
        version: Version.text,
        subcommands: [
            Init.self, Check.self, Build.self, Serve.self, Fetch.self, Update.self, Notify.self, Import.self, Export.self,
            StoreCommand.self, Tooltip.self, Plan.self,
        ],
        defaultSubcommand: Build.self
    )

    package init() {}
}
