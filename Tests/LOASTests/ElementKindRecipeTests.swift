import DocumentTree
import JSON
import LOASTestSupport
import Testing

@testable import TooltipDecoder

/// The recipe for a layout a game patch adds (CONTRIBUTING.md): one decoder like this, one
/// line in `ElementKinds.standard` (here `adding`), and a fixture.
@Suite struct ElementKindRecipeTests {
    /// A made-up layout: a title and a percentage drawn as a bar.
    enum GaugeBox: ElementKindDecoder {
        static let kind = ElementKind(typeName: "GaugeBox")
        static let fields = Fields.keys(["title": .text, "percent": .text])

        static func decode(_ value: JSONValue) -> [Block] {
            guard let percent = value["percent"]?.int else { return [] }
            return [.meter(Meter(label: ElementDecoder.markup(value["title"]) ?? [], value: percent, maximum: 100))]
        }
    }

    static let fixture = """
        {"Element_000": {"type": "GaugeBox", "value": {"title": "<FONT COLOR='#FFD200'>충전</FONT>", "percent": 40, "note": "새 필드"}}}
        """

    @Test func aNewKindDecodesWithItsOwnFileAndKeepsTextInFieldsItDoesNotRead() throws {
        let document = try TooltipDecoder.decode(Self.fixture, kinds: .standard.adding(GaugeBox.self))
        let element = try #require(document.elements.first)
        #expect(element.kind == GaugeBox.kind)
        guard case .meter(let meter) = element.blocks.first else { throw Failure("no meter: \(element.blocks)") }
        #expect(meter.value == 40 && meter.label.plainText == "충전")
        #expect(element.blocks.last?.plainText == "새 필드")
    }

    @Test func unregisteredTheSameElementIsKeptAsText() throws {
        let document = try TooltipDecoder.decode(Self.fixture)
        guard case .generic(let type, _)? = document.blocks.first else { throw Failure("not generic: \(document.blocks)") }
        #expect(type == "GaugeBox" && document.plainText.contains("충전") && document.plainText.contains("새 필드"))
        #expect(!TooltipDecoder.knows(GaugeBox.kind))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
