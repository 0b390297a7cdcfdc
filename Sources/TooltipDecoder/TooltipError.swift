/// Why a tooltip could not be read. The message says which item and what was wrong, so
/// that a user can report it, or a developer can find the layout that changed.
package struct TooltipError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// The string is not JSON at all (truncated, HTML, random bytes).
        case notJSON
        /// JSON, but not an object of `Element_NNN` entries.
        case wrongShape
        /// More values than any tooltip holds (`TooltipDecoder.maximumValues`): refused
        /// before its tree and document outgrow memory many times its size.
        case tooLarge
    }

    package let kind: Kind
    package let detail: String
    /// The item, gem, card or skill whose tooltip this is, when the caller knows it.
    package private(set) var item: String?

    package init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The same error, naming the thing whose tooltip it is.
    package func about(_ item: String) -> TooltipError {
        var named = self
        named.item = item
        return named
    }

    /// What is wrong, without the item: "not valid JSON (unexpected end of input at byte 120)".
    package var problem: String {
        switch kind {
        case .notJSON: "not valid JSON (\(detail))"
        case .wrongShape: "JSON of an unexpected shape (\(detail))"
        case .tooLarge: "too large (\(detail))"
        }
    }

    package var description: String {
        (item.map { "\($0): " } ?? "") + "tooltip is " + problem
    }
}
