import Foundation
import LOASTestSupport
import SiteServer
import SnapshotStore
import Testing

@testable import SiteWriter

/// The roster's script in headless Chromium: sorting keeps each server's rows under its
/// heading, and the name filter hides the servers and accounts with no match.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct RosterBrowserTests {
    /// Two accounts: 하나's on two servers, 별's on one.
    static func site() throws -> StaticSite {
        let first = [
            RosterPageTests.character("하나", "루페온", 1_700), RosterPageTests.character("둘", "실리안", 1_690),
            RosterPageTests.character("셋", "루페온", 1_680), RosterPageTests.character("넷", "실리안", 1_610),
        ]
        let second = [RosterPageTests.character("별", "카단", 1_650), RosterPageTests.character("달", "카단", 1_640)]
        let files = [
            "characters/하나/siblings.json": try JSONSerialization.data(withJSONObject: first),
            "characters/별/siblings.json": try JSONSerialization.data(withJSONObject: second),
        ]
        return StaticSite(files: try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build().files, basePath: "/")
    }

    /// Each shown tbody as its heading then its names, in page order.
    static let groups = """
        Array.from(document.querySelectorAll('table.roster tbody')).filter((body) => !body.closest('[hidden]'))
          .map((body) => Array.from(body.rows).filter((row) => !row.hidden).map((row) => row.cells[0].textContent.trim().split(' ')[0]))
        """

    /// Runs `body` on the roster page in a tab of the shared browser.
    static func onRoster(_ body: @Sendable (PageCheck) throws -> Void) async throws {
        let server = SiteServer(site: try site())
        defer { server.stop() }
        let page = try server.start().appending(path: "roster.html")
        try await SharedChromium.shared.withTab { check in
            try check.load(page)
            try body(check)
        }
    }

    @Test func sortingByItemLevelKeepsEachServersRowsUnderItsHeading() async throws {
        try await Self.onRoster { check in
            _ = try check.evaluate("document.querySelector('table.roster th[aria-sort] button.sort').click()")
            let groups = try check.evaluate(Self.groups) as? [[String]]
            // Lowest first within each of the first account's servers; the other account's table is its own.
            #expect(groups == [["루페온", "셋", "하나"], ["실리안", "넷", "둘"], ["카단", "별", "달"]])
        }
    }

    @Test func filteringByNameHidesServersAndAccountsWithoutAMatch() async throws {
        try await Self.onRoster { check in
            _ = try check.evaluate(
                "(() => { const input = document.getElementById('roster-filter'); input.value = '둘'; input.dispatchEvent(new Event('input')); })()"
            )
            #expect(try check.evaluate(Self.groups) as? [[String]] == [["실리안", "둘"]])
            let shownAccounts = try check.evaluate("document.querySelectorAll('section.account:not([hidden])').length") as? Int
            #expect(shownAccounts == 1)
        }
    }
}
