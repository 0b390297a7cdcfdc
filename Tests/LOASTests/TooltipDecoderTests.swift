import DocumentTree
import LOASTestSupport
import Testing
import TooltipDecoder

@Suite struct TooltipDecoderTests {
    @Test func elementsDecodeInNumericOrder() throws {
        let json = """
            {"Element_010": {"type": "SingleTextBox", "value": "second"},
             "Element_002": {"type": "NameTagBox", "value": "first"}}
            """
        #expect(try TooltipDecoder.decode(json).blocks == [.heading([.text("first")]), .paragraph([.text("second")])])
    }

    @Test func itemTitleShowsQualityAsMeter() throws {
        let json = """
            {"Element_001": {"type": "ItemTitle", "value": {"leftStr0": "고대 투구", "leftStr1": "품질",
              "leftStr2": "아이템 레벨 1755", "qualityValue": 87, "rightStr0": "장착중", "slotData": {"iconPath": "x"}}}}
            """
        let blocks = try TooltipDecoder.decode(json).blocks
        #expect(blocks.contains(.meter(Meter(label: [.text("품질")], value: 87, maximum: 100, caption: [.text("87")]))))
        #expect(blocks.first == .paragraph([.text("고대 투구")]))
    }

    @Test func unknownElementKeepsItsText() throws {
        let json = #"{"Element_000": {"type": "BrandNewBox", "value": {"a": "보이는 글", "iconPath": "https://x/y.png"}}}"#
        #expect(try TooltipDecoder.decode(json).blocks == [.generic(type: "BrandNewBox", body: [.paragraph([.text("보이는 글")])])])
    }

    @Test func nullElementsAndValuesAreSkipped() throws {
        let json = #"{"Element_000": null, "Element_001": {"type": "Progress", "value": null}}"#
        #expect(try TooltipDecoder.decode(json).isEmpty)
    }

    @Test func aBoxOfManyBarsMakesAtMost64CellsAndKeepsTheRestAsTheLast() throws {
        let json = #"{"Element_000": {"type": "MultiTextBox", "value": "\#(String(repeating: "a|", count: 100_000))"}}"#
        guard case .cells(let cells)? = try TooltipDecoder.decode(json).blocks.first else {
            Issue.record("expected cells")
            return
        }
        #expect(cells.count == 64)
        #expect(cells.last?.plainText.hasPrefix("a|a|") == true)
        #expect(cells.map(\.plainText).joined().filter { $0 == "a" }.count == 100_000)
    }

    @Test func notJSONIsATypedError() {
        #expect(throws: TooltipError.self) { try TooltipDecoder.decode("{\"Element_000\": ") }
        do {
            _ = try TooltipDecoder.decode("<html>maintenance</html>")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notJSON)
        }
    }

    @Test func wrongShapeIsATypedError() {
        do {
            _ = try TooltipDecoder.decode("[1, 2]")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .wrongShape)
            #expect(error.description.contains("array"))
        }
    }

    @Test func wholeEquipmentEntryIsAcceptedAsInput() throws {
        let entry = #"{"Type": "무기", "Name": "x", "Tooltip": "{\"Element_000\": {\"type\": \"NameTagBox\", \"value\": \"검\"}}"}"#
        #expect(try TooltipDecoder.decode(input: entry).blocks == [.heading([.text("검")])])
    }

    @Test func indentStringGroupBecomesTitledList() throws {
        let json = """
            {"Element_000": {"type": "IndentStringGroup", "value": {"Element_000": {"topStr": "엘릭서",
              "contentStr": {"Element_000": {"bPoint": 1, "contentStr": "[투구] 지능 Lv.5"}}}}}}
            """
        #expect(
            try TooltipDecoder.decode(json).blocks == [
                .section(title: [.text("엘릭서")], body: [.list([[.paragraph([.text("[투구] 지능 Lv.5")])]])])
            ])
    }
}
