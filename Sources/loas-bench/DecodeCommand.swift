import ArgumentParser
import BundledResources
import DocumentTree
import Foundation
import TooltipDecoder

struct Decode: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tooltip decode MB/s and its time against Foundation's JSON parse of the same bytes.")

    @Argument(help: "Folders of API responses to take tooltips from (the demo set is always included).")
    var folders: [String] = []

    func run() {
        var sources = Array(BundledResources.demoSnapshots.values)
        for path in folders {
            sources += responses(under: URL(fileURLWithPath: path))
        }
        var samples: [String] = []
        for data in sources {
            if let value = try? JSONSerialization.jsonObject(with: data) { tooltips(in: value, into: &samples) }
        }
        let bytes = samples.reduce(0) { $0 + $1.utf8.count }
        let datas = samples.map { Data($0.utf8) }
        print("tooltips: \(samples.count), \(String(format: "%.2f", Double(bytes) / 1_048_576)) MB of tooltip JSON")
        let parse = measure {
            datas.reduce(0) { count, data in count + ((try? JSONSerialization.jsonObject(with: data)) == nil ? 0 : 1) }
        }
        let decode = measure {
            samples.reduce(0) { count, text in count + ((try? TooltipDecoder.decode(text))?.blocks.count ?? 0) }
        }
        let megabytes = Double(bytes) / 1_048_576
        print(String(format: "JSONSerialization parse: %8.1f MB/s", megabytes / parse))
        print(String(format: "TooltipDecoder decode:   %8.1f MB/s", megabytes / decode))
        print(String(format: "decode / parse time:     %8.2f×", decode / parse))
    }
}

/// Every `Tooltip`/`ToolTip` string in a response that holds a JSON object (the markup-only
/// tooltips of tripods and stats are not what this measures).
func tooltips(in value: Any, into result: inout [String]) {
    if let object = value as? [String: Any] {
        for (key, child) in object {
            if key.lowercased() == "tooltip", let text = child as? String, text.first == "{" {
                result.append(text)
            } else {
                tooltips(in: child, into: &result)
            }
        }
    } else if let array = value as? [Any] {
        for child in array { tooltips(in: child, into: &result) }
    }
}

func responses(under folder: URL) -> [Data] {
    let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
    return files.sorted { $0.path < $1.path }.compactMap { try? Data(contentsOf: $0) }
}

/// Best of several rounds, each at least ~0.3 s of repeated work, in seconds per pass.
func measure(_ body: () -> Int) -> Double {
    var best = Double.infinity
    var sink = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var passes = 0
        repeat {
            sink &+= body()
            passes += 1
        } while DispatchTime.now().uptimeNanoseconds - start < 300_000_000
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes))
    }
    if sink == 42 { print("") }  // keeps the work observable
    return best
}
