import DocumentTree
import Foundation
import LOASTestSupport
import Rendering
import Testing
import TooltipDecoder

/// Feeds the decoder mutated tooltips: it must neither crash nor hang, and may only fail
/// with its typed error (the `throws(TooltipError)` signatures make any other error a
/// compile error). Deterministic, so a failure reproduces from its iteration number.
@Suite struct TooltipFuzzTests {
    /// Every fixture tooltip and the demo's equipment tooltips.
    static let seeds: [String] = {
        var seeds = TooltipGoldenTests.fixtures.compactMap {
            try? String(contentsOf: TooltipGoldenTests.folder.appending(path: "\($0).json"), encoding: .utf8)
        }
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Demo/armories/characters/별빛수호자.json")
        if let data = try? Data(contentsOf: demo),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let equipment = object["ArmoryEquipment"] as? [[String: Any]]
        {
            seeds += equipment.compactMap { $0["Tooltip"] as? String }
        }
        return seeds
    }()

    @Test func tenThousandMutantsDecodeOrFailWithTypedErrors() {
        #expect(Self.seeds.count > 20)
        var random = SplitMix64(seed: 0x10A5)
        var decoded = 0
        var rejected = 0
        var mutations: Set<Mutation> = []
        let html = DocumentRenderer(format: .html)
        let markdown = DocumentRenderer(format: .markdown)
        for iteration in 0..<10_000 {
            let seed = Self.seeds[Int(random.next() % UInt64(Self.seeds.count))]
            var (mutant, applied) = Self.mutate(seed, with: &random)
            if iteration % 1_000 == 0 {
                // A megabyte of markup in a string, every thousandth mutant: 10 of them.
                let position = mutant.utf8.index(mutant.utf8.startIndex, offsetBy: mutant.utf8.count / 2)
                mutant.insert(contentsOf: Self.megabyteOfMarkup, at: position)
                applied.insert(.megabyteString)
            }
            mutations.formUnion(applied)
            do {
                let document = try TooltipDecoder.decode(mutant)
                #expect(!html.render(document).lowercased().contains("<script"))
                _ = markdown.render(document)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                rejected += 1
            }
            // The same bytes as a pasted input and as markup only: neither may crash. Every
            // tenth mutant, because a debug build reads whole tooltips as markup slowly.
            if iteration % 10 == 5 {
                _ = try? TooltipDecoder.decode(input: mutant)
                _ = TooltipDecoder.decode(markup: [mutant])
            }
        }
        print("fuzz: 10000 mutants, \(decoded) decoded, \(rejected) rejected with TooltipError")
        #expect(decoded + rejected == 10_000)
        #expect(decoded > 1_000 && rejected > 1_000)
        #expect(mutations == Set(Mutation.allCases))
    }

    @Test func megabyteStringsAndDeepNestingFinish() throws {
        let megabyte = String(repeating: "가<FONT COLOR='#FFD200'>나</FONT>&nbsp;", count: 40_000)
        let big = #"{"Element_000": {"type": "SingleTextBox", "value": "\#(megabyte)"}}"#
        #expect(try TooltipDecoder.decode(big).plainText.count > 100_000)
        let entities = String(repeating: "a&amp;", count: 200_000)
        #expect(TooltipDecoder.decode(markup: [entities]).plainText.count == 400_000)
        let breaks = String(repeating: "<BR>", count: 200_000) + "x" + String(repeating: "\n", count: 200_000)
        #expect(TooltipDecoder.decode(markup: [breaks]).plainText == "x")
        let deepJSON = String(repeating: #"{"a":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000)
        #expect(throws: TooltipError.self) { try TooltipDecoder.decode(#"{"Element_000": {"type": "X", "value": \#(deepJSON)}}"#) }
        let deepArrays = String(repeating: "[", count: 100_000)
        #expect(throws: TooltipError.self) { try TooltipDecoder.decode(deepArrays) }
    }

    /// `count` elements of three values each (the object, its type, its value), one more for
    /// the tooltip's own object.
    static func tooltip(elements count: Int) -> String {
        "{" + (0..<count).map { #""Element_\#($0)":{"type":"SingleTextBox","value":"<B>Lv. \#($0)</B>"}"# }.joined(separator: ",") + "}"
    }

    @Test func aTooltipOfTooManyValuesIsRefusedWhereItPassesTheLimit() {
        let elements = TooltipDecoder.maximumValues
        let bomb = Self.tooltip(elements: elements)
        for decode in [{ try TooltipDecoder.decode(bomb) }, { try TooltipDecoder.decode(input: bomb) }] {
            #expect {
                _ = try decode()
            } throws: { error in
                // Stopped at the limit: no tree of the rest, and no document of any of it.
                guard let error = error as? TooltipError, error.kind == .tooLarge,
                    let offset = error.detail.firstMatch(of: /at byte ([0-9]+)/).flatMap({ Int($0.output.1) })
                else { return false }
                return error.description.contains("tooltip is too large (more than 100000 values")
                    && offset < bomb.utf8.count / 2
            }
        }
    }

    @Test func aTooltipOfOneHugeStringIsRefusedByItsSize() {
        let huge =
            #"{"Element_000":{"type":"MultiTextBox","value":""# + String(repeating: "a|", count: TooltipDecoder.maximumBytes / 2) + #""}}"#
        for decode in [{ try TooltipDecoder.decode(huge) }, { try TooltipDecoder.decode(input: huge) }] {
            #expect {
                _ = try decode()
            } throws: { error in
                (error as? TooltipError)?.kind == .tooLarge && (error as? TooltipError)?.detail.contains("bytes, more than") == true
            }
        }
    }

    @Test func aTooltipJustUnderTheLimitDecodes() throws {
        let elements = (TooltipDecoder.maximumValues - 1) / 3
        #expect(try TooltipDecoder.decode(Self.tooltip(elements: elements)).elements.count == elements)
    }

    enum Mutation: CaseIterable {
        case truncate, deleteBytes, duplicateBytes, randomBytes, insertTagFragment, deepMarkup, foreignElement
        case deleteTag, duplicateTag, deepJSON, megabyteString
    }

    static let megabyteOfMarkup = String(repeating: "가<FONT COLOR='#FFD200'>나</FONT>&nbsp;<BR>", count: 25_000)

    static func mutate(_ text: String, with random: inout SplitMix64) -> (String, Set<Mutation>) {
        var bytes = Array(text.utf8)
        var applied: Set<Mutation> = []
        let rounds = 1 + Int(random.next() % 4)
        for _ in 0..<rounds where !bytes.isEmpty {
            let position = Int(random.next() % UInt64(bytes.count))
            let length = min(bytes.count - position, 1 + Int(random.next() % 64))
            let kinds = Mutation.allCases.filter { $0 != .megabyteString }
            let mutation = kinds[Int(random.next() % UInt64(kinds.count))]
            applied.insert(mutation)
            switch mutation {
            case .truncate: bytes.removeSubrange(position...)
            case .deleteBytes: bytes.removeSubrange(position..<position + length)
            case .duplicateBytes: bytes.insert(contentsOf: bytes[position..<position + length], at: position)
            case .randomBytes: bytes.insert(contentsOf: (0..<length).map { _ in UInt8(random.next() & 0xFF) }, at: position)
            case .insertTagFragment:
                let fragments = ["<FONT COLOR='#", "</FONT>", "<BR>", "<P ALIGN=", "&#x", "<img src='", "\\\"", "\\u00", "&tdc_", "|"]
                bytes.insert(contentsOf: Array(fragments[Int(random.next() % UInt64(fragments.count))].utf8), at: position)
            case .deepMarkup: bytes.insert(contentsOf: Array(String(repeating: "<FONT COLOR='#FFFFFF'>", count: 200).utf8), at: position)
            case .foreignElement: bytes.insert(contentsOf: Array(#"{"type": "Mystery", "value": [1, null, true, "z"]}"#.utf8), at: position)
            case .deleteTag, .duplicateTag:
                // A whole tag, from the '<' at or after position to its '>'.
                guard let open = bytes[position...].firstIndex(of: UInt8(ascii: "<")),
                    let close = bytes[open...].firstIndex(of: UInt8(ascii: ">"))
                else { continue }
                if mutation == .deleteTag {
                    bytes.removeSubrange(open...close)
                } else {
                    bytes.insert(contentsOf: bytes[open...close], at: close + 1)
                }
            case .deepJSON:
                bytes.insert(
                    contentsOf: Array((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8), at: position)
            case .megabyteString: break  // applied by the caller, on a few iterations only
            }
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
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
