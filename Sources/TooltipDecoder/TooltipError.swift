/// Why a tooltip could not be read. The message says what was wrong so that a user can
/// report it, or a developer can find the layout that changed.
public struct TooltipError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The string is not JSON at all (truncated, HTML, random bytes).
        case notJSON
        /// JSON, but not an object of `Element_NNN` entries.
        case wrongShape
    }

    public let kind: Kind
    public let detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .notJSON: "tooltip is not valid JSON (\(detail))"
        case .wrongShape: "tooltip JSON has an unexpected shape (\(detail))"
        }
    }
}
