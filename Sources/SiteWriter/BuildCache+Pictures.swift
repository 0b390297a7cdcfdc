import Foundation

extension BuildCache {
    /// A sheet's pictures as one text: a line per address, its resolution after a tab, in
    /// address order. A thousand sheets' addresses as JSON objects were most of the cache,
    /// and reading them most of a no-change rebuild's reading. An address is the API's
    /// text: a tab, a line break or a backslash in one is written escaped.
    enum PictureList {
        static func write(_ images: [String: String]) -> String {
            images.sorted { $0.key < $1.key }.map { escape($0.key) + "\t" + escape($0.value) + "\n" }.joined()
        }

        /// Nil when a line is not an address and a resolution. Split on bytes: as Characters,
        /// a carriage return before a line break would be one.
        static func read(_ text: String) -> [String: String]? {
            var images: [String: String] = [:]
            for line in Array(text.utf8).split(separator: 0x0A) {
                let parts = line.split(separator: 0x09, omittingEmptySubsequences: false)
                guard parts.count == 2, let address = unescape(parts[0]), let resolution = unescape(parts[1]) else { return nil }
                images[address] = resolution
            }
            return images
        }

        private static func escape(_ text: String) -> String {
            guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return text }
            return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n")
        }

        private static func unescape(_ bytes: ArraySlice<UInt8>) -> String? {
            guard bytes.contains(0x5C) else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            var escaped = false
            for byte in bytes {
                if escaped {
                    switch byte {
                    case 0x5C: result.append(0x5C)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    default: return nil
                    }
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else {
                    result.append(byte)
                }
            }
            return escaped ? nil : String(decoding: result, as: UTF8.self)
        }
    }
}
