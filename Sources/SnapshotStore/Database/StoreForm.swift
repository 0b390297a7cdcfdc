import Foundation

extension String {
    /// The canonical form (NFC) the store keeps paths and names in.
    ///
    /// Text of ASCII and precomposed Hangul syllables only is NFC already: no two of them
    /// compose. Every character name and every market, news or calendar path is such text,
    /// and Foundation's normalization decomposes and composes it again, for every path and
    /// name a rebuild from the store looks up. Anything else, conjoining jamo included, is
    /// normalized.
    var storeForm: String {
        let composed = unicodeScalars.allSatisfy { $0.value < 0x80 || (0xAC00...0xD7A3).contains($0.value) }
        return composed ? self : precomposedStringWithCanonicalMapping
    }
}
