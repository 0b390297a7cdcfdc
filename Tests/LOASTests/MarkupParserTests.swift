import DocumentTree
import LOASTestSupport
import Testing

@testable import TooltipDecoder

@Suite struct MarkupParserTests {
    @Test func fontColorBecomesColoredRun() {
        #expect(MarkupParser.parse("<FONT COLOR='#A9D0F5'>기본 효과</FONT>") == [.colored(TextColor(rgb: 0xA9D0F5)!, [.text("기본 효과")])])
    }

    @Test func tagsMatchCaseInsensitively() {
        #expect(
            MarkupParser.parse("<Font color='#5FD3F1'>a</font><br>b") == [
                .colored(TextColor(rgb: 0x5FD3F1)!, [.text("a")]), .lineBreak, .text("b"),
            ])
    }

    @Test func attributesWithStraySpacesAndAnyQuotes() {
        let expected: [Inline] = [.colored(TextColor(rgb: 0xB7FB00)!, [.text("x")])]
        #expect(MarkupParser.parse("<FONT COLOR = '#B7FB00'>x</FONT>") == expected)
        #expect(MarkupParser.parse("<FONT COLOR=\"#B7FB00\">x</FONT>") == expected)
        #expect(MarkupParser.parse("<FONT COLOR=#B7FB00>x</FONT>") == expected)
    }

    @Test func sizeOnlyFontAddsNoNode() {
        #expect(MarkupParser.parse("<FONT SIZE='12'>plain</FONT>") == [.text("plain")])
    }

    @Test func unclosedAndStrayTagsKeepTheText() {
        #expect(MarkupParser.parse("</FONT>a<FONT COLOR='#FFD200'>b").plainText == "ab")
    }

    @Test func literalNewlineIsALineBreak() {
        #expect(MarkupParser.parse("a\nb") == [.text("a"), .lineBreak, .text("b")])
    }

    @Test func paragraphsAreSeparatedByBreaks() {
        #expect(MarkupParser.parse("<P ALIGN='CENTER'>a</P><P>b</P>") == [.text("a"), .lineBreak, .text("b")])
    }

    @Test func entitiesDecode() {
        #expect(MarkupParser.parse("a&nbsp;&lt;b&gt;&amp;&#65;&#x42;") == [.text("a\u{A0}<b>&AB")])
    }

    @Test func unknownEntityStaysText() {
        #expect(MarkupParser.parse("R&D &bogus; &") == [.text("R&D &bogus; &")])
    }

    @Test func emoticonImagesBecomeIcons() {
        #expect(
            MarkupParser.parse("<img src='emoticon_sign_greenDot' width='0' height='0' vspace='-3'></img>x") == [.icon(.dot), .text("x")])
        #expect(MarkupParser.parse("<img src='https://evil.example/x.png'>") == [.icon(.unknown)])
    }

    @Test func tendencyTokensBecomeIcons() {
        #expect(MarkupParser.parse("&tdc_smart 지성 : 5") == [.icon(.intellect), .text(" 지성 : 5")])
    }

    @Test func unknownTagsStayVisibleText() {
        #expect(MarkupParser.parse("<script>alert(1)</script>") == [.text("<script>alert(1)</script>")])
        #expect(MarkupParser.parse("<b>x</b>").plainText == "<b>x</b>")
    }

    @Test func invalidColorIsDropped() {
        #expect(MarkupParser.parse("<FONT COLOR='red;background:url(x)'>t</FONT>") == [.text("t")])
    }

    @Test func deepNestingIsFlattened() {
        let markup = String(repeating: "<FONT COLOR='#FF0000'><FONT COLOR='#00FF00'>", count: 5000) + "deep"
        let inlines = MarkupParser.parse(markup)
        #expect(inlines.plainText == "deep")
        #expect(depth(inlines) <= MarkupParser.maximumDepth)
    }

    /// Nodes, counting those inside coloured runs.
    private func nodes(_ inlines: [Inline]) -> Int {
        inlines.reduce(0) { count, inline in
            if case .colored(_, let children) = inline { count + 1 + nodes(children) } else { count + 1 }
        }
    }

    @Test func breaksPastTheNodeLimitBecomeSpacesInOneRun() {
        let inlines = MarkupParser.parse(String(repeating: "a<BR>", count: 100_000))
        // About the limit's thousand, not a node per text and break (200,000).
        #expect(nodes(inlines) < 2_000)
        #expect(inlines.plainText.filter { $0 == "a" }.count == 100_000)
    }

    @Test func colouredRunsPastTheNodeLimitKeepTheirText() {
        let inlines = MarkupParser.parse(String(repeating: "<FONT COLOR='#FF0000'>x</FONT><IMG src='a'></IMG>", count: 100_000))
        #expect(nodes(inlines) < 2_000)
        #expect(inlines.plainText.filter { $0 == "x" }.count == 100_000)
    }

    private func depth(_ inlines: [Inline]) -> Int {
        inlines.map { inline in
            if case .colored(_, let children) = inline { 1 + depth(children) } else { 0 }
        }.max() ?? 0
    }
}
