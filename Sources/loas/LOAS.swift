import Commands
import Foundation

/// The process's entry: the commands are module Commands', run in the process's own context
/// (its standard streams, environment and working directory) as a test runs them in one of
/// its own, and their status is the process's.
@main
enum Main {
    /// The address space is checked on the main thread, before the first hop to the
    /// concurrency runtime's pool: under too small a limit that pool waits forever for a thread.
    static func main() async {
        if let problem = AddressSpace.problem() {
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            Foundation.exit(1)
        }
        Foundation.exit(await LOAS.run(Array(CommandLine.arguments.dropFirst()), in: .process))
    }
}
