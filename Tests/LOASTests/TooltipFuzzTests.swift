import DocumentTree
import Foundation
import Rendering
import Testing
import TooltipDecoder

/// Feeds the decoder mutated tooltips: it must neither crash nor hang, and may only
/// fail with its typed error. Deterministic, so a failure reproduces.
@Suite struct TooltipFuzzTests {
    static let seeds: [String] = {
        var seeds = [
            #"{"Element_000": {"type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>검</FONT></P>"}, "Element_001": {"type": "ItemTitle", "value": {"leftStr0": "<FONT SIZE='12'>x</FONT>", "qualityValue": 70, "slotData": {}}}, "Element_002": {"type": "IndentStringGroup", "value": {"Element_000": {"topStr": "t", "contentStr": {"Element_000": {"bPoint": 1, "contentStr": "<img src='emoticon_sign_greenDot'></img>a&nbsp;b"}}}}}, "Element_003": {"type": "MultiTextBox", "value": "a|<font color='#C24B46'>b</font>"}, "Element_004": {"type": "Progress", "value": {"title": "p", "value": 5, "maximum": 10, "minimum": 0, "forceValue": ""}}}"#
        ]
        if let demo = try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Demo/armories/characters/별빛수호자.json"), encoding: .utf8),
            let object = try? JSONSerialization.jsonObject(with: Data(demo.utf8)) as? [String: Any],
            let equipment = object["ArmoryEquipment"] as? [[String: Any]]
        {
            seeds += equipment.compactMap { $0["Tooltip"] as? String }
        }
        return seeds
    }()

    @Test func tenThousandMutantsDecodeOrFailWithTypedErrors() {
        var random = SplitMix64(seed: 0x10A5)
        var decoded = 0
        var rejected = 0
        let html = DocumentRenderer(format: .html)
        let markdown = DocumentRenderer(format: .markdown)
        for _ in 0..<10_000 {
            let seed = Self.seeds[Int(random.next() % UInt64(Self.seeds.count))]
            let mutant = Self.mutate(seed, with: &random)
            do {
                let document = try TooltipDecoder.decode(mutant)
                _ = html.render(document)
                _ = markdown.render(document)
                decoded += 1
            } catch {
                rejected += 1  // the signature makes this a TooltipError
            }
        }
        print("fuzz: 10000 mutants, \(decoded) decoded, \(rejected) rejected with TooltipError")
        #expect(decoded + rejected == 10_000)
        #expect(decoded > 0 && rejected > 0)
    }

    @Test func hugeAndDeepInputsFinish() throws {
        let megabyte = String(repeating: "가<FONT COLOR='#FFD200'>나</FONT>&nbsp;", count: 40_000)
        let big = #"{"Element_000": {"type": "SingleTextBox", "value": "\#(megabyte)"}}"#
        #expect(try TooltipDecoder.decode(big).plainText.count > 100_000)
        let deepJSON = String(repeating: #"{"a":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000)
        #expect(throws: TooltipError.self) { try TooltipDecoder.decode(#"{"Element_000": {"type": "X", "value": \#(deepJSON)}}"#) }
    }

    static func mutate(_ text: String, with random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        let rounds = 1 + Int(random.next() % 4)
        for _ in 0..<rounds where !bytes.isEmpty {
            let position = Int(random.next() % UInt64(bytes.count))
            let length = min(bytes.count - position, 1 + Int(random.next() % 64))
            switch random.next() % 7 {
            case 0: bytes.removeSubrange(position...)  // truncate
            case 1: bytes.removeSubrange(position..<position + length)
            case 2: bytes.insert(contentsOf: bytes[position..<position + length], at: position)
            case 3: bytes.insert(contentsOf: (0..<length).map { _ in UInt8(random.next() & 0xFF) }, at: position)
            case 4: bytes.insert(contentsOf: Array(["<FONT COLOR='#", "</FONT>", "<BR>", "<P ALIGN=", "&#x", "<img src='", "\\\"", "\\u00"][Int(random.next() % 8)].utf8), at: position)
            case 5: bytes.insert(contentsOf: Array(String(repeating: "<FONT COLOR='#FFFFFF'>", count: 200).utf8), at: position)
            default: bytes.insert(contentsOf: Array(#"{"type": "Mystery", "value": [1, null, true, "z"]}"#.utf8), at: position)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A small deterministic generator (SplitMix64), so fuzz runs reproduce.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
