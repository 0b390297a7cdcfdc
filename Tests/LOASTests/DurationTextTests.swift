import LOASTestSupport
import Support
import Testing

@Suite struct DurationTextTests {
    @Test(arguments: [
        ("90", 90), ("90s", 90), ("30m", 1_800), ("1h", 3_600), ("1h30m", 5_400), ("2h5m10s", 7_510), (" 45M ", 2_700),
    ])
    func readsWhatPeopleWrite(text: String, seconds: Int) {
        #expect(DurationText.parse(text) == .seconds(seconds))
    }

    @Test(arguments: ["", "0", "-5", "0m", "30x", "m", "30m1h", "1h1h", "1.5h", "30 m", "99999999h"])
    func refusesAnythingElse(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test func describesInTheFormItReads() {
        for seconds in [1, 59, 60, 61, 1_800, 3_600, 5_400, 7_510] {
            let text = DurationText.describe(.seconds(seconds))
            #expect(DurationText.parse(text) == .seconds(seconds), "\(seconds) s → \(text)")
        }
        #expect(DurationText.describe(.seconds(1_800)) == "30m")
    }
}
