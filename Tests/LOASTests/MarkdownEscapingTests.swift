import LOASTestSupport
import Testing

@testable import Rendering

/// What a value becomes in Markdown inline text: each character that could start markup
/// behind a backslash, line breaks folded to one space, block starts escaped.
@Suite struct MarkdownEscapingTests {
    @Test func everyMarkupCharacterGetsABackslashWhereverItIs() {
        for special in ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~"] {
            #expect(markdownEscaped("가\(special)나\(special)") == "가\\\(special)나\\\(special)", "\(special)")
        }
    }

    @Test func eachLineBreakFoldsToOneSpaceAndCRLFIsOne() {
        #expect(markdownEscaped("하나\r\n둘\n셋\r넷\r\r\n") == "하나 둘 셋 넷  ")
        #expect(markdownEscaped("\n첫") == " 첫")
    }

    @Test func whatWouldStartABlockIsEscaped() {
        #expect(markdownEscaped("# 제목") == "\\# 제목")
        #expect(markdownEscaped("12. 순서") == "12\\. 순서")
        #expect(markdownEscaped("12) 순서") == "12\\) 순서")
    }

    @Test func plainTextComesOutAsItIs() {
        #expect(markdownEscaped("아이템 레벨 1,700.00 · 60°") == "아이템 레벨 1,700.00 · 60°")
    }
}
