import DocumentTree
import Foundation
import Testing

@testable import Rendering

/// A sprite the game draws before a word (the ark passive's trees, the tendencies) is written
/// as that word; when the text right after it begins with the same word, it is said once: the
/// sheet's Markdown read "진화 진화 아크 패시브 포인트".
@Suite struct SpriteWordTests {
    static func rendered(_ inlines: [Inline], _ format: OutputFormat) -> String {
        DocumentRenderer(format: format).renderRun(inlines)
    }

    @Test(arguments: OutputFormat.allCases)
    func aSpriteBeforeItsOwnWordIsSaidOnce(format: OutputFormat) throws {
        let gold = try #require(TextColor(rgb: 0xFFD200))
        let point: [Inline] = [.icon(.arkEvolution), .colored(gold, [.text(" 진화 아크 패시브 포인트")])]
        let text = Self.rendered(point, format)
        #expect(text.components(separatedBy: "진화").count == 2, "\(text)")
        #expect(Self.rendered([.icon(.intellect), .text(" 지성 : 5")], format).components(separatedBy: "지성").count == 2)
    }

    @Test(arguments: OutputFormat.allCases)
    func aSpriteBeforeOtherWordsKeepsItsWord(format: OutputFormat) {
        let text = Self.rendered([.icon(.arkLeap), .text(" 포인트 68")], format)
        #expect(text.contains("도약") && text.contains("포인트 68"), "\(text)")
        #expect(Self.rendered([.icon(.dot), .text(" • 설명")], format).components(separatedBy: "•").count == 3)
    }
}
