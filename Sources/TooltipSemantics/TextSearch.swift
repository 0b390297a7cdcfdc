extension StringProtocol {
    /// Where `needle` first occurs, comparing UTF-8 bytes. Foundation's `range(of:)` goes
    /// through NSString, converting both texts on every call; tooltip text and the words
    /// searched for are both NFC, so bytes find the same ranges.
    func firstRange(ofText needle: String) -> Range<Index>? {
        let bytes = utf8
        let wanted = needle.utf8
        guard let first = wanted.first else { return nil }  // as Foundation: an empty needle is not found
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var probe = start
            var matched = wanted.startIndex
            while matched != wanted.endIndex, probe != bytes.endIndex, bytes[probe] == wanted[matched] {
                probe = bytes.index(after: probe)
                matched = wanted.index(after: matched)
            }
            if matched == wanted.endIndex { return start..<probe }
            if probe == bytes.endIndex { return nil }
            from = bytes.index(after: start)
        }
        return nil
    }

    func containsText(_ needle: String) -> Bool {
        firstRange(ofText: needle) != nil
    }
}
