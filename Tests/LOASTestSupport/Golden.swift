import Foundation
import Testing

/// Compares `actual` with `__Snapshots__/<name>` beside this test target.
///
/// A missing golden, or `RECORD_SNAPSHOTS=1`, records the file and fails the test on
/// purpose, so a recording run never passes unreviewed.
package func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = packageRoot.appending(path: "Tests/LOASTests/__Snapshots__").appending(path: name)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded golden file \(name); review it and run again.", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let expectedLines = (expected ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
        let message =
            "\(name) differs from its golden at line \(line + 1):\n  golden: \(want)\n  actual: \(got)\n"
            + "Run with RECORD_SNAPSHOTS=1 to re-record after reviewing."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
