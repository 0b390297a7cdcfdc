import Foundation

/// Screenshots of the browser tests' pages for a person to look at, taken only when
/// `LOAS_SCREENSHOTS` names a folder.
///
/// Every run used to take 103 full-page PNGs (31 MB) that no assertion reads, on the suite's
/// longest chain: one Chromium lent to one test at a time.
package enum Screenshots {
    package static let folder: URL? = ProcessInfo.processInfo.environment["LOAS_SCREENSHOTS"].flatMap { path in
        path.isEmpty ? nil : URL(fileURLWithPath: path)
    }

    /// Whether screenshots are taken this run.
    package static var wanted: Bool { folder != nil }

    /// Writes `png` (only asked for when wanted) to `name` in the folder.
    package static func save(_ png: @autoclosure () throws -> Data, as name: String) throws {
        guard let folder else { return }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png().write(to: folder.appending(path: name))
    }
}
