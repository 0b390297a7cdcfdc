import Foundation

/// A generated corpus on disk. Its marker file records what it was made from, so a benchmark
/// can reuse a folder made with the same count and seed, and the generator never overwrites a
/// folder it did not write.
package enum CorpusFolder {
    static let markerName = ".loas-bench-corpus"
    /// Raised whenever the generator's output changes, so old folders are regenerated.
    static let format = 2
    /// Every file's modification time. A folder's snapshot times are its files' times, and
    /// pages print them, so a fixed time makes the built site the same bytes on every run.
    /// Saturday 2026-11-21 09:00 KST, the demo's own moment.
    package static let snapshotTime = Date(timeIntervalSince1970: 1_795_219_200)

    package static func marker(count: Int, seed: UInt64, sources: [SourceArmory]) -> String {
        "format \(format) count \(count) seed \(seed) sources \(sources.map(\.origin).joined(separator: " "))\n"
    }

    /// True when `folder` holds a finished corpus with this marker.
    package static func isCurrent(_ folder: URL, marker: String) -> Bool {
        (try? String(contentsOf: folder.appendingPathComponent(markerName), encoding: .utf8)) == marker
    }

    /// Writes the corpus into `folder`, replacing a corpus written there before; refuses any
    /// other non-empty folder. The marker is written last, so an interrupted run is redone.
    /// Returns the number of files and bytes written.
    @discardableResult
    package static func write(
        _ generator: CorpusGenerator, count: Int, seed: UInt64, to folder: URL
    ) throws -> (files: Int, bytes: Int) {
        let manager = FileManager.default
        if let contents = try? manager.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            guard contents.contains(markerName) else {
                throw CorpusError("\(folder.path) is not empty and was not written by loas-bench corpus; not touching it")
            }
            try manager.removeItem(at: folder)
        }
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var files = 0
        var bytes = 0
        try generator.generate(count: count, seed: seed) { path, data in
            let file = folder.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            try manager.setAttributes([.modificationDate: snapshotTime], ofItemAtPath: file.path)
            files += 1
            bytes += data.count
        }
        let marker = marker(count: count, seed: seed, sources: generator.sources)
        try Data(marker.utf8).write(to: folder.appendingPathComponent(markerName))
        return (files, bytes)
    }
}
