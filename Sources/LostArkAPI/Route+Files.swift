/// Where a mirror path's answer is written in a folder. A file name holds at most 255 bytes
/// (ext4, APFS; NTFS counts 255 UTF-16 units), and a store made before labels were held to
/// that (`MarketSearch.maxLabelBytes`) may hold a longer one, which must still export and
/// import back. So a part too long for a file name is cut into folders: every piece but the
/// last ends in `…` (`markets/items/search/PIECE…/REST.json`). Nothing else changes.
extension Route {
    /// The most bytes of a file name on the common file systems.
    package static let maxFileNameBytes = 255
    /// The most bytes of a piece of a part cut into folders, before its `…` or `.json`.
    static let pieceBytes = 240
    /// What ends every piece of a cut part but its last.
    package static let pieceMark = "…"

    /// The file of `path` in a folder: `path` itself unless a part is too long for a file name.
    package static func filePath(ofMirrorPath path: String) -> String {
        guard path.utf8.count > maxFileNameBytes else { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return parts.enumerated().flatMap { index, part -> [String] in
            guard part.utf8.count > maxFileNameBytes else { return [part] }
            let isFile = index == parts.count - 1 && isMirrorPath(part)
            let name = isFile ? String(part.dropLast(fileExtension.count)) : part
            var pieces = cut(name)
            pieces = pieces.dropLast().map { $0 + pieceMark } + pieces.suffix(1)
            if isFile, let last = pieces.popLast() { pieces.append(last + fileExtension) }
            return pieces
        }.joined(separator: "/")
    }

    /// The mirror path a folder's file at `path` stands for: the inverse of `filePath`. Parts
    /// ending in `…` are joined with the part after them only when together they are too long
    /// for one file name, as only a cut makes them; any other name is read as it is.
    package static func mirrorPath(ofFilePath path: String) -> String {
        guard path.contains(pieceMark) else { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var index = 0
        while index < parts.count {
            var end = index
            while end < parts.count - 1 && parts[end].hasSuffix(pieceMark) { end += 1 }
            let joined = parts[index..<end].map { String($0.dropLast(pieceMark.count)) }.joined() + parts[end]
            if end > index && joined.utf8.count > maxFileNameBytes {
                result.append(joined)
            } else {
                result += parts[index...end]
            }
            index = end + 1
        }
        return result.joined(separator: "/")
    }

    /// `name` in pieces of at most `pieceBytes`, cut between characters (so each stays in the
    /// Unicode form the whole had), none starting with a dot (it would be a hidden file).
    private static func cut(_ name: String) -> [String] {
        var pieces: [String] = []
        var rest = Substring(name)
        while rest.utf8.count > pieceBytes, let end = cutIndex(in: rest) {
            pieces.append(String(rest[..<end]))
            rest = rest[end...]
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    /// Where the first piece of `text` ends: after the most characters that fit in
    /// `pieceBytes` (one at least), moved back before any dots; nil when no cut is left.
    private static func cutIndex(in text: Substring) -> String.Index? {
        var end = text.startIndex
        var bytes = 0
        for index in text.indices {
            bytes += text[index].utf8.count
            guard bytes <= pieceBytes || end == text.startIndex else { break }
            end = text.index(after: index)
        }
        while end > text.startIndex, end < text.endIndex, text[end] == "." { end = text.index(before: end) }
        return end > text.startIndex && end < text.endIndex ? end : nil
    }
}
