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

    /// Fields a known kind does not read keep their text after what it decoded, in key
    /// order (numbered entries first), hidden keys and addresses left out; a field whose
    /// strings are all hidden adds nothing.
    @Test func fieldsAKnownKindDoesNotReadKeepTheirTextInKeyOrder() throws {
        let json = """
            {"Element_000": {"type": "ItemTitle", "value": {"leftStr0": "고대 투구", "zeta": "셋째",
              "Element_001": {"x": "둘째"}, "Element_000": ["첫째", {"iconPath": "숨김"}], "alpha": "https://x/y.png",
              "slotData": {"iconPath": "x", "newField": "넷째"}}},
             "Element_001": {"type": "ItemTitle", "value": {"leftStr0": "고대 장갑", "more": {"iconPath": "숨김"}}},
             "Element_002": {"type": "ItemTitle", "value": {"leftStr0": "고대 상의", "list": [[{"deep": "배열 속"}]]}}}
            """
        let blocks = try TooltipDecoder.decode(json).blocks
        let generic = Block.generic(
            type: "ItemTitle", body: ["첫째", "둘째", "넷째", "셋째"].map { .paragraph([.text($0)]) })
        let inList = Block.generic(type: "ItemTitle", body: [.paragraph([.text("배열 속")])])
        #expect(
            blocks == [
                .paragraph([.text("고대 투구")]), generic, .paragraph([.text("고대 장갑")]), .paragraph([.text("고대 상의")]), inList,
            ])
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
