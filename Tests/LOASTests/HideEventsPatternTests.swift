import Foundation
import LOASConfig
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Support
import Testing

/// `hide_events` patterns are matched in one pass (`LinearPattern`): the work per title is
/// bounded by the pattern's cost, counted in steps, so no pattern can stall a build; what
/// needs backtracking, or costs too much, is refused naming the pattern.
@Suite struct HideEventsPatternTests {
    static let titles = [
        "PC방 파티 타임", "pc방 혜택", "[사전등록] 신규 클래스", "신규 사전등록 보상", "모코코 성장 지원 익스프레스",
        "별 헤는 밤 - 밤하늘 도장 찍기", "포근한 겨울 포인트 SHOP", "3주년 기념 이벤트", "12월 출석 이벤트", "Lost Ark 2.0",
        "a.b", "aaaa", "", "줄바꿈\n", "A_B c-d", "카오스게이트", "카오스 게이트",
    ]

    /// Patterns of the kinds hide_events is written with, and the syntax the matcher reads.
    static let patterns = [
        "PC방", "^사전등록", "^\\[사전등록\\]", "(?i)pc방", "이벤트$", "[0-9]+주년", "\\d{1,2}월", "쿠폰|교환|SHOP", "^$",
        "\\bArk\\b", "\\BAr", "a\\.b", "a.b", "[^가-힣 ]", "[가-힣]{5,}", "^(모코코|별) ", "카오스 ?게이트", "(?i:lost) ark",
        "\\Q[사전등록]\\E", "\\uBAA8코", "x*", "(a|aa)+$", "^(a+)+$", "\\w+_\\w", "\\s-\\s", "\\S{20}", "[\\x{AC00}-\\x{D7A3}]{3}",
        "[\\d.]+$", "[-_]", "(?<word>밤)하늘", "a{2}", "a{2,3}$", "^.{3}$", "줄바꿈$", "줄바꿈\\z", "\\A별",
    ]

    @Test(arguments: patterns)
    func anOrdinaryPatternMatchesTheTitlesICUMatches(pattern: String) throws {
        let linear = try LinearPattern(pattern)
        let icu = try NSRegularExpression(pattern: pattern)
        for title in Self.titles {
            let expected = icu.firstMatch(in: title, range: NSRange(title.startIndex..., in: title)) != nil
            #expect(linear.matches(title) == expected, "\(pattern) on \(title.debugDescription)")
        }
    }

    /// `(a+)+$` on the 35 letters that took ICU 7.5 s, and on 10,000: at most the pattern's
    /// cost in steps per letter, and twice the letters take about twice the steps.
    @Test func aCatastrophicPatternTakesAtMostItsCostInStepsPerLetter() throws {
        let pattern = try LinearPattern("(a+)+$")
        func steps(_ letters: Int) -> Int {
            let title = String(repeating: "a", count: letters) + "!"
            let (matched, steps) = pattern.run(title)
            #expect(!matched)
            #expect(steps <= pattern.cost * (letters + 2), "\(steps) steps for \(letters) letters")
            return steps
        }
        let (short, long) = (steps(35), steps(70))
        #expect(long <= 2 * short + pattern.cost, "35 letters: \(short) steps, 70: \(long)")
        _ = steps(10_000)
    }

    @Test(arguments: [
        ("(a)\\1", "back-references"), ("(?=a)b", "look-ahead"), ("(?<!a)b", "look-behind"), ("(?>a)", "atomic groups"),
        ("a*+", "possessive"), ("(a{100}){100}", "too costly"), ("((a{1000}){1000}){1000}", "too costly"), ("a{5000}", "over 1000"),
        ("[a", "never closed"), ("(a", "never closed"), ("a)", "no `(`"), ("a{2,1}", "larger count first"), ("*a", "nothing before it"),
        ("\\p{Hangul}", "property"), ("[z-a]", "lower character"), ("a{", "should start a count"), ("\\", "lone"),
        ("(?x)a", "flag `x`"), ("\\q", "\\q is not an escape"),
    ])
    func aPatternThatNeedsBacktrackingOrCostsTooMuchIsRefusedSayingWhy(pattern: String, reason: String) {
        #expect {
            try LinearPattern(pattern)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func deeplyNestedGroupsAreRefusedNotRecursedInto() {
        let deep = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        #expect { try LinearPattern(deep) } throws: { "\($0)".contains("nested more than 32 deep") }
    }

    @Test func aCostlyPatternInTheConfigIsRefusedNamingItsLineAndItself() {
        #expect {
            try SiteConfig(yaml: "title: x\nhide_events:\n  - PC방\n  - \"(a{100}){100}\"\n", file: URL(fileURLWithPath: "/p/loas.yml"))
        } throws: { error in
            "\(error)".hasPrefix("/p/loas.yml: line 4: `hide_events[2]` \"(a{100}){100}\" cannot be used: it is too costly to match")
        }
    }

    @Test func aBackReferenceInTheConfigIsRefusedNamingIt() {
        #expect {
            try SiteConfig(yaml: #"hide_events: ["(이벤트)\\1"]"#, file: URL(fileURLWithPath: "/p/loas.yml"))
        } throws: { error in
            "\(error)".contains(#""(이벤트)\1" cannot be used: back-references"#)
        }
    }

    @Test func aBuildGivenACostlyPatternFailsNamingIt() {
        let events =
            #"[{"Title": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "Link": "https://a.example/", "StartDate": "2026-11-18T10:00:00"}]"#
        let source = InMemorySnapshots(label: "test", files: ["news/events.json": Data(events.utf8)])
        #expect {
            try SiteBuilder(snapshots: source, options: .init(hideEvents: ["(a{100}){100}"])).build()
        } throws: { error in
            "\(error)".hasPrefix(#"hide_events: "(a{100}){100}" cannot be used: it is too costly"#)
        }
    }

    @Test func theTitleThatStalledABuildIsMatchedAndKept() throws {
        let title = String(repeating: "a", count: 35) + "!"
        let events = #"[{"Title": "\#(title)", "Link": "https://a.example/", "StartDate": "2026-11-18T10:00:00"}]"#
        let source = InMemorySnapshots(label: "test", files: ["news/events.json": Data(events.utf8)])
        let site = try SiteBuilder(snapshots: source, options: .init(hideEvents: ["(a+)+$", "^PC방"])).build()
        #expect(String(decoding: try #require(site.files["news.html"]), as: UTF8.self).contains(title))
    }
}
