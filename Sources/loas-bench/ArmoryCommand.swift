import ArgumentParser
import Foundation
import JSON
import LostArkAPI

struct ArmoryBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "armory",
        abstract: "Armory decode MB/s: Foundation's JSONDecoder against FastJSONDecoder, on the same files.")

    @Argument(help: "A folder of armory JSON files (e.g. a corpus's armories/characters).")
    var folder: String

    @Option(help: "Read only the first N files, by name.")
    var limit: Int?

    @Flag(help: "Also check that both decoders give the same armories (slow: it dumps each one twice).")
    var verify = false

    func run() {
        let files = Array(responses(under: URL(fileURLWithPath: folder)).prefix(limit ?? .max))
        let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_048_576
        print("armories: \(files.count), \(String(format: "%.1f", megabytes)) MB")
        if verify {
            let differing = files.filter { data in
                dump(try? JSONDecoder().decode(Armory?.self, from: data))
                    != dump(try? FastJSONDecoder().decode(Armory?.self, from: data))
            }
            print("decoded differently: \(differing.count)")
        }
        let foundation = measure {
            files.reduce(0) { count, data in count + ((try? JSONDecoder().decode(Armory?.self, from: data)) == nil ? 0 : 1) }
        }
        let fast = measure {
            files.reduce(0) { count, data in count + ((try? FastJSONDecoder().decode(Armory?.self, from: data)) == nil ? 0 : 1) }
        }
        print(String(format: "Foundation JSONDecoder: %8.1f MB/s", megabytes / foundation))
        print(String(format: "FastJSONDecoder:        %8.1f MB/s", megabytes / fast))
        print(String(format: "speed-up:               %8.2f×", foundation / fast))
    }

    private func dump(_ armory: Armory??) -> String {
        var text = ""
        Swift.dump(armory, to: &text)
        return text
    }
}
