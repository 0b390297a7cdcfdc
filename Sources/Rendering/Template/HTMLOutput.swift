import Support

/// How a value's text goes into an HTML page: its controls dropped (the rule of
/// `ControlCharacters`) and, escaped, the five characters that could open markup written as
/// references. One pass over the bytes, copying the runs between those that need something:
/// a scan for controls, a scan for specials and then the copy had each read every value.
enum HTMLOutput {
    static func append(_ text: String, escaping: Bool, to out: inout OutputBytes) {
        var text = text
        text.withUTF8 { append($0, escaping: escaping, to: &out) }
    }

    private static let amp = Array("&amp;".utf8)
    private static let lt = Array("&lt;".utf8)
    private static let gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8)
    private static let apos = Array("&#39;".utf8)

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, escaping: Bool, to out: inout OutputBytes) {
        var start = 0
        var index = 0
        while true {
            index = nextCandidate(in: bytes, from: index, escaping: escaping)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            var replacement: [UInt8]?
            var length = 1
            switch byte {
            case 0x26 where escaping: replacement = amp
            case 0x3C where escaping: replacement = lt
            case 0x3E where escaping: replacement = gt
            case 0x22 where escaping: replacement = quot
            case 0x27 where escaping: replacement = apos
            default:
                length = ControlCharacters.length(in: bytes, at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            if let replacement { out.append(contentsOf: replacement) }
            index += length
            start = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }

    /// The first index from `index` whose byte may need something: one of the five when
    /// `escaping`, or one that can start a control (below 0x20, DEL, 0xC2). Fragments and
    /// Korean text have few, so the bytes are read eight at a time.
    @inline(__always)
    private static func nextCandidate(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, escaping: Bool) -> Int {
        ByteWord.firstMarked(in: bytes, from: index) { word in
            let controls = word.marking(below: 0x20) | word.marking(0x7F) | word.marking(0xC2)
            guard escaping else { return controls }
            return controls | word.marking(0x26) | word.marking(0x3C) | word.marking(0x3E) | word.marking(0x22)
                | word.marking(0x27)
        }
    }
}
