import ArgumentParser
import Foundation

@main
struct LOAS: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loas",
        abstract: "Turns Lost Ark Open API snapshots into a static web site.",
        version: Version.text,
        subcommands: [
            Init.self, Check.self, Build.self, Serve.self, Fetch.self, Update.self, Notify.self, Import.self, Export.self,
            StoreCommand.self, Tooltip.self, Plan.self,
        ],
        defaultSubcommand: Build.self
    )

    /// The address space is checked on the main thread, before the first hop to the
    /// concurrency runtime's pool: under too small a limit that pool waits forever for a thread.
    static func main() async {
        if let problem = AddressSpace.problem() {
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            Foundation.exit(1)
        }
        await main(nil)
    }
}
