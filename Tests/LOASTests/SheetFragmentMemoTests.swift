import DocumentTree
import Foundation
import LOASTestSupport
import LostArkAPI
import Rendering
import SitePages
import Testing
import TooltipDecoder

@testable import SiteWriter

/// Fragments made from markup lines are kept for the whole build under a key naming their
/// lines: two lists of lines never share one, even when a line holds the NUL that once
/// separated them in the key.
@Suite struct SheetFragmentMemoTests {
    struct NoPictures: PagePictures {
        func view(_ url: String?, alt: String, role: PictureRole) -> PictureView? { nil }
        func keptPath(_ url: String?) -> String? { nil }
    }

    @Test func linesHoldingANULAndTheLinesItSeparatesAreDifferentFragments() throws {
        let armory = try JSONDecoder().decode(Armory.self, from: TinyArmory.json("하나"))
        let memo = TooltipMemo(cache: SharedTooltipCache())
        let context = SheetContext(armory: armory, formats: [.html], memo: memo, pictures: NoPictures())
        let separate = context.markup(["첫째", "둘째"])?.html
        let together = context.markup(["첫째\u{0}둘째"])?.html
        #expect(
            separate
                == SheetContext(armory: armory, formats: [.html], memo: TooltipMemo(), pictures: NoPictures()).markup(["첫째", "둘째"])?.html)
        #expect(
            together
                == SheetContext(armory: armory, formats: [.html], memo: TooltipMemo(), pictures: NoPictures()).markup(["첫째\u{0}둘째"])?.html)
        #expect(separate != together)
        #expect(context.inline(["첫째\u{0}둘째"])?.html != context.inline(["첫째", "둘째"])?.html)
    }

    @Test func markupIsKeptApartFromATooltipOfTheSameTextAndDecodedOnce() {
        let memo = TooltipMemo(cache: SharedTooltipCache())
        let text = #"{"Element_000": {"type": "NameTagBox", "value": "이름"}}"#
        let tooltip = memo.tooltip(text)
        let markup = memo.markup(text)
        #expect(tooltip !== markup)
        #expect(memo.markup(text) === markup)
        #expect(memo.plain(text) == TooltipDecoder.decode(markup: [text]).plainText)
    }

    @Test func aCacheReleasedAfterTheSheetsKeepsNothing() {
        let cache = SharedTooltipCache()
        let memo = TooltipMemo(cache: cache)
        let text = #"{"Element_000": {"type": "NameTagBox", "value": "이름"}}"#
        let first = memo.tooltip(text)
        #expect(memo.tooltip(text) === first)
        _ = memo.fragment("조각") { "만든 것" }
        cache.releaseInBackground()
        #expect(cache.tooltip(for: TextKey(text)) == nil)
        #expect(cache.fragment(for: TextKey("조각")) == nil)
        #expect(memo.tooltip(text) !== first)
    }
}
