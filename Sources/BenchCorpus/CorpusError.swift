/// Why a source could not be used or a corpus not written; each names its input.
public struct CorpusError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
