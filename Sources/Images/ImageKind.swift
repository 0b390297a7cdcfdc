import Foundation

/// What a picture's bytes are, told by their first bytes (never by a name or a
/// Content-Type, which an answer can get wrong).
package enum ImageKind: String, Sendable, Hashable, Codable, CaseIterable {
    case png, jpeg, gif, webp, svg

    /// The most bytes one picture may have. The game's icons are a few kilobytes and a
    /// portrait some hundreds; anything near this is not a picture the pages need.
    package static let maxBytes = 5 * 1024 * 1024

    /// The kind the bytes start like; nil for anything else (an HTML error page, JSON, text).
    package init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if Self.isSVG(data) {
            self = .svg
        } else {
            return nil
        }
    }

    /// The file name's extension in the site.
    package var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }

    /// Markup that an `<svg>` element opens within its first kilobyte, after an optional
    /// byte-order mark, XML declaration or comments.
    private static func isSVG(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(1024), as: UTF8.self)
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard trimmed.hasPrefix("<") else { return false }
        return trimmed.range(of: "<svg", options: .caseInsensitive) != nil
    }
}

/// Why bytes are not kept as a picture.
package enum ImageProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case tooLarge(Int)
    case notAnImage
    /// SVG is markup that can carry script; only LOAS's own drawings are SVG.
    case svgRefused

    package var description: String {
        switch self {
        case .empty: "the answer was empty"
        case .tooLarge(let size): "larger than \(ImageKind.maxBytes / 1024 / 1024) MB (\(size) bytes or more)"
        case .notAnImage: "not a PNG, JPEG, GIF or WebP picture"
        case .svgRefused: "an SVG, which can carry script; only PNG, JPEG, GIF and WebP are kept"
        }
    }

    /// The kind of `data` when it may be kept: within the size limit, a picture by its first
    /// bytes, and SVG only when `allowSVG` (LOAS's own drawings, never outside ones).
    package static func check(_ data: Data, allowSVG: Bool = false) -> Result<ImageKind, ImageProblem> {
        guard !data.isEmpty else { return .failure(.empty) }
        guard data.count <= ImageKind.maxBytes else { return .failure(.tooLarge(data.count)) }
        guard let kind = ImageKind(sniffing: data) else { return .failure(.notAnImage) }
        if kind == .svg && !allowSVG { return .failure(.svgRefused) }
        return .success(kind)
    }
}
