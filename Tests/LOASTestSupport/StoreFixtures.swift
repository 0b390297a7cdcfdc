import Foundation

/// A folder under the temporary directory, unique to one test; `remove()` it when done.
package struct TemporaryFolder {
    package let url: URL

    package init() {
        url = FileManager.default.temporaryDirectory.appending(path: "loas-store-tests-\(UUID().uuidString)")
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes each text of `files` at its relative path under `folder` (a path inside this one,
    /// "" for itself), making the folders it needs; returns that folder.
    @discardableResult
    package func write(_ files: [String: String], in folder: String = "") throws -> URL {
        let base = folder.isEmpty ? url : url.appending(path: folder)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = base.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return base
    }

    /// A store path inside the folder (the store creates the folder).
    package var store: URL { url.appending(path: "store/loas.sqlite") }
}

/// Inputs for snapshot store tests.
package enum StoreFixtures {
    /// The project's demo snapshots in the API-mirror layout.
    package static let demo = packageRoot.appending(path: "Demo")

    /// Whole seconds, so a date survives the store's Unix-seconds Double exactly.
    package static func day(_ number: Int) -> Date {
        Date(timeIntervalSince1970: 1_750_000_000 + Double(number) * 86_400)
    }

    /// A market `Date` string's day, as the store reports it: midnight UTC.
    package static func marketDay(_ text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }

    /// A full armory answer with just the profile fields histories read.
    package static func armory(itemLevel: String, combatPower: String? = nil) -> Data {
        let power = combatPower.map { #", "CombatPower": "\#($0)""# } ?? ""
        return Data(#"{"ArmoryProfile": {"CharacterName": "이다", "ItemAvgLevel": "\#(itemLevel)"\#(power)}, "ArmoryEquipment": []}"#.utf8)
    }

    /// A `markets/items/ID` answer: one entry per variant, each with (Date, AvgPrice, TradeCount) stats.
    package static func market(_ variants: [[(date: String, price: Double, trades: Int)]]) -> Data {
        let entries = variants.map { stats in
            let rows = stats.map { #"{"Date": "\#($0.date)", "AvgPrice": \#($0.price), "TradeCount": \#($0.trades)}"# }
            let name = #""Name": "경이로운 명예의 돌파석", "TradeRemainCount": null, "BundleCount": 1"#
            return #"{\#(name), "Stats": [\#(rows.joined(separator: ", "))]}"#
        }
        return Data("[\(entries.joined(separator: ", "))]".utf8)
    }

    /// A SQLite database of some other program: `PRAGMA page_size=512; CREATE TABLE
    /// notes(text); INSERT INTO notes VALUES('keep me');` written by sqlite3 3.40 (rollback
    /// journal, so any write by the store would change its header). Stored as the file's
    /// non-zero byte runs to keep this readable; everything else is zero.
    package static let foreignDatabase: Data = {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let runs: [(offset: Int, hex: String)] = [
            (0, "53514c69746520666f726d617420330002000101004020200000000200000002"),
            (43, "0100000004"),
            (59, "01"),
            (95, "02002e63010d0000000101d00001d0"),
            (
                464,
                "2e0106171717013d7461626c656e6f7465736e6f74657302435245415445205441424c45206e6f7465732874657874290d0000000101f50001f5"
            ),
            (1013, "0901021b6b656570206d65"),
        ]
        for run in runs {
            var index = run.hex.startIndex
            var offset = run.offset
            while index < run.hex.endIndex {
                let next = run.hex.index(index, offsetBy: 2)
                bytes[offset] = UInt8(run.hex[index..<next], radix: 16) ?? 0
                offset += 1
                index = next
            }
        }
        return Data(bytes)
    }()

    /// Relative path → bytes of every file under `folder`.
    package static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(atPath: folder.path)
        while let path = walk?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appending(path: path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = try? Data(contentsOf: url)
        }
        return files
    }
}
