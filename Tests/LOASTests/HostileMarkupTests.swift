import DocumentTree
import Foundation
import LOASTestSupport
import Testing
import TooltipDecoder

@testable import Rendering

/// Hostile strings in every place a tooltip carries text or attributes. Instead of looking
/// for known attacks, the output is checked against a whitelist: only the tags, attributes
/// and style values the renderer writes itself may appear.
@Suite struct HostileMarkupTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "<IMG SRC='emoticon_x' onerror='alert(1)'>",
        "<FONT COLOR='#FF0000' onmouseover='alert(1)'>x</FONT>",
        "<FONT COLOR='\"><script>alert(1)</script>'>x</FONT>",
        "<FONT COLOR=\"#FFF\" style=\"background:url(javascript:alert(1))\">x</FONT>",
        "</FONT><script>alert(2)</script>",
        "<a href='javascript:alert(1)'>x</a>",
        "[x](javascript:alert(1)) <javascript:alert(1)> ![y](https://evil.example/y.png)",
        "&lt;script&gt;alert(1)&lt;/script&gt; &#60;script&#62;",
        "<P ALIGN='\" onclick=\"alert(1)'>x</P>",
        "<!-- x --><![CDATA[<script>]]><?php echo 1 ?>",
        "line\n<div>block</div>\n\n<script>\n",
        "`code` *em* _em_ # heading | cell | \\ ",
    ]

    /// A tooltip with `payload` in text, attribute values, element types and field names.
    static func tooltip(_ payload: String) throws -> String {
        let object: [String: Any] = [
            "Element_000": ["type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>\(payload)</FONT></P>"],
            "Element_001": ["type": "SingleTextBox", "value": "<FONT COLOR='\(payload)'>\(payload)</FONT><BR>\(payload)"],
            "Element_002": ["type": "ItemPartBox", "value": ["Element_000": payload, "Element_001": "<img src='\(payload)'>"]],
            "Element_003": ["type": payload, "value": [payload: payload]],
            "Element_004": ["type": "MultiTextBox", "value": "\(payload)|\(payload)"],
            "Element_005": [
                "type": "ItemTintGroup",
                "value": [
                    "title": payload,
                    "itemData": [
                        "Element_000": [
                            "title": payload, "baseColor": payload, "patternColor": "#FFFFFF", "glossValue": payload,
                        ]
                    ],
                ],
            ],
            "Element_006": [
                "type": "IndentStringGroup",
                "value": [
                    "Element_000": [
                        "topStr": payload,
                        "contentStr": [
                            "Element_000": ["bPoint": true, "contentStr": payload]
                        ],
                    ]
                ],
            ],
            "Element_007": ["type": "Progress", "value": ["title": payload, "value": 5, "maximum": 10, "forceValue": payload]],
            "Element_008": ["type": "TripodSkillCustom", "value": ["Element_000": ["name": payload, "desc": payload, "tier": payload]]],
            "Element_009": ["type": "ItemTitle", "value": ["leftStr0": payload, "qualityValue": 50, payload: payload]],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static let allowedHTMLTags: Set<String> = ["h4", "p", "span", "section", "div", "ul", "li", "strong", "br", "hr"]
    static let allowedAttribute = try! NSRegularExpression(
        pattern:
            #"^(class="[a-z0-9 -]+"|style="(color:#[0-9a-f]{6}|width:[0-9]{1,3}%)"|role="meter"|aria-label="[^"<>]*"|aria-value(min|max|now)="-?[0-9]+")$"#
    )

    @Test(arguments: payloads)
    func htmlCarriesOnlyTheRenderersOwnMarkup(payload: String) throws {
        let html = DocumentRenderer(format: .html).render(try TooltipDecoder.decode(Self.tooltip(payload)))
        // A tag the game never sends is shown as the text it is, not dropped.
        if payload.contains("<script>") {
            #expect(html.contains("&lt;script&gt;"), "the payload should show as text")
        }
        for (tag, attributes) in Self.tags(in: html) {
            #expect(Self.allowedHTMLTags.contains(tag), "unexpected <\(tag)> for payload \(payload)")
            for attribute in attributes {
                let range = NSRange(attribute.startIndex..., in: attribute)
                #expect(
                    Self.allowedAttribute.firstMatch(in: attribute, range: range) != nil,
                    "unexpected attribute \(attribute) on <\(tag)> for payload \(payload)")
            }
        }
    }

    @Test(arguments: payloads)
    func markdownRendersToPlainMarkdownTagsOnly(payload: String) throws {
        let markdown = DocumentRenderer(format: .markdown).render(try TooltipDecoder.decode(Self.tooltip(payload)))
        let html = CommonMarkTree.htmlAllowingRawHTML(fromMarkdown: markdown)
        let allowed: Set<String> = ["h4", "p", "ul", "li", "strong", "br", "hr"]
        for (tag, attributes) in Self.tags(in: html) {
            #expect(allowed.contains(tag), "Markdown for \(payload) renders <\(tag)>")
            #expect(attributes.isEmpty, "Markdown for \(payload) renders <\(tag) \(attributes)>")
        }
    }

    /// Tags as a browser would find them: `<name attr…>` and `</name>`, names lower-cased.
    static func tags(in html: String) -> [(String, [String])] {
        let tag = try! NSRegularExpression(pattern: #"<(/?)([a-zA-Z!?][^\s>/]*)([^>]*)>"#)
        let attribute = try! NSRegularExpression(pattern: #"[^\s=/]+(="[^"]*")?"#)
        return tag.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            guard let name = Range(match.range(at: 2), in: html), let rest = Range(match.range(at: 3), in: html) else { return nil }
            let text = String(html[rest])
            let attributes = attribute.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
            return (html[name].lowercased(), attributes)
        }
    }
}
