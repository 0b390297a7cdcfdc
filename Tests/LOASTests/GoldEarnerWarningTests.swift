import Demo
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// `gold_earners` that the homework board cannot follow is named in a warning, with the
/// roster names nearest a misspelt one; before, the board quietly picked others.
@Suite struct GoldEarnerWarningTests {
    static let account = ["별빛수호자", "노을빛검사", "황혼방패", "달그림자", "새벽사냥꾼", "시간여행자", "새싹모코코"]

    @Test func aNameOnNoRosterIsNamedWithTheNearestRosterNames() throws {
        let problems = ChosenEarners.problems(chosen: ["별빛수호쟈", "달그림자"], accounts: [Self.account])
        guard case .notOnRoster(let name, let nearest)? = problems.first, problems.count == 1 else {
            Issue.record("\(problems)")
            return
        }
        #expect(name == "별빛수호쟈")
        #expect(nearest.count == 3 && nearest.first == "별빛수호자", "\(nearest)")
    }

    @Test func aSeventhOfOneAccountIsNamedAsEarningNone() {
        let problems = ChosenEarners.problems(chosen: Self.account.reversed(), accounts: [Self.account])
        #expect(problems == [.overSix(named: Self.account, left: ["새싹모코코"])])
        #expect(ChosenEarners.problems(chosen: Array(Self.account.prefix(6)), accounts: [Self.account]).isEmpty)
    }

    static func warnings(goldEarners: [String]) throws -> [String] {
        let options = SiteBuilder.Options(
            site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled(), goldEarners: goldEarners), workers: 2)
        return try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().warnings.filter {
            $0.contains("gold_earners")
        }
    }

    @Test func aBuildWarnsOfAMisspeltGoldEarner() throws {
        let warnings = try Self.warnings(goldEarners: ["별빛수호쟈"])
        #expect(warnings.count == 1, "\(warnings)")
        #expect(
            warnings.first?.hasPrefix("`gold_earners` in loas.yml: 별빛수호쟈 is on none of the rosters built (nearest: 별빛수호자, ") == true,
            "\(warnings)")
        #expect(try Self.warnings(goldEarners: ["별빛수호자", "달그림자"]).isEmpty)
    }
}
