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
        #expect(markdownEscaped("12.") == "12\\.")
        #expect(markdownEscaped("12)\t순서") == "12\\)\t순서")
    }

    /// A bullet, a heading or a rule needs a space, a tab or the end after its mark.
    @Test func aMarkThatStartsNoBlockIsNotEscaped() {
        #expect(markdownEscaped("+21 운명의 전율 해머") == "+21 운명의 전율 해머")
        #expect(markdownEscaped("-5%") == "-5%")
        #expect(markdownEscaped("#태그") == "#태그")
    }

    @Test func aMarkThatCouldStartABlockIsEscaped() {
        for text in ["- 항목", "+ 항목", "-", "--", "==", "## 제목", "#\t제목", "="] {
            #expect(markdownEscaped(text) == "\\" + text, "\(text)")
        }
    }

    /// Only a delimiter followed by a space, a tab or the end starts a list: a decimal
    /// number leading a value ("평균 31.5회" as a template writes it) stays without a backslash.
    @Test func aDecimalNumberLeadingAValueIsNotEscaped() {
        #expect(markdownEscaped("31.5") == "31.5")
        #expect(markdownEscaped("3)번") == "3)번")
    }

    @Test func plainTextComesOutAsItIs() {
        #expect(markdownEscaped("아이템 레벨 1,700.00 · 60°") == "아이템 레벨 1,700.00 · 60°")
    }
}
