extension BuildCache {
    /// A sheet's pictures as one text: a line per address, its resolution after a tab, in
    /// address order. A thousand sheets' addresses as JSON objects were most of the cache,
    /// and reading them most of a no-change rebuild's reading. An address is the API's
    /// text: a tab, a line break or a backslash in one is written escaped.
    enum PictureList {
        static func write(_ images: [String: String]) -> String {
            images.sorted { $0.key < $1.key }.map {
                LineEscaping.fields.escape($0.key) + "\t" + LineEscaping.fields.escape($0.value) + "\n"
            }.joined()
        }

        /// Nil when a line is not an address and a resolution.
        static func read(_ text: String) -> [String: String]? {
            var images: [String: String] = [:]
            for line in Array(text.utf8).split(separator: 0x0A) {
                let parts = line.split(separator: 0x09, omittingEmptySubsequences: false)
                guard parts.count == 2, let address = LineEscaping.fields.unescape(parts[0]),
                    let resolution = LineEscaping.fields.unescape(parts[1])
                else { return nil }
                images[address] = resolution
            }
            return images
        }
    }
}
