import LOASTestSupport
import Support
import Testing

/// What every page reads from the game's numbers-as-text; the accepted and refused inputs
/// are those the pages were built from before this was one function, so they must not move.
@Suite struct GameNumberTests {
    @Test(arguments: [
        ("1,745.00", 1_745.0), ("4,351.68", 4_351.68), ("+15,920", 15_920.0), ("-1,250.5", -1_250.5), ("2318.45", 2_318.45),
        ("0", 0.0), ("1e3", 1_000.0),
        // Every comma is dropped, wherever it stands.
        ("1,7,45", 1_745.0), (",5", 5.0), ("1,000,", 1_000.0),
    ])
    func readsTheGamesNumbers(text: String, value: Double) {
        #expect(GameNumber.double(text) == value)
    }

    @Test(arguments: ["", ",", ",,", "12,800 골드", " 1,745", "1,745 ", "1.2.3", "abc", "1,745.00%"])
    func refusesWhatIsNoNumber(text: String) {
        #expect(GameNumber.double(text) == nil)
        #expect(GameNumber.int(text) == nil)
    }

    @Test(arguments: [("15,920", 15_920), ("+15,920", 15_920), ("-3", -3), ("1,000,000", 1_000_000)])
    func readsWholeNumbers(text: String, value: Int) {
        #expect(GameNumber.int(text) == value)
        #expect(GameNumber.int(Substring(text)) == value)
    }

    @Test func aWholeNumberHasNoFractionAndFitsAnInt() {
        #expect(GameNumber.int("1,745.00") == nil)
        #expect(GameNumber.int("99,999,999,999,999,999,999") == nil)
    }

    /// The range is the caller's to check, so a figure out of it is reported by name, not lost.
    @Test func leavesTheRangeToOutsideNumber() throws {
        let huge = try #require(GameNumber.double("1,000,000,000,000,000,000"))
        #expect(!OutsideNumber.isInRange(huge))
        let notFinite = try #require(GameNumber.double("inf"))
        #expect(!OutsideNumber.isInRange(notFinite))
        #expect(GameNumber.double("nan")?.isNaN == true)
        let tooBig = try #require(GameNumber.int("1,000,000,000,000,000,000"))
        #expect(!OutsideNumber.isInRange(tooBig))
    }
}
