import Foundation
import LOASTestSupport
import Testing

/// `loas` under an address-space limit too small to start its threads (`ulimit -v`): the
/// concurrency runtime waited forever for a thread, or a thread's stack could not be mapped.
@Suite(.enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"))
struct AddressSpaceTests {
    @Test(arguments: [120, 160])
    func tooSmallAnAddressSpaceIsSaidNotHungOn(megabytes: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-address-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The deadline only guards against the hang this is about; it measures nothing.
        let run = try await LoasRun.run(["build", "--out", "site"], in: folder, memoryLimitMB: megabytes, deadline: .seconds(60))
        #expect(run.finished, "loas did not end under ulimit -v \(megabytes * 1024)")
        #expect(run.status == 1)
        #expect(run.output.contains("limited to \(megabytes) MB (ulimit -v)"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }
}
