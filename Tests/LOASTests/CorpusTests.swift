import DocumentTree
import Foundation
import LOASTestSupport
import LostArkAPI
import Rendering
import SiteWriter
import SnapshotStore
import Testing
import TooltipDecoder

/// Runs over the real API responses in `../shared/lostark-corpus`, skipped when absent.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
struct CorpusTests {
    @Test(arguments: Corpus.sets)
    func everySetBuilds(set: URL) throws {
        let site = try SiteBuilder(snapshots: try MirrorDirectory(set)).build()
        #expect(site.files["index.html"] != nil)
        #expect(site.files["index.md"] != nil)
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    // Sheets showing every tooltip of every kind: SheetCoverageTests.
}
