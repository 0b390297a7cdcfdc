import Foundation
import LOASTestSupport
import Rendering
import SiteWriter
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// `words.txt`: the words Swift puts into pages, which a `--templates` folder can change.
@Suite struct WordsFileTests {
    static func page(_ site: SiteBuilder.Site, _ path: String) -> String {
        site.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func aFoldersWordsChangeOnlyTheKeysItGives() throws {
        let site = try TemplateOverrideTests.build(with: [
            "words.txt": "# roster in other words\ntitle.roster = Roster\nmenu.roster = Roster\n"
        ])
        let roster = Self.page(site, "roster.html")
        #expect(roster.contains("<title>Roster · LOAS</title>"))
        #expect(roster.contains(#"aria-current="page">Roster</a>"#))
        #expect(
            Self.page(site, "404.html").contains("<title>페이지를 찾을 수 없습니다 · LOAS</title>"), "a key it does not give keeps the built-in text")
    }

    @Test func aFoldersWordsFillTheirValues() throws {
        let site = try TemplateOverrideTests.build(with: ["words.txt": "describe.roster = {count} characters, best {name} ({itemLevel})"])
        #expect(Self.page(site, "roster.html").contains(#"<meta name="description" content="1 characters, best A&amp;B (1,600.00)">"#))
    }

    @Test func aWordLOASDoesNotKnowNamesTheFileAndLine() throws {
        #expect {
            _ = try TemplateOverrideTests.build(with: ["words.txt": "title.roster = 명단\ntitle.rooster = 닭\n"])
        } throws: { error in
            "\(error)".contains("words.txt") && "\(error)".contains("line 2") && "\(error)".contains("title.rooster")
        }
    }

    @Test func aValueTheKeyDoesNotHaveIsRefusedWithTheOnesItHas() throws {
        #expect {
            _ = try TemplateOverrideTests.build(with: ["words.txt": "market.trades = {times}번 거래 가능"])
        } throws: { error in
            "\(error)".contains("line 1") && "\(error)".contains("{times}") && "\(error)".contains("{count}")
        }
    }

    @Test func aLineWithoutAnEqualsSignIsRefused() throws {
        #expect {
            _ = try TemplateOverrideTests.build(with: ["words.txt": "\n\ntitle.roster 명단"])
        } throws: { error in
            "\(error)".contains("line 3") && "\(error)".contains("key = text")
        }
    }

    @Test func everyWordHasABuiltInText() {
        for key in Words.Key.builtIn {
            #expect(Words.builtIn[key] != key.rawValue && !Words.builtIn[key].isEmpty, "\(key.rawValue)")
        }
    }

    @Test func aValueHoldingBracesIsNotFilledAgain() {
        #expect(Words.builtIn(.marketTrades, ["count": "{count}"]) == "거래 {count}회 가능")
    }
}
