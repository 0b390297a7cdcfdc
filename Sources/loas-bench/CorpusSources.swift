import BenchCorpus
import BundledResources
import Foundation
import LostArkAPI

/// What synthetic characters are made from: the demo's armories (compiled into the binary)
/// and, when the folder exists, every full armory in the real-response corpus.
enum CorpusSources {
    static let defaultCorpus = "../shared/lostark-corpus"

    static func generator(corpus: String?) throws -> CorpusGenerator {
        var sources: [SourceArmory] = []
        let demo = BundledResources.demoSnapshots
        for key in demo.keys.sorted() where isArmory(key) {
            if let data = demo[key] { sources.append(try SourceArmory(origin: "demo/\(key)", data: data)) }
        }
        if let corpus {
            sources += corpusArmories(under: URL(fileURLWithPath: corpus))
        }
        // The demo's roster file names the demo's characters; the generator writes its own. Its
        // pictures are SVG drawings, which a snapshot folder may not hold.
        let extras = demo.filter {
            !Route(mirrorPath: $0.key).isCharacter && !$0.key.hasPrefix("images/")
        }
        return try CorpusGenerator(sources: sources, extras: extras)
    }

    /// `armories/characters/NAME.json` only: the files under `NAME/` are single sections.
    static func isArmory(_ path: String) -> Bool {
        if case .armory = Route(mirrorPath: path), Route.isMirrorPath(path) { return true }
        return false
    }

    /// Each dated folder's full armories; an unreadable one is reported and skipped.
    static func corpusArmories(under corpus: URL) -> [SourceArmory] {
        let manager = FileManager.default
        guard let dates = try? manager.contentsOfDirectory(atPath: corpus.path) else { return [] }
        var result: [SourceArmory] = []
        for date in dates.sorted() {
            let folder = corpus.appendingPathComponent(date).appendingPathComponent(Route.armoryFolder)
            guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in files.sorted() where Route.isMirrorPath(file) {
                let url = folder.appendingPathComponent(file)
                do {
                    result.append(try SourceArmory(origin: "\(date)/\(file)", data: try Data(contentsOf: url)))
                } catch {
                    printError("skipping \(url.path): \(error)")
                }
            }
        }
        return result
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A line on stdout at once, unbuffered, so progress shows while builds run also when the
/// output goes to a file or a pipe.
func say(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
}
