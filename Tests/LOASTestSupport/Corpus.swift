import Foundation

/// The shared corpus of real API responses, when this checkout sits beside it.
package enum Corpus {
    package static let root: URL? = {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 {
            folder.deleteLastPathComponent()
            let candidate = folder.appending(path: "shared/lostark-corpus")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let sibling = folder.appending(path: "../shared/lostark-corpus").standardizedFileURL
            if FileManager.default.fileExists(atPath: sibling.path) { return sibling }
        }
        return nil
    }()

    package static var isAvailable: Bool { root != nil }

    /// Every JSON file below `folder`, by its path from there (a set's `armories/characters/x.json`).
    package static func jsonFiles(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "json" {
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// The dated snapshot sets (2023-06, …, 2025-08).
    package static var sets: [URL] {
        guard let root else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.first?.isNumber == true }.sorted().map { root.appending(path: $0) }
    }

    /// The largest armory of every set (by bytes), and the set it is in.
    package static var largestArmory: (set: URL, name: String)? {
        var best: (set: URL, name: String, size: Int)?
        for set in sets {
            let folder = set.appending(path: "armories/characters")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".json") {
                let size = (try? FileManager.default.attributesOfItem(atPath: folder.appending(path: file).path)[.size] as? Int) ?? 0
                if size > best?.size ?? -1 { best = (set, String(file.dropLast(5)), size) }
            }
        }
        return best.map { ($0.set, $0.name) }
    }
}
