import Foundation

/// A `Range: bytes=…` header read against a file of `size` bytes (RFC 9110, section 14.1.2):
/// one span, `first-last`, `first-` or `-suffix`.
enum ByteRange: Equatable {
    /// No range, or one that is ignored (not bytes, several spans, not numbers).
    case whole
    /// Inclusive offsets, `last` clamped to the file.
    case span(first: Int, last: Int)
    /// Starts at or past the end (or asks an empty suffix): 416.
    case unsatisfiable

    static func parse(_ header: String, size: Int) -> ByteRange {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes=") else { return .whole }
        let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let start = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let end = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        guard start.allSatisfy(\.isASCIIDigit), end.allSatisfy(\.isASCIIDigit), !(start.isEmpty && end.isEmpty) else {
            return .whole
        }
        if start.isEmpty {
            // The last `suffix` bytes.
            guard let suffix = Int(end) else { return .whole }
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .span(first: max(0, size - suffix), last: size - 1)
        }
        guard let first = Int(start) else { return .unsatisfiable }
        guard first < size else { return .unsatisfiable }
        guard !end.isEmpty else { return .span(first: first, last: size - 1) }
        guard let last = Int(end) else { return .span(first: first, last: size - 1) }
        guard last >= first else { return .whole }
        return .span(first: first, last: min(last, size - 1))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
